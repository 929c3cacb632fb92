import type { Config } from '@urosim/config';
import { consumeUsage, findPilotParticipant, findUsage, type Knex } from '@urosim/db';
import { isAdmin } from '../../policies/index.ts';
import type { UserRow } from '../auth/repo.ts';
import { PILOT_USAGE } from '../research-pilot/service.ts';

const SESSIONS = 'sessions';

/** The calendar month a session counts against ("2026-11"). */
export const usagePeriod = (at: Date) => at.toISOString().slice(0, 7);

/** A user's session quota: allowance, used and remaining (unlimited counts as 999, section 9). */
export type Quota = { allowance: number; used: number; remaining: number; unlimited: boolean };

const unlimited: Quota = { allowance: 999, used: 0, remaining: 999, unlimited: true };

/**
 * The sessions a user may still start: the Free plan's monthly allowance, plus the research pilot's
 * complimentary sessions for a participant (used once the month's allowance is spent).
 */
export const readQuota = async (
  db: Knex,
  config: Config,
  user: UserRow,
  now = new Date(),
): Promise<Quota> => {
  if (isAdmin(user)) return unlimited;
  const [monthlyUsed, participant] = await Promise.all([
    findUsage(db, user.id, usagePeriod(now), SESSIONS),
    findPilotParticipant(db, user.id),
  ]);
  const monthly = config.FREE_SESSIONS_PER_MONTH;
  const complimentary = participant?.complimentary_sessions ?? 0;
  const pilotUsed = participant ? await findUsage(db, user.id, PILOT_USAGE.period, PILOT_USAGE.resource) : 0;
  return {
    allowance: monthly + complimentary,
    used: monthlyUsed + pilotUsed,
    remaining: Math.max(0, monthly - monthlyUsed) + Math.max(0, complimentary - pilotUsed),
    unlimited: false,
  };
};

/**
 * Consumes one session inside the caller's transaction: from the month's allowance, else from the
 * pilot's complimentary sessions. False when both are spent. Admins are not counted.
 */
export const consumeSession = async (
  trx: Knex,
  config: Config,
  user: UserRow,
  now: Date,
): Promise<boolean> => {
  if (isAdmin(user)) return true;
  const monthly = await consumeUsage(trx, {
    userId: user.id,
    period: usagePeriod(now),
    resource: SESSIONS,
    allowance: config.FREE_SESSIONS_PER_MONTH,
  });
  if (monthly !== undefined) return true;
  const participant = await findPilotParticipant(trx, user.id);
  if (!participant) return false;
  const pilot = await consumeUsage(trx, {
    userId: user.id,
    period: PILOT_USAGE.period,
    resource: PILOT_USAGE.resource,
    allowance: participant.complimentary_sessions,
  });
  return pilot !== undefined;
};
