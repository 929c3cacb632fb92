import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BabReview, SpikesItem } from '@urosim/contracts';
import { babEmotionLabels } from '@urosim/domain';
import { useId } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { paletteExtras } from '../../components/palette-extras';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { QueryGate } from '../dashboard/activity-list';
import { clockAt, scoreTone, wholeScore } from '../feedback/feedback-view';
import { toneColours } from '../feedback/score-tone';
import { SessionTimeProvider, useClockAt } from '../feedback/session-time';
import { useBabReview, useBabScenario } from './bad-news-api';

// Times as the session's clock showed them, counting down (the feedback's one convention).
const Quote = ({ time, children }: { time: number; children: string }) => {
  const clockAtTime = useClockAt();
  return (
    <Box
      component="blockquote"
      sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: paletteExtras.neutral[400] }}
    >
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        You, at {clockAtTime(time)} on the clock
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>“{children}”</Typography>
    </Box>
  );
};

const SpikesRow = ({ item }: { item: SpikesItem }) => (
  <Box
    component="li"
    data-step={item.step}
    sx={{ py: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
  >
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography component="h3" variant="h4" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {item.label}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 700 }} data-testid={`spikes-score-${item.step}`}>
        {item.score}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          out of{' '}
        </Box>
        <span aria-hidden="true"> / </span>
        {item.maxScore}
      </Typography>
    </Box>
    <Typography>{item.comment}</Typography>
    {item.evidence.length > 0 && (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
          Evidence
        </Typography>
        {item.evidence.map((evidence) => (
          <Quote key={evidence.messageId} time={evidence.elapsedSeconds}>
            {evidence.quote}
          </Quote>
        ))}
      </Box>
    )}
  </Box>
);

const ReviewView = ({ review, scenarioId }: { review: BabReview; scenarioId: string }) => {
  const score = wholeScore(review.score.overall);
  const spikesId = useId();
  const pitfallsId = useId();
  const transcriptId = useId();
  const patient = review.session.scenario.patient.name;
  const { startedAt, endsAt } = review.session.clock;
  const durationSeconds = Math.max(0, Math.round((Date.parse(endsAt) - Date.parse(startedAt)) / 1000));
  return (
    <SessionTimeProvider durationSeconds={durationSeconds}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" component="section" aria-label="Summary" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box
              sx={{
                width: 120,
                height: 120,
                borderRadius: '50%',
                border: '10px solid',
                borderColor: toneColours[scoreTone(score)],
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
              }}
            >
              <Typography component="p" sx={{ textAlign: 'center', lineHeight: 1 }}>
                <Box component="span" sx={visuallyHidden}>
                  SPIKES score:{' '}
                </Box>
                <Box
                  component="span"
                  data-testid="spikes-overall"
                  sx={{ display: 'block', fontSize: '2.4rem', fontWeight: 800 }}
                >
                  {score}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
                  <Box component="span" sx={visuallyHidden}>
                    out of{' '}
                  </Box>
                  <span aria-hidden="true">/</span>100
                </Box>
              </Typography>
            </Box>
            <Box sx={{ flex: 1, minWidth: 240 }}>
              <Typography component="p" sx={{ mb: 1 }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  The news:
                </Box>{' '}
                {review.news}.
              </Typography>
              <Typography component="p">
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {patient}’s emotions:
                </Box>{' '}
                <span data-testid="emotion-path">
                  {review.emotionPath.map((emotion) => babEmotionLabels[emotion].label).join(' → ')}
                </span>
              </Typography>
            </Box>
          </Box>
        </Paper>

        <Paper variant="outlined" component="section" aria-labelledby={spikesId} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id={spikesId} component="h2" variant="h3">
            SPIKES, step by step
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
            {review.score.items.map((item) => (
              <SpikesRow key={item.step} item={item} />
            ))}
          </Box>
        </Paper>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={pitfallsId}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id={pitfallsId} component="h2" variant="h3" sx={{ mb: 1 }}>
            What the patient reacted to
          </Typography>
          {review.score.pitfalls.length === 0 ? (
            <Typography>
              No jargon, no news without warning, no rush and no moving on past the patient’s feelings.
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {review.score.pitfalls.map((pitfall) => (
                <li key={`${pitfall.messageId}-${pitfall.reaction}`}>
                  <Typography sx={{ fontWeight: 700 }}>{pitfall.label}</Typography>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>“{pitfall.quote}”</Typography>
                </li>
              ))}
            </Box>
          )}
        </Paper>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={transcriptId}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Typography id={transcriptId} component="h2" variant="h3" sx={{ mb: 1 }}>
            Transcript
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {review.session.transcript.map((line) => (
              <Box component="li" key={line.id}>
                <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
                  {line.sender === 'trainee' ? 'You' : patient}, at{' '}
                  {clockAt(line.elapsedSeconds, durationSeconds)}
                  {line.emotion ? ` (${babEmotionLabels[line.emotion].label.toLowerCase()})` : ''}
                </Typography>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{line.text}</Typography>
              </Box>
            ))}
          </Box>
        </Paper>

        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/modules/bab/${scenarioId}/play`} variant="contained">
            Try this scenario again
          </Button>
          <Button component={RouterLink} to="/modules/bab" variant="outlined">
            All scenarios
          </Button>
        </Box>
      </Box>
    </SessionTimeProvider>
  );
};

/**
 * `/modules/bab/{scenarioId}/review`: the SPIKES review of a conversation (`?session=` names it;
 * without it, the trainee's latest ended conversation of the scenario).
 */
export const BabReviewPage = () => {
  const { scenarioId = '' } = useParams();
  const [search] = useSearchParams();
  const scenario = useBabScenario(scenarioId);
  const latest = scenario.data?.latest;
  const sessionId = search.get('session') ?? (latest?.phase === 'ended' ? latest.sessionId : null);
  const review = useBabReview(sessionId);
  useDocumentTitle(scenario.data ? `${scenario.data.title}: review` : 'Breaking bad news: review');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to="/modules/bab" sx={{ display: 'inline-block', mb: 2 }}>
        All scenarios
      </Link>
      <QueryGate query={scenario} what="scenario" height={120}>
        {(card) => (
          <>
            <Typography variant="h1" sx={{ mb: 2 }}>
              Review: {card.title}
            </Typography>
            {sessionId === null ? (
              <Alert
                severity="info"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    component={RouterLink}
                    to={`/modules/bab/${card.id}/play`}
                  >
                    Play it
                  </Button>
                }
              >
                You have no finished conversation of this scenario yet.
              </Alert>
            ) : (
              <QueryGate query={review} what="review" height={420}>
                {(data) => <ReviewView review={data} scenarioId={card.id} />}
              </QueryGate>
            )}
          </>
        )}
      </QueryGate>
    </Container>
  );
};
