import { describe, expect, it } from 'vitest';
import {
  copilotSummary,
  countWords,
  hintsBySection,
  isSbarEmpty,
  sameSbar,
  totalWords,
  wordsText,
} from './handoff-text';

const sbar = {
  situation: "I'm the FY1 on call, calling about a 58-year-old woman.",
  background: '',
  assessment: 'HR 118, BP 84/50, temp 38.9, sats 95% on air.',
  recommendation: '  ',
};

describe('hand-off words', () => {
  it('counts words as the api does: numbers, shorthand and contractions are one word each', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n ')).toBe(0);
    expect(countWords("I'm calling — she can't wait")).toBe(5);
    expect(countWords('BP 84/50, temp 38.9, O/E tender')).toBe(6);
    expect(countWords('58-year-old')).toBe(1);
    expect(countWords('Crème brûlée, ça va')).toBe(4);
  });

  it('says the count in words and adds the sections up', () => {
    expect(wordsText(0)).toBe('0 words');
    expect(wordsText(1)).toBe('1 word');
    expect(totalWords(sbar)).toBe(countWords(sbar.situation) + countWords(sbar.assessment));
  });

  it('knows an empty hand-off (whitespace is nothing) and compares drafts', () => {
    expect(isSbarEmpty(sbar)).toBe(false);
    expect(isSbarEmpty({ situation: ' ', background: '\n', assessment: '', recommendation: '' })).toBe(true);
    expect(sameSbar(sbar, { ...sbar })).toBe(true);
    expect(sameSbar(sbar, { ...sbar, background: 'x' })).toBe(false);
  });
});

describe('the copilot in words', () => {
  const hints = [
    { section: 'assessment', code: 'assessment.findings', message: 'Add the examination findings.' },
    { section: 'situation', code: 'situation.concern', message: 'Say how worried you are.' },
    { section: 'assessment', code: 'assessment.impression', message: 'Say what you think.' },
  ] as const;

  it('groups the hints by section, in their order, every section present', () => {
    const grouped = hintsBySection([...hints]);
    expect(Object.keys(grouped)).toEqual(['situation', 'background', 'assessment', 'recommendation']);
    expect(grouped.assessment.map((h) => h.code)).toEqual(['assessment.findings', 'assessment.impression']);
    expect(grouped.background).toEqual([]);
  });

  it('sums the reading up in a sentence', () => {
    expect(copilotSummary({ hints: [...hints], ready: false })).toBe('3 things still to add.');
    expect(copilotSummary({ hints: [hints[0]], ready: false })).toBe('1 thing still to add.');
    expect(copilotSummary({ hints: [], ready: true })).toBe('Every section has what a registrar expects.');
  });
});
