import type { FacilitatorChatMessage, LiveEvent } from '@urosim/contracts';

/** What the trainee's page keeps of the room's events: who is ready and the facilitators' messages. */
export type TraineeRoomState = {
  ready: Record<string, boolean>;
  messages: FacilitatorChatMessage[];
  /** Who is connected now, by watcher id, from the last `watchers` event. */
  connected: Record<string, boolean>;
};

export const emptyRoomState: TraineeRoomState = { ready: {}, messages: [], connected: {} };

/** Applies live events (already in seq order) to the trainee's room state. */
export const applyRoomEvents = (state: TraineeRoomState, events: readonly LiveEvent[]): TraineeRoomState => {
  let next = state;
  for (const event of events) {
    if (event.type === 'facilitatorReady') {
      next = { ...next, ready: { ...next.ready, [event.payload.watcherId]: event.payload.ready } };
    } else if (event.type === 'facilitatorChat') {
      if (next.messages.some((message) => message.id === event.payload.message.id)) continue;
      next = { ...next, messages: [...next.messages, event.payload.message] };
    } else if (event.type === 'watchers') {
      const connected: Record<string, boolean> = {};
      for (const watcher of event.payload.watchers) connected[watcher.id] = watcher.connected;
      next = { ...next, connected };
    }
  }
  return next;
};

/** Whether any watcher still watching is ready (the session update's `facilitatorReady`). */
export const isAnyReady = (state: TraineeRoomState, watcherIds: readonly string[]) =>
  watcherIds.some((id) => state.ready[id] === true);
