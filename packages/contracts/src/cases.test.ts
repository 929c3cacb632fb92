import { describe, expect, it } from 'vitest';
import { ZCaseQuestionSet } from './cases.ts';

const question = (over: object = {}) => ({ text: 'Do you smoke?', expect: ['smoking'], ...over });

describe('ZCaseQuestionSet', () => {
  it('needs at least 20 questions in a dev set (the default), any number in a held-out set', () => {
    const few = { caseId: 'a-case', questions: [question()] };
    expect(ZCaseQuestionSet.safeParse(few).success).toBe(false);
    expect(ZCaseQuestionSet.safeParse({ ...few, split: 'dev' }).success).toBe(false);
    expect(ZCaseQuestionSet.safeParse({ ...few, split: 'held-out' }).success).toBe(true);
    const many = { caseId: 'a-case', questions: Array.from({ length: 20 }, () => question()) };
    expect(ZCaseQuestionSet.safeParse(many).success).toBe(true);
  });

  it('accepts the question kinds and refuses others', () => {
    const set = (kind: string) => ({ caseId: 'a-case', split: 'held-out', questions: [question({ kind })] });
    for (const kind of ['fact', 'no', 'statement', 'fishing', 'social'])
      expect(ZCaseQuestionSet.safeParse(set(kind)).success, kind).toBe(true);
    expect(ZCaseQuestionSet.safeParse(set('maybe')).success).toBe(false);
    expect(ZCaseQuestionSet.safeParse({ ...set('no'), split: 'test' }).success).toBe(false);
  });
});
