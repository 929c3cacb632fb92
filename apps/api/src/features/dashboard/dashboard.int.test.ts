import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playFixtureWell, publishFixtureCase, signedInAdmin, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('dashboard and progress', () => {
  let t: TestApp;
  let caseId: string;
  const account = async (isAdmin = false) => {
    const { user, browser } = await (isAdmin ? signedInAdmin : signedInTrainee)(t, {
      fullName: 'Priya Shah',
    });
    return { browser, id: user.id };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0', FREE_SESSIONS_PER_MONTH: '10' } });
    caseId = await publishFixtureCase(t.db, 'fixture-progress');
  });
  afterAll(() => t.close());

  it('starts empty for a new user, then counts a played and scored session everywhere', async () => {
    const { browser, id } = await account();
    const empty = await browser.get('/api/v1/dashboard/stats');
    expect(empty.body.data).toMatchObject({
      user: { name: 'Priya' },
      performance: { sessions: 0, casesCompleted: 0, avgScore: null, level: { label: 'Level 1 Starting' } },
      quota: { allowance: 10, used: 0, remaining: 10 },
      continueSession: null,
    });
    expect(empty.body.data.recommended.length).toBeGreaterThan(0);
    expect((await browser.get('/api/v1/user/stats')).body.data).toEqual({
      name: 'Priya',
      casesCompleted: 0,
      currentLevel: 'Starting',
      quotaRemaining: 10,
    });

    const started = await browser.post('/api/v1/sessions/start', { caseId });
    const sessionId = started.body.data.session.id;
    const running = await browser.get('/api/v1/dashboard/stats');
    expect(running.body.data.continueSession).toMatchObject({ sessionId, phase: 'active' });

    await playFixtureWell(browser, sessionId, {
      question: 'Any fevers?',
      summary: { diagnosis: 'Ureteric colic', management: 'CT KUB' },
      beforeSummary: async () => {
        // Ended, summary not written yet: not completed (a case is completed when it is scored).
        expect((await browser.get('/api/v1/dashboard/stats')).body.data.performance.casesCompleted).toBe(0);
        expect((await browser.get('/api/v1/user/stats')).body.data.casesCompleted).toBe(0);
      },
    });

    const stats = await browser.get('/api/v1/dashboard/stats');
    expect(stats.body.data.performance).toMatchObject({
      sessions: 1,
      casesCompleted: 1,
      avgScore: 100,
      scoredSessions: 1,
      level: { label: 'Level 6 Expert' },
    });
    expect(stats.body.data.quota.remaining).toBe(9);
    expect(stats.body.data.recommended.map((c: { id: string }) => c.id)).not.toContain(caseId);
    expect((await browser.get('/api/v1/user/stats')).body.data).toMatchObject({
      casesCompleted: 1,
      currentLevel: 'Expert',
    });

    const activity = await browser.get('/api/v1/dashboard/activity');
    expect(activity.body.data.items[0]).toMatchObject({
      sessionId,
      phase: 'ended',
      overall: 100,
      summarySubmitted: true,
    });
    const trend = await browser.get('/api/v1/dashboard/performance-summary');
    expect(trend.body.data.trend).toEqual([expect.objectContaining({ sessionId, overall: 100 })]);
    const topics = await browser.get('/api/v1/dashboard/topic-progress');
    expect(topics.body.data.topics.find((r: { value: string }) => r.value === 'stones')).toMatchObject({
      sessions: 1,
      avgScore: 100,
    });
    const skills = await browser.get('/api/v1/dashboard/skills-performance');
    expect(
      skills.body.data.skills.find((s: { category: string }) => s.category === 'red-flags'),
    ).toMatchObject({ avgScore: 100 });
    const learning = await browser.get('/api/v1/dashboard/learning-stats');
    expect(learning.body.data).toMatchObject({
      totalSessions: 1,
      endedSessions: 1,
      distinctCases: 1,
      topicsCovered: 1,
    });
    expect((await browser.get('/api/v1/analytics/session-count')).body.data).toEqual({ totalSessions: 1 });
    expect((await browser.get(`/api/v1/dashboard/user?userId=${id}`)).body.data.performance.sessions).toBe(1);
  });

  it("shows another user's figures to admins only", async () => {
    const { id: otherId } = await account();
    const { browser: trainee } = await account();
    expect((await trainee.get(`/api/v1/analytics/session-count?userId=${otherId}`)).status).toBe(404);
    expect((await trainee.get(`/api/v1/dashboard/user?userId=${otherId}`)).status).toBe(404);
    const { browser: admin } = await account(true);
    expect((await admin.get(`/api/v1/analytics/session-count?userId=${otherId}`)).body.data).toEqual({
      totalSessions: 0,
    });
  });
});
