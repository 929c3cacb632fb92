import type { SessionClock } from '@urosim/contracts';

/** What the clock of a session is made of (a `training_sessions` row). */
export type ClockTimes = {
  started_at: Date;
  ends_at: Date;
  ended_at: Date | null;
  end_reason: 'completed' | 'timeout' | null;
};

const secondsBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 1000);

/**
 * The server's clock of a session at `now` (the api answers it; the worker sends it to a watched
 * session's room when the time ends it, ADR 0117).
 */
export const sessionClock = (row: ClockTimes, countdownSeconds: number, now = new Date()): SessionClock => {
  const durationSeconds = secondsBetween(row.started_at, row.ends_at);
  const ended = row.ended_at !== null || now >= row.ends_at;
  const phase = ended ? 'ended' : now < row.started_at ? 'countdown' : 'active';
  const remaining =
    phase === 'ended'
      ? 0
      : phase === 'countdown'
        ? durationSeconds
        : Math.max(0, Math.ceil((row.ends_at.getTime() - now.getTime()) / 1000));
  return {
    phase,
    serverNow: now.toISOString(),
    startedAt: row.started_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    endedAt: row.ended_at?.toISOString() ?? (ended ? row.ends_at.toISOString() : null),
    endReason: row.end_reason ?? (ended ? 'timeout' : null),
    durationSeconds,
    countdownSeconds,
    remainingSeconds: remaining,
  };
};
