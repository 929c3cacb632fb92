import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CaseDetail, type SessionLength, sessionLengths } from '@urosim/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SectionGrid } from '../../components/section-grid';
import { durationText } from '../cases/case-labels';
import { useSaveSection, useUserSettings } from '../notifications/notifications-api';
import { PatientPanel } from './patient-panel';
import { formatTimer } from './session-clock';
import { requestSession } from './session-events';
import { readPreferredMode, type StoredMode, writePreferredMode } from './session-storage';
import type { SessionLengthChoice } from './use-session-length';

const Card = ({
  id,
  title,
  area,
  children,
}: {
  id: string;
  title: string;
  area: string;
  children: ReactNode;
}) => (
  <Paper
    component="section"
    aria-labelledby={`${id}-heading`}
    variant="outlined"
    sx={{ p: { xs: 2, md: 3 }, gridArea: area }}
  >
    <Typography id={`${id}-heading`} component="h2" variant="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/**
 * Text chat or the talking avatar (ADR 0128). The choice is remembered in the account's training
 * preferences (Settings), so it follows the trainee between devices, and mirrored in this browser
 * for the start call.
 */
const ModeChoice = () => {
  const settings = useUserSettings();
  const save = useSaveSection();
  const [mode, setMode] = useState<StoredMode>(readPreferredMode);
  const remembered = settings.data?.training.defaultMode;
  useEffect(() => {
    if (!remembered) return;
    setMode(remembered);
    writePreferredMode(remembered);
  }, [remembered]);
  return (
    <FormControl sx={{ mb: 2, display: 'block' }}>
      <FormLabel id="mode-label">How to consult</FormLabel>
      <RadioGroup
        row
        aria-labelledby="mode-label"
        value={mode}
        onChange={(event) => {
          const next = event.target.value === 'Avatar' ? 'Avatar' : 'Chat';
          setMode(next);
          writePreferredMode(next);
          if (settings.data && next !== remembered)
            save.mutate({ section: 'training', value: { ...settings.data.training, defaultMode: next } });
        }}
      >
        <FormControlLabel value="Chat" control={<Radio />} label="Text chat" />
        <FormControlLabel
          value="Avatar"
          control={<Radio />}
          label="Talking avatar (spoken replies, captions)"
        />
      </RadioGroup>
    </FormControl>
  );
};

/**
 * The session's length (ADR 0135): the case's own, or 5 to 20 minutes. Starts at the trainee's
 * default from Settings; a choice here holds for this case in this tab and does not change the default.
 */
const LengthChoice = ({ caseSeconds, length }: { caseSeconds: number; length: SessionLengthChoice }) => (
  <TextField
    select
    label="Session length"
    value={length.minutes === null ? 'case' : String(length.minutes)}
    onChange={(event) =>
      length.choose(event.target.value === 'case' ? null : (Number(event.target.value) as SessionLength))
    }
    sx={{ mb: 2, minWidth: 260, display: 'flex', maxWidth: 320 }}
  >
    <MenuItem value="case">As the case sets it ({durationText(caseSeconds)})</MenuItem>
    {sessionLengths.map((minutes) => (
      <MenuItem key={minutes} value={String(minutes)}>
        {minutes} minutes
      </MenuItem>
    ))}
  </TextField>
);

/** Before the start: the brief, the patient, the objectives, and where to start. */
export const BeforeStart = ({
  detail,
  isStarting,
  isPreview,
  length,
}: {
  detail: CaseDetail;
  isStarting: boolean;
  isPreview: boolean;
  /** The length of the next session and its choice (absent in an admin's preview). */
  length?: SessionLengthChoice;
}) => {
  const seconds = length?.minutes ? length.minutes * 60 : detail.durationSeconds;
  return (
    // On a phone: start, patient and brief, objectives; beside each other from 900 px.
    <SectionGrid
      columns={{ xs: '1fr', md: '2fr 1fr' }}
      areas={{ xs: '"start" "patient" "objectives"', md: '"start patient" "objectives patient"' }}
    >
      <Card id="start" title={isPreview ? 'Preview' : 'Ready when you are'} area="start">
        {isPreview ? (
          <>
            <Typography sx={{ mb: 2 }}>
              You are previewing this case: you can read the brief and the documents, but not start a session
              here.
            </Typography>
            <Button component={RouterLink} to={`/case/${encodeURIComponent(detail.id)}`} variant="contained">
              Open the case to play it
            </Button>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 2, maxWidth: '70ch' }}>
              Press <strong>Start Session</strong> at the top of the page when you are ready. A 3-second
              countdown runs, then you have {durationText(seconds)} ({formatTimer(seconds)}) on the clock. The
              clock is kept by the server: it goes on if you reload or leave the page.
            </Typography>
            {length && <LengthChoice caseSeconds={detail.durationSeconds} length={length} />}
            <ModeChoice />
            <Button
              variant="contained"
              size="large"
              disabled={isStarting}
              onClick={() => requestSession('start')}
            >
              {isStarting ? 'Starting…' : 'Start the session'}
            </Button>
          </>
        )}
      </Card>
      <Box sx={{ gridArea: 'patient', alignSelf: 'start' }}>
        <PatientPanel detail={detail} />
      </Box>
      <Card id="objectives" title="Learning objectives" area="objectives">
        <Typography>
          They name the diagnosis and its test, so you see them with your feedback, after the session.
        </Typography>
      </Card>
    </SectionGrid>
  );
};
