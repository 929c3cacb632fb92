import { randomUUID } from 'node:crypto';
import type { CaseDefinition, RubricItem, Sbar } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { expect } from 'vitest';
import { importCase } from '../features/cases/service.ts';
import type { Browser } from './agent.ts';
import { fixtureCase } from './case-fixture.ts';
import { playFixtureWell, startSessionFor } from './factories.ts';

const handoffItem = (
  section: NonNullable<RubricItem['handoffSection']>,
  phrases: string[],
  weight: number,
): RubricItem => ({
  id: `handoff-${section}`,
  category: 'handoff',
  description: `Hand-off ${section} point`,
  weight,
  critical: false,
  criterion: { kind: 'phrase', field: 'handoff', phrases },
  handoffSection: section,
  rationale: `The registrar needs the ${section}.`,
});

/**
 * The fixture case with one hand-off item per SBAR section (weights 1, 1, 2, 2), as the library's
 * cases have them: played well (playFixtureWell) and handed off with `goodHandoff`, it scores 100.
 */
export const handoffFixtureCase = (id: string): CaseDefinition => {
  const base = fixtureCase(id);
  return {
    ...base,
    rubric: [
      ...base.rubric,
      handoffItem('situation', ['loin pain'], 1),
      handoffItem('background', ['kidney stone'], 1),
      handoffItem('assessment', ['fever'], 2),
      handoffItem('recommendation', ['decompression', 'nephrostomy'], 2),
    ],
  };
};

/** Publishes the hand-off fixture case under a fresh id; returns the id. */
export const publishHandoffCase = async (db: Knex, prefix = 'fixture-handoff') => {
  const id = `${prefix}-${randomUUID().slice(0, 8)}`;
  await importCase(db, handoffFixtureCase(id), { status: 'published' });
  return id;
};

/** A hand-off that meets every point of the fixture and every check of the copilot. */
export const goodHandoff: Sbar = {
  situation:
    "I'm the urology SHO on call, calling about a 38-year-old man in the emergency department with right loin pain. I'm worried he is getting worse.",
  background: 'Known kidney stone last year. No regular medications and no known drug allergies.',
  assessment:
    'Pulse 104, BP 132/80, temperature 38.1, sats 97%. Tender right loin; CT KUB shows a 6 mm stone at the right VUJ. I think this is an obstructed kidney with fever and he is unwell.',
  recommendation:
    'Please review him within 30 minutes; he needs decompression tonight. Meanwhile I have started antibiotics and fluids and I will call you back if his BP drops.',
};

/** A session of `caseId` played well, ended and summarised (its hand-off can be written); its id. */
export const summarisedSessionFor = async (browser: Browser, caseId: string) => {
  const { id } = await startSessionFor(browser, caseId);
  await playFixtureWell(browser, id);
  const summary = await browser.get(`/api/v1/sessions/${id}/details`);
  expect(summary.body.data.summary, 'summary submitted').not.toBeNull();
  return id;
};
