import { notificationEndpoints, testerEndpoints, userSettingsEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

// The trainee's settings, notifications, web push, News & Updates read state and the testers'
// routes (issue 19, ADR 0126).

/** The kinds of notification the product's own events create. */
export const notificationKinds = [
  'announcement',
  'reportReady',
  'feedback',
  'subscription',
  'tester',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The kinds a trainee chooses channels for (`tester` goes to admins only). */
export const settingsNotificationKinds = ['announcement', 'reportReady', 'feedback', 'subscription'] as const;

const ZChannels = z.object({
  inApp: z.boolean({ error: 'inApp must be true or false' }),
  email: z.boolean({ error: 'email must be true or false' }),
  push: z.boolean({ error: 'push must be true or false' }),
});
export type NotificationChannels = z.infer<typeof ZChannels>;

export const ZNotificationSettings = z.object({
  announcement: ZChannels,
  reportReady: ZChannels,
  feedback: ZChannels,
  subscription: ZChannels,
});
export const ZPrivacySettings = z.object({
  /** Whether a facilitator or colleague watching a session sees the trainee's full name (else initials). */
  showNameToObservers: z.boolean({ error: 'showNameToObservers must be true or false' }),
  /** Whether anonymised session figures may be used in the research pilot's analyses. */
  allowResearchUse: z.boolean({ error: 'allowResearchUse must be true or false' }),
});
/** The lengths a trainee may choose for a session, in minutes. */
export const sessionLengths = [5, 10, 15, 20] as const;
export type SessionLength = (typeof sessionLengths)[number];
export const ZSessionLength = z.union(
  sessionLengths.map((n) => z.literal(n)),
  { error: 'The session length must be 5, 10, 15 or 20 minutes' },
);
export const ZTrainingSettings = z.object({
  /** The length a session gets unless the case page chooses another; null: each case's own length. */
  defaultSessionMinutes: z.union([...sessionLengths.map((n) => z.literal(n)), z.null()], {
    error: "defaultSessionMinutes must be null (each case's own length) or one of 5, 10, 15 or 20",
  }),
  defaultMode: z.enum(['Chat', 'Avatar'], { error: 'defaultMode must be Chat or Avatar' }),
});
export const textSizes = ['small', 'medium', 'large', 'x-large'] as const;
export const ZAccessibilitySettings = z.object({
  reducedMotion: z.boolean({ error: 'reducedMotion must be true or false' }),
  textSize: z.enum(textSizes, { error: 'textSize must be small, medium, large or x-large' }),
  highContrast: z.boolean({ error: 'highContrast must be true or false' }),
  underlineLinks: z.boolean({ error: 'underlineLinks must be true or false' }),
});

export const ZUserSettings = z.object({
  notifications: ZNotificationSettings,
  privacy: ZPrivacySettings,
  training: ZTrainingSettings,
  accessibility: ZAccessibilitySettings,
});
export type UserSettings = z.infer<typeof ZUserSettings>;
export const settingsSections = ['notifications', 'privacy', 'training', 'accessibility'] as const;
export type SettingsSection = (typeof settingsSections)[number];

const on = (email: boolean, push: boolean) => ({ inApp: true, email, push });
/** Everyone's settings until they change them (and after a reset). */
export const defaultUserSettings: UserSettings = {
  notifications: {
    announcement: on(false, false),
    reportReady: on(true, true),
    feedback: on(true, true),
    subscription: on(true, true),
  },
  privacy: { showNameToObservers: true, allowResearchUse: false },
  training: { defaultSessionMinutes: null, defaultMode: 'Chat' },
  accessibility: { reducedMotion: false, textSize: 'medium', highContrast: false, underlineLinks: false },
};

/** The schema of one section, for PUT (whole) and PATCH (some fields). */
export const settingsSectionSchemas = {
  notifications: ZNotificationSettings,
  privacy: ZPrivacySettings,
  training: ZTrainingSettings,
  accessibility: ZAccessibilitySettings,
} as const;

/**
 * Stored settings read back: each section the defaults overlaid with what validates of the stored
 * one (a field added later gets its default, a stale value its default).
 */
export const resolveUserSettings = (stored: unknown): UserSettings => {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const out = structuredClone(defaultUserSettings) as Record<string, Record<string, unknown>>;
  for (const section of settingsSections) {
    const value = s[section];
    if (typeof value !== 'object' || value === null) continue;
    const shape = settingsSectionSchemas[section].shape as Record<string, z.ZodType>;
    for (const [key, schema] of Object.entries(shape)) {
      const parsed = schema.safeParse((value as Record<string, unknown>)[key]);
      if (parsed.success) (out[section] as Record<string, unknown>)[key] = parsed.data;
    }
  }
  return out as UserSettings;
};

const ZSectionParams = z.object({
  section: z.enum(settingsSections, {
    error: 'section must be notifications, privacy, training or accessibility',
  }),
});

export const userSettingsRoutes = {
  settings: defineRoute(userSettingsEndpoints.settings, {
    summary: "The user's settings by section (defaults where never changed)",
    tag: 'User',
    auth: 'user',
    data: z.object({ settings: ZUserSettings }),
  }),
  putSection: defineRoute(userSettingsEndpoints.putSection, {
    summary: 'Replaces one section of the settings (every field of the section)',
    tag: 'User',
    auth: 'user',
    params: ZSectionParams,
    body: z.record(z.string(), z.unknown()),
    data: z.object({ settings: ZUserSettings }),
  }),
  patchSection: defineRoute(userSettingsEndpoints.patchSection, {
    summary: 'Changes some fields of one section of the settings',
    tag: 'User',
    auth: 'user',
    params: ZSectionParams,
    body: z.record(z.string(), z.unknown()),
    data: z.object({ settings: ZUserSettings }),
  }),
  reset: defineRoute(userSettingsEndpoints.reset, {
    summary: 'Puts every setting (or one section) back to its default',
    tag: 'User',
    auth: 'user',
    body: z.object({ section: z.enum(settingsSections).optional() }),
    data: z.object({ settings: ZUserSettings }),
  }),
};

export const ZNotification = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof ZNotification>;

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export const ZPushSubscription = z.object({
  endpoint: z
    .url({ error: 'endpoint must be an https URL' })
    .max(1000)
    .refine((u) => u.startsWith('https://'), { error: 'endpoint must be an https URL' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .min(20, 'keys.p256dh is missing')
      .max(200)
      .regex(/^[\w-]+=*$/, 'keys.p256dh must be base64url'),
    auth: z
      .string()
      .min(8, 'keys.auth is missing')
      .max(100)
      .regex(/^[\w-]+=*$/, 'keys.auth must be base64url'),
  }),
});

const ZNotificationParams = z.object({ notificationId: z.uuid({ error: 'notificationId must be a UUID' }) });

export const notificationRoutes = {
  list: defineRoute(notificationEndpoints.list, {
    summary: "The user's notifications, unread first, and the unread count",
    tag: 'Notifications',
    auth: 'user',
    query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
    data: z.object({ notifications: z.array(ZNotification), unread: z.number().int() }),
  }),
  unreadCount: defineRoute(notificationEndpoints.unreadCount, {
    summary: 'How many notifications are unread (the header badge)',
    tag: 'Notifications',
    auth: 'user',
    data: z.object({ unread: z.number().int() }),
  }),
  markRead: defineRoute(notificationEndpoints.markRead, {
    summary: 'Marks one of the user’s notifications read',
    tag: 'Notifications',
    auth: 'user',
    params: ZNotificationParams,
    data: z.object({ notification: ZNotification, unread: z.number().int() }),
  }),
  markAllRead: defineRoute(notificationEndpoints.markAllRead, {
    summary: "Marks every one of the user's notifications read",
    tag: 'Notifications',
    auth: 'user',
    data: z.object({ marked: z.number().int(), unread: z.number().int() }),
  }),
  pushConfig: defineRoute(notificationEndpoints.pushConfig, {
    summary:
      "The VAPID public key the browser subscribes with, and how many of the user's browsers are subscribed",
    tag: 'Notifications',
    auth: 'user',
    data: z.object({ publicKey: z.string(), subscriptions: z.number().int() }),
  }),
  subscribe: defineRoute(notificationEndpoints.subscribe, {
    summary: "Saves this browser's push subscription for the user",
    tag: 'Notifications',
    auth: 'user',
    body: ZPushSubscription,
    data: z.object({ subscribed: z.literal(true) }),
  }),
  unsubscribe: defineRoute(notificationEndpoints.unsubscribe, {
    summary: "Removes the user's push subscription at an endpoint",
    tag: 'Notifications',
    auth: 'user',
    body: z.object({ endpoint: z.string().min(1, 'endpoint is missing').max(1000) }),
    data: z.object({ removed: z.number().int() }),
  }),
  markNewsRead: defineRoute(notificationEndpoints.markNewsRead, {
    summary: 'Marks a News & Updates post read (and its notification)',
    tag: 'News',
    auth: 'user',
    params: z.object({ announcementId: z.uuid({ error: 'announcementId must be a UUID' }) }),
    data: z.object({ readAt: z.string() }),
  }),
};

/** Screenshot types accepted from testers (checked from the bytes) and their size limit. */
export const testerScreenshotTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const testerScreenshotMaxBytes = 2 * 1024 * 1024;

export const ZTesterReportInput = z.object({
  summary: z
    .string()
    .trim()
    .min(3, 'summary must have at least 3 characters')
    .max(200, 'summary is too long'),
  details: z
    .string()
    .trim()
    .min(10, 'details must have at least 10 characters')
    .max(5000, 'details is too long'),
  pageUrl: z.string().max(500).optional(),
  /** Collected by the page: user agent, language, screen, viewport, time zone, platform. */
  browser: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean()])).default({}),
  /** The screenshot as base64 (no data: prefix), at most 2 MB once decoded. */
  screenshot: z
    .string()
    .max(Math.ceil((testerScreenshotMaxBytes * 4) / 3) + 8, 'screenshot is larger than 2 MB')
    .optional(),
});

export const ZTesterReport = z.object({
  id: z.string(),
  email: z.string().nullable(),
  summary: z.string(),
  details: z.string(),
  pageUrl: z.string().nullable(),
  browser: z.record(z.string(), z.unknown()),
  screenshotType: z.string().nullable(),
  createdAt: z.string(),
});

/** The flags in force for the user (/feature-test). */
export const ZFeatureFlag = z.object({ name: z.string(), value: z.string(), source: z.string() });

export const testerRoutes = {
  report: defineRoute(testerEndpoints.report, {
    summary: "A tester's problem report with a screenshot and browser details, delivered to the admins",
    tag: 'Testers',
    auth: 'user',
    bodyLimitBytes: 3 * 1024 * 1024,
    body: ZTesterReportInput,
    data: z.object({ id: z.string() }),
    extraStatuses: { 413: 'The screenshot is too large' },
  }),
  featureFlags: defineRoute(testerEndpoints.featureFlags, {
    summary: "The server's flags in force for the user: plan entitlements and settings",
    tag: 'Testers',
    auth: 'user',
    data: z.object({ flags: z.array(ZFeatureFlag) }),
  }),
  adminReports: defineRoute(testerEndpoints.adminReports, {
    summary: "Testers' problem reports, newest first",
    tag: 'admin',
    auth: 'admin',
    data: z.object({ reports: z.array(ZTesterReport) }),
  }),
  adminScreenshot: defineRoute(testerEndpoints.adminScreenshot, {
    summary: "A tester report's screenshot",
    tag: 'admin',
    auth: 'admin',
    params: z.object({ reportId: z.uuid({ error: 'reportId must be a UUID' }) }),
    produces: 'image/*',
    data: z.unknown(),
  }),
};
