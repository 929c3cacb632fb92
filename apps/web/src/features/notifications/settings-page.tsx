import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { comingSoon, type SettingsSection, sessionLengths, type UserSettings } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { EffectsModeSetting } from '../effects/effects-mode-setting';
import { NotificationPrompt } from './notification-prompt';
import { errorText, useSaveSection, useUserSettings } from './notifications-api';

const kinds: [keyof UserSettings['notifications'], string, string][] = [
  ['reportReady', 'Report bundle ready', 'A session’s report bundle can be downloaded'],
  ['feedback', 'Facilitator feedback', 'A facilitator left feedback on your session'],
  ['subscription', 'Subscription ending', 'Your subscription ends within 7 days'],
  ['announcement', 'News & Updates', 'An announcement from the UroSim team (in the app only)'],
];
const channels: [keyof UserSettings['notifications']['feedback'], string][] = [
  ['inApp', 'In the app'],
  ['email', 'E-mail'],
  ['push', 'Browser push'],
];
const textSizeLabels: [UserSettings['accessibility']['textSize'], string][] = [
  ['small', 'Small'],
  ['medium', 'Medium (default)'],
  ['large', 'Large'],
  ['x-large', 'Extra large'],
];

const Section = ({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) => (
  <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
    <Typography id={id} variant="h2" sx={{ mb: intro ? 0.5 : 2 }}>
      {title}
    </Typography>
    {intro && (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
    )}
    {children}
  </Paper>
);

/**
 * `/settings`: the user's settings by section, each change saved on the server and applied at once
 * (ADR 0126); the account's other pages are linked.
 */
export const SettingsPage = () => {
  useDocumentTitle('Settings');
  const settings = useUserSettings();
  const save = useSaveSection();
  const s = settings.data;

  const put = <S extends SettingsSection>(section: S, value: UserSettings[S]) =>
    save.mutate({ section, value: value as unknown as Record<string, unknown> });

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Settings
      </Typography>
      {/* "Saved." appears beside the promise it keeps, in a live region that takes no room of its own. */}
      <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography color="text.secondary">Changes are saved and applied as you make them.</Typography>
        <Box aria-live="polite">
          {save.isSuccess && !save.isPending && (
            <Typography role="status" color="success.main">
              Saved.
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack spacing={3}>
        <Paper component="nav" variant="outlined" aria-label="Account pages" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
            <Link component={RouterLink} to="/profile">
              Profile
            </Link>
            <Link component={RouterLink} to="/settings/security">
              Security
            </Link>
            <Link component={RouterLink} to="/subscription">
              Subscription
            </Link>
            <Link component={RouterLink} to="/notifications">
              Notifications
            </Link>
          </Stack>
        </Paper>
        {save.isError && <Alert severity="error">{errorText(save.error)}</Alert>}
        {settings.isError && <Alert severity="error">{errorText(settings.error)}</Alert>}
        {s && (
          <>
            <Section id="settings-accessibility" title="Accessibility">
              <Stack spacing={2} useFlexGap>
                <TextField
                  select
                  label="Text size"
                  value={s.accessibility.textSize}
                  onChange={(e) =>
                    put('accessibility', {
                      ...s.accessibility,
                      textSize: e.target.value as UserSettings['accessibility']['textSize'],
                    })
                  }
                  sx={{ maxWidth: 280 }}
                  slotProps={{ select: { inputProps: { 'data-testid': 'text-size' } } }}
                >
                  {textSizeLabels.map(([value, label]) => (
                    <MenuItem key={value} value={value}>
                      {label}
                    </MenuItem>
                  ))}
                </TextField>
                <FormControlLabel
                  control={
                    <Switch
                      checked={s.accessibility.reducedMotion}
                      onChange={(e) =>
                        put('accessibility', { ...s.accessibility, reducedMotion: e.target.checked })
                      }
                    />
                  }
                  label="Reduce motion (no animations or transitions)"
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={s.accessibility.highContrast}
                      onChange={(e) =>
                        put('accessibility', { ...s.accessibility, highContrast: e.target.checked })
                      }
                    />
                  }
                  label="Higher contrast text and outlines"
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={s.accessibility.underlineLinks}
                      onChange={(e) =>
                        put('accessibility', { ...s.accessibility, underlineLinks: e.target.checked })
                      }
                    />
                  }
                  label="Always underline links"
                />
                <EffectsModeSetting />
              </Stack>
            </Section>

            <Section
              id="settings-training"
              title="Training preferences"
              intro="Kept with your account. The length and the mode are the ones a case offers first. Choosing another mode on a case's page changes it here; another length holds for that case only."
            >
              <Stack spacing={2}>
                <TextField
                  select
                  label="Default session length"
                  value={s.training.defaultSessionMinutes ?? 'case'}
                  onChange={(e) =>
                    put('training', {
                      ...s.training,
                      defaultSessionMinutes:
                        e.target.value === 'case'
                          ? null
                          : (Number(e.target.value) as UserSettings['training']['defaultSessionMinutes']),
                    })
                  }
                  sx={{ maxWidth: 280 }}
                >
                  <MenuItem value="case">Each case's own length</MenuItem>
                  {sessionLengths.map((m) => (
                    <MenuItem key={m} value={m}>
                      {m} minutes
                    </MenuItem>
                  ))}
                </TextField>
                <FormControl>
                  <FormLabel id="default-mode">Default mode</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="default-mode"
                    value={s.training.defaultMode}
                    onChange={(e) =>
                      put('training', { ...s.training, defaultMode: e.target.value as 'Chat' | 'Avatar' })
                    }
                  >
                    <FormControlLabel value="Chat" control={<Radio />} label="Chat" />
                    <FormControlLabel
                      value="Avatar"
                      control={<Radio />}
                      label={comingSoon.avatar ? 'Avatar (coming soon)' : 'Avatar'}
                      disabled={comingSoon.avatar}
                    />
                  </RadioGroup>
                </FormControl>
              </Stack>
            </Section>

            <Section
              id="settings-notifications"
              title="Notifications"
              intro="How you hear about each kind of event."
            >
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        Event
                      </TableCell>
                      {channels.map(([key, label]) => (
                        <TableCell key={key} component="th" scope="col" align="center">
                          {label}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {kinds.map(([kind, label, hint]) => (
                      <TableRow key={kind}>
                        <TableCell component="th" scope="row">
                          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {hint}
                          </Typography>
                        </TableCell>
                        {channels.map(([channel, channelLabel]) => {
                          const outsideApp = kind === 'announcement' && channel !== 'inApp';
                          return (
                            <TableCell key={channel} align="center">
                              <Checkbox
                                checked={!outsideApp && s.notifications[kind][channel]}
                                disabled={outsideApp}
                                slotProps={{ input: { 'aria-label': `${label}: ${channelLabel}` } }}
                                onChange={(e) =>
                                  put('notifications', {
                                    ...s.notifications,
                                    [kind]: { ...s.notifications[kind], [channel]: e.target.checked },
                                  })
                                }
                              />
                            </TableCell>
                          );
                        })}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              <Box sx={{ mt: 2 }}>
                <NotificationPrompt always />
              </Box>
            </Section>

            <Section id="settings-privacy" title="Privacy">
              <Stack spacing={1} useFlexGap>
                <FormControlLabel
                  control={
                    <Switch
                      checked={s.privacy.showNameToObservers}
                      onChange={(e) =>
                        put('privacy', { ...s.privacy, showNameToObservers: e.target.checked })
                      }
                    />
                  }
                  label="Show my full name to facilitators and colleagues I invite"
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={s.privacy.allowResearchUse}
                      onChange={(e) => put('privacy', { ...s.privacy, allowResearchUse: e.target.checked })}
                    />
                  }
                  label="Allow anonymised figures from my sessions in the research pilot's analyses"
                />
              </Stack>
            </Section>

            <Box>
              <Button variant="outlined" onClick={() => save.mutate('reset')} disabled={save.isPending}>
                Reset all settings to their defaults
              </Button>
            </Box>
          </>
        )}
      </Stack>
    </Container>
  );
};
