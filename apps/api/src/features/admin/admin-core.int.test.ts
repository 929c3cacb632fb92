import { randomUUID } from 'node:crypto';
import { listAuditEntries } from '@urosim/db';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../../test/agent.ts';
import { loginAs, signedInAdmin, signedInTrainee, type TestUser } from '../../test/factories.ts';
import { latestMail } from '../../test/mail.ts';
import { createTestApp } from '../../test/test-app.ts';

describe('the admin area core api (issue 17)', () => {
  let app: Express;
  let db: Awaited<ReturnType<typeof createTestApp>>['db'];
  let close: () => Promise<void>;
  let admin: TestUser;
  let adminBrowser: Browser;
  beforeAll(async () => {
    ({ app, db, close } = await createTestApp({
      mount: (a) => {
        a.get('/api/test-admin/boom', () => {
          throw new Error('admin-core test failure');
        });
      },
    }));
    ({ user: admin, browser: adminBrowser } = await signedInAdmin(
      { app, db },
      { emailPrefix: 'core-admin' },
    ));
  });
  afterAll(() => close());

  const auditOf = async (targetId: string) => listAuditEntries(db, { targetId, limit: 20 });

  it('gives the dashboard figures', async () => {
    const res = await adminBrowser.get('/api/v1/admin/stats');
    expect(res.status).toBe(200);
    const stats = res.body.data;
    expect(stats.users.total).toBeGreaterThanOrEqual(1);
    expect(stats.users.newThisWeek).toBeGreaterThanOrEqual(1);
    expect(stats.users.activeThisWeek).toBeGreaterThanOrEqual(1);
    expect(stats.sessionsPerDay).toHaveLength(14);
    expect(stats.sessionsPerDay[13].day).toBe(new Date().toISOString().slice(0, 10));
    expect(typeof stats.costThisMonthUsd).toBe('number');
    expect(stats.jobs).toMatchObject({ queued: expect.any(Number), failed: expect.any(Number) });
  });

  it('searches users by e-mail or name, paged', async () => {
    const marker = randomUUID().slice(0, 8);
    const { user } = await signedInTrainee(
      { app, db },
      { emailPrefix: `find-${marker}`, fullName: `Zed ${marker}` },
    );
    const byEmail = await adminBrowser.get(`/api/v1/admin/users?search=find-${marker}`);
    expect(byEmail.body.data.users.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const byName = await adminBrowser.get(`/api/v1/admin/users?search=zed%20${marker}`);
    expect(byName.body.data.total).toBe(1);
    const page = await adminBrowser.get('/api/v1/admin/users?pageSize=1&page=2');
    expect(page.body.data.users).toHaveLength(1);
    expect((await adminBrowser.get('/api/v1/admin/users?pageSize=1000')).status).toBe(400);
    const detail = await adminBrowser.get(`/api/v1/admin/users/${user.id}`);
    expect(detail.body.data).toMatchObject({
      user: { email: user.email, isAdmin: false },
      sessions: [],
      subscriptions: [],
    });
    expect((await adminBrowser.get(`/api/v1/admin/users/${randomUUID()}`)).status).toBe(404);
    expect((await adminBrowser.get('/api/v1/admin/users/not-a-uuid')).status).toBe(400);
  });

  it('disables an account (its sessions end, it cannot log in), enables it, each audited', async () => {
    const { user, browser } = await signedInTrainee({ app, db }, { emailPrefix: 'to-disable' });
    const disabled = await adminBrowser.post(`/api/v1/admin/users/${user.id}/disable`);
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.user.disabledAt).toEqual(expect.any(String));
    expect((await browser.get('/api/v1/user/profile')).status).toBe(401);
    const fresh = await createBrowser(app);
    expect((await fresh.login(user.email, user.password)).status).toBe(401);

    expect((await adminBrowser.post(`/api/v1/admin/users/${user.id}/enable`)).status).toBe(200);
    await loginAs(app, user);

    const entries = await auditOf(user.id);
    expect(entries.map((e) => e.action)).toEqual(['user.enable', 'user.disable']);
    expect(entries[1]).toMatchObject({
      actor_id: admin.id,
      target_type: 'user',
      before: { disabledAt: null },
      after: { disabledAt: expect.any(String) },
    });
    expect(entries[0]).toMatchObject({
      before: { disabledAt: expect.any(String) },
      after: { disabledAt: null },
    });
  });

  it('makes and removes an admin, audited; the new admin can then use the admin api', async () => {
    const { user } = await signedInTrainee({ app, db }, { emailPrefix: 'promote' });
    const made = await adminBrowser.send('put', `/api/v1/admin/users/${user.id}/admin`, { isAdmin: true });
    expect(made.body.data.user.isAdmin).toBe(true);
    const promoted = await loginAs(app, user);
    expect((await promoted.get('/api/v1/admin/stats')).status).toBe(200);
    const removed = await adminBrowser.send('put', `/api/v1/admin/users/${user.id}/admin`, {
      isAdmin: false,
    });
    expect(removed.body.data.user.isAdmin).toBe(false);
    // The privilege change ended the session it had.
    expect((await promoted.get('/api/v1/admin/stats')).status).toBe(401);
    const [last, first] = await auditOf(user.id);
    expect(first).toMatchObject({
      action: 'user.make-admin',
      before: { isAdmin: false },
      after: { isAdmin: true },
    });
    expect(last).toMatchObject({
      action: 'user.remove-admin',
      before: { isAdmin: true },
      after: { isAdmin: false },
    });
    expect(
      (await adminBrowser.send('put', `/api/v1/admin/users/${user.id}/admin`, { isAdmin: 'yes' })).status,
    ).toBe(400);
  });

  it('resends verification only to an unverified account', async () => {
    const { user } = await signedInTrainee({ app, db }, { emailPrefix: 'reverify' });
    const verified = await adminBrowser.post(`/api/v1/admin/users/${user.id}/resend-verification`);
    expect(verified.status).toBe(409);
    expect(await auditOf(user.id)).toEqual([]);
    await db('users').where({ id: user.id }).update({ email_verified_at: null });
    const sent = await adminBrowser.post(`/api/v1/admin/users/${user.id}/resend-verification`);
    expect(sent.body.data).toEqual({ sent: true });
    expect((await latestMail(db, user.email, 'verifyEmail'))?.template).toBe('verifyEmail');
    expect((await auditOf(user.id))[0]?.action).toBe('user.resend-verification');
  });

  it('keeps a shared to-do list: add, tick, edit, delete, each audited with before and after', async () => {
    const title = `Check the logs ${randomUUID().slice(0, 6)}`;
    const added = await adminBrowser.post('/api/v1/admin/todos', { title: `  ${title}  ` });
    expect(added.status).toBe(200);
    const todo = added.body.data.todo;
    expect(todo).toMatchObject({ title, done: false, createdByEmail: admin.email });
    const ticked = await adminBrowser.send('patch', `/api/v1/admin/todos/${todo.id}`, { done: true });
    expect(ticked.body.data.todo).toMatchObject({ done: true, doneBy: admin.id, doneAt: expect.any(String) });
    const edited = await adminBrowser.send('patch', `/api/v1/admin/todos/${todo.id}`, { title: 'Renamed' });
    expect(edited.body.data.todo.title).toBe('Renamed');
    const list = await adminBrowser.get('/api/v1/admin/todos');
    expect(list.body.data.todos.map((t: { id: string }) => t.id)).toContain(todo.id);
    expect((await adminBrowser.send('delete', `/api/v1/admin/todos/${todo.id}`)).status).toBe(200);
    expect((await adminBrowser.send('delete', `/api/v1/admin/todos/${todo.id}`)).status).toBe(404);

    const entries = await auditOf(todo.id);
    expect(entries.map((e) => e.action)).toEqual(['todo.delete', 'todo.edit', 'todo.tick']);
    expect(entries[1]).toMatchObject({ before: { title }, after: { title: 'Renamed' } });
    expect(entries[0]).toMatchObject({ before: { title: 'Renamed' }, after: null });

    expect((await adminBrowser.post('/api/v1/admin/todos', { title: '   ' })).status).toBe(400);
    expect((await adminBrowser.post('/api/v1/admin/todos', { title: 'x'.repeat(501) })).status).toBe(400);
    expect((await adminBrowser.send('patch', `/api/v1/admin/todos/${todo.id}`, {})).status).toBe(400);
  });

  it('reads the audit log newest first, filtered', async () => {
    const res = await adminBrowser.get(`/api/v1/admin/audit?actorId=${admin.id}&action=user.disable&limit=5`);
    expect(res.status).toBe(200);
    for (const entry of res.body.data.entries)
      expect(entry).toMatchObject({ actorId: admin.id, action: 'user.disable' });
    const all = await adminBrowser.get(`/api/v1/admin/audit?actorId=${admin.id}`);
    const ids = all.body.data.entries.map((e: { id: string }) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('lists every api route with its access rule from the contracts', async () => {
    const res = await adminBrowser.get('/api/v1/admin/routes');
    const routes = res.body.data.routes as { method: string; path: string; access: string }[];
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/v1/admin/routes', access: 'admin' }),
    );
    expect(routes).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/api/v1/auth/login', access: 'public' }),
    );
    expect(routes.some((r) => r.access === 'user')).toBe(true);
  });

  it("stores an admin browser's error (error level only) and links it to the server error by request id", async () => {
    const boom = await adminBrowser.get('/api/test-admin/boom');
    expect(boom.status).toBe(500);
    const failedRequestId = boom.headers['x-request-id'] as string;
    const message = `Admin page failed ${randomUUID()}`;
    const sent = await adminBrowser.post('/api/admin/logs', {
      level: 'error',
      message,
      url: 'http://localhost/admin/users',
      requestId: failedRequestId,
    });
    expect(sent.status).toBe(200);
    expect((await adminBrowser.post('/api/admin/logs', { level: 'info', message: 'fine' })).status).toBe(400);

    // The server's line is written just after the answer.
    await expect
      .poll(async () => (await db('server_errors').where({ request_id: failedRequestId })).length)
      .toBe(1);
    const linked = await adminBrowser.get(`/api/v1/admin/logs?requestId=${failedRequestId}`);
    const lines = linked.body.data.lines as {
      source: string;
      message: string;
      relatedRequestId: string | null;
    }[];
    expect(lines.map((l) => l.source).sort()).toEqual(['frontend-error', 'server-error']);
    expect(lines.find((l) => l.source === 'frontend-error')).toMatchObject({
      message,
      relatedRequestId: failedRequestId,
    });
    expect(lines.find((l) => l.source === 'server-error')?.message).toContain('admin-core test failure');

    const mine = await adminBrowser.get(`/api/v1/admin/logs?userId=${admin.id}&source=frontend-error`);
    expect(mine.body.data.lines.map((l: { message: string }) => l.message)).toContain(message);
    const infoOnly = await adminBrowser.get(`/api/v1/admin/logs?level=info&requestId=${failedRequestId}`);
    expect(infoOnly.body.data.lines).toEqual([]);
    expect((await adminBrowser.get('/api/v1/admin/logs?level=loud')).status).toBe(400);
    expect((await adminBrowser.get('/api/v1/admin/logs?from=yesterday')).status).toBe(400);
  });
});
