import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { QuietErrorBoundary } from '../../components/error-boundary';
import { OPEN_DIAGNOSTICS_EVENT } from './constants';
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
export const DiagnosticsSlot = ({ isApp }: { isApp: boolean }) => {
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    // In the app, once the page has loaded; on the website, at the visitor's first interaction
    // (the landing page fetches none of it before then).
    const start = () =>
      void actions().then(
        (module) => module.startRemoteLogging(),
        () => undefined,
      );
    const idle = isApp ? window.setTimeout(start, 1_000) : undefined;
    const onFirstInput = () => start();
    if (!isApp) {
      window.addEventListener('pointerdown', onFirstInput, { once: true });
      window.addEventListener('keydown', onFirstInput, { once: true });
    }
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
    window.addEventListener('keydown', onKey);
    window.addEventListener(OPEN_DIAGNOSTICS_EVENT, onRequest);
    return () => {
      window.clearTimeout(idle);
      window.removeEventListener('pointerdown', onFirstInput);
      window.removeEventListener('keydown', onFirstInput);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener(OPEN_DIAGNOSTICS_EVENT, onRequest);
    };
  }, [isApp]);
  const close = useCallback(() => setOpen(false), []);
  if (!isOpen) return null;
  return (
    <QuietErrorBoundary name="DiagnosticsModal" fallback={null}>
      <Suspense fallback={null}>
        <DiagnosticsModal onClose={close} />
      </Suspense>
    </QuietErrorBoundary>
  );
};
