import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/agent.ts';
import {
  playFixtureWell,
  publishFixtureCase,
  signedInTrainee,
  startFreshSessionFor,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { getModule, listModules } from './service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('modules', () => {
  let t: TestApp;
  const caseIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0', FREE_SESSIONS_PER_MONTH: '200' } });
    for (const n of [1, 2, 3]) caseIds.push(await publishFixtureCase(t.db, `fixture-module-${n}`));
  });
  afterAll(() => t.close());

  it('are for signed-in users only', async () => {
    const visitor = await createBrowser(t.app);
    expect((await visitor.get('/api/v1/modules')).status).toBe(401);
    expect((await visitor.get('/api/v1/modules/stones')).status).toBe(401);
  });

  it('lists the seeded modules in order, and answers 404 for an unknown one', async () => {
    const { browser } = await signedInTrainee(t);
    const list = await browser.get('/api/v1/modules');
    expect(list.status).toBe(200);
    expect(list.body.data.modules.map((m: { id: string }) => m.id)).toEqual([
      'acute-urology-on-call',
      'stones',
      'haematuria-and-cancer',
      'scrotal-emergencies',
      'communication',
    ]);
    const stones = await browser.get('/api/v1/modules/stones');
    expect(stones.status).toBe(200);
    expect(stones.body.data).toMatchObject({ id: 'stones', title: 'Stones', scoredCount: 0 });
    const missing = await browser.get('/api/v1/modules/no-such-module');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    expect((await browser.get('/api/v1/modules/Not%20A%20Slug')).status).toBe(400);
  });

  it('skips case ids that are not published, counts scored cases and moves the next case on', async () => {
    const { browser, user } = await signedInTrainee(t);
    const fixture = {
      id: 'fixture-module',
      title: 'Fixture module',
      goal: 'Play the fixture cases in order.',
      description: 'Three fixture cases and one that is not written yet.',
      order: 0,
      caseIds: [caseIds[0]!, 'a-case-still-being-written', caseIds[1]!, caseIds[2]!, caseIds[0]!],
    };
    const source = () => [fixture];

    const before = await getModule(t.db, user.id, 'fixture-module', source);
    expect(before.cases.map((c) => c.id)).toEqual(caseIds);
    expect(before.cases.map((c) => c.position)).toEqual([1, 2, 3]);
    expect(before).toMatchObject({ caseCount: 3, scoredCount: 0, nextCase: { id: caseIds[0] } });

    // The first case scored: the next case is the second.
    const { id } = await startFreshSessionFor(browser, caseIds[0]!);
    await playFixtureWell(browser, id);
    const after = await getModule(t.db, user.id, 'fixture-module', source);
    expect(after).toMatchObject({ scoredCount: 1, nextCase: { id: caseIds[1] } });
    expect(after.cases[0]).toMatchObject({ isScored: true, bestScore: 100, isNext: false });
    expect(after.cases[1]).toMatchObject({ isScored: false, bestScore: null, isNext: true });

    // Another trainee's progress is their own.
    const other = await signedInTrainee(t);
    expect((await getModule(t.db, other.user.id, 'fixture-module', source)).scoredCount).toBe(0);

    const listed = await listModules(t.db, user.id, source);
    expect(listed.modules[0]).toMatchObject({ id: 'fixture-module', caseCount: 3, scoredCount: 1 });
    expect(listed.modules[0]).not.toHaveProperty('cases');
  });
});
