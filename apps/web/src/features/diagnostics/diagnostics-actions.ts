import { showToast } from '../toasts/toast-store';
import { captured, clearCaptured } from './capture';
import { startRemoteLogging } from './remote-log';
import { logsDump } from './report';
import type { DiagnosticsAction } from './shortcuts';

export { startRemoteLogging };

/** Runs a shortcut's action other than opening the modal: copy or clear the captured logs. */
export const runLogAction = async (action: Exclude<DiagnosticsAction, 'capture-diagnostics'>) => {
  if (action === 'clear-logs') {
    clearCaptured();
    showToast({ type: 'info', message: 'Captured logs cleared.' });
    return;
  }
  const dump = logsDump(captured.logs.all());
  try {
    await navigator.clipboard.writeText(dump);
    showToast({ type: 'success', message: `Captured logs copied (${captured.logs.all().length} entries).` });
  } catch {
    showToast({
      type: 'warning',
      message: 'The logs could not be copied: open the diagnostics with Ctrl+Shift+D.',
    });
  }
};
