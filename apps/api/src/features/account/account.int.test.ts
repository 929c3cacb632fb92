import { randomUUID } from 'node:crypto';
import { accountRoutes } from '@urosim/contracts';
import { insertAiUsage } from '@urosim/db';
import { readZip } from '@urosim/documents/test/zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/agent.ts';
import { exportThroughTheJob } from '../../test/data-export.ts';
import {
  factoryPassword,
  publishFixtureCase,
  rewindSession,
  signedInTrainee,
  startSessionFor,
  subscribeTo,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { plansSeeder } from '../plans/seed.ts';
import { ownedParents, registryForeignKeys, sessionColumns, userColumns } from './gdpr.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe("the trainee's own account (issue 19)", () => {
  let t: TestApp;
  let caseId: string;
  beforeAll(async () => {
    t = await createTestApp();
    // The deletion test subscribes its user: the plans must exist in a fresh database too.
    await plansSeeder(t.config).run(t.db);
    caseId = await publishFixtureCase(t.db, 'account');
  });
  afterAll(() => t.close());

  it('answers 401 to every account route when logged out', async () => {
    const browser = await createBrowser(t.app);
    for (const route of Object.values(accountRoutes)) {
      const res =
        route.method === 'get'
          ? await browser.get(route.path)
          : await browser.send(route.method, route.path, {});
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(res.body.error?.code, `${route.method} ${route.path}`).toBe('UNAUTHENTICATED');
    }
  });

  it('edits the profile, names a bad field, and reports what is missing', async () => {
    const { browser } = await signedInTrainee(t, { fullName: 'Profile Person' });
    const bad = await browser.send('patch', '/api/v1/user/profile', { grade: 'Wizard' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toContain('grade');
    const res = await browser.send('patch', '/api/v1/user/profile', {
      fullName: 'Profile Person-Renamed',
      institution: 'St Elsewhere',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ fullName: 'Profile Person-Renamed', institution: 'St Elsewhere' });
    expect((await browser.get('/api/v1/user/profile')).body.data.fullName).toBe('Profile Person-Renamed');
    await browser.send('patch', '/api/v1/user/profile', { institution: '' });
    const completion = (await browser.get('/api/v1/user/profile/completion')).body.data;
    expect(completion.missing.map((m: { field: string }) => m.field)).toEqual([
      'institution',
      'expertise',
      'certifications',
    ]);
    expect(completion.percent).toBe(63);
    const extended = (await browser.get('/api/v1/user/profile/extended')).body.data;
    expect(extended.user.fullName).toBe('Profile Person-Renamed');
    expect(extended.completion).toEqual(completion);
  });

  it('changes the password with the current one; every other session ends, this one stays', async () => {
    const { browser, user } = await signedInTrainee(t);
    const other = await createBrowser(t.app);
    expect((await other.login(user.email, factoryPassword)).status).toBe(200);
    const wrong = await browser.post('/api/v1/user/password', {
      currentPassword: 'not-it',
      newPassword: 'Another-Cystoscope-77',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].path).toBe('currentPassword');
    const weak = await browser.post('/api/v1/user/password', {
      currentPassword: factoryPassword,
      newPassword: 'short',
    });
    expect(weak.status).toBe(400);
    const res = await browser.post('/api/v1/user/password', {
      currentPassword: factoryPassword,
      newPassword: 'Another-Cystoscope-77',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.otherSessionsEnded).toBe(1);
    expect((await other.get('/api/v1/user/profile')).status).toBe(401);
    expect((await browser.get('/api/v1/user/profile')).status).toBe(200);
    const fresh = await createBrowser(t.app);
    expect((await fresh.login(user.email, factoryPassword)).status).toBe(401);
    expect((await fresh.login(user.email, 'Another-Cystoscope-77')).status).toBe(200);
    const mail = await t.db('mail_outbox').where({ to_address: user.email, template: 'passwordChanged' });
    expect(mail).toHaveLength(1);
  });

  it('lists every table that references a user or their sessions, with the delete rule the schema has', async () => {
    const keys = await registryForeignKeys(t.db);
    const fromSchema = (parents: string[]) =>
      Object.fromEntries(
        keys
          .filter((k) => parents.includes(k.references))
          .map((k) => [`${k.table}.${k.column}`, k.deleteRule]),
      );
    const rules = (registry: typeof userColumns) =>
      Object.fromEntries(Object.entries(registry).map(([key, entry]) => [key, entry.onDelete]));
    // A table added with a user column fails here until the registry (gdpr.ts) says what happens to it.
    expect(fromSchema(['users'])).toEqual(rules(userColumns));
    expect(fromSchema(ownedParents.map((p) => p.table))).toEqual(rules(sessionColumns));
    const parents = Object.fromEntries(
      keys.filter((k) => k.references !== 'users').map((k) => [`${k.table}.${k.column}`, k.references]),
    );
    expect(parents).toEqual(
      Object.fromEntries(Object.entries(sessionColumns).map(([key, entry]) => [key, entry.parent])),
    );
  });

  it("exports everything of the user's own as a zip of JSON, and nothing of anyone else's", async () => {
    const { browser, user } = await signedInTrainee(t, { fullName: 'Export Person' });
    const session = await startSessionFor(browser, caseId);
    await rewindSession(t.db, session.id, 1);
    const line = `Export marker ${randomUUID().slice(0, 8)}: where does it hurt?`;
    const said = await browser.post(`/api/v1/patient/chat/${session.id}`, { message: line });
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    const stranger = await signedInTrainee(t, { fullName: 'Stranger Person' });
    const theirs = await startSessionFor(stranger.browser, caseId);
    await rewindSession(t.db, theirs.id, 1);
    const secret = `Stranger marker ${randomUUID().slice(0, 8)}`;
    await stranger.browser.post(`/api/v1/patient/chat/${theirs.id}`, { message: secret });

    // Through the worker's job since ADR 0133: the same zip as the synchronous export made.
    const { result, res } = await exportThroughTheJob(t, browser, user.id);
    expect(result.status).toBe('ready');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="urosim-my-data-/);
    const entries = await readZip(res.body as Buffer);
    const names = entries.map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.json',
        'account.json',
        'training_sessions.user_id.json',
        'training_sessions/session_messages.json',
        'emails-sent-to-you.json',
      ]),
    );
    const all = entries.map((e) => e.data.toString('utf8')).join('\n');
    const account = JSON.parse(entries.find((e) => e.name === 'account.json')!.data.toString('utf8'));
    expect(account).toMatchObject({ id: user.id, email: user.email, full_name: 'Export Person' });
    expect(all).toContain(line);
    expect(all).not.toContain(secret);
    expect(all).not.toContain(stranger.user.email);
    expect(all).not.toContain('password_hash');
    expect(all).not.toMatch(/\$argon2/);
  });

  it('deletes the account after the password: content gone, aggregates anonymised, signed out, no login', async () => {
    const { browser, user } = await signedInTrainee(t);
    await subscribeTo(t.db, user.id, 'standard');
    const session = await startSessionFor(browser, caseId);
    await rewindSession(t.db, session.id, 1);
    expect(
      (await browser.post(`/api/v1/patient/chat/${session.id}`, { message: 'Where does it hurt?' })).status,
    ).toBe(200);
    await insertAiUsage(t.db, {
      user_id: user.id,
      session_id: session.id,
      purpose: 'patient',
      model: 'test-model',
      prompt_tokens: 10,
      completion_tokens: 5,
      cost_usd: 0.001,
      latency_ms: 10,
      outcome: 'ok',
    });
    const other = await createBrowser(t.app);
    await other.login(user.email, factoryPassword);

    const refused = await browser.post('/api/v1/user/gdpr/delete', { password: 'not-it', confirm: 'DELETE' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].path).toBe('password');
    const unconfirmed = await browser.post('/api/v1/user/gdpr/delete', { password: factoryPassword });
    expect(unconfirmed.status).toBe(400);
    expect(await t.db('users').where({ id: user.id }).first()).toBeDefined();

    const res = await browser.post('/api/v1/user/gdpr/delete', {
      password: factoryPassword,
      confirm: 'DELETE',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await t.db('users').where({ id: user.id }).first()).toBeUndefined();
    expect(await t.db('training_sessions').where({ user_id: user.id })).toEqual([]);
    expect(await t.db('session_messages').where({ session_id: session.id })).toEqual([]);
    expect(await t.db('subscriptions').where({ user_id: user.id })).toEqual([]);
    const usage = await t.db('ai_usage').where({ model: 'test-model', cost_usd: 0.001 }).whereNull('user_id');
    expect(usage.length).toBeGreaterThanOrEqual(1);
    expect(usage.every((u: { session_id: string | null }) => u.session_id === null)).toBe(true);
    expect((await browser.get('/api/v1/user/profile')).status).toBe(401);
    expect((await other.get('/api/v1/user/profile')).status).toBe(401);
    expect((await (await createBrowser(t.app)).login(user.email, factoryPassword)).status).toBe(401);
    const mail = await t.db('mail_outbox').where({ to_address: user.email });
    expect(mail.map((m: { template: string }) => m.template)).toEqual(['accountDeleted']);
  });
});
