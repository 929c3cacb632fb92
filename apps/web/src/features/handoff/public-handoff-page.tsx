import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@urosim/contracts';
import { type ReactNode, useEffect, useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { ActionAlert } from '../../components/action-alert';
import { LoadingBlock } from '../../components/loading-block';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { focusRingSx } from '../cases/focus-ring';
import { dateTimeText, SBAR_SECTIONS, sbarGuide } from './handoff-text';
import { SectionVerdicts } from './handoff-verdicts';
import type { PublicHandoff } from './reporting-api';
import { type LiveStream, useLiveHandoff } from './use-live-handoff';

/**
 * `<meta name="robots" content="noindex">` while the page is open. The server writes it into this
 * page's HTML already; after an in-app visit it is added here, and on leaving the page the tag goes
 * (or gets back what it said before), so the next page is not marked.
 */
const useNoIndex = () => {
  useEffect(() => {
    const tag =
      document.head.querySelector<HTMLMetaElement>('meta[name="robots"]') ?? document.createElement('meta');
    const before = tag.isConnected ? tag.content : null;
    tag.name = 'robots';
    tag.content = 'noindex';
    if (!tag.isConnected) document.head.append(tag);
    return () => {
      if (before === null || /noindex/.test(before)) tag.remove();
      else tag.content = before;
    };
  }, []);
};

const Block = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} component="h2" variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
};

/** "Live" while the stream is open; what it is otherwise, in words too. */
const LiveIndicator = ({ stream }: { stream: LiveStream }) => (
  <Box
    data-testid="live-indicator"
    data-state={stream}
    sx={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 0.75,
      px: 1,
      py: 0.25,
      borderRadius: 1,
      fontSize: '0.875rem',
      fontWeight: 700,
      bgcolor: stream === 'open' ? '#e6f4ea' : 'surface.tint',
      color: stream === 'open' ? '#1e5f2c' : 'text.secondary',
    }}
  >
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        width: 8,
        height: 8,
        borderRadius: '50%',
        bgcolor: stream === 'open' ? '#1e7d34' : 'text.secondary',
      }}
    />
    {stream === 'open' ? 'Live' : stream === 'connecting' ? 'Connecting…' : 'Not live'}
    {stream === 'open' && (
      <Box component="span" sx={visuallyHidden}>
        : changes appear as they are saved
      </Box>
    )}
  </Box>
);

const Sbar = ({ view }: { view: PublicHandoff }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, '& dd': { m: 0 } }} data-testid="public-sbar">
    {SBAR_SECTIONS.map((section) => {
      const text = view.sbar[section].trim();
      return (
        <div key={section} data-section={section}>
          <Typography component="dt" variant="h3" sx={{ mb: 0.5 }}>
            {sbarGuide[section].label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              color: text ? 'inherit' : 'text.secondary',
            }}
          >
            {text || 'Not written'}
          </Typography>
        </div>
      );
    })}
  </Box>
);

const speaker = { trainee: 'Trainee', patient: 'Patient', nurse: 'Nurse', system: 'Note' } as const;

const Transcript = ({ messages }: { messages: NonNullable<PublicHandoff['transcript']> }) =>
  messages.length === 0 ? (
    <Typography sx={{ color: 'text.secondary' }}>Nothing was said in the session.</Typography>
  ) : (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {messages.map((message) => (
        <Box component="li" key={message.id} sx={{ overflowWrap: 'anywhere' }}>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {speaker[message.sender]}
            {message.channel === 'nurse' && message.sender === 'trainee' ? ' (to the nurse)' : ''}:
          </Typography>{' '}
          {message.text}
        </Box>
      ))}
    </Box>
  );

/** The shared hand-off itself. */
const PublicHandoffView = ({
  view,
  stream,
  changedAt,
}: {
  view: PublicHandoff;
  stream: LiveStream;
  changedAt: string | null;
}) => (
  <Box sx={{ display: 'grid', gap: 2.5 }}>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <LiveIndicator stream={stream} />
      <Typography sx={{ color: 'text.secondary' }} data-testid="last-changed">
        {view.updatedAt ? `Last changed ${dateTimeText(view.updatedAt)}` : 'Not written yet'}
      </Typography>
    </Box>
    <Typography role="status" sx={visuallyHidden}>
      {changedAt ? `The hand-off was updated at ${dateTimeText(changedAt)}.` : ''}
    </Typography>
    <Alert severity="info" sx={{ maxWidth: '70ch' }}>
      <strong>Fictional patient — training simulation.</strong> This hand-off was written in a training
      simulator. It is not a medical record and holds no real patient’s data.
    </Alert>
    <Block title="SBAR hand-off">
      <Sbar view={view} />
    </Block>
    <Block title="Hand-off score">
      {view.score ? (
        <SectionVerdicts score={view.score} level={3} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>Not scored yet: nothing is written.</Typography>
      )}
    </Block>
    {view.transcript && (
      <Block title="Consultation transcript">
        <Transcript messages={view.transcript} />
      </Block>
    )}
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Button variant="contained" href={view.downloadUrl}>
        Download PDF
      </Button>
      <Button variant="outlined" href={view.pdfUrl} target="_blank" rel="noopener">
        Open PDF
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        This link works until {dateTimeText(view.expiresAt)}.
      </Typography>
    </Box>
  </Box>
);

const NoLongerValid = () => (
  <Alert severity="warning" sx={{ maxWidth: '70ch' }} data-testid="link-not-valid">
    <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
      This hand-off link is no longer valid
    </Typography>
    Its owner has stopped sharing it, or it has expired. Ask them for a new link if you still need it.{' '}
    <Link component={RouterLink} to="/" color="inherit">
      Go to the {PRODUCT_NAME} home page
    </Link>
    .
  </Alert>
);

/** `/handoff/live/{token}`: a shared hand-off, for anyone with the link, updated live. */
export const PublicHandoffPage = () => {
  const { token = '' } = useParams();
  const { query, stream, isInvalid, changedAt } = useLiveHandoff(token);
  useNoIndex();
  useDocumentTitle(
    isInvalid
      ? 'Hand-off link not valid'
      : query.data
        ? `Hand-off: ${query.data.caseTitle}`
        : 'Shared hand-off',
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, ...focusRingSx }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {PRODUCT_NAME} · Shared hand-off
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {!isInvalid && query.data ? query.data.caseTitle : 'Shared hand-off'}
      </Typography>
      {isInvalid ? (
        <NoLongerValid />
      ) : query.data ? (
        <PublicHandoffView view={query.data} stream={stream} changedAt={changedAt} />
      ) : query.isError ? (
        <ActionAlert
          severity="error"
          sx={{ maxWidth: '70ch' }}
          actionLabel="Try again"
          onAction={() => void query.refetch()}
        >
          The hand-off could not be loaded. {isApiError(query.error) ? query.error.message : ''}
        </ActionAlert>
      ) : (
        <LoadingBlock label="Loading the hand-off…" heights={[80, 360]} />
      )}
    </Container>
  );
};
