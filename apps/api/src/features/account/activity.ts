import type { ActivityEvent } from '@urosim/contracts';
import { insertUserActivity, type Knex, listUserActivity } from '@urosim/db';

/** The kinds of event the activity log records (contracts' `activityKinds`). */
export type ActivityKind = ActivityEvent['kind'];

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A short summary of a user agent ("Chrome on Linux"); null without one. */
export const deviceSummary = (userAgent: string | undefined | null): string | null => {
  if (!userAgent) return null;
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
};

/** Adds an event to the user's activity log (the device from the request's user agent). */
export const recordActivity = (
  db: Knex,
  userId: string,
  kind: ActivityKind,
  userAgent?: string | null,
  detail?: Record<string, unknown>,
) => insertUserActivity(db, { userId, kind, device: deviceSummary(userAgent), detail });

/** The user's own events, newest first (the latest 200). */
export const activityOf = async (db: Knex, user: { id: string }) => {
  const rows = await listUserActivity(db, user.id, 200);
  return {
    events: rows.map((row) => ({
      id: row.id,
      kind: row.kind as ActivityKind,
      device: row.device,
      at: row.created_at.toISOString(),
    })),
  };
};
