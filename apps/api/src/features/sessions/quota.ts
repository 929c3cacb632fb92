import type { Config } from '@urosim/config';
import { consumeUsage, findPilotParticipant, findUsage, type Knex } from '@urosim/db';
import { allowanceView } from '@urosim/domain';
import type { UserRow } from '../auth/repo.ts';
import { type Entitlement, readEntitlement } from '../billing/entitlements.ts';
import { PILOT_USAGE } from '../research-pilot/service.ts';

/** The usage counter of sessions (per period of the entitlement). */
export const SESSIONS = 'sessions';

/** A counter without a cap still counts, so that "used" means something on unlimited plans. */
const UNCAPPED = 2_000_000_000;

/** A user's session quota: allowance, used and remaining (unlimited counts as 999, section 9). */
export type Quota = { allowance: number; used: number; remaining: number; unlimited: boolean };

/** The plan's sessions in the entitlement's period (999 when unlimited). */
export const readPlanUsage = async (db: Knex, userId: string, entitlement: Entitlement) => {
  const used = entitlement.isAdmin ? 0 : await findUsage(db, userId, entitlement.period.key, SESSIONS);
  return allowanceView(entitlement.isAdmin ? null : entitlement.plan.sessionsPerMonth, used);
};

/** The research pilot's complimentary sessions of a participant; undefined for anyone else. */
export const readPilotUsage = async (db: Knex, userId: string) => {
  const participant = await findPilotParticipant(db, userId);
  if (!participant) return undefined;
  const used = await findUsage(db, userId, PILOT_USAGE.period, PILOT_USAGE.resource);
  return allowanceView(participant.complimentary_sessions, used);
};

/**
 * The sessions a user may still start: the plan's allowance in its period (the subscription's, or
 * the calendar month on Free), plus the research pilot's complimentary sessions for a participant
 * (used once the plan's are spent). Admins and unlimited plans: 999, unlimited.
 */
export const readQuota = async (db: Knex, config: Config, user: UserRow, at?: Date): Promise<Quota> => {
  const entitlement = await readEntitlement(db, config, user, at);
  return quotaOf(db, user.id, entitlement);
};

/** The quota of an entitlement already read. */
export const quotaOf = async (db: Knex, userId: string, entitlement: Entitlement): Promise<Quota> => {
  const plan = await readPlanUsage(db, userId, entitlement);
  if (plan.unlimited) return plan;
  const pilot = await readPilotUsage(db, userId);
  if (!pilot) return plan;
  return {
    allowance: plan.allowance + pilot.allowance,
    used: plan.used + pilot.used,
    remaining: plan.remaining + pilot.remaining,
    unlimited: false,
  };
};

/**
 * Consumes one session inside the caller's transaction: from the plan's allowance in the
 * entitlement's period, else from the pilot's complimentary sessions. False when both are spent.
 * Admins are not counted; unlimited plans count without a cap.
 */
export const consumeSession = async (
  trx: Knex,
  userId: string,
  entitlement: Entitlement,
): Promise<boolean> => {
  if (entitlement.isAdmin) return true;
  const allowance = entitlement.plan.sessionsPerMonth;
  const fromPlan = await consumeUsage(trx, {
    userId,
    period: entitlement.period.key,
    resource: SESSIONS,
    allowance: allowance ?? UNCAPPED,
  });
  if (fromPlan !== undefined) return true;
  const participant = await findPilotParticipant(trx, userId);
  if (!participant) return false;
  const pilot = await consumeUsage(trx, {
    userId,
    period: PILOT_USAGE.period,
    resource: PILOT_USAGE.resource,
    allowance: participant.complimentary_sessions,
  });
  return pilot !== undefined;
};
