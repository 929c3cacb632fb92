import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { CaseDetail } from '@urosim/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { TierBadge } from './case-card';
import { CaseDocuments } from './case-documents';
import { durationText, humanize, labelFor, patientLine, playedText, settingLabel } from './case-labels';
import { caseKeys, fetchCase, fetchCaseFilters } from './cases-api';
import { focusRingSx } from './focus-ring';
import { LockedCaseNotice } from './locked-case';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper component="section" variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
    <Typography component="h2" variant="h2" sx={{ mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

const BackLink = () => (
  <Link component={RouterLink} to="/case-selection">
    Back to case selection
  </Link>
);

/** A case's facts at a glance: level, duration, setting, tier (not the topic: it names the diagnosis). */
export const CaseFacts = ({ detail }: { detail: CaseDetail }) => {
  const filters = useQuery({
    queryKey: caseKeys.filters(),
    queryFn: ({ signal }) => fetchCaseFilters(signal),
    staleTime: 5 * 60_000,
  });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Chip size="small" variant="outlined" label={labelFor(filters.data?.difficulties, detail.difficulty)} />
      <Chip size="small" variant="outlined" label={durationText(detail.durationSeconds)} />
      <Chip size="small" variant="outlined" label={settingLabel(detail.setting)} />
      <TierBadge tier={detail.accessTier} label={labelFor(filters.data?.tiers, detail.accessTier)} />
    </Box>
  );
};

/** `/case-preview?caseId=…`: the brief, the patient and the documents before starting (no spoilers). */
export const CasePreviewPage = () => {
  const [searchParams] = useSearchParams();
  const caseId = searchParams.get('caseId') ?? '';
  const detail = useQuery({
    queryKey: caseKeys.detail(caseId),
    queryFn: ({ signal }) => fetchCase(caseId, signal),
    enabled: caseId !== '',
  });
  useDocumentTitle(detail.data ? `Case preview: ${detail.data.title}` : 'Case preview');

  if (!caseId) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, ...focusRingSx }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Case preview
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          No case was chosen. Pick one from the case selection to preview it.
        </Alert>
        <BackLink />
      </Container>
    );
  }

  if (detail.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, ...focusRingSx }} aria-busy="true">
        <Typography variant="h1" sx={{ mb: 2 }}>
          Case preview
        </Typography>
        <Box role="status" sx={{ mb: 2 }}>
          Loading the case…
        </Box>
        <Skeleton variant="rounded" height={140} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={200} />
      </Container>
    );
  }

  if (detail.isError) {
    const isMissing = isApiError(detail.error) && detail.error.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, ...focusRingSx }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Case preview
        </Typography>
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            isMissing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                Try again
              </Button>
            )
          }
        >
          {isMissing
            ? 'This case does not exist or is not available.'
            : `The case could not be loaded. ${isApiError(detail.error) ? detail.error.message : ''}`}
        </Alert>
        <BackLink />
      </Container>
    );
  }

  const data = detail.data;
  const startTo = `/case/${encodeURIComponent(data.id)}`;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, ...focusRingSx }}>
      <Box sx={{ mb: 1 }}>
        <BackLink />
      </Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        Case preview
      </Typography>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {data.title}
      </Typography>
      <CaseFacts detail={data} />
      <Typography sx={{ mt: 2 }}>{data.summary}</Typography>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {playedText(data.timesPlayed, data.bestScore)}
      </Typography>
      {data.locked ? (
        <LockedCaseNotice tier={data.accessTier} />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, my: 3 }}>
          <Button component={RouterLink} to={startTo} variant="contained" size="large">
            Start case
          </Button>
        </Box>
      )}

      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title="Your brief">
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{data.brief}</Typography>
        </Section>
        <Section title="The patient">
          <Typography sx={{ fontWeight: 600 }}>{patientLine(data.patient)}</Typography>
          <Typography>{data.patient.occupation}</Typography>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            A fictional patient. The nurse on duty is {data.nurseName}.
          </Typography>
        </Section>
        <Section title="Documents">
          <CaseDocuments caseId={data.id} documents={data.documents} />
        </Section>
        <Section title="Session">
          <Typography>
            {durationText(data.durationSeconds)} on the clock after a short countdown. You can take a history,
            ask the nurse, examine, order investigations and keep notes. At the end you give your working
            diagnosis and plan.
          </Typography>
          <Typography sx={{ mt: 1 }}>
            The topic, the learning objectives and the guidance for this case name its diagnosis, so you see
            them with your feedback, after the session.
          </Typography>
        </Section>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        {!data.locked && (
          <Button component={RouterLink} to={startTo} variant="contained">
            Start case
          </Button>
        )}
        <Button component={RouterLink} to="/case-selection">
          Back to case selection
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
        {humanize(data.specialty)} · Fictional case for training only; nothing here is medical advice.
      </Typography>
    </Container>
  );
};
