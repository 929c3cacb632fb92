import { type LiveEvent, ZLiveEvent } from '@urosim/contracts';

/** A live event as received, or null when it does not match the contract (it is then ignored). */
export const parseLiveEvent = (value: unknown): LiveEvent | null => {
  const parsed = ZLiveEvent.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * Adds received events to what a page has: each seq once, in seq order. Answers the events that are
 * new (in order) and the last seq now held.
 */
export const takeNewEvents = (
  lastSeq: number,
  seen: Set<number>,
  received: readonly LiveEvent[],
): { fresh: LiveEvent[]; lastSeq: number } => {
  const fresh = [...received]
    .sort((a, b) => a.seq - b.seq)
    .filter((event) => {
      if (seen.has(event.seq)) return false;
      seen.add(event.seq);
      return true;
    });
  const last = fresh.reduce((max, event) => Math.max(max, event.seq), lastSeq);
  return { fresh, lastSeq: last };
};
