import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PilotStatus, RESEARCH_PILOT } from '@urosim/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../api/client';
import { visuallyHidden } from '../../components/visually-hidden';
import { useAuth } from '../auth/auth-provider';
import { useJoinPilot, usePilotStatus } from './pilot-api';
import { casesProgressText, casesTowardsPremium, sessionsLeftText } from './pilot-progress';

const CONSENT_TEXT =
  'I agree to take part in the research pilot and to my de-identified sessions being used for research';
// The contract's message when consent is missing.
const CONSENT_MISSING = 'Please confirm that you agree to take part';

const formatDay = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString('en-GB', { dateStyle: 'long' });
};

const Loading = ({ what }: { what: string }) => (
  <Box aria-busy="true">
    <Box role="status" sx={visuallyHidden}>
      Loading {what}…
    </Box>
    <Skeleton variant="rounded" height={96} />
  </Box>
);

/** Visitors: an account first (the sign-up remembers the programme), or sign in and come back. */
const SignedOut = () => (
  <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
    <Button
      component={RouterLink}
      to="/signup/platform?programme=research-pilot"
      variant="contained"
      size="large"
    >
      Create an account to join
    </Button>
    <Typography>
      Already have an account?{' '}
      <Link component={RouterLink} to="/login" state={{ from: '/research-pilot#join' }}>
        Sign in
      </Link>
    </Typography>
  </Stack>
);

/** Signed in, not yet a participant: consent, then Join the pilot. */
const JoinForm = () => {
  const join = useJoinPilot();
  const [hasConsent, setHasConsent] = useState(false);
  const [isConsentMissing, setIsConsentMissing] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // The Join button was disabled while the request ran, and lost the focus: the error takes it.
  useEffect(() => {
    if (join.isError) errorRef.current?.focus();
  }, [join.isError]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasConsent) {
      setIsConsentMissing(true);
      checkboxRef.current?.focus();
      return;
    }
    join.mutate();
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Join the research pilot">
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {join.isError && (
          <Alert ref={errorRef} tabIndex={-1} severity="error" sx={{ alignSelf: 'stretch' }}>
            {isApiError(join.error) ? join.error.message : 'You could not be enrolled. Please try again.'}
          </Alert>
        )}
        <FormControl error={isConsentMissing} required>
          <FormControlLabel
            control={
              <Checkbox
                checked={hasConsent}
                onChange={(event) => {
                  setHasConsent(event.target.checked);
                  if (event.target.checked) setIsConsentMissing(false);
                }}
                slotProps={{
                  input: {
                    ref: checkboxRef,
                    'aria-describedby': isConsentMissing ? 'pilot-consent-error' : undefined,
                    'aria-invalid': isConsentMissing ? true : undefined,
                  } as Record<string, unknown>,
                }}
              />
            }
            label={CONSENT_TEXT}
            sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 } }}
          />
          {isConsentMissing && (
            <FormHelperText id="pilot-consent-error" sx={{ fontWeight: 600, ml: 4 }}>
              {CONSENT_MISSING}
            </FormHelperText>
          )}
        </FormControl>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={join.isPending}
          startIcon={
            join.isPending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined
          }
        >
          {join.isPending ? 'Joining…' : 'Join the pilot'}
        </Button>
      </Stack>
    </Box>
  );
};

/** A participant: sessions left, cases completed towards the premium month, and whether it is unlocked. */
const Enrolled = ({ status, isNew }: { status: PilotStatus; isNew: boolean }) => {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const joined = status.joinedAt ? formatDay(status.joinedAt) : null;
  const cases = casesTowardsPremium(status.casesCompleted);

  // Right after joining, the form this replaces had the focus: it moves to the news.
  useEffect(() => {
    if (isNew) titleRef.current?.focus();
  }, [isNew]);

  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography ref={titleRef} tabIndex={-1} variant="h3" sx={{ mb: 0.5 }}>
          You are taking part in the research pilot
        </Typography>
        {joined && <Typography sx={{ color: 'text.secondary' }}>Joined on {joined}.</Typography>}
      </Box>
      <Box>
        <Typography variant="h3" sx={{ mb: 0.5 }}>
          Complimentary sessions
        </Typography>
        <Typography>{sessionsLeftText(status)}.</Typography>
      </Box>
      <Box>
        <Typography id="pilot-cases-label" variant="h3" sx={{ mb: 1 }}>
          Cases towards your free premium month
        </Typography>
        <LinearProgress
          variant="determinate"
          value={cases}
          min={0}
          max={RESEARCH_PILOT.casesForPremiumMonth}
          aria-labelledby="pilot-cases-label"
          aria-valuetext={casesProgressText(status.casesCompleted)}
          sx={{ height: 10, borderRadius: 5, mb: 1 }}
        />
        <Typography>{casesProgressText(status.casesCompleted)}</Typography>
      </Box>
      {status.isPremiumMonthUnlocked ? (
        <Alert severity="success" role="note">
          You have unlocked a free premium month. It is granted when UroSim is released.
        </Alert>
      ) : (
        <Typography>
          <Link component={RouterLink} to="/case-selection">
            Choose a case
          </Link>{' '}
          to work towards your free premium month.
        </Typography>
      )}
    </Stack>
  );
};

/** Signed in: the caller's pilot status, then the join form or their progress. */
const SignedIn = () => {
  const status = usePilotStatus(true);
  const [wasEnrolledAtFirst, setWasEnrolledAtFirst] = useState<boolean | null>(null);
  useEffect(() => {
    if (status.data && wasEnrolledAtFirst === null) setWasEnrolledAtFirst(status.data.isEnrolled);
  }, [status.data, wasEnrolledAtFirst]);

  if (status.data) {
    return status.data.isEnrolled ? (
      <Enrolled status={status.data} isNew={wasEnrolledAtFirst === false} />
    ) : (
      <JoinForm />
    );
  }
  if (status.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void status.refetch()}
            disabled={status.isFetching}
          >
            Retry
          </Button>
        }
      >
        Your place in the pilot could not be loaded.{' '}
        {isApiError(status.error) ? status.error.message : 'An unexpected error occurred'}
      </Alert>
    );
  }
  return <Loading what="your place in the pilot" />;
};

/** How to join, by who is looking: a visitor, a signed-in user, or a participant. */
export const PilotPanel = () => {
  const { isLoggedIn, isInitialized } = useAuth();
  let content = <SignedOut />;
  if (isLoggedIn) content = <SignedIn />;
  else if (!isInitialized) content = <Loading what="your account" />;
  return (
    <Box
      id="join"
      sx={{
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      {content}
    </Box>
  );
};
