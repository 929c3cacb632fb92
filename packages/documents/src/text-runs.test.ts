import { describe, expect, it } from 'vitest';
import { fontChain } from './fonts.ts';
import { MISSING_GLYPH, missingCharacters, normaliseText, splitIntoRuns } from './text-runs.ts';

const runsOf = (text: string) =>
  splitIntoRuns(normaliseText(text), fontChain('regular')).runs.map((run) => [run.face.name, run.text]);

describe('font fallback by coverage', () => {
  it('finds a font for accents, CJK, kana, Hangul and emoji', () => {
    expect(missingCharacters('é ç ø Ł — 中文 日本語 ひらがな 한국어 😀 👍🏽 ❤️ 👩‍⚕️ “quoted” 38.6 °C')).toEqual(
      [],
    );
  });

  it('gives each script its font and keeps spaces in the run they are in', () => {
    expect(runsOf('Pain 中文 now 한국어 😀')).toEqual([
      ['sans', 'Pain '],
      ['sc', '中文 '],
      ['sans', 'now '],
      ['kr', '한국어 '],
      ['emoji', '😀'],
    ]);
  });

  it('keeps a ZWJ sequence, a skin tone and a variation selector with their emoji', () => {
    expect(runsOf('👩‍⚕️👍🏽❤️')).toEqual([['emoji', '👩‍⚕️👍🏽❤️']]);
  });

  it('prints an emoji space-free: a space after an emoji goes back to Noto Sans', () => {
    expect(runsOf('ok 😀 ok')).toEqual([
      ['sans', 'ok '],
      ['emoji', '😀'],
      ['sans', ' ok'],
    ]);
  });

  it('composes a letter and its combining accent into the one character fonts have (NFC)', () => {
    expect(runsOf('Cafe\u0301')).toEqual([['sans', 'Café']]);
  });

  it('lists what no font has and prints a placeholder instead', () => {
    const hieroglyph = '\u{13000}';
    expect(missingCharacters(`a ${hieroglyph} b \u{E000}`)).toEqual([hieroglyph, '\u{E000}']);
    const { runs, missing } = splitIntoRuns(`a ${hieroglyph}`, fontChain('regular'));
    expect(missing).toEqual([hieroglyph]);
    expect(runs.map((run) => run.text).join('')).toBe(`a ${MISSING_GLYPH}`);
  });

  it('drops control characters and makes line ends and tabs plain', () => {
    expect(normaliseText('a\r\nb\tc\u0007d')).toBe('a\nb cd');
  });
});
