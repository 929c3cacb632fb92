import type { Agent } from 'node:https';
import {
  type defaultUserSettings,
  type JobQueue,
  jobQueues,
  type NotificationKind,
  resolveUserSettings,
  settingsNotificationKinds,
} from '@urosim/contracts';
import {
  deletePushSubscriptionById,
  findNotification,
  findNotificationEmail,
  findSessionOwnerId,
  findUserSettings,
  insertMail,
  insertNotification,
  type Knex,
  listPushSubscriptions,
  listSubscriptionsEndingBetween,
  markNotificationReadNow,
  touchPushSubscription,
} from '@urosim/db';
import webpush from 'web-push';
import type { VapidKeys } from './vapid.ts';

type Db = Knex | Knex.Transaction;

/** What a product event tells a user. */
export type NotificationInput = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /** One notification per user and event: the same key again does nothing. */
  dedupeKey: string;
};

const channelsOf = async (db: Db, userId: string, kind: NotificationKind) => {
  if (!(settingsNotificationKinds as readonly string[]).includes(kind))
    return { inApp: true, email: true, push: false };
  const settings = resolveUserSettings(await findUserSettings(db, userId));
  return settings.notifications[kind as keyof typeof defaultUserSettings.notifications];
};

/**
 * Creates the user's notification for a product event (once per `dedupeKey`) and, when their
 * settings ask for e-mail or push for this kind, queues its delivery (the worker's
 * `notification-deliver` job). With the in-app channel off the row is still kept (it carries the
 * dedupe key and the delivery), already read.
 */
export const notifyUser = async (db: Db, jobs: JobQueue, input: NotificationInput) => {
  const channels = await channelsOf(db, input.userId, input.kind);
  const row = await insertNotification(db, {
    user_id: input.userId,
    kind: input.kind,
    title: input.title.slice(0, 200),
    body: input.body.slice(0, 4000),
    link: input.link ?? null,
    dedupe_key: input.dedupeKey,
  });
  if (!row) return undefined;
  if (!channels.inApp) await markNotificationReadNow(db, row.id);
  if (channels.email || channels.push)
    await jobs.send(jobQueues.notificationDeliver, { notificationId: row.id });
  return row;
};

/** The JSON a push message carries; the service worker (push-sw.js) shows it. */
export const pushPayloadOf = (n: { id: string; title: string; body: string; link: string | null }) =>
  JSON.stringify({
    id: n.id,
    title: n.title,
    body: n.body.slice(0, 300),
    url: n.link ?? '/notifications',
    icon: '/logo192.png',
  });

/**
 * Sends `payload` to every browser the user subscribed, through web-push (encrypted per RFC 8291,
 * signed with the VAPID keys). A push service that answers 404 or 410 says the subscription is gone:
 * it is deleted. Returns how many were sent and removed.
 */
export const sendPushToUser = async (
  db: Db,
  vapid: VapidKeys,
  userId: string,
  payload: string,
  /** The https agent requests go through (tests trust their loopback push service's certificate). */
  agent?: Agent,
) => {
  let sent = 0;
  let removed = 0;
  for (const sub of await listPushSubscriptions(db, userId)) {
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        payload,
        { vapidDetails: vapid, TTL: 24 * 3600, timeout: 10_000, ...(agent ? { agent } : {}) },
      );
      await touchPushSubscription(db, sub.id);
      sent += 1;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await deletePushSubscriptionById(db, sub.id);
        removed += 1;
      } else throw error;
    }
  }
  return { sent, removed };
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Delivers a notification by the channels the user's settings choose now: an e-mail through the
 * outbox (the send-mail job) and a push to each subscribed browser.
 */
export const deliverNotification = async (
  db: Knex,
  jobs: JobQueue,
  deps: { vapid: () => VapidKeys; appBaseUrl: string },
  notificationId: string,
) => {
  const n = await findNotification(db, notificationId);
  if (!n) return { status: 'gone' as const };
  const channels = await channelsOf(db, n.user_id, n.kind as NotificationKind);
  let mailed = false;
  if (channels.email) {
    const email = await findNotificationEmail(db, n.user_id);
    if (email) {
      const url = new URL(n.link ?? '/notifications', deps.appBaseUrl).toString();
      const text = `${n.body}\n\nOpen UroSim: ${url}\n\nYou can choose which e-mails you receive in Settings → Notifications.\n\n— UroSim`;
      const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif"><p style="font-size:20px;font-weight:700;color:#0b5cad">UroSim</p><p>${escapeHtml(n.body)}</p><p><a href="${escapeHtml(url)}">Open UroSim</a></p><p style="font-size:13px;color:#555">You can choose which e-mails you receive in Settings → Notifications.</p></body></html>`;
      const messageId = await insertMail(db, {
        to: email,
        subject: n.title,
        text,
        html,
        template: `notification-${n.kind}`,
      });
      await jobs.send(jobQueues.sendMail, { messageId });
      mailed = true;
    }
  }
  const push = channels.push
    ? await sendPushToUser(db, deps.vapid(), n.user_id, pushPayloadOf(n))
    : { sent: 0, removed: 0 };
  return { status: 'delivered' as const, mailed, ...push };
};

/** Notifies each user whose subscription period ends within `days` days (once a period). */
export const runSubscriptionEndingNotices = async (db: Knex, jobs: JobQueue, days = 7, now = new Date()) => {
  const rows = await listSubscriptionsEndingBetween(db, now, new Date(now.getTime() + days * 86_400_000));
  let notified = 0;
  for (const s of rows) {
    const left = Math.max(0, Math.ceil((s.current_period_end.getTime() - now.getTime()) / 86_400_000));
    const created = await notifyUser(db, jobs, {
      userId: s.user_id,
      kind: 'subscription',
      title: s.cancel_at_period_end ? 'Subscription Ending' : 'Subscription Expiring Soon',
      body: s.cancel_at_period_end
        ? `Your subscription is set to cancel in ${left} days. Renew now to keep your access and data.`
        : `Your subscription will expire in ${left} days. Renew now to ensure uninterrupted access.`,
      link: '/subscription',
      dedupeKey: `subscription:${s.id}:${s.current_period_end.toISOString().slice(0, 10)}`,
    });
    if (created) notified += 1;
  }
  return { checked: rows.length, notified };
};

/** The trainee's notification that a session's report bundle is ready to download. */
export const notifyBundleReady = async (db: Db, jobs: JobQueue, sessionId: string, generation: number) => {
  const userId = await findSessionOwnerId(db, sessionId);
  if (!userId) return undefined;
  return notifyUser(db, jobs, {
    userId,
    kind: 'reportReady',
    title: 'Your report bundle is ready',
    body: 'The report bundle of your session (PDFs, transcript and data) is ready to download.',
    link: `/feedback/${sessionId}`,
    dedupeKey: `bundle:${sessionId}:${generation}`,
  });
};
