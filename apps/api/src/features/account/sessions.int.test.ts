import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/agent.ts';
import { factoryPassword, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('the list of signed-in sessions (issue 19, ADR 0130)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the sessions with device and times, signs out one, then the others; never another user’s', async () => {
    const { browser, user } = await signedInTrainee(t);
    const phone = await createBrowser(t.app);
    phone.agent.set('User-Agent', firefoxOnWindows);
    expect((await phone.login(user.email, factoryPassword)).status).toBe(200);
    const laptop = await createBrowser(t.app);
    expect((await laptop.login(user.email, factoryPassword)).status).toBe(200);

    const listed = (await browser.get('/api/v1/user/sessions')).body.data.sessions;
    expect(listed).toHaveLength(3);
    expect(listed[0].current).toBe(true);
    expect(listed.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const firefox = listed.find((s: { device: string }) => s.device === 'Firefox on Windows');
    expect(firefox).toMatchObject({ current: false, signedInAt: expect.any(String) });
    expect(firefox.id).toMatch(/^[0-9a-f]{32}$/);
    // The store's id (the cookie's secret) is never shown.
    const sids = (await t.db('http_sessions')).map((r: { sid: string }) => r.sid);
    expect(JSON.stringify(listed)).not.toMatch(new RegExp(sids.join('|')));

    const stranger = await signedInTrainee(t);
    expect((await stranger.browser.send('delete', `/api/v1/user/sessions/${firefox.id}`)).status).toBe(404);
    expect((await stranger.browser.get('/api/v1/user/sessions')).body.data.sessions).toHaveLength(1);
    expect((await browser.send('delete', `/api/v1/user/sessions/${listed[0].id}`)).status).toBe(400);

    expect((await browser.send('delete', `/api/v1/user/sessions/${firefox.id}`)).body.data).toEqual({
      signedOut: 1,
    });
    expect((await phone.get('/api/v1/user/profile')).status).toBe(401);
    expect((await laptop.get('/api/v1/user/profile')).status).toBe(200);

    expect((await browser.post('/api/v1/user/sessions/sign-out-others')).body.data).toEqual({ signedOut: 1 });
    expect((await laptop.get('/api/v1/user/profile')).status).toBe(401);
    expect((await browser.get('/api/v1/user/sessions')).body.data.sessions).toHaveLength(1);
    expect((await stranger.browser.get('/api/v1/user/profile')).status).toBe(200);

    const kinds = (await browser.get('/api/v1/user/activity')).body.data.events.map(
      (e: { kind: string }) => e.kind,
    );
    expect(kinds.filter((k: string) => k === 'sessions_signed_out')).toHaveLength(2);
  });
});
