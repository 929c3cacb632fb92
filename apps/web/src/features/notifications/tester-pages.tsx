import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { COMING_SOON_TEXT, comingSoon } from '@urosim/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { flags } from '../../config/flags';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthUser } from '../auth/auth-provider';
import { errorText, notificationsApi, useUserSettings } from './notifications-api';

/** The screenshot limit the api enforces (checked here too, to say so before uploading). */
const MAX_BYTES = 2 * 1024 * 1024;

/** The browser details sent with a report, collected automatically. */
export const browserDetails = (): Record<string, string | number | boolean> => ({
  userAgent: navigator.userAgent,
  language: navigator.language,
  platform:
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform,
  screen: `${window.screen.width}x${window.screen.height}`,
  viewport: `${window.innerWidth}x${window.innerHeight}`,
  devicePixelRatio: window.devicePixelRatio,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  cookiesEnabled: navigator.cookieEnabled,
  online: navigator.onLine,
});

const toBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** `/internal-tester-form`: a tester reports a problem with a screenshot; the admins receive it. */
export const InternalTesterFormPage = () => {
  useDocumentTitle('Internal tester form');
  const details = useMemo(browserDetails, []);
  const [summary, setSummary] = useState('');
  const [text, setText] = useState('');
  const [pageUrl, setPageUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: async () =>
      notificationsApi.report({
        summary,
        details: text,
        browser: details,
        ...(pageUrl ? { pageUrl } : {}),
        ...(file ? { screenshot: await toBase64(file) } : {}),
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fileError) return;
    send.mutate();
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Internal tester form
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Report a problem to the UroSim team. Your browser’s details are added for you.
      </Typography>
      {send.isSuccess ? (
        <Alert severity="success" role="status">
          Thank you: your report reached the team.{' '}
          <Button
            size="small"
            onClick={() => {
              send.reset();
              setSummary('');
              setText('');
              setFile(null);
            }}
          >
            Report another problem
          </Button>
        </Alert>
      ) : (
        <Paper component="form" variant="outlined" onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} noValidate>
          <Stack spacing={2}>
            <TextField
              label="What went wrong (a short summary)"
              required
              value={summary}
              onChange={(e) => setSummary(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="Details: what you did, what you expected, what happened"
              required
              multiline
              minRows={4}
              value={text}
              onChange={(e) => setText(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 5000 } }}
            />
            <TextField
              label="Page where it happened (optional)"
              value={pageUrl}
              onChange={(e) => setPageUrl(e.target.value)}
              placeholder="/case/…"
            />
            <Stack spacing={0.5}>
              <Typography component="label" htmlFor="tester-screenshot" sx={{ fontWeight: 600 }}>
                Screenshot (PNG, JPEG or WebP, up to 2 MB; optional)
              </Typography>
              <input
                id="tester-screenshot"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => {
                  const chosen = e.target.files?.[0] ?? null;
                  setFile(chosen);
                  setFileError(
                    chosen && chosen.size > MAX_BYTES ? 'The screenshot is larger than 2 MB.' : null,
                  );
                }}
              />
              {fileError && <Typography color="error">{fileError}</Typography>}
            </Stack>
            <details>
              <summary>Browser details sent with the report</summary>
              <Table size="small" aria-label="Browser details">
                <TableBody>
                  {Object.entries(details).map(([k, v]) => (
                    <TableRow key={k}>
                      <TableCell component="th" scope="row">
                        {k}
                      </TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>{String(v)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </details>
            {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
            <div>
              <Button type="submit" variant="contained" disabled={send.isPending}>
                {send.isPending ? 'Sending…' : 'Send report'}
              </Button>
            </div>
          </Stack>
        </Paper>
      )}
    </Container>
  );
};

/** `/feature-test`: the flags in force for this user, for testers. */
export const FeatureTestPage = () => {
  useDocumentTitle('Feature test');
  const { user } = useAuthUser();
  const server = useQuery({
    queryKey: ['user', 'feature-flags', user?.id],
    queryFn: ({ signal }) => notificationsApi.featureFlags(signal),
    enabled: !!user,
  });
  const settings = useUserSettings();
  const rows: { name: string; value: string; source: string }[] = [
    ...(server.data?.flags ?? []),
    { name: 'dev routes', value: String(flags.hasDevRoutes), source: 'build (VITE_DEV_ROUTES)' },
    { name: 'public cases', value: String(flags.isPublicCases), source: 'build (VITE_PUBLIC_CASES)' },
    ...Object.entries(comingSoon).map(([feature, on]) => ({
      name: `coming soon: ${feature}`,
      value: on ? `yes — ${COMING_SOON_TEXT[feature as keyof typeof COMING_SOON_TEXT]}` : 'no (available)',
      source: 'product',
    })),
    ...(settings.data
      ? Object.entries(settings.data).flatMap(([section, values]) =>
          Object.entries(values).map(([key, value]) => ({
            name: `${section}.${key}`,
            value: typeof value === 'object' ? JSON.stringify(value) : String(value),
            source: 'your settings',
          })),
        )
      : []),
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Feature test
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The flags in force for your account in this browser.
      </Typography>
      {server.isError && <Alert severity="error">{errorText(server.error)}</Alert>}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Flags in force">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Flag
              </TableCell>
              <TableCell component="th" scope="col">
                Value
              </TableCell>
              <TableCell component="th" scope="col">
                Source
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.name}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.value}</TableCell>
                <TableCell>{row.source}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Container>
  );
};
