import { type PilotStatus, RESEARCH_PILOT } from '@urosim/contracts';
import {
  countCasesCompletedSince,
  findPilotParticipant,
  findUsage,
  insertPilotParticipant,
  type Knex,
} from '@urosim/db';

/** The usage counter of complimentary pilot sessions: one period for the whole pilot. */
export const PILOT_USAGE = { period: 'pilot', resource: 'pilot-sessions' } as const;

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
