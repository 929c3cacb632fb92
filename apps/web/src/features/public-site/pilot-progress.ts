import { type PilotStatus, RESEARCH_PILOT } from '@urosim/contracts';

/** Complimentary sessions the participant has not used yet (never below zero). */
export const sessionsLeft = (status: Pick<PilotStatus, 'complimentarySessions' | 'complimentaryUsed'>) =>
  Math.max(0, status.complimentarySessions - status.complimentaryUsed);

/** "7 of 10 complimentary sessions left". */
export const sessionsLeftText = (status: Pick<PilotStatus, 'complimentarySessions' | 'complimentaryUsed'>) =>
  `${sessionsLeft(status)} of ${status.complimentarySessions} complimentary ${
    status.complimentarySessions === 1 ? 'session' : 'sessions'
  } left`;

/** Cases counted towards the premium month: at most the number needed. */
export const casesTowardsPremium = (casesCompleted: number) =>
  Math.min(Math.max(0, casesCompleted), RESEARCH_PILOT.casesForPremiumMonth);

/** "1 of 2 cases completed". */
export const casesProgressText = (casesCompleted: number) =>
  `${casesTowardsPremium(casesCompleted)} of ${RESEARCH_PILOT.casesForPremiumMonth} cases completed`;
