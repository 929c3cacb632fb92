import type { Knex } from 'knex';

// The trainee's settings, in-app notifications, push subscriptions and testers' reports (issue 19,
// ADR 0126).

type Db = Knex | Knex.Transaction;

// ---------------------------------------------------------------------------------------------------
// Settings

/** The stored settings of a user (JSON by section; empty when never changed). */
export const findUserSettings = async (db: Db, userId: string) => {
  const row = await db('user_settings').where({ user_id: userId }).first<{ settings: unknown } | undefined>();
  return row?.settings ?? {};
};

export const saveUserSettings = async (db: Db, userId: string, settings: object) => {
  await db('user_settings')
    .insert({ user_id: userId, settings: JSON.stringify(settings), updated_at: db.fn.now() })
    .onConflict('user_id')
    .merge();
};

export const deleteUserSettings = (db: Db, userId: string) =>
  db('user_settings').where({ user_id: userId }).delete();

// ---------------------------------------------------------------------------------------------------
// Notifications

export type NotificationRow = {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  dedupe_key: string;
  announcement_id: string | null;
  read_at: Date | null;
  created_at: Date;
};

/** Inserts a notification unless the user has one with the same `dedupe_key`; returns the new row. */
export const insertNotification = async (
  db: Db,
  row: Pick<NotificationRow, 'user_id' | 'kind' | 'title' | 'body' | 'link' | 'dedupe_key'> & {
    announcement_id?: string | null;
  },
) => {
  const [stored] = await db('notifications')
    .insert(row)
    .onConflict(['user_id', 'dedupe_key'])
    .ignore()
    .returning<NotificationRow[]>('*');
  return stored;
};

/**
 * Gives the user a notification for every announcement published (publish_at passed) since they
 * signed up that they have none for yet: a scheduled announcement reaches users when its time has
 * come, without a job.
 */
export const materializeAnnouncementNotifications = (db: Db, userId: string) =>
  db.raw(
    `insert into notifications (user_id, kind, title, body, link, dedupe_key, announcement_id, created_at)
     select u.id, 'announcement', a.title, left(a.body, 2000), '/news-updates', 'announcement:' || a.id, a.id, a.publish_at
     from announcements a join users u on u.id = ?
     where a.publish_at is not null and a.publish_at <= now() and a.publish_at >= u.created_at - interval '30 days'
     on conflict (user_id, dedupe_key) do nothing`,
    [userId],
  );

/** The user's notifications: unread first, then newest first. */
export const listNotifications = (db: Db, userId: string, limit: number) =>
  db<NotificationRow>('notifications')
    .where({ user_id: userId })
    .orderByRaw('(read_at is null) desc, created_at desc')
    .limit(limit);

export const countUnreadNotifications = async (db: Db, userId: string) => {
  const row = await db('notifications')
    .where({ user_id: userId })
    .whereNull('read_at')
    .first<{ count: string }>(db.raw('count(*) as count'));
  return Number(row?.count ?? 0);
};

export const findNotification = (db: Db, id: string) =>
  db<NotificationRow>('notifications').where({ id }).first();

/** Marks one notification read (only the owner's); returns the row, or undefined when not theirs. */
export const markNotificationRead = async (db: Db, userId: string, id: string) => {
  const [row] = await db<NotificationRow>('notifications')
    .where({ id, user_id: userId })
    .update({ read_at: db.raw('coalesce(read_at, now())') as unknown as Date })
    .returning('*');
  return row as NotificationRow | undefined;
};

export const markAllNotificationsRead = async (db: Db, userId: string) =>
  db('notifications').where({ user_id: userId }).whereNull('read_at').update({ read_at: db.fn.now() });

/** Marks the user's notification of an announcement read (News & Updates). */
export const markAnnouncementRead = (db: Db, userId: string, announcementId: string) =>
  db('notifications')
    .where({ user_id: userId, announcement_id: announcementId })
    .whereNull('read_at')
    .update({ read_at: db.fn.now() });

/** Published announcements, newest first, with the user's read time. */
export const listNewsForUser = (db: Db, userId: string, limit: number) =>
  db('announcements as a')
    .leftJoin('notifications as n', (j) => j.on('n.announcement_id', 'a.id').andOnVal('n.user_id', userId))
    .whereNotNull('a.publish_at')
    .where('a.publish_at', '<=', db.fn.now())
    .orderBy('a.publish_at', 'desc')
    .limit(limit)
    .select<{ id: string; title: string; body: string; publish_at: Date; read_at: Date | null }[]>(
      'a.id',
      'a.title',
      'a.body',
      'a.publish_at',
      'n.read_at',
    );

// ---------------------------------------------------------------------------------------------------
// Push subscriptions

export type PushSubscriptionRow = {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string | null;
  created_at: Date;
  last_sent_at: Date | null;
};

/** Saves a browser's subscription for the user (a browser's endpoint moves to the user now signed in). */
export const upsertPushSubscription = async (
  db: Db,
  row: Pick<PushSubscriptionRow, 'user_id' | 'endpoint' | 'p256dh' | 'auth' | 'user_agent'>,
) => {
  const [stored] = await db('push_subscriptions')
    .insert(row)
    .onConflict('endpoint')
    .merge(['user_id', 'p256dh', 'auth', 'user_agent'])
    .returning<PushSubscriptionRow[]>('*');
  return stored as PushSubscriptionRow;
};

/** Removes the user's subscription at `endpoint`; the count removed (0 when it is not theirs). */
export const deletePushSubscription = (db: Db, userId: string, endpoint: string) =>
  db('push_subscriptions').where({ user_id: userId, endpoint }).delete();

export const deletePushSubscriptionById = (db: Db, id: string) =>
  db('push_subscriptions').where({ id }).delete();

export const listPushSubscriptions = (db: Db, userId: string) =>
  db<PushSubscriptionRow>('push_subscriptions').where({ user_id: userId }).orderBy('created_at');

export const touchPushSubscription = (db: Db, id: string) =>
  db('push_subscriptions').where({ id }).update({ last_sent_at: db.fn.now() });

// ---------------------------------------------------------------------------------------------------
// Testers' reports

export type TesterReportRow = {
  id: string;
  user_id: string | null;
  summary: string;
  details: string;
  page_url: string | null;
  browser: Record<string, unknown>;
  screenshot: Buffer | null;
  screenshot_type: string | null;
  created_at: Date;
};

export const insertTesterReport = async (
  db: Db,
  row: Omit<TesterReportRow, 'id' | 'created_at' | 'browser'> & { browser: object },
) => {
  const [stored] = await db('tester_reports')
    .insert({ ...row, browser: JSON.stringify(row.browser) })
    .returning<Pick<TesterReportRow, 'id' | 'created_at'>[]>(['id', 'created_at']);
  return stored as Pick<TesterReportRow, 'id' | 'created_at'>;
};

export const listTesterReports = (db: Db, limit: number) =>
  db('tester_reports as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .orderBy('r.created_at', 'desc')
    .limit(limit)
    .select<(Omit<TesterReportRow, 'screenshot'> & { email: string | null; has_screenshot: boolean })[]>(
      'r.id',
      'r.user_id',
      'u.email',
      'r.summary',
      'r.details',
      'r.page_url',
      'r.browser',
      'r.screenshot_type',
      'r.created_at',
      db.raw('r.screenshot is not null as has_screenshot'),
    );

export const findTesterReportScreenshot = (db: Db, id: string) =>
  db('tester_reports')
    .where({ id })
    .first<Pick<TesterReportRow, 'screenshot' | 'screenshot_type'> | undefined>(
      'screenshot',
      'screenshot_type',
    );

/** Admin e-mail addresses (a tester's report is mailed to each). */
export const listAdminEmails = async (db: Db) =>
  (
    await db('users')
      .where((q) => q.where('is_admin', true).orWhere('role', 'admin'))
      .select<{ email: string }[]>('email')
  ).map((r) => r.email);

/** Users with a subscription whose period ends between `from` and `to` (and is not renewing or is). */
export const listSubscriptionsEndingBetween = (db: Db, from: Date, to: Date) =>
  db('subscriptions')
    .whereIn('status', ['active', 'past_due'])
    .where('current_period_end', '>', from)
    .where('current_period_end', '<=', to)
    .select<{ id: string; user_id: string; current_period_end: Date; cancel_at_period_end: boolean }[]>(
      'id',
      'user_id',
      'current_period_end',
      'cancel_at_period_end',
    );

/** Marks a notification read now (written with the in-app channel off). */
export const markNotificationReadNow = (db: Db, id: string) =>
  db('notifications').where({ id }).update({ read_at: db.fn.now() });

/** An unpublished or rescheduled announcement's notifications go until it is published again. */
export const deleteAnnouncementNotifications = (db: Db, announcementId: string) =>
  db('notifications').where({ announcement_id: announcementId }).delete();

/** Whether the announcement is published now. */
export const isAnnouncementPublished = async (db: Db, id: string) =>
  !!(await db('announcements')
    .where({ id })
    .whereNotNull('publish_at')
    .where('publish_at', '<=', db.fn.now())
    .first('id'));

/** When the user read the announcement (its notification), if they did. */
export const findAnnouncementReadAt = async (db: Db, userId: string, announcementId: string) =>
  (
    await db('notifications')
      .where({ user_id: userId, announcement_id: announcementId })
      .first<{ read_at: Date | null } | undefined>('read_at')
  )?.read_at ?? null;

/** The e-mail address a notification is mailed to. */
export const findNotificationEmail = async (db: Db, userId: string) =>
  (await db('users').where({ id: userId }).first<{ email: string } | undefined>('email'))?.email;

/** The trainee a training session belongs to. */
export const findSessionOwnerId = async (db: Db, sessionId: string) =>
  (await db('training_sessions').where({ id: sessionId }).first<{ user_id: string } | undefined>('user_id'))
    ?.user_id;
