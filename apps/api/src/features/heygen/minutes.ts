/** The avatar allowance of a period (ADR 0128): minutes included (null unlimited) and seconds used. */
export const avatarMinutesOf = (included: number | null, usedSeconds: number) => ({
  included,
  usedSeconds,
  remainingSeconds: included === null ? null : Math.max(0, included * 60 - usedSeconds),
});

/** Whether the allowance is spent: nothing left, or a plan without avatar minutes. */
export const isAvatarAllowanceSpent = (minutes: { remainingSeconds: number | null }) =>
  minutes.remainingSeconds !== null && minutes.remainingSeconds <= 0;

/** Whether an open session has run past the timeout and must be closed. */
export const isTimedOut = (startedAt: Date, now: Date, timeoutMinutes: number) =>
  now.getTime() - startedAt.getTime() >= timeoutMinutes * 60_000;
