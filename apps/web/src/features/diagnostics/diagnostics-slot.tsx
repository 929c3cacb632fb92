import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { OPEN_DIAGNOSTICS_EVENT } from './constants';
import type { FirstTrigger } from './launcher';
import { type DiagnosticsAction, shortcutAction } from './shortcuts';

// Only loaded when asked for: none of it is on the landing page's path.
const DiagnosticsModal = lazy(async () => ({
  default: (await import('./diagnostics-modal')).DiagnosticsModal,
}));
const actions = () => import('./diagnostics-actions');

/**
 * The emergency diagnostics: the capture starts once the page has loaded; the shortcuts
 * (Ctrl/Cmd+Shift+L or +Alt+L, +Shift+C, +Shift+D) and the `open-emergency-diagnostics` event
 * (five clicks on the version label) open the modal or copy and clear the logs.
 */
export const DiagnosticsSlot = ({ first }: { first: FirstTrigger }) => {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    // Loaded by the launcher: in the app a second after the page, on the website at the visitor's
    // first interaction (the landing page fetches none of it before then).
    void actions().then(
      (module) => module.startRemoteLogging(),
      () => undefined,
    );
    const run = (action: DiagnosticsAction) => {
      if (action === 'capture-diagnostics') setOpen(true);
      else
        void actions().then(
          (module) => module.runLogAction(action),
          () => undefined,
        );
    };
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutAction(event);
      if (!action) return;
      event.preventDefault();
      run(action);
    };
    const onRequest = (event: Event) =>
      run((event as CustomEvent<DiagnosticsAction>).detail ?? 'capture-diagnostics');
    // What made the launcher load this: a shortcut or a request, answered now.
    const firstAction =
      first.kind === 'key' ? shortcutAction(first.key) : first.kind === 'action' ? first.action : null;
    if (firstAction) run(firstAction);
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_DIAGNOSTICS_EVENT, onRequest);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_DIAGNOSTICS_EVENT, onRequest);
    };
  }, [first]);
  const close = useCallback(() => setOpen(false), []);
  if (!isOpen) return null;
  return (
    // The launcher's quiet boundary holds this too: the modal failing to load shows nothing.
    <Suspense fallback={null}>
      <DiagnosticsModal onClose={close} />
    </Suspense>
  );
};
