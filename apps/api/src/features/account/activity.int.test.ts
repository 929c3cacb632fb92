import { readZip } from '@urosim/documents/test/zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/agent.ts';
import { exportThroughTheJob } from '../../test/data-export.ts';
import { factoryPassword, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe("the user's own activity log (issue 19)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is 401 logged out', async () => {
    const browser = await createBrowser(t.app);
    expect((await browser.get('/api/v1/user/activity')).status).toBe(401);
  });

  it('records sign-ins and password changes, newest first, and shows only the caller’s own', async () => {
    const { browser, user } = await signedInTrainee(t);
    const { browser: stranger } = await signedInTrainee(t);
    const res = await browser.post('/api/v1/user/password', {
      currentPassword: factoryPassword,
      newPassword: 'Another-Cystoscope-77',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const log = await browser.get('/api/v1/user/activity');
    expect(log.status).toBe(200);
    const kinds = log.body.data.events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['password_changed', 'signed_in']);
    expect(log.body.data.events[1]).toMatchObject({ kind: 'signed_in' });
    expect(typeof log.body.data.events[1].at).toBe('string');
    const theirs = await stranger.get('/api/v1/user/activity');
    expect(theirs.body.data.events.map((e: { kind: string }) => e.kind)).toEqual(['signed_in']);
    const rows = await t.db('user_activity').where({ user_id: user.id });
    expect(rows).toHaveLength(2);
  });

  it('records an export and carries the log in it', async () => {
    const { browser, user } = await signedInTrainee(t);
    const { res } = await exportThroughTheJob(t, browser, user.id);
    expect(res.status).toBe(200);
    const entries = await readZip(res.body as Buffer);
    const entry = entries.find((e) => e.name === 'user_activity.user_id.json');
    expect(entry, entries.map((e) => e.name).join(', ')).toBeDefined();
    const text = entry?.data.toString('utf8') ?? '';
    expect(text).toContain(user.id);
    expect(text).toContain('signed_in');
    const kinds = (await browser.get('/api/v1/user/activity')).body.data.events.map(
      (e: { kind: string }) => e.kind,
    );
    expect(kinds[0]).toBe('data_exported');
  });
});
