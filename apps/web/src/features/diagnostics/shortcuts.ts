import { MULTI_CLICK } from './constants';

export type DiagnosticsAction = 'capture-logs' | 'clear-logs' | 'capture-diagnostics';

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/**
 * The capture shortcuts (section 9): Ctrl/Cmd+Shift+L or Ctrl/Cmd+Alt+L capture logs,
 * Ctrl/Cmd+Shift+C clears them, Ctrl/Cmd+Shift+D captures diagnostics.
 */
export const shortcutAction = (event: KeyLike): DiagnosticsAction | null => {
  if (!(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'l' && (event.shiftKey || event.altKey)) return 'capture-logs';
  // Ctrl+Alt+L on some layouts gives '¬': the physical key is what counts there.
  if (event.altKey && !event.shiftKey && key === '¬') return 'capture-logs';
  if (!event.shiftKey || event.altKey) return null;
  if (key === 'c') return 'clear-logs';
  if (key === 'd') return 'capture-diagnostics';
  return null;
};

/** Five clicks within 2 s (section 9): returns true on the click that completes them. */
export const createMultiClickDetector = ({
  clicks = MULTI_CLICK.clicks as number,
  withinMs = MULTI_CLICK.withinMs as number,
  now = Date.now,
} = {}) => {
  let times: number[] = [];
  return () => {
    const at = now();
    times = [...times.filter((time) => at - time < withinMs), at];
    if (times.length < clicks) return false;
    times = [];
    return true;
  };
};
