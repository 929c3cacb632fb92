import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders, Server } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { notificationRoutes, testerRoutes, userSettingsRoutes } from '@urosim/contracts';
import { listPushSubscriptions } from '@urosim/db';
import { notifyBundleReady, notifyUser, runSubscriptionEndingNotices, sendPushToUser } from '@urosim/worker';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/agent.ts';
import {
  publishFixtureCase,
  signedInAdmin,
  signedInTrainee,
  startSessionFor,
  subscribeTo,
} from '../../test/factories.ts';
import { latestMail } from '../../test/mail.ts';
import { createTestApp } from '../../test/test-app.ts';
import { plansSeeder } from '../plans/seed.ts';
import { vapidOf } from './vapid.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A browser's push keys: a P-256 key pair and a 16-byte auth secret (RFC 8291). */
const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** Decrypts an aes128gcm push message body as the browser would (RFC 8188 and 8291). */
    decrypt: (body: Buffer) => {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([
        Buffer.from('WebPush: info\0'),
        ecdh.getPublicKey(),
        serverKey,
        Buffer.from([1]),
      ]);
      const ikm = hmac(hmac(auth, shared), info);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
      const record = body.subarray(21 + idLength);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const plain = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      let end = plain.length - 1;
      while (end > 0 && plain[end] === 0) end -= 1;
      expect(plain[end]).toBe(2); // the last record's padding delimiter
      return plain.subarray(0, end).toString('utf8');
    },
  };
};

/** A self-signed certificate for 127.0.0.1 (the loopback push service speaks https, as real ones do). */
const loopbackCertificate = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'urosim-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
};

describe('settings, notifications and web push (issue 19, ADR 0126)', () => {
  let t: TestApp;
  let push: Server;
  let pushUrl: string;
  let agent: Agent;
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  let answer = 201;

  beforeAll(async () => {
    t = await createTestApp();
    await plansSeeder(t.config).run(t.db);
    // A loopback push service: records each request and answers `answer`.
    const tls = loopbackCertificate();
    agent = new Agent({ ca: tls.cert });
    push = createServer(tls, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = answer;
        res.end();
      });
    });
    await new Promise<void>((resolve) => push.listen(0, '127.0.0.1', resolve));
    pushUrl = `https://127.0.0.1:${(push.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => push.close(resolve));
    await t.close();
  });

  it('every route answers 401 logged out', async () => {
    const browser = await createBrowser(t.app);
    for (const route of [
      ...Object.values(userSettingsRoutes),
      ...Object.values(notificationRoutes),
      testerRoutes.report,
      testerRoutes.featureFlags,
    ]) {
      const path = route.path.replace(':section', 'privacy').replace(/:\w+/g, randomUUID());
      const res =
        route.method === 'get' ? await browser.get(path) : await browser.send(route.method, path, {});
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('the admin tester routes are refused to a trainee (403)', async () => {
    const { browser } = await signedInTrainee(t);
    expect((await browser.get(testerRoutes.adminReports.path)).status).toBe(403);
    expect((await browser.get(`/api/v1/admin/tester-reports/${randomUUID()}/screenshot`)).status).toBe(403);
  });

  describe('settings', () => {
    it('starts at the defaults, saves a section, patches a field and resets', async () => {
      const { browser } = await signedInTrainee(t);
      const first = await browser.get('/api/v1/user/settings');
      expect(first.status).toBe(200);
      expect(first.body.data.settings.accessibility.textSize).toBe('medium');
      expect(first.body.data.settings.training).toEqual({ defaultSessionMinutes: null, defaultMode: 'Chat' });

      const put = await browser.send('put', '/api/v1/user/settings/accessibility', {
        reducedMotion: true,
        textSize: 'large',
        highContrast: false,
        underlineLinks: true,
      });
      expect(put.status).toBe(200);
      expect(put.body.data.settings.accessibility).toMatchObject({ reducedMotion: true, textSize: 'large' });
      const patch = await browser.send('patch', '/api/v1/user/settings/training', {
        defaultSessionMinutes: 15,
      });
      expect(patch.body.data.settings.training).toEqual({ defaultSessionMinutes: 15, defaultMode: 'Chat' });
      const again = await browser.get('/api/v1/user/settings');
      expect(again.body.data.settings.accessibility.textSize).toBe('large');
      expect(again.body.data.settings.training.defaultSessionMinutes).toBe(15);

      const one = await browser.post('/api/v1/user/settings/reset', { section: 'training' });
      expect(one.body.data.settings.training.defaultSessionMinutes).toBeNull();
      expect(one.body.data.settings.accessibility.textSize).toBe('large');
      const all = await browser.post('/api/v1/user/settings/reset', {});
      expect(all.body.data.settings.accessibility.textSize).toBe('medium');
    });

    it('names the field that fails validation, and an unknown section', async () => {
      const { browser } = await signedInTrainee(t);
      const bad = await browser.send('patch', '/api/v1/user/settings/accessibility', { textSize: 'huge' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('textSize');
      expect(bad.body.errors[0].message).toMatch(/textSize must be/);
      const partial = await browser.send('put', '/api/v1/user/settings/training', { defaultMode: 'Chat' });
      expect(partial.status).toBe(400);
      expect(partial.body.errors[0].path).toBe('defaultSessionMinutes');
      const section = await browser.send('put', '/api/v1/user/settings/colours', {});
      expect(section.status).toBe(400);
      expect(section.body.errors[0].path).toBe('section');
    });

    it("one user's settings never change another's", async () => {
      const a = await signedInTrainee(t);
      const b = await signedInTrainee(t);
      await a.browser.send('patch', '/api/v1/user/settings/accessibility', { textSize: 'x-large' });
      expect((await b.browser.get('/api/v1/user/settings')).body.data.settings.accessibility.textSize).toBe(
        'medium',
      );
    });
  });

  describe('notification centre', () => {
    it('an announcement reaches each trainee; unread first; mark read and read-all; News & Updates read state', async () => {
      const { browser: admin } = await signedInAdmin(t);
      const { user, browser } = await signedInTrainee(t);
      const other = await signedInTrainee(t);
      const title = `Notice ${randomUUID().slice(0, 6)}`;
      const created = await admin.post('/api/v1/admin/announcements', {
        title,
        body: 'New cases arrived.',
        publishAt: 'now',
      });
      expect(created.status).toBe(200);
      const announcementId = created.body.data.announcement.id as string;
      await notifyUser(t.db, t.jobs, {
        userId: user.id,
        kind: 'feedback',
        title: 'Feedback from your facilitator',
        body: 'Dr Who left feedback.',
        link: '/feedback/x',
        dedupeKey: `test:${randomUUID()}`,
      });

      const count = await browser.get('/api/v1/notifications/unread-count');
      expect(count.body.data.unread).toBeGreaterThanOrEqual(2);
      const list = await browser.get('/api/v1/notifications');
      const mine = list.body.data.notifications as {
        id: string;
        title: string;
        kind: string;
        readAt: string | null;
      }[];
      const notice = mine.find((n) => n.title === title)!;
      expect(notice.kind).toBe('announcement');

      // Another user's notification id: 404, and it stays unread for its owner.
      const foreign = await other.browser.post(`/api/v1/notifications/${notice.id}/read`);
      expect(foreign.status).toBe(404);
      const bad = await browser.post('/api/v1/notifications/not-a-uuid/read');
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('notificationId');

      const read = await browser.post(`/api/v1/notifications/${notice.id}/read`);
      expect(read.status).toBe(200);
      expect(read.body.data.notification.readAt).not.toBeNull();
      expect(read.body.data.unread).toBe(count.body.data.unread - 1);
      const after = (await browser.get('/api/v1/notifications')).body.data.notifications as {
        readAt: string | null;
      }[];
      const firstRead = after.findIndex((n) => n.readAt !== null);
      expect(after.slice(firstRead).every((n) => n.readAt !== null)).toBe(true);

      const news = await browser.get('/api/v1/news');
      const post = (news.body.data.posts as { id: string; readAt: string | null }[]).find(
        (p) => p.id === announcementId,
      )!;
      expect(post.readAt).not.toBeNull();
      const otherNews = await other.browser.get('/api/v1/news');
      expect(
        (otherNews.body.data.posts as { id: string; readAt: string | null }[]).find(
          (p) => p.id === announcementId,
        )!.readAt,
      ).toBeNull();
      expect((await other.browser.post(`/api/v1/news/${announcementId}/read`)).status).toBe(200);
      expect((await other.browser.post(`/api/v1/news/${randomUUID()}/read`)).status).toBe(404);

      const all = await browser.post('/api/v1/notifications/read-all');
      expect(all.body.data.unread).toBe(0);

      // Unpublished: its notification goes (and comes back once it is published again).
      const titles = async () =>
        ((await browser.get('/api/v1/notifications')).body.data.notifications as { title: string }[]).map(
          (n) => n.title,
        );
      await admin.send('patch', `/api/v1/admin/announcements/${announcementId}`, {
        title,
        body: 'New cases arrived.',
        publishAt: null,
      });
      expect(await titles()).not.toContain(title);
      await admin.send('patch', `/api/v1/admin/announcements/${announcementId}`, {
        title,
        body: 'New cases arrived.',
        publishAt: 'now',
      });
      expect(await titles()).toContain(title);
    });

    it('e-mails the important kinds by the settings (dev outbox), and not when turned off', async () => {
      const { user, browser } = await signedInTrainee(t);
      const n = await notifyUser(t.db, t.jobs, {
        userId: user.id,
        kind: 'reportReady',
        title: 'Your report bundle is ready',
        body: 'Ready.',
        link: '/feedback/abc',
        dedupeKey: `bundle:${randomUUID()}:1`,
      });
      const { deliverNotification } = await import('@urosim/worker');
      const vapid = vapidOf(t.config);
      await deliverNotification(t.db, t.jobs, { vapid, appBaseUrl: 'http://localhost:3000' }, n!.id);
      expect((await latestMail(t.db, user.email, 'notification-reportReady'))?.subject).toBe(
        'Your report bundle is ready',
      );

      await browser.send('patch', '/api/v1/user/settings/notifications', {
        feedback: { inApp: true, email: false, push: false },
      });
      const m = await notifyUser(t.db, t.jobs, {
        userId: user.id,
        kind: 'feedback',
        title: 'Feedback',
        body: 'x',
        dedupeKey: `fb:${randomUUID()}`,
      });
      await deliverNotification(t.db, t.jobs, { vapid, appBaseUrl: 'http://localhost:3000' }, m!.id);
      expect(await latestMail(t.db, user.email, 'notification-feedback')).toBeUndefined();
    });
  });

  describe('product events', () => {
    it('a report bundle ready and a subscription about to end notify their user once', async () => {
      const { user, browser } = await signedInTrainee(t);
      const caseId = await publishFixtureCase(t.db, 'notify');
      const { id: sessionId } = await startSessionFor(browser, caseId);
      await notifyBundleReady(t.db, t.jobs, sessionId, 1);
      await notifyBundleReady(t.db, t.jobs, sessionId, 1);
      await subscribeTo(t.db, user.id, 'premium');
      const sub = await t.db('subscriptions').where({ user_id: user.id }).first('current_period_end');
      const now = new Date(sub.current_period_end.getTime() - 3 * 86_400_000);
      const first = await runSubscriptionEndingNotices(t.db, t.jobs, 7, now);
      expect(first.notified).toBeGreaterThanOrEqual(1);
      await runSubscriptionEndingNotices(t.db, t.jobs, 7, now);
      const list = (await browser.get('/api/v1/notifications')).body.data.notifications as {
        kind: string;
        title: string;
        body: string;
        link: string;
      }[];
      const bundles = list.filter((n) => n.kind === 'reportReady');
      expect(bundles).toHaveLength(1);
      expect(bundles[0]!.link).toBe(`/feedback/${sessionId}`);
      const ending = list.filter((n) => n.kind === 'subscription');
      expect(ending).toHaveLength(1);
      expect(ending[0]!.body).toBe(
        'Your subscription will expire in 3 days. Renew now to ensure uninterrupted access.',
      );
    });
  });

  describe('web push', () => {
    it('saves a subscription, sends an encrypted push through web-push, and a 410 removes it', async () => {
      const { user, browser } = await signedInTrainee(t);
      const config = await browser.get('/api/v1/notifications/push-config');
      expect(config.status).toBe(200);
      expect(config.body.data.publicKey).toMatch(/^[\w-]{80,}$/);
      expect(config.body.data.subscriptions).toBe(0);

      const { keys, decrypt } = browserKeys();
      const endpoint = `${pushUrl}/push/${randomUUID()}`;
      const bad = await browser.post('/api/v1/notifications/subscribe', {
        endpoint,
        keys: { p256dh: '!', auth: keys.auth },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0].path).toBe('keys.p256dh');
      expect((await browser.post('/api/v1/notifications/subscribe', { endpoint, keys })).status).toBe(200);
      expect((await listPushSubscriptions(t.db, user.id)).map((s) => s.endpoint)).toEqual([endpoint]);

      // Another user cannot remove it.
      const other = await signedInTrainee(t);
      expect(
        (await other.browser.post('/api/v1/notifications/unsubscribe', { endpoint })).body.data.removed,
      ).toBe(0);

      answer = 201;
      const payload = JSON.stringify({
        title: 'Hello',
        body: 'World',
        url: '/notifications',
        icon: '/logo192.png',
      });
      const sent = await sendPushToUser(t.db, vapidOf(t.config)(), user.id, payload, agent);
      expect(sent).toEqual({ sent: 1, removed: 0 });
      const arrived = received.at(-1)!;
      expect(arrived.path).toBe(new URL(endpoint).pathname);
      expect(arrived.headers['content-encoding']).toBe('aes128gcm');
      expect(arrived.headers.ttl).toBe(String(24 * 3600));
      expect(arrived.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(arrived.headers.authorization).toContain(`k=${config.body.data.publicKey}`);
      // aes128gcm: a 86-byte header (salt, record size, key id length, 65-byte key), then the
      // payload with its padding delimiter and the 16-byte tag; not the plain text.
      expect(arrived.body.length).toBe(86 + Buffer.byteLength(payload) + 1 + 16);
      expect(arrived.body.includes(Buffer.from('Hello'))).toBe(false);
      // The browser's keys decrypt it back to the payload the service worker shows.
      expect(JSON.parse(decrypt(arrived.body))).toEqual(JSON.parse(payload));

      answer = 410;
      expect(await sendPushToUser(t.db, vapidOf(t.config)(), user.id, payload, agent)).toEqual({
        sent: 0,
        removed: 1,
      });
      expect(await listPushSubscriptions(t.db, user.id)).toEqual([]);

      await browser.post('/api/v1/notifications/subscribe', { endpoint, keys });
      expect((await browser.post('/api/v1/notifications/unsubscribe', { endpoint })).body.data.removed).toBe(
        1,
      );
    });
  });

  describe('testers', () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 1),
    ]);

    it('stores a report with its screenshot, mails the admins and lists it for them', async () => {
      const { browser: admin, user: adminUser } = await signedInAdmin(t);
      const { browser } = await signedInTrainee(t);
      const summary = `Button ${randomUUID().slice(0, 6)}`;
      const res = await browser.post('/api/v1/tester-reports', {
        summary,
        details: 'The end button did nothing on the case page.',
        pageUrl: '/case/x',
        browser: { userAgent: 'Test', language: 'en-GB', viewport: '1280x720' },
        screenshot: png.toString('base64'),
      });
      expect(res.status).toBe(200);
      const list = await admin.get('/api/v1/admin/tester-reports');
      const report = (
        list.body.data.reports as { id: string; summary: string; screenshotType: string }[]
      ).find((r) => r.summary === summary)!;
      expect(report.screenshotType).toBe('image/png');
      // Logged out: 401.
      expect((await request(t.app).get(`/api/v1/admin/tester-reports/${report.id}/screenshot`)).status).toBe(
        401,
      );
      const own = await admin.agent.get(`/api/v1/admin/tester-reports/${report.id}/screenshot`);
      expect(own.status).toBe(200);
      expect(own.headers['content-type']).toBe('image/png');
      expect((await latestMail(t.db, adminUser.email, 'testerReport'))?.subject).toBe(
        `[Tester report] ${summary}`,
      );
    });

    it('refuses a screenshot that is not an image by its bytes, and one too large', async () => {
      const { browser } = await signedInTrainee(t);
      const renamed = await browser.post('/api/v1/tester-reports', {
        summary: 'Renamed file',
        details: 'An executable renamed to .png.',
        screenshot: Buffer.from('MZ\x90\x00 this is not an image').toString('base64'),
      });
      expect(renamed.status).toBe(400);
      expect(renamed.body.errors[0].path).toBe('screenshot');
      const big = await browser.post('/api/v1/tester-reports', {
        summary: 'Large',
        details: 'A screenshot over the limit.',
        screenshot: Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]).toString('base64'),
      });
      expect([400, 413]).toContain(big.status);
      const short = await browser.post('/api/v1/tester-reports', { summary: 'x', details: 'too short' });
      expect(short.status).toBe(400);
      expect(short.body.errors.map((e: { path: string }) => e.path)).toEqual(['summary', 'details']);
    });

    it('lists the flags in force for the user', async () => {
      const { browser } = await signedInTrainee(t);
      const res = await browser.get('/api/v1/user/feature-flags');
      expect(res.status).toBe(200);
      expect((res.body.data.flags as { name: string }[]).map((f) => f.name)).toContain('plan');
    });
  });
});
