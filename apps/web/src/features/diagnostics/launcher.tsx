import { lazy, Suspense, useEffect, useState } from 'react';
import { QuietErrorBoundary } from '../../components/error-boundary';
import { OPEN_DIAGNOSTICS_EVENT } from './constants';
import type { DiagnosticsAction } from './shortcuts';

// The diagnostics (their shortcuts, the log capture and the modal) load after the page: in the app
// a second after it, on the website at the visitor's first key or click. The landing page's
// JavaScript carries only this listener (ADR 0127).
const DiagnosticsSlot = lazy(async () => ({
  default: (await import('./diagnostics-slot')).DiagnosticsSlot,
}));

/** What started the load: a key (replayed as a shortcut), an event's action, or nothing. */
export type FirstTrigger =
  | { kind: 'key'; key: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'> }
  | { kind: 'action'; action: DiagnosticsAction }
  | { kind: 'none' };

/** A key that may be a diagnostics shortcut (Ctrl/Cmd with Shift or Alt, and L, C, D or ¬). */
const mayBeShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && (event.shiftKey || event.altKey) && /^[lcd¬]$/i.test(event.key);

export const DiagnosticsLauncher = ({ isApp }: { isApp: boolean }) => {
  const [trigger, setTrigger] = useState<FirstTrigger | null>(null);
  useEffect(() => {
    if (trigger) return;
    const idle = isApp ? window.setTimeout(() => setTrigger({ kind: 'none' }), 1_000) : undefined;
    const onKey = (event: KeyboardEvent) => {
      if (mayBeShortcut(event)) {
        event.preventDefault();
        const { key, ctrlKey, metaKey, shiftKey, altKey } = event;
        setTrigger({ kind: 'key', key: { key, ctrlKey, metaKey, shiftKey, altKey } });
      } else if (!isApp) setTrigger({ kind: 'none' });
    };
    const onPointer = () => setTrigger({ kind: 'none' });
    const onRequest = (event: Event) =>
      setTrigger({
        kind: 'action',
        action: (event as CustomEvent<DiagnosticsAction>).detail ?? 'capture-diagnostics',
      });
    window.addEventListener('keydown', onKey);
    if (!isApp) window.addEventListener('pointerdown', onPointer, { once: true });
    window.addEventListener(OPEN_DIAGNOSTICS_EVENT, onRequest);
    return () => {
      window.clearTimeout(idle);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
      window.removeEventListener(OPEN_DIAGNOSTICS_EVENT, onRequest);
    };
  }, [isApp, trigger]);
  if (!trigger) return null;
  return (
    <QuietErrorBoundary name="Diagnostics" fallback={null}>
      <Suspense fallback={null}>
        <DiagnosticsSlot first={trigger} />
      </Suspense>
    </QuietErrorBoundary>
  );
};
