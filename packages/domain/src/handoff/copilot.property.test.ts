// The copilot must never give a case away: whatever a draft holds (the case's own findings, its
// diagnosis, random text in any script), every hint is a fixed sentence of the catalogue.
import { loadCaseLibrary } from '@urosim/content';
import { type Sbar, sbarSections } from '@urosim/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copilotReading, HANDOFF_CHECKS, readHandoffDraft } from './copilot.ts';

const library = loadCaseLibrary();
const caseFacts = library.flatMap((c) => [
  c.expected.workingDiagnosis,
  ...c.expected.handoffKeyPoints,
  ...c.expected.management,
  ...c.facts.map((f) => f.answer),
  ...c.investigations.map((i) => i.result),
]);
const catalogue = new Map<string, { section: string; message: string }>(
  HANDOFF_CHECKS.map((c) => [c.code, { section: c.section, message: c.message }]),
);

const sectionText = fc.oneof(
  fc.constant(''),
  fc.constantFrom(...caseFacts),
  fc.array(fc.constantFrom(...caseFacts), { maxLength: 4 }).map((parts) => parts.join(' ')),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
);
const draft: fc.Arbitrary<Sbar> = fc.record({
  situation: sectionText,
  background: sectionText,
  assessment: sectionText,
  recommendation: sectionText,
});

const assertCatalogueOnly = (reading: ReturnType<typeof readHandoffDraft>, sbar: Sbar) => {
  for (const hint of reading.hints) {
    expect(catalogue.get(hint.code)).toEqual({ section: hint.section, message: hint.message });
  }
  // Statuses follow the hints: empty without text, complete without hints of its own.
  for (const { section, status } of reading.sections) {
    const own = reading.hints.filter((h) => h.section === section);
    if (sbar[section].trim() === '') expect(status).toBe('empty');
    else expect(status).toBe(own.length === 0 ? 'complete' : 'partial');
  }
  expect(reading.ready).toBe(reading.sections.every((s) => s.status === 'complete'));
};

describe('hand-off copilot: hints are catalogue sentences whatever the draft', () => {
  it('scripted checks', () => {
    fc.assert(
      fc.property(draft, (sbar) => {
        assertCatalogueOnly(readHandoffDraft(sbar), sbar);
      }),
      { numRuns: 400 },
    );
  });

  it('a reading from any list of codes (what a model might answer) keeps only catalogue codes', () => {
    const codes = fc.array(
      fc.oneof(
        fc.constantFrom(...HANDOFF_CHECKS.map((c) => c.code)),
        fc.constantFrom(...caseFacts),
        fc.string(),
      ),
      { maxLength: 15 },
    );
    fc.assert(
      fc.property(draft, codes, (sbar, lacking) => {
        const reading = copilotReading(sbar, lacking, 'model');
        assertCatalogueOnly(reading, sbar);
        const text = JSON.stringify(reading.hints);
        for (const section of sbarSections) {
          const written = sbar[section].trim();
          // Nothing the trainee wrote comes back in a hint (short texts may be catalogue words).
          if (written.length > 60) expect(text).not.toContain(written);
        }
      }),
      { numRuns: 300 },
    );
  });
});
