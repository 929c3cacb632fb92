import type { Config } from '@urosim/config';
import type { JobQueue } from '@urosim/contracts';
import {
  defaultUserSettings,
  type Notification,
  type NotificationKind,
  resolveUserSettings,
  type SettingsSection,
  settingsSectionSchemas,
  testerScreenshotMaxBytes,
  type UserSettings,
} from '@urosim/contracts';
import {
  countUnreadNotifications,
  deletePushSubscription,
  findAnnouncementReadAt,
  findTesterReportScreenshot,
  findUserSettings,
  insertTesterReport,
  isAnnouncementPublished,
  type Knex,
  listAdminEmails,
  listNewsForUser,
  listNotifications,
  listPushSubscriptions,
  listTesterReports,
  markAllNotificationsRead,
  markAnnouncementRead,
  markNotificationRead,
  materializeAnnouncementNotifications,
  type NotificationRow,
  saveUserSettings,
  upsertPushSubscription,
} from '@urosim/db';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { imageTypeOf } from './image-type.ts';
import { vapidOf } from './vapid.ts';

// ---------------------------------------------------------------------------------------------------
// Settings

export const readSettings = async (db: Knex, userId: string) => ({
  settings: resolveUserSettings(await findUserSettings(db, userId)),
});

/** Replaces (PUT) or changes (PATCH) one section; the section's schema names any bad field. */
export const writeSection = async (
  db: Knex,
  userId: string,
  section: SettingsSection,
  body: Record<string, unknown>,
  partial: boolean,
) => {
  const schema = settingsSectionSchemas[section];
  const value = partial ? schema.partial().parse(body) : schema.parse(body);
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`user_settings:${userId}`]);
    const current = resolveUserSettings(await findUserSettings(trx, userId));
    const next = { ...current, [section]: { ...current[section], ...value } } as UserSettings;
    await saveUserSettings(trx, userId, next);
    return { settings: next };
  });
};

export const resetSettings = async (db: Knex, userId: string, section?: SettingsSection) => {
  const current = resolveUserSettings(await findUserSettings(db, userId));
  const next: UserSettings = section
    ? ({ ...current, [section]: structuredClone(defaultUserSettings[section]) } as UserSettings)
    : structuredClone(defaultUserSettings);
  await saveUserSettings(db, userId, next);
  return { settings: next };
};

// ---------------------------------------------------------------------------------------------------
// Notifications

const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  readAt: row.read_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** Announcements become the user's notifications when read (ADR 0126), honouring their in-app setting. */
const catchUp = async (db: Knex, userId: string) => {
  const settings = resolveUserSettings(await findUserSettings(db, userId));
  if (settings.notifications.announcement.inApp) await materializeAnnouncementNotifications(db, userId);
};

export const readNotifications = async (db: Knex, userId: string, limit: number) => {
  await catchUp(db, userId);
  const [rows, unread] = await Promise.all([
    listNotifications(db, userId, limit),
    countUnreadNotifications(db, userId),
  ]);
  return { notifications: rows.map(toNotification), unread };
};

export const readUnreadCount = async (db: Knex, userId: string) => {
  await catchUp(db, userId);
  return { unread: await countUnreadNotifications(db, userId) };
};

export const readOne = async (db: Knex, userId: string, id: string) => {
  const row = await markNotificationRead(db, userId, id);
  // Another user's id and an unknown id answer alike.
  if (!row) throw new AppError('NOT_FOUND', 'No such notification');
  return { notification: toNotification(row), unread: await countUnreadNotifications(db, userId) };
};

export const readAll = async (db: Knex, userId: string) => {
  const marked = await markAllNotificationsRead(db, userId);
  return { marked, unread: await countUnreadNotifications(db, userId) };
};

/** News & Updates with the user's read state. */
export const readNews = async (db: Knex, userId: string, limit: number) => {
  await catchUp(db, userId);
  return {
    posts: (await listNewsForUser(db, userId, limit)).map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      publishedAt: row.publish_at.toISOString(),
      readAt: row.read_at?.toISOString() ?? null,
    })),
  };
};

export const readNewsPost = async (db: Knex, userId: string, announcementId: string) => {
  if (!(await isAnnouncementPublished(db, announcementId))) throw new AppError('NOT_FOUND', 'No such post');
  await materializeAnnouncementNotifications(db, userId);
  await markAnnouncementRead(db, userId, announcementId);
  const readAt = await findAnnouncementReadAt(db, userId, announcementId);
  return { readAt: (readAt ?? new Date()).toISOString() };
};

// ---------------------------------------------------------------------------------------------------
// Web push

export const readPushConfig = async (db: Knex, config: Config, userId: string) => ({
  publicKey: vapidOf(config)().publicKey,
  subscriptions: (await listPushSubscriptions(db, userId)).length,
});

export const subscribe = async (
  db: Knex,
  userId: string,
  body: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | undefined,
) => {
  await upsertPushSubscription(db, {
    user_id: userId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    user_agent: userAgent?.slice(0, 400) ?? null,
  });
  return { subscribed: true as const };
};

export const unsubscribe = async (db: Knex, userId: string, endpoint: string) => ({
  removed: await deletePushSubscription(db, userId, endpoint),
});

// ---------------------------------------------------------------------------------------------------
// Testers

export const submitTesterReport = async (
  db: Knex,
  mailer: Mailer,
  config: Config,
  user: { id: string; email: string },
  input: {
    summary: string;
    details: string;
    pageUrl?: string | undefined;
    browser: Record<string, string | number | boolean>;
    screenshot?: string | undefined;
  },
) => {
  let screenshot: Buffer | null = null;
  let type: string | null = null;
  if (input.screenshot) {
    screenshot = Buffer.from(input.screenshot, 'base64');
    if (screenshot.length > testerScreenshotMaxBytes)
      throw new AppError('PAYLOAD_TOO_LARGE', 'The screenshot is larger than 2 MB', undefined, [
        { path: 'screenshot', message: 'screenshot is larger than 2 MB', code: 'too_big' },
      ]);
    type = imageTypeOf(screenshot) ?? null;
    if (!type)
      throw new AppError('VALIDATION_FAILED', 'Invalid input', undefined, [
        { path: 'screenshot', message: 'screenshot must be a PNG, JPEG or WebP image', code: 'invalid_type' },
      ]);
  }
  const row = await insertTesterReport(db, {
    user_id: user.id,
    summary: input.summary,
    details: input.details,
    page_url: input.pageUrl ?? null,
    browser: input.browser,
    screenshot,
    screenshot_type: type,
  });
  const link = new URL('/admin/tester-reports', config.APP_BASE_URL).toString();
  for (const to of await listAdminEmails(db)) {
    await mailer.send('testerReport', to, {
      from: user.email,
      summary: input.summary,
      details: input.details,
      pageUrl: input.pageUrl ?? '',
      browser: Object.entries(input.browser)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
      hasScreenshot: Boolean(screenshot),
      url: link,
    });
  }
  return { id: row.id };
};

export const readTesterReports = async (db: Knex) => ({
  reports: (await listTesterReports(db, 200)).map((r) => ({
    id: r.id,
    email: r.email,
    summary: r.summary,
    details: r.details,
    pageUrl: r.page_url,
    browser: r.browser,
    screenshotType: r.has_screenshot ? r.screenshot_type : null,
    createdAt: r.created_at.toISOString(),
  })),
});

export const readTesterScreenshot = async (db: Knex, id: string) => {
  const row = await findTesterReportScreenshot(db, id);
  if (!row?.screenshot || !row.screenshot_type) throw new AppError('NOT_FOUND', 'No such screenshot');
  return { bytes: row.screenshot, type: row.screenshot_type };
};

export type { JobQueue };
