// Marked consultations: sessions written and marked item by item by an examiner who did not read
// the scorer (packages/content/marked/README.md). The scorer's agreement with them is measured by
// `node bench/scoring-agreement.ts` and held by a unit test (ADR 0111).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const markedDir = path.resolve(import.meta.dirname, '..', 'marked');

/**
 * Other examiners' consultations on other cases, kept blind: the scorer is never tuned on them,
 * and `bench/scoring-agreement.ts` prints only their totals (`marked-held-out/README.md`).
 */
export const markedHeldOutDir = path.resolve(import.meta.dirname, '..', 'marked-held-out');

/**
 * The latest examiner round, measured on arrival and not read yet (`marked-fresh/README.md`): only its
 * totals are printed, so that the next pass can measure on it before anyone tunes the scorer on it.
 */
export const markedFreshDir = path.resolve(import.meta.dirname, '..', 'marked-fresh');

export const ZMarkedConsultation = z.object({
  caseId: z.string(),
  label: z.string(),
  turns: z.array(
    z.object({ to: z.enum(['patient', 'nurse']), atSeconds: z.number().min(0), text: z.string().min(1) }),
  ),
  actions: z.array(
    z.object({
      kind: z.enum(['examination', 'investigation']),
      itemId: z.string(),
      atSeconds: z.number().min(0),
    }),
  ),
  summary: z.object({
    diagnosis: z.string(),
    differentials: z.string(),
    investigations: z.string(),
    management: z.string(),
    escalation: z.string(),
  }),
  marks: z.record(z.string(), z.object({ met: z.boolean(), note: z.string() })),
  examinerScore: z.number().min(0).max(100),
});
export type MarkedConsultation = z.infer<typeof ZMarkedConsultation>;

/** Every marked consultation (`<case id>--<label>.json`), validated, in file order. */
export const loadMarkedConsultations = (dir = markedDir): MarkedConsultation[] =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const parsed = ZMarkedConsultation.safeParse(JSON.parse(readFileSync(path.join(dir, name), 'utf8')));
      if (!parsed.success) throw new Error(`${name}: ${parsed.error.message}`);
      if (`${parsed.data.caseId}--${parsed.data.label}.json` !== name)
        throw new Error(`${name}: the file must be named <caseId>--<label>.json`);
      return parsed.data;
    });
