import type { Config } from '@urosim/config';
import type { AvatarMinutes, UsageEntry } from '@urosim/contracts';
import { type Knex, sumAvatarSeconds } from '@urosim/db';
import { allowanceView } from '@urosim/domain';
import { avatarMinutesOf } from '../heygen/minutes.ts';
import type { Entitlement } from './entitlements.ts';

/** The usage summary's key of the HeyGen avatar minutes (ADR 0128, 0132). */
export const AVATAR_MINUTES_USAGE = 'avatar_minutes';

/**
 * The HeyGen avatar minutes of the entitlement's period (ADR 0128): seconds of the avatar sessions
 * that closed in it, and of the open ones so far (at most the timeout). Admins are not counted.
 */
export const readAvatarMinutes = async (
  db: Knex,
  config: Config,
  userId: string,
  entitlement: Entitlement,
): Promise<AvatarMinutes> => {
  if (entitlement.isAdmin) return avatarMinutesOf(null, 0);
  const used = await sumAvatarSeconds(
    db,
    userId,
    entitlement.period.start,
    new Date(),
    config.HEYGEN_SESSION_TIMEOUT_MINUTES * 60,
  );
  return avatarMinutesOf(entitlement.plan.avatarMinutes, used);
};

/**
 * The avatar minutes as a usage entry (whole minutes, a started minute counted), or undefined when
 * HeyGen is not configured or the plan has none: the in-browser avatar is not metered.
 */
export const avatarMinutesUsage = async (
  db: Knex,
  config: Config,
  userId: string,
  entitlement: Entitlement,
): Promise<Omit<UsageEntry, 'period_start' | 'period_end'> | undefined> => {
  if (!config.HEYGEN_API_KEY || entitlement.plan.avatarMinutes === 0) return undefined;
  const minutes = await readAvatarMinutes(db, config, userId, entitlement);
  return {
    label: 'Avatar minutes',
    ...allowanceView(minutes.included, Math.ceil(minutes.usedSeconds / 60)),
  };
};
