import type { Config } from '@urosim/config';
import { type PilotStatus, RESEARCH_PILOT } from '@urosim/contracts';
import {
  countCasesCompletedSince,
  findPilotParticipant,
  findPlanBySlug,
  findUsage,
  insertPilotParticipant,
  insertPilotSubscription,
  type Knex,
} from '@urosim/db';
import { billingNow } from '../billing/entitlements.ts';

/** The usage counter of complimentary pilot sessions: one period for the whole pilot. */
export const PILOT_USAGE = { period: 'pilot', resource: 'pilot-sessions' } as const;

/**
 * Grants the pilot's free premium month once the participant has completed enough cases: a real
 * subscription (provider `urosim`, source `research-pilot`) from now for a month, which does not
 * renew. Once per user (a unique index); nothing for anyone else. True when granted now.
 */
export const grantPilotMonthIfEarned = async (db: Knex, config: Config, userId: string) => {
  const participant = await findPilotParticipant(db, userId);
  if (!participant) return false;
  const completed = await countCasesCompletedSince(db, userId, participant.joined_at);
  if (completed < RESEARCH_PILOT.casesForPremiumMonth) return false;
  const premium = await findPlanBySlug(db, 'premium');
  if (!premium) return false;
  const start = await billingNow(db, config, userId);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const granted = await insertPilotSubscription(db, {
    user_id: userId,
    plan_id: premium.id,
    current_period_start: start,
    current_period_end: end,
  });
  return granted !== undefined;
};

/** The caller's place in the research pilot. */
export const pilotStatus = async (db: Knex, userId: string): Promise<PilotStatus> => {
  const participant = await findPilotParticipant(db, userId);
  if (!participant) {
    return {
      isEnrolled: false,
      joinedAt: null,
      complimentarySessions: RESEARCH_PILOT.complimentarySessions,
      complimentaryUsed: 0,
      casesCompleted: 0,
      isPremiumMonthUnlocked: false,
    };
  }
  const [used, casesCompleted] = await Promise.all([
    findUsage(db, userId, PILOT_USAGE.period, PILOT_USAGE.resource),
    countCasesCompletedSince(db, userId, participant.joined_at),
  ]);
  return {
    isEnrolled: true,
    joinedAt: participant.joined_at.toISOString(),
    complimentarySessions: participant.complimentary_sessions,
    complimentaryUsed: used,
    casesCompleted,
    isPremiumMonthUnlocked: casesCompleted >= RESEARCH_PILOT.casesForPremiumMonth,
  };
};

/** Joins the pilot with consent; joining again keeps the first enrolment and its sessions. */
export const joinPilot = async (db: Knex, userId: string): Promise<PilotStatus> => {
  await insertPilotParticipant(db, userId, RESEARCH_PILOT.complimentarySessions);
  return pilotStatus(db, userId);
};
