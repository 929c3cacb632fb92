import { librarySearchNames, loadCaseLibrary } from '@urosim/content';
import { findAuthoringCase, updateAuthoringCase } from '@urosim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../test/agent.ts';
import { signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { seedCaseLibrary } from './seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Card = { id: string; durationSeconds: number } & Record<string, unknown>;

describe('the seeded case library', () => {
  let t: TestApp;
  let trainee: Browser;
  const library = loadCaseLibrary();
  const ids = library.map((c) => c.id);
  const listed = async (query = '') =>
    ((await trainee.get(`/api/v1/cases${query}`)).body.data.cases as Card[]).filter((c) =>
      ids.includes(c.id),
    );

  beforeAll(async () => {
    t = await createTestApp();
    await seedCaseLibrary(t.db);
    trainee = (await signedInTrainee(t, { fullName: 'Library Trainee' })).browser;
  });
  afterAll(() => t.close());

  it('publishes all 24 cases of the library', async () => {
    expect(library).toHaveLength(24);
    expect((await listed()).map((c) => c.id).sort()).toEqual([...ids].sort());
  });

  it("gives each case its paraphrase set for the authoring quality gate, never replacing an admin's", async () => {
    const setOf = async (id: string) => (await findAuthoringCase(t.db, id))!.question_set as unknown[];
    expect((await setOf('nocturia-clinic')).length).toBeGreaterThanOrEqual(15);
    await updateAuthoringCase(t.db, 'nocturia-clinic', {
      question_set: [{ text: 'Do you get up at night?', reveals: 'negative' }],
    });
    await seedCaseLibrary(t.db);
    expect(await setOf('nocturia-clinic')).toEqual([
      { text: 'Do you get up at night?', reveals: 'negative' },
    ]);
    // Back as the seed leaves it, for the other tests on this database.
    await updateAuthoringCase(t.db, 'nocturia-clinic', { question_set: [] });
    await seedCaseLibrary(t.db);
  });

  it.each(librarySearchNames)('search finds %s by "%s" and by "%s"', async (id, lay, clinical) => {
    for (const q of [lay, clinical]) {
      const found = await listed(`?q=${encodeURIComponent(q)}`);
      expect(
        found.map((c) => c.id),
        q,
      ).toContain(id);
    }
  });

  it('does not find the epididymo-orchitis case by "torsion"', async () => {
    const found = (await listed('?q=torsion')).map((c) => c.id);
    expect(found).toContain('acute-scrotal-pain-teenager');
    expect(found).not.toContain('painful-swollen-testicle');
  });

  it('filters by duration', async () => {
    const all = await listed();
    const short = await listed('?maxMinutes=10');
    const medium = await listed('?maxMinutes=15');
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThan(medium.length);
    expect(medium.length).toBeLessThan(all.length);
    for (const c of short) expect(c.durationSeconds).toBeLessThanOrEqual(600);
    for (const c of medium) expect(c.durationSeconds).toBeLessThanOrEqual(900);
    // The options count every published case (other tests publish fixtures too).
    const everything = (await trainee.get('/api/v1/cases')).body.data.cases as Card[];
    const options = (await trainee.get('/api/v1/config/case-filters')).body.data.durations;
    expect(options.map((o: { count: number }) => o.count)).toEqual(
      [10, 15, 20].map((m) => everything.filter((c) => c.durationSeconds <= m * 60).length),
    );
  });

  it('sends no spoilers before the session: no topic on the cards, no objectives in the preview', async () => {
    for (const card of await listed()) {
      expect(card).not.toHaveProperty('topic');
      expect(card).not.toHaveProperty('learningObjectives');
    }
    for (const definition of library) {
      const detail = (await trainee.get(`/api/v1/cases/${definition.id}`)).body.data;
      expect(detail).not.toHaveProperty('topic');
      expect(detail).not.toHaveProperty('learningObjectives');
      expect(detail).not.toHaveProperty('references');
      const text = JSON.stringify(detail).toLowerCase();
      for (const name of [definition.expected.workingDiagnosis, ...definition.expected.diagnosisSynonyms]) {
        const word = new RegExp(
          `(^|[^a-z0-9])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z0-9]|$)`,
        );
        expect(text, `${definition.id} sends "${name}"`).not.toMatch(word);
      }
    }
  });
});
