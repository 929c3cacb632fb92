import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { diagnosticsEndpoints, type EmergencyDiagnostics, opsEndpoints } from '@urosim/contracts';
import { useEffect, useMemo, useState } from 'react';
import { apiClient } from '../../api/client';
import { fetchHealth } from '../../api/ops';
import { captured } from './capture';
import {
  COPY_FEEDBACK_MS,
  HEALTH_RECHECK_MS,
  NETWORK_PING_TIMEOUT_MS,
  NETWORK_TEST_TIMEOUT_MS,
} from './constants';
import { buildDiagnostics } from './report';

const SUPPORT_ADDRESS = 'support@urosim.local';

const storageKeys = () => {
  try {
    return Object.keys(localStorage);
  } catch {
    return [];
  }
};

/** What the browser can say about itself, without cookies or stored values. */
const browserInfo = () => ({
  language: navigator.language,
  online: navigator.onLine,
  cookiesEnabled: navigator.cookieEnabled,
  viewport: `${window.innerWidth}x${window.innerHeight}`,
  screen: `${window.screen.width}x${window.screen.height}`,
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

export const collectDiagnostics = (): EmergencyDiagnostics =>
  buildDiagnostics({
    logs: captured.logs.all(),
    requests: captured.requests.all(),
    errors: captured.errors.all(),
    url: window.location.href,
    userAgent: navigator.userAgent,
    now: new Date(),
    appVersion: __APP_VERSION__,
    storageKeys: storageKeys(),
    browser: browserInfo(),
  });

type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; id: string }
  | { status: 'failed' };
type NetState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'ok'; pingMs: number; ip: string }
  | { status: 'issue'; detail: string };

/** Sends the report; on failure, the e-mail fallback (section 7). Resolves with the stored id. */
export const sendDiagnostics = async (report: EmergencyDiagnostics): Promise<string> => {
  try {
    return (await apiClient.call(diagnosticsEndpoints.emergency, { body: report })).id;
  } catch {
    const fallback = await apiClient.call(diagnosticsEndpoints.emailDiagnostics, {
      body: {
        to: SUPPORT_ADDRESS,
        subject: `UroSim diagnostics ${report.timestamp ?? ''}`.trim(),
        diagnostics: report.comprehensiveDataText,
        userInfo: { url: report.url, userAgent: report.userAgent },
      },
    });
    return fallback.id;
  }
};

/**
 * The emergency diagnostics modal (section 2): what was captured, Send to Support (with its e-mail
 * fallback; 'Diagnostics Failed' when both fail), Copy, a network check ('Connection Issue') and
 * the server's health, re-checked every 30 s while open.
 */
export const DiagnosticsModal = ({ onClose }: { onClose: () => void }) => {
  const report = useMemo(collectDiagnostics, []);
  const [send, setSend] = useState<SendState>({ status: 'idle' });
  const [net, setNet] = useState<NetState>({ status: 'idle' });
  const [health, setHealth] = useState<string>('checking…');
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    const check = () =>
      fetchHealth()
        .then((answer) => setHealth(answer.status === 'ok' ? 'Server reachable' : 'Server degraded'))
        .catch(() => setHealth('Server unreachable'));
    void check();
    const timer = setInterval(check, HEALTH_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);

  const submit = async () => {
    setSend({ status: 'sending' });
    try {
      setSend({ status: 'sent', id: await sendDiagnostics(report) });
    } catch {
      setSend({ status: 'failed' });
    }
  };

  const checkNetwork = async () => {
    setNet({ status: 'checking' });
    try {
      const started = performance.now();
      await apiClient.call(opsEndpoints.ping, { timeoutMs: NETWORK_PING_TIMEOUT_MS });
      const pingMs = Math.round(performance.now() - started);
      const test = await apiClient.call(opsEndpoints.networkTest, { timeoutMs: NETWORK_TEST_TIMEOUT_MS });
      setNet({ status: 'ok', pingMs, ip: test.ip });
    } catch (error) {
      setNet({
        status: 'issue',
        detail: error instanceof Error ? error.message : 'The server did not answer.',
      });
    }
  };

  const copy = () => {
    void navigator.clipboard?.writeText(report.comprehensiveDataText).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    });
  };

  const summary = report.consoleSummary as { errors: number; warnings: number; failedRequests: number };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="diagnostics-title">
      <DialogTitle id="diagnostics-title">Emergency Diagnostics</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            This report helps support find out what went wrong. Passwords, tokens and cookies are removed
            before it is sent.
          </Typography>
          <Typography variant="body2">
            {summary.errors} errors, {summary.warnings} warnings, {summary.failedRequests} failed requests
            captured · {health}
          </Typography>
          {send.status === 'sent' && (
            <Alert severity="success">Diagnostics sent to support. Reference: {send.id}</Alert>
          )}
          {send.status === 'failed' && (
            <Alert severity="error">
              <strong>Diagnostics Failed</strong> — the report could not be sent. Copy it and e-mail it to{' '}
              {SUPPORT_ADDRESS}.
            </Alert>
          )}
          {net.status === 'ok' && (
            <Alert severity="success">
              Connection OK: the server answered in {net.pingMs} ms and sees your address as {net.ip}.
            </Alert>
          )}
          {net.status === 'issue' && (
            <Alert severity="warning">
              <strong>Connection Issue</strong> — {net.detail}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void checkNetwork()} disabled={net.status === 'checking'}>
          Check connection
        </Button>
        <Button onClick={copy}>{isCopied ? 'Copied' : 'Copy report'}</Button>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={send.status === 'sending' || send.status === 'sent'}
        >
          Send to Support
        </Button>
      </DialogActions>
    </Dialog>
  );
};
