import { describe, expect, it } from 'vitest';
import { renalColicCase as c } from './fixtures/renal-colic.ts';
import { findExamination, findInvestigation } from './search.ts';

const topInvestigation = (text: string) => findInvestigation(c, text)[0]?.id;
const topExamination = (text: string) => findExamination(c, text)[0]?.id;

describe('findInvestigation', () => {
  it.each([
    ['CT KUB', 'inv-ct-kub'],
    ['ctkub', 'inv-ct-kub'],
    ['non contrast CT', 'inv-ct-kub'],
    ['low dose ct', 'inv-ct-kub'],
    ['US KUB', 'inv-ultrasound'],
    ['renal ultrasound', 'inv-ultrasound'],
    ['ultras', 'inv-ultrasound'],
    ['FBC', 'inv-fbc'],
    ['full blood count', 'inv-fbc'],
    ['haemoglobin', 'inv-fbc'],
    ['U&E', 'inv-ue'],
    ['U and Es', 'inv-ue'],
    ['creatinine', 'inv-ue'],
    ['kidney function', 'inv-ue'],
    ['CRP', 'inv-crp'],
    ['MSU', 'inv-msu'],
    ['urine culture', 'inv-msu'],
    ['urine MC&S', 'inv-msu'],
    ['urinalysis', 'inv-urine-dip'],
    ['urine dip', 'inv-urine-dip'],
    ['AXR', 'inv-kub-xray'],
    ['abdominal x-ray', 'inv-kub-xray'],
    ['PSA', 'inv-psa'],
    ['uric acid', 'inv-calcium-urate'],
    ['blood cultures', 'inv-blood-cultures'],
    ['ultrasund', 'inv-ultrasound'],
  ])('%j finds %s first', (text, id) => {
    expect(topInvestigation(text)).toBe(id);
  });

  it('ranks several candidates, best first, with scores', () => {
    const results = findInvestigation(c, 'urine');
    expect(results.map((r) => r.id)).toEqual(expect.arrayContaining(['inv-urine-dip', 'inv-msu']));
    for (let i = 1; i < results.length; i++)
      expect(results[i - 1]!.score).toBeGreaterThanOrEqual(results[i]!.score);
    expect(results[0]).toMatchObject({ name: expect.any(String), score: expect.any(Number) });
  });

  it('finds nothing for what the case does not hold', () => {
    expect(findInvestigation(c, 'pregnancy test')).toEqual([]);
    expect(findInvestigation(c, 'MRI brain')).toEqual([]);
    expect(findInvestigation(c, '')).toEqual([]);
  });
});

describe('findExamination', () => {
  it.each([
    ['abdo exam', 'exam-abdomen'],
    ['palpate the abdomen', 'exam-abdomen'],
    ['feel his tummy', 'exam-abdomen'],
    ['renal angle', 'exam-renal-angle'],
    ['loin tenderness', 'exam-renal-angle'],
    ['testicular examination', 'exam-genitalia'],
    ['scrotum', 'exam-genitalia'],
    ['listen to the chest', 'exam-chest'],
    ['obs', 'exam-vitals'],
    ['general inspection', 'exam-general'],
  ])('%j finds %s first', (text, id) => {
    expect(topExamination(text)).toBe(id);
  });

  it('finds nothing for an examination the case does not hold', () => {
    expect(findExamination(c, 'DRE')).toEqual([]);
    expect(findExamination(c, 'fundoscopy')).toEqual([]);
  });
});
