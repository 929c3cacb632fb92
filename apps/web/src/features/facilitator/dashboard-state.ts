import type { FacilitatorDashboard, LiveEvent } from '@urosim/contracts';

/** Event types after which the server's marking may have changed: the snapshot is read again. */
export const MARKING_EVENTS = new Set<LiveEvent['type']>(['message', 'action', 'phase']);

/** How long after the last such event the snapshot is read again. */
export const REFETCH_DEBOUNCE_MS = 300;

/**
 * Applies live events to the facilitator's snapshot at once (lines, requests, the clock, Ready, the
 * facilitators' messages); each is idempotent, since an event may also be in a later snapshot. The
 * marking waits for the snapshot read again.
 */
export const applyDashboardEvents = (
  dashboard: FacilitatorDashboard,
  events: readonly LiveEvent[],
): FacilitatorDashboard => {
  let next = dashboard;
  for (const event of events) {
    switch (event.type) {
      case 'message': {
        const { message } = event.payload;
        if (next.transcript.some((line) => line.id === message.id)) break;
        next = { ...next, transcript: [...next.transcript, message] };
        break;
      }
      case 'action': {
        const { action } = event.payload;
        const same = (item: typeof action) => item.kind === action.kind && item.itemId === action.itemId;
        next = next.actions.some(same)
          ? { ...next, actions: next.actions.map((item) => (same(item) ? action : item)) }
          : { ...next, actions: [...next.actions, action] };
        break;
      }
      case 'phase':
        next = { ...next, clock: event.payload.clock };
        break;
      case 'facilitatorReady':
        if (event.payload.watcherId === next.watcher.id) {
          next = { ...next, watcher: { ...next.watcher, ready: event.payload.ready } };
        }
        break;
      case 'facilitatorChat': {
        const { message } = event.payload;
        if (next.chat.some((item) => item.id === message.id)) break;
        next = { ...next, chat: [...next.chat, message] };
        break;
      }
      case 'watchers':
        break;
    }
    next = { ...next, lastSeq: Math.max(next.lastSeq, event.seq) };
  }
  return next;
};
