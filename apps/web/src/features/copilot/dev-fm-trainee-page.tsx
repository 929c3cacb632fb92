import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { LiveEvent } from '@urosim/contracts';
import { type FormEvent, useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { facilitatorKeys, fetchWatchers } from '../facilitator/facilitator-api';
import { applyRoomEvents, emptyRoomState, isAnyReady } from '../facilitator/room-state';
import { useLiveRoom } from '../facilitator/use-live-room';
import { copilotCasePath, copilotKeys, fetchCopilotView } from './copilot-api';
import { CopilotTraineePanel } from './copilot-trainee-panel';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The header's chip as the case page in facilitator mode shows it, from the session's room. */
const ReadyChip = ({ sessionId }: { sessionId: string }) => {
  const [room, setRoom] = useState(emptyRoomState);
  const watchers = useQuery({
    queryKey: facilitatorKeys.watchers(sessionId),
    queryFn: ({ signal }) => fetchWatchers(sessionId, signal),
  });
  const onEvents = useCallback((events: LiveEvent[]) => setRoom((s) => applyRoomEvents(s, events)), []);
  useLiveRoom({ sessionId, startSeq: 0, onEvents });
  const ready = isAnyReady(
    room,
    (watchers.data?.watchers ?? []).map((w) => w.id),
  );
  return (
    <Chip
      data-testid="dev-ready-chip"
      label={ready ? 'Facilitator ready' : 'Facilitator not ready'}
      color={ready ? 'success' : 'default'}
      variant={ready ? 'filled' : 'outlined'}
    />
  );
};

/**
 * `/dev/fm-trainee` (only with the dev-routes flag): the trainee's side of facilitator mode against
 * a chosen copilot session, for development: the Ready chip of the header, the scenario panel as
 * the case page shows it (observations, early results, live), and the way to the case page itself.
 */
export const DevFmTraineePage = () => {
  useDocumentTitle('Facilitator mode: trainee view (development)');
  const [params, setParams] = useSearchParams();
  const chosen = params.get('facilitatorSessionId') ?? '';
  const [typed, setTyped] = useState(chosen);
  const [typedError, setTypedError] = useState('');
  const isChosen = UUID.test(chosen);
  const view = useQuery({
    queryKey: copilotKeys.view(chosen),
    queryFn: ({ signal }) => fetchCopilotView(chosen, signal),
    enabled: isChosen,
    retry: false,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!UUID.test(typed.trim())) {
      setTypedError('A copilot session id, as in /copilot/controls/{id} or ?facilitatorSessionId=.');
      return;
    }
    setTypedError('');
    setParams({ facilitatorSessionId: typed.trim() });
  };
  const sessionId = view.data?.session.sessionId ?? null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Development
      </Typography>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Facilitator mode: trainee view
      </Typography>
      <Typography sx={{ mb: 2, maxWidth: 720 }}>
        The trainee’s side of a facilitated (copilot) session, against a session you choose: the header’s
        Facilitator ready chip and the scenario panel, both following the live room. A facilitator creates one
        at /copilot/controls; the trainee claims it at /fac-controls.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 3 }}
      >
        <TextField
          size="small"
          label="Copilot session id"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={typedError !== ''}
          helperText={typedError || ' '}
          sx={{ minWidth: { xs: '100%', sm: 420 } }}
          autoComplete="off"
        />
        <Box>
          <Button type="submit" variant="contained">
            Show
          </Button>
        </Box>
      </Box>
      {isChosen && view.isError && (
        <Alert severity="warning">
          {isApiError(view.error) && view.error.status === 404
            ? 'This copilot session is not yours as its trainee, or does not exist.'
            : 'The copilot session could not be loaded.'}
        </Alert>
      )}
      {view.data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{view.data.session.caseTitle}</Typography>
            {sessionId ? (
              <ReadyChip sessionId={sessionId} />
            ) : (
              <Chip label="Not started" variant="outlined" />
            )}
            <Link component={RouterLink} to={copilotCasePath(view.data.session.caseId, chosen)}>
              Open the case page in facilitator mode
            </Link>
          </Box>
          <CopilotTraineePanel copilotId={chosen} sessionId={sessionId} />
        </>
      )}
    </Container>
  );
};
