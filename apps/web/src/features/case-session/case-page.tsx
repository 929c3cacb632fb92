import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { ActionAlert } from '../../components/action-alert';
import { LoadingBlock } from '../../components/loading-block';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { CaseFacts } from '../cases/case-preview-page';
import { caseKeys, fetchCase } from '../cases/cases-api';
import { focusRingSx } from '../cases/focus-ring';
import { LockedCaseNotice } from '../cases/locked-case';
import { BeforeStart } from './before-start';
import { EndSessionDialog } from './end-session-dialog';
import { caseModeFromSearch } from './session-events';
import { SessionWorkspace } from './session-workspace';
import { type CaseSessionState, useCaseSession } from './use-case-session';
import { useSessionLength } from './use-session-length';

// The live room (socket.io-client and the invite) is its own chunk, loaded once a session exists.
const TraineeRoom = lazy(async () => ({
  default: (await import('../facilitator/trainee-room')).TraineeRoom,
}));
const TraineeColleaguePanel = lazy(async () => ({
  default: (await import('../colleague/trainee-colleague-panel')).TraineeColleaguePanel,
}));

// A copilot session's panel (ADR 0119), only in facilitator mode with `facilitatorSessionId`.
const CopilotTraineePanel = lazy(async () => ({
  default: (await import('../copilot/copilot-trainee-panel')).CopilotTraineePanel,
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What went wrong with the session, each with its way out. */
const SessionAlerts = ({ session }: { session: CaseSessionState }) => (
  <>
    {session.status === 'missing' && (
      <ActionAlert severity="warning" sx={{ mb: 2 }} actionLabel="Start afresh" onAction={session.forget}>
        This session could not be found. It may have been removed, or it belongs to another account.
      </ActionAlert>
    )}
    {session.status === 'failed' && (
      <ActionAlert severity="error" sx={{ mb: 2 }} actionLabel="Try again" onAction={session.retry}>
        The session could not be loaded. {session.error}
      </ActionAlert>
    )}
    {session.error && session.status !== 'failed' && (
      <Alert severity="error" sx={{ mb: 2 }} onClose={session.dismissError}>
        {session.error}
      </Alert>
    )}
  </>
);

const CaseScreen = ({ caseId }: { caseId: string }) => {
  const { search } = useLocation();
  const mode = useMemo(() => caseModeFromSearch(search), [search]);
  const [facilitatorReady, setFacilitatorReady] = useState(false);
  const caseQuery = useQuery({
    queryKey: caseKeys.detail(caseId),
    queryFn: ({ signal }) => fetchCase(caseId, signal),
  });
  const length = useSessionLength(caseId);
  const caseSeconds = caseQuery.data?.durationSeconds;
  const session = useCaseSession({
    caseId,
    durationSeconds: length.minutes ? length.minutes * 60 : caseSeconds,
    minutes: length.minutes,
    isPreview: mode.isPreview,
    isFacilitatorMode: mode.isFacilitatorMode,
    facilitatorReady,
    isCaseMissing: isApiError(caseQuery.error) && caseQuery.error.status === 404,
    isLocked: caseQuery.data?.locked === true,
  });
  const detail = session.session?.case ?? caseQuery.data;
  useDocumentTitle(detail?.title ?? 'Case');

  let body: ReactNode;
  if (!detail && caseQuery.isError) {
    const isMissing = isApiError(caseQuery.error) && caseQuery.error.status === 404;
    body = (
      <ActionAlert
        severity="error"
        actionLabel="Try again"
        onAction={isMissing ? undefined : () => void caseQuery.refetch()}
      >
        {isMissing
          ? 'This case does not exist or is not available.'
          : `The case could not be loaded. ${isApiError(caseQuery.error) ? caseQuery.error.message : ''}`}
      </ActionAlert>
    );
  } else if (!detail) {
    body = <LoadingBlock label="Loading the case…" heights={[160, 320]} />;
  } else if (session.session) {
    body = <SessionWorkspace detail={detail} session={session} />;
  } else if ((detail.locked || session.refusedForTier) && !mode.isPreview) {
    body = <LockedCaseNotice tier={session.refusedForTier ?? detail.accessTier} />;
  } else {
    body = (
      <BeforeStart
        detail={detail}
        isStarting={session.phase === 'loading'}
        isPreview={mode.isPreview}
        length={length}
      />
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, ...focusRingSx }}>
      {/* Start, low and critical time and the end, said once each. */}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {session.announcement}
      </Box>
      <Box sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/case-selection">
          Back to case selection
        </Link>
      </Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        Case{mode.isPreview ? ' · Preview Mode' : ''}
      </Typography>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {detail?.title ?? 'Case'}
      </Typography>
      {detail && (
        <Box sx={{ mb: 2 }}>
          <CaseFacts detail={detail} />
        </Box>
      )}
      {mode.isFacilitatorMode && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Facilitator mode: this page starts and ends the session; the facilitator watches read-only. The
          start does not wait for the facilitator.
        </Alert>
      )}
      <SessionAlerts session={session} />
      {mode.facilitatorSessionId && UUID.test(mode.facilitatorSessionId) && !mode.isPreview && (
        <Suspense fallback={null}>
          <CopilotTraineePanel
            copilotId={mode.facilitatorSessionId}
            sessionId={session.session?.id ?? null}
          />
        </Suspense>
      )}
      {session.session && !mode.isPreview && (
        <Suspense fallback={null}>
          <TraineeRoom sessionId={session.session.id} onReadyChange={setFacilitatorReady} />
          <TraineeColleaguePanel sessionId={session.session.id} onPatientLine={session.receiveLine} />
        </Suspense>
      )}
      {body}
      <EndSessionDialog
        open={session.isConfirmingEnd}
        onConfirm={() => void session.stop()}
        onCancel={session.cancelStop}
      />
    </Container>
  );
};

/** `/case/{caseId}`: the case brief, then its timed session (the header's controls start and stop it). */
export const CasePage = () => {
  const { caseId = '' } = useParams();
  // A new case is a new screen: nothing of the previous session carries over.
  return <CaseScreen key={caseId} caseId={caseId} />;
};
