import { findPlanBySlug, insertPilotSubscription } from '@urosim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../../test/agent.ts';
import {
  publishFixtureCase,
  signedInAdmin,
  signedInTrainee,
  startFreshSessionFor,
} from '../../test/factories.ts';
import { listenLive, liveOrigin, openLiveClient, sessionCookieOf } from '../../test/live.ts';
import { createTestApp } from '../../test/test-app.ts';
import { plansSeeder } from '../plans/seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const env = {
  SESSION_COUNTDOWN_SECONDS: '0',
  FREE_SESSIONS_PER_MONTH: '100',
  CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  APP_BASE_URL: liveOrigin,
};

const api = '/api/v1/copilot-sessions';

type Copilot = { copilotId: string; code: string | null; state: string; sessionId: string | null };

const create = async (browser: Browser, caseId: string) => {
  const res = await browser.post(`${api}/create`, { caseId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Copilot & { code: string };
};

/** A facilitator whose plan includes facilitation (Premium, as the research pilot grants it). */
const premiumFacilitator = async (t: TestApp, fullName = 'Dr Fay Cilitator') => {
  const signed = await signedInTrainee(t, { fullName });
  const premium = await findPlanBySlug(t.db, 'premium');
  expect(premium?.is_facilitator_included).toBe(true);
  const now = new Date();
  await insertPilotSubscription(t.db, {
    user_id: signed.user.id,
    plan_id: premium!.id,
    current_period_start: now,
    current_period_end: new Date(now.getTime() + 30 * 86_400_000),
  });
  return signed;
};

describe('copilot sessions: create, resolve, claim, attach and scenario injections', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof listenLive>>;
  let caseId: string;

  beforeAll(async () => {
    t = await createTestApp({ env });
    await plansSeeder(t.config).run(t.db);
    live = await listenLive(t.app);
    caseId = await publishFixtureCase(t.db, 'cop');
  });
  afterAll(async () => {
    await t?.close();
    await live?.close();
  });

  /** A facilitator's copilot session claimed and started by a trainee, with both browsers. */
  const linkedCopilot = async () => {
    const fac = await premiumFacilitator(t);
    const copilot = await create(fac.browser, caseId);
    const trainee = await signedInTrainee(t, { fullName: 'Tess Trainee' });
    const claim = await trainee.browser.post(`${api}/claim`, { code: copilot.code });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    const session = await startFreshSessionFor(trainee.browser, caseId);
    const attach = await trainee.browser.post(`${api}/${copilot.copilotId}/attach`, {
      sessionId: session.id,
    });
    expect(attach.status, JSON.stringify(attach.body)).toBe(200);
    return { fac, trainee, copilot, session };
  };

  it('lets only a facilitator whose plan includes facilitation (or an admin) create one; the code is told', async () => {
    const free = await signedInTrainee(t);
    const refused = await free.browser.post(`${api}/create`, { caseId });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('PLAN_UPGRADE_REQUIRED');

    const visitorRes = await createBrowser(t.app);
    expect((await visitorRes.post(`${api}/create`, { caseId })).status).toBe(401);

    const fac = await premiumFacilitator(t);
    const made = await create(fac.browser, caseId);
    expect(made).toMatchObject({ state: 'waiting', sessionId: null, caseId });
    expect(made.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const stored = await t.db('copilot_sessions').where({ id: made.copilotId }).first();
    expect(JSON.stringify(stored)).not.toContain(made.code.replace('-', ''));

    const admin = await signedInAdmin(t);
    expect((await admin.browser.post(`${api}/create`, { caseId })).status).toBe(200);

    const listed = await fac.browser.get(api);
    expect(listed.body.data.sessions.map((s: Copilot) => s.copilotId)).toEqual([made.copilotId]);
    expect(listed.body.data.sessions[0].code).toBe(made.code);
  });

  it('resolves a code without login (any case, no dash), answers 404 for a bad code, and limits per address', async () => {
    const fac = await premiumFacilitator(t, 'Dr Rosalind Resolver');
    const made = await create(fac.browser, caseId);
    const visitor = await createBrowser(t.app);
    const ok = await visitor.get(`${api}/resolve/${made.code.replace('-', '').toLowerCase()}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({
      copilotId: made.copilotId,
      caseTitle: 'Loin pain in a delivery driver',
      facilitatorName: 'Dr Rosalind Resolver',
    });
    const bad = await visitor.get(`${api}/resolve/2222-2222`);
    expect(bad.status).toBe(404);
    expect(bad.body.error.code).toBe('LINK_NOT_VALID');
    let limited = 0;
    for (let i = 0; i < 12; i += 1) {
      if ((await visitor.get(`${api}/resolve/3333-3333`)).status === 429) limited += 1;
    }
    expect(limited).toBeGreaterThan(0);
  });

  it('a claim and the start make a trainee-owned session the facilitator watches, through their account', async () => {
    const { fac, trainee, copilot, session } = await linkedCopilot();
    const row = await t.db('training_sessions').where({ id: session.id }).first();
    expect(row.user_id).toBe(trainee.user.id);

    // A second trainee can no longer claim it.
    const other = await signedInTrainee(t);
    const again = await other.browser.post(`${api}/claim`, { code: copilot.code });
    expect(again.status).toBe(409);

    // The trainee's view has no code; the facilitator's does, and takes the watching grant.
    const traineeView = await trainee.browser.get(`${api}/${copilot.copilotId}`);
    expect(traineeView.body.data).toMatchObject({ role: 'trainee', session: { code: null, state: 'live' } });
    const facView = await fac.browser.get(`${api}/${copilot.copilotId}`);
    expect(facView.body.data).toMatchObject({
      role: 'facilitator',
      session: { code: copilot.code, state: 'live', sessionId: session.id, traineeName: 'Tess' },
    });
    expect(facView.body.data.investigations.map((i: { id: string }) => i.id)).toContain('urine-dip');
    expect((await other.browser.get(`${api}/${copilot.copilotId}`)).status).toBe(404);

    // The facilitator's dashboard of issue 16 opens for them, and the trainee sees them watching.
    const dash = await fac.browser.get(`/api/v1/facilitator-sessions/${session.id}/dashboard`);
    expect(dash.status, JSON.stringify(dash.body)).toBe(200);
    expect(dash.body.data.watcher.name).toBe('Dr Fay Cilitator');
    const watchers = await trainee.browser.get(`/api/v1/facilitator-sessions/watchers/${session.id}`);
    expect(watchers.body.data.watchers).toMatchObject([{ name: 'Dr Fay Cilitator', signedIn: true }]);
  });

  it('delivers each injection to the trainee’s socket and stores it in the transcript', async () => {
    const { fac, trainee, copilot, session } = await linkedCopilot();
    // The trainee asked for the CT (back after 300 s): the early result brings it back now.
    const ct = await trainee.browser.post(`/api/v1/sessions/${session.id}/interact`, {
      type: 'investigation',
      investigationId: 'ct-kub',
    });
    expect(ct.status, JSON.stringify(ct.body)).toBe(200);

    const cookie = sessionCookieOf(await trainee.browser.get('/api/v1/auth/me'));
    const client = openLiveClient(live.url, { cookie });
    await client.connected;
    const ack = await client.join(session.id);
    expect(ack.ok).toBe(true);

    const inject = (body: object) => fac.browser.post(`${api}/${copilot.copilotId}/inject`, body);
    const obs = await inject({
      kind: 'observations',
      observations: { heartRate: 124, systolic: 88, diastolic: 54, temperature: 38.9 },
    });
    expect(obs.status, JSON.stringify(obs.body)).toBe(200);
    const nurse = await inject({ kind: 'nurseMessage', text: 'He looks grey and clammy now.' });
    expect(nurse.status).toBe(200);
    const early = await inject({ kind: 'earlyResult', investigationId: 'ct-kub' });
    expect(early.status, JSON.stringify(early.body)).toBe(200);
    const urine = await inject({ kind: 'earlyResult', investigationId: 'urine-dip' });
    expect(urine.status).toBe(200);

    await client.waitFor((events) => events.filter((e) => e.type === 'scenario').length === 4);
    const scenario = client.events.flatMap((e) => (e.type === 'scenario' ? [e.payload] : []));
    expect(scenario.map((p) => p.injection.kind)).toEqual([
      'observations',
      'nurseMessage',
      'earlyResult',
      'earlyResult',
    ]);
    expect(scenario[0]!.injection).toMatchObject({
      observations: { heartRate: 124, systolic: 88, diastolic: 54, temperature: 38.9 },
    });
    expect(scenario[0]!.message.text).toBe('New observations: HR 124 /min, BP 88/54 mmHg, Temp 38.9°C.');
    expect(scenario[1]!.message).toMatchObject({
      channel: 'nurse',
      sender: 'nurse',
      text: 'He looks grey and clammy now.',
    });
    expect(scenario[2]!.action).toMatchObject({ itemId: 'ct-kub', result: expect.any(String) });
    expect(scenario[3]!.action).toBeNull(); // never requested: the result comes in the transcript only
    expect(scenario[3]!.message.text).toMatch(/^Early result — Urine dipstick: /);
    client.close();

    // Stored: the transcript (which the feedback's timeline reads) and the session's actions.
    const detail = await trainee.browser.get(`/api/v1/sessions/${session.id}/details`);
    const nurseLines = detail.body.data.transcript.filter((m: { channel: string }) => m.channel === 'nurse');
    expect(nurseLines.map((m: { text: string }) => m.text)).toEqual([
      'New observations: HR 124 /min, BP 88/54 mmHg, Temp 38.9°C.',
      'He looks grey and clammy now.',
      expect.stringMatching(/^Early result — CT KUB: /),
      expect.stringMatching(/^Early result — Urine dipstick: /),
    ]);
    const ctAction = detail.body.data.actions.find((a: { itemId: string }) => a.itemId === 'ct-kub');
    expect(ctAction.result).not.toBeNull();
    const view = await trainee.browser.get(`${api}/${copilot.copilotId}`);
    expect(view.body.data.injections).toHaveLength(4);
  });

  it('refuses the trainee, another user, invalid vitals, an investigation not in the case, and an ended session', async () => {
    const { fac, trainee, copilot, session } = await linkedCopilot();
    const body = { kind: 'nurseMessage', text: 'Hello' };
    const path = `${api}/${copilot.copilotId}/inject`;
    expect((await trainee.browser.post(path, body)).status).toBe(404);
    const other = await premiumFacilitator(t, 'Dr Other');
    expect((await other.browser.post(path, body)).status).toBe(404);

    for (const observations of [
      { heartRate: 400 },
      { spo2: 101 },
      { systolic: 120 },
      { systolic: 80, diastolic: 90 },
      {},
      { gcs: 2 },
      { pulse: 80 },
    ]) {
      const res = await fac.browser.post(path, { kind: 'observations', observations });
      expect(res.status, JSON.stringify(observations)).toBe(400);
    }
    const missing = await fac.browser.post(path, { kind: 'earlyResult', investigationId: 'mri-brain' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('VALIDATION_FAILED');
    expect(await t.db('copilot_injections').where({ copilot_id: copilot.copilotId }).count('* as n')).toEqual(
      [{ n: '0' }],
    );

    expect((await trainee.browser.post(`/api/v1/sessions/${session.id}/end`)).status).toBe(200);
    const ended = await fac.browser.post(path, body);
    expect(ended.status).toBe(409);
    expect(ended.body.error.code).toBe('SESSION_ENDED');
  });

  it('refuses an injection before the trainee has started, and a start of another case', async () => {
    const fac = await premiumFacilitator(t);
    const copilot = await create(fac.browser, caseId);
    const notYet = await fac.browser.post(`${api}/${copilot.copilotId}/inject`, {
      kind: 'nurseMessage',
      text: 'Too early',
    });
    expect(notYet.status).toBe(409);
    const trainee = await signedInTrainee(t);
    // Not claimed yet: attach is refused as if it did not exist.
    const otherCase = await publishFixtureCase(t.db, 'cop2');
    const session = await startFreshSessionFor(trainee.browser, otherCase);
    expect(
      (await trainee.browser.post(`${api}/${copilot.copilotId}/attach`, { sessionId: session.id })).status,
    ).toBe(404);
    await trainee.browser.post(`${api}/claim`, { code: copilot.code });
    const wrong = await trainee.browser.post(`${api}/${copilot.copilotId}/attach`, { sessionId: session.id });
    expect(wrong.status).toBe(400);
  });
});
