import { AppError } from '../http/app-error.ts';

/**
 * Who may do what to a copilot (facilitated) session (ADR 0119). Its facilitator (who created it)
 * reads it with its code, injects scenario events and watches its training session through the
 * invite grant its claim made; its trainee (who claimed it) reads it without the code and links
 * the session they started. Anyone else, an admin included, gets the same 404 as for a copilot
 * session that does not exist.
 */
export const copilotActions = ['readAsFacilitator', 'inject', 'readAsTrainee', 'attach'] as const;
export type CopilotAction = (typeof copilotActions)[number];

/** A copilot session as the policy sees it: whose it is, and who claimed it. */
export type CopilotResource = { facilitatorId: string; traineeId: string | null };

const isFacilitator = (userId: string, c: CopilotResource) => userId === c.facilitatorId;
const isTrainee = (userId: string, c: CopilotResource) => c.traineeId !== null && userId === c.traineeId;

export const copilotRules: Readonly<Record<CopilotAction, (userId: string, c: CopilotResource) => boolean>> =
  {
    readAsFacilitator: isFacilitator,
    inject: isFacilitator,
    readAsTrainee: isTrainee,
    attach: isTrainee,
  };

export const copilotNotFound = () => new AppError('NOT_FOUND', 'No such copilot session');

/** Whether `userId` may do `action`; else the one 404. */
export const authorizeCopilot = (userId: string, action: CopilotAction, resource: CopilotResource) => {
  if (!copilotRules[action](userId, resource)) throw copilotNotFound();
};
