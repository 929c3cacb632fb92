import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/client';
import { errorText } from './notifications-api';
import { currentSubscription, disablePush, enablePush, pushSupport } from './push';

/** Section 4's texts of the notification-permission prompt. */
export const promptTexts = {
  blocked:
    'Notifications are currently blocked. Please update your browser settings to enable notifications.',
  unsupported: 'Notifications not supported in this browser',
} as const;

const NOT_NOW_KEY = 'urosimPushNotNow';

/**
 * The notification-permission prompt (specification, section 4): by the browser's permission,
 * default offers Enable Notifications or Not Now; granted offers enabling or disabling push for
 * this browser; denied says they are blocked. Push needs a service worker (/push-sw.js).
 */
export const NotificationPrompt = ({ always = false }: { always?: boolean }) => {
  const support = pushSupport();
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    support === 'supported' ? Notification.permission : 'default',
  );
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(() => {
    try {
      return !always && sessionStorage.getItem(NOT_NOW_KEY) === 'true';
    } catch {
      return false;
    }
  });

  useEffect(() => {
    if (support !== 'supported') return;
    void currentSubscription()
      .then((s) => setSubscribed(!!s))
      .catch(() => setSubscribed(false));
  }, [support]);

  if (support === 'unsupported')
    return (
      <Alert severity="info" data-testid="notification-prompt">
        {promptTexts.unsupported}
      </Alert>
    );
  if (dismissed) return null;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      // The api's errors by their message; the browser's (no push service, private window) by name.
      setError(
        isApiError(e)
          ? errorText(e)
          : `This browser could not turn notifications on${e instanceof Error && e.message ? `: ${e.message}` : '.'}`,
      );
    } finally {
      setBusy(false);
      setPermission(Notification.permission);
      setSubscribed(!!(await currentSubscription().catch(() => null)));
    }
  };

  if (permission === 'denied')
    return (
      <Alert severity="warning" data-testid="notification-prompt">
        {promptTexts.blocked}
      </Alert>
    );

  return (
    <Alert severity="info" data-testid="notification-prompt" icon={false}>
      <Stack spacing={1.5}>
        <Typography>
          {permission === 'granted'
            ? subscribed
              ? 'Notifications are on for this browser.'
              : 'Notifications are allowed but not enabled for this browser.'
            : 'Get a browser notification when your report is ready, a facilitator leaves feedback or your subscription is about to end.'}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          {permission === 'default' && (
            <>
              <Button variant="contained" disabled={busy} onClick={() => run(enablePush)}>
                Enable Notifications
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  try {
                    sessionStorage.setItem(NOT_NOW_KEY, 'true');
                  } catch {
                    // hidden for this page only
                  }
                  setDismissed(!always);
                }}
              >
                Not Now
              </Button>
            </>
          )}
          {permission === 'granted' &&
            (subscribed ? (
              <Button variant="outlined" disabled={busy} onClick={() => run(disablePush)}>
                Disable Notifications
              </Button>
            ) : (
              <Button variant="contained" disabled={busy} onClick={() => run(enablePush)}>
                Enable Notifications
              </Button>
            ))}
        </Stack>
        {error && <Typography color="error">{error}</Typography>}
      </Stack>
    </Alert>
  );
};
