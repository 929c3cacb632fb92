import { createFolderStorage } from '@urosim/documents';
import { readZip } from '@urosim/documents/test/zip';
import { notifyDataExportReady } from '@urosim/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binary, createBrowser } from '../../test/agent.ts';
import { exportThroughTheJob } from '../../test/data-export.ts';
import { factoryPassword, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const exportPath = '/api/v1/user/gdpr/export';
const downloadPath = '/api/v1/user/gdpr/export/download';

describe('the privacy export through the worker (ADR 0133)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 to the export routes when logged out', async () => {
    const browser = await createBrowser(t.app);
    expect((await browser.get(exportPath)).status).toBe(401);
    expect((await browser.post(exportPath)).status).toBe(401);
    expect((await browser.get(downloadPath)).status).toBe(401);
  });

  it('goes none → queued (one job, however often asked) → ready, and downloads the zip', async () => {
    const { browser, user } = await signedInTrainee(t);
    const none = await browser.get(exportPath);
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ state: 'none', progress: 0, downloadUrl: null });
    expect((await browser.get(downloadPath)).status).toBe(404);

    const first = await browser.post(exportPath);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'queued', progress: 0, downloadUrl: null });
    const again = await browser.post(exportPath);
    expect(again.status).toBe(200);
    expect(again.body.data.state).toBe('queued');
    const jobs = await t.jobs.findJobs('data-export', { data: { userId: user.id } });
    expect(jobs).toHaveLength(1);
    const early = await browser.get(downloadPath);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('EXPORT_NOT_READY');

    // The queued generation is built as the worker does; a second request meanwhile was a no-op.
    await t
      .db('data_exports')
      .where({ user_id: user.id })
      .update({ requested_at: new Date(0) });
    const { result, res } = await exportThroughTheJob(t, browser, user.id);
    expect(result.status).toBe('ready');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const names = (await readZip(res.body as Buffer)).map((e) => e.name);
    expect(names.slice(0, 2)).toEqual(['README.json', 'account.json']);
    const state = (await browser.get(exportPath)).body.data;
    expect(state).toMatchObject({ state: 'ready', progress: 100, downloadUrl: downloadPath });
    expect(new Date(state.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(state.sizeBytes).toBe((res.body as Buffer).length);
    const events = await t.db('user_activity').where({ user_id: user.id, kind: 'data_exported' });
    expect(events.map((e: { detail: { step: string } }) => e.detail.step).sort()).toEqual([
      'downloaded',
      'requested',
    ]);
  });

  it("never gives another user's export: their download is 404 and their state is their own", async () => {
    const owner = await signedInTrainee(t);
    const { res } = await exportThroughTheJob(t, owner.browser, owner.user.id);
    expect(res.status).toBe(200);
    const other = await signedInTrainee(t);
    const theirs = await binary(other.browser.agent.get(downloadPath));
    expect(theirs.status).toBe(404);
    expect((await other.browser.get(exportPath)).body.data.state).toBe('none');
  });

  it('refuses a new export too soon after the last one (429 with Retry-After), then allows it', async () => {
    const { browser, user } = await signedInTrainee(t);
    await exportThroughTheJob(t, browser, user.id);
    const soon = await browser.post(exportPath);
    expect(soon.status).toBe(429);
    expect(soon.body.error.code).toBe('RATE_LIMITED');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(500);
    expect((await browser.get(exportPath)).body.data.nextRequestAt).not.toBeNull();
    await t
      .db('data_exports')
      .where({ user_id: user.id })
      .update({ requested_at: new Date(Date.now() - 11 * 60_000) });
    const later = await browser.post(exportPath);
    expect(later.status).toBe(200);
    expect(later.body.data.state).toBe('queued');
  });

  it('an expired export is none, and its download 404', async () => {
    const { browser, user } = await signedInTrainee(t);
    await exportThroughTheJob(t, browser, user.id);
    await t
      .db('data_exports')
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await browser.get(exportPath)).body.data.state).toBe('none');
    expect((await browser.get(downloadPath)).status).toBe(404);
  });

  it('e-mails a link to the privacy page (sign-in needed) and notifies in the app, once', async () => {
    const { browser, user } = await signedInTrainee(t);
    const onReady = (userId: string, generation: number, expiresAt: Date) =>
      notifyDataExportReady(t.db, t.jobs, t.config.APP_BASE_URL, userId, generation, expiresAt);
    const { generation } = await exportThroughTheJob(t, browser, user.id, onReady);
    // Told again (a job retried after telling): nothing more is sent.
    await onReady(user.id, generation, new Date());
    const mail = await t.db('mail_outbox').where({ to_address: user.email, template: 'dataExportReady' });
    expect(mail).toHaveLength(1);
    const link = /https?:\/\/\S+/.exec(mail[0].text_body)?.[0];
    expect(link).toBe(new URL('/settings/security#privacy', t.config.APP_BASE_URL).toString());
    expect(mail[0].html_body).toContain('href="http');
    const notes = (await browser.get('/api/v1/notifications')).body.data;
    expect(JSON.stringify(notes)).toContain('Your data export is ready');
    // The link's page asks for a sign-in; the download it offers needs this user's session.
    expect((await (await createBrowser(t.app)).get(downloadPath)).status).toBe(401);
    expect((await browser.get(exportPath)).body.data.downloadUrl).toBe(downloadPath);
  });

  it('deletes the zip with the account', async () => {
    const { browser, user } = await signedInTrainee(t);
    const { res } = await exportThroughTheJob(t, browser, user.id);
    expect(res.status).toBe(200);
    const { storage_key: key } = await t.db('data_exports').where({ user_id: user.id }).first('storage_key');
    const storage = createFolderStorage(t.config.REPORT_BUNDLE_DIR);
    expect(await storage.open(key)).toBeDefined();
    const deleted = await browser.post('/api/v1/user/gdpr/delete', {
      password: factoryPassword,
      confirm: 'DELETE',
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await t.db('data_exports').where({ user_id: user.id })).toEqual([]);
    expect(await storage.open(key)).toBeUndefined();
  });
});
