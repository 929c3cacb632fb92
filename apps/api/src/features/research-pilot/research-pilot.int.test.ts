import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/agent.ts';
import { publishFixtureCase, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { plansSeeder } from '../plans/seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('research pilot', () => {
  let t: TestApp;
  const caseIds: string[] = [];
  const trainee = async () => (await signedInTrainee(t, { fullName: 'Tomás Reyes' })).browser;

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0', FREE_SESSIONS_PER_MONTH: '1' } });
    for (const n of [1, 2]) caseIds.push(await publishFixtureCase(t.db, `fixture-pilot-${n}`));
    await plansSeeder(t.config).run(t.db);
  });
  afterAll(() => t.close());

  it('is for signed-in users only', async () => {
    const visitor = await createBrowser(t.app);
    expect((await visitor.get('/api/v1/research-pilot')).status).toBe(401);
    expect((await visitor.post('/api/v1/research-pilot/join', { consent: true })).status).toBe(401);
  });

  it('needs consent, and joining twice keeps one enrolment', async () => {
    const browser = await trainee();
    expect((await browser.get('/api/v1/research-pilot')).body.data).toMatchObject({
      isEnrolled: false,
      complimentarySessions: 10,
    });
    expect((await browser.post('/api/v1/research-pilot/join', { consent: false })).status).toBe(400);
    const joined = await browser.post('/api/v1/research-pilot/join', { consent: true });
    expect(joined.body.data).toMatchObject({ isEnrolled: true, complimentaryUsed: 0, casesCompleted: 0 });
    const again = await browser.post('/api/v1/research-pilot/join', { consent: true });
    expect(again.body.data.joinedAt).toBe(joined.body.data.joinedAt);
  });

  it('adds 10 complimentary sessions after the month’s allowance, and unlocks the premium month at two cases', async () => {
    const browser = await trainee();
    // The month's one session, then no more without the pilot.
    const first = await browser.post('/api/v1/sessions/start', { caseId: caseIds[0] });
    expect(first.body.data.quota).toMatchObject({ allowance: 1, used: 1, remaining: 0 });
    await browser.post(`/api/v1/sessions/${first.body.data.session.id}/end`);
    expect((await browser.post('/api/v1/sessions/start', { caseId: caseIds[1] })).status).toBe(402);

    await browser.post('/api/v1/research-pilot/join', { consent: true });
    expect((await browser.get('/api/v1/dashboard/stats')).body.data.quota).toMatchObject({
      allowance: 11,
      used: 1,
      remaining: 10,
    });
    const ids: string[] = [];
    for (const caseId of caseIds) {
      const started = await browser.post('/api/v1/sessions/start', { caseId });
      expect(started.status).toBe(200);
      ids.push(started.body.data.session.id);
      await browser.post(`/api/v1/sessions/${started.body.data.session.id}/end`);
    }
    // Ended is not completed: a case is completed when its session is scored (summary written).
    expect((await browser.get('/api/v1/research-pilot')).body.data.casesCompleted).toBe(0);
    for (const id of ids) {
      await browser.post(`/api/v1/sessions/${id}/summary`, {
        diagnosis: 'Ureteric colic',
        management: 'CT KUB',
      });
    }
    const status = (await browser.get('/api/v1/research-pilot')).body.data;
    // The session before joining does not count towards the pilot's two cases.
    expect(status).toMatchObject({ complimentaryUsed: 2, casesCompleted: 2, isPremiumMonthUnlocked: true });
    // The premium month: a real subscription of its own source, unlimited, granted once.
    const active = (await browser.get('/api/v1/subscription/active')).body.data.subscription;
    expect(active).toMatchObject({
      plan_slug: 'premium',
      subscription_status: 'active',
      source: 'research-pilot',
      provider: 'urosim',
      has_access: true,
    });
    expect(active.grace_ends_at).not.toBeNull();
    expect((await browser.get('/api/v1/user/stats')).body.data.quotaRemaining).toBe(999);
    expect((await browser.get('/api/v1/auth/status')).body.data.user.subscription_status).toBe('active');
    await browser.get('/api/v1/research-pilot');
    expect((await browser.get('/api/v1/subscription')).body.data.plan.tierLabel).toBe('Premium');
    const { user_id } = await t.db('subscriptions').where({ id: active.id }).first();
    const rows = await t.db('subscriptions').where({ source: 'research-pilot', user_id }).count('* as n');
    expect(rows).toEqual([{ n: '1' }]);
  });
});
