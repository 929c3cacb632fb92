import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CaseDefinition, ZCaseDefinition, ZCaseQuestionSet } from './cases.ts';

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

describe('ZCaseDefinition: negatives that meet a fact item', () => {
  const base = JSON.parse(
    readFileSync(new URL('../../content/cases/visible-haematuria-smoker.json', import.meta.url), 'utf8'),
  ) as CaseDefinition;
  const withCriterion = (criterion: Record<string, unknown>) =>
    ZCaseDefinition.safeParse({
      ...base,
      rubric: base.rubric.map((item) => (item.id === 'rb-painless' ? { ...item, criterion } : item)),
    });

  it('accepts negatives of the case on a criterion of any fact', () => {
    expect(
      withCriterion({ kind: 'fact', factIds: ['hpc-painless'], negativeIds: ['neg-dysuria'] }).success,
    ).toBe(true);
  });

  it('refuses an unknown negative, and negatives on a criterion that needs all its facts', () => {
    const unknown = withCriterion({ kind: 'fact', factIds: ['hpc-painless'], negativeIds: ['neg-nothing'] });
    expect(unknown.error?.issues.map((i) => i.message)).toContain('no negative with id "neg-nothing"');
    const all = withCriterion({
      kind: 'fact',
      factIds: ['hpc-painless'],
      require: 'all',
      negativeIds: ['neg-dysuria'],
    });
    expect(all.error?.issues.map((i) => i.message)).toContain(
      'negatives can meet only a criterion of any fact',
    );
  });
});
