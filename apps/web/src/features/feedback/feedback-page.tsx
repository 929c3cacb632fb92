import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Feedback } from '@urosim/contracts';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { SubmittedSummaryView, summaryFieldLabels } from '../case-session/submitted-summary';
import { durationText, patientLine, settingLabel } from '../cases/case-labels';
import { caseKeys, fetchCase } from '../cases/cases-api';
import { focusRingSx } from '../cases/focus-ring';
import { CategoryChart, toneColours } from './category-chart';
import { FeedbackGate, useFeedback } from './feedback-query';
import {
  atTime,
  categoryLabel,
  evidenceMessageIds,
  isRedFlag,
  missedCritical,
  missedResults,
  type RubricResult,
  scoreTone,
  splitOnPhrase,
  strengthResults,
  wholeScore,
} from './feedback-view';
import { TranscriptList, transcriptLineId } from './transcript-panel';

const sectionSx = { p: { xs: 2, md: 3 } } as const;

const Section = ({
  id,
  title,
  intro,
  children,
  sx,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  sx?: object;
}) => (
  <Paper
    component="section"
    aria-labelledby={`${id}-heading`}
    variant="outlined"
    sx={{ ...sectionSx, ...sx }}
  >
    <Typography id={`${id}-heading`} component="h2" variant="h2" sx={{ mb: intro ? 0.5 : 1.5 }}>
      {title}
    </Typography>
    {intro && <Typography sx={{ mb: 2, color: 'text.secondary', maxWidth: '70ch' }}>{intro}</Typography>}
    {children}
  </Paper>
);

/** Small tags on an item: critical, red flag, its category. Text and border keep 4.5:1. */
const Tag = ({ tone, children }: { tone: 'critical' | 'red-flag' | 'plain'; children: ReactNode }) => {
  const colours = {
    critical: { bgcolor: '#fdecea', color: '#8c1d18', borderColor: '#8c1d18' },
    'red-flag': { bgcolor: '#fff4e0', color: '#6b3d00', borderColor: '#6b3d00' },
    plain: { bgcolor: '#f1f4f8', color: '#3b4656', borderColor: '#8a96a8' },
  }[tone];
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        px: 1,
        py: 0.125,
        border: 1,
        borderRadius: 10,
        fontSize: '0.8125rem',
        fontWeight: tone === 'plain' ? 500 : 700,
        lineHeight: 1.6,
        ...colours,
      }}
    >
      {children}
    </Box>
  );
};

const ItemTags = ({ result, labels }: { result: RubricResult; labels: Feedback['categories'] }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mb: 0.75 }}>
    {result.critical && <Tag tone="critical">Critical</Tag>}
    {isRedFlag(result) && <Tag tone="red-flag">Red flag</Tag>}
    {!isRedFlag(result) && <Tag tone="plain">{categoryLabel(result.category, labels)}</Tag>}
  </Box>
);

const Quote = ({ who, time, children }: { who: string; time: number; children: ReactNode }) => (
  <Box component="blockquote" sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: '#b0b8c4' }}>
    <Typography variant="body2" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
      {who}, at {atTime(time)}
    </Typography>
    <Typography sx={{ overflowWrap: 'anywhere' }}>“{children}”</Typography>
  </Box>
);

/** What met an item: the question and reply, the action and when, the summary sentence, the line. */
const Evidence = ({
  result,
  patientName,
  onShow,
}: {
  result: RubricResult;
  patientName: string;
  onShow: (ids: string[]) => void;
}) => {
  const evidence = result.evidence;
  if (!evidence) return <Typography sx={{ color: 'text.secondary' }}>Met.</Typography>;
  const ids = evidenceMessageIds(result);
  let body: ReactNode;
  if (evidence.kind === 'fact') {
    body = (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {evidence.question && (
          <Quote who="You asked" time={evidence.question.elapsedSeconds}>
            {evidence.question.text}
          </Quote>
        )}
        <Quote who={`${patientName} replied`} time={evidence.reply.elapsedSeconds}>
          {evidence.reply.text}
        </Quote>
      </Box>
    );
  } else if (evidence.kind === 'action') {
    body = (
      <Typography>
        {evidence.actionKind === 'examination' ? 'You examined: ' : 'You ordered: '}
        <strong>{evidence.name}</strong>, at {atTime(evidence.requestedAtSeconds)}
      </Typography>
    );
  } else if (evidence.kind === 'phrase') {
    const parts = splitOnPhrase(evidence.sentence, evidence.phrase);
    body = (
      <Box>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          In your {evidence.field === 'handoff' ? 'hand-off' : 'summary'} (
          {(
            summaryFieldLabels[evidence.field as keyof typeof summaryFieldLabels] ?? 'hand-off'
          ).toLowerCase()}
          )
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          “{parts.before}
          {parts.match && (
            <Box component="mark" sx={{ bgcolor: '#fff3c4', color: 'inherit', px: 0.25 }}>
              {parts.match}
            </Box>
          )}
          {parts.after}”
        </Typography>
      </Box>
    );
  } else {
    body = (
      <Quote who="You said" time={evidence.line.elapsedSeconds}>
        {evidence.line.text}
      </Quote>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {body}
      {ids.length > 0 && (
        <Box>
          <Button
            size="small"
            variant="outlined"
            aria-controls="feedback-transcript"
            onClick={() => onShow(ids)}
          >
            Show in transcript
            <Box component="span" sx={visuallyHidden}>
              : {result.description}
            </Box>
          </Button>
        </Box>
      )}
    </Box>
  );
};

const ItemList = ({ children, label }: { children: ReactNode; label: string }) => (
  <Box component="ol" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
    {children}
  </Box>
);

const MissedItem = ({ result, labels }: { result: RubricResult; labels: Feedback['categories'] }) => (
  <Box
    component="li"
    data-item-id={result.itemId}
    sx={{
      p: 1.75,
      border: 1,
      borderColor: result.critical ? '#8c1d18' : isRedFlag(result) ? '#8a5300' : 'divider',
      borderLeftWidth: 5,
      borderRadius: 1,
    }}
  >
    <ItemTags result={result} labels={labels} />
    <Typography component="h3" variant="h3" sx={{ mb: 0.75 }}>
      {result.description}
    </Typography>
    {result.missing ? (
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75, '& dd': { m: 0 } }}>
        <div>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            What was missing
          </Typography>
          <Typography component="dd">{result.missing.what}</Typography>
        </div>
        <div>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            Why it matters
          </Typography>
          <Typography component="dd">{result.missing.why}</Typography>
        </div>
      </Box>
    ) : (
      <Typography sx={{ color: 'text.secondary' }}>Not met in this session.</Typography>
    )}
  </Box>
);

const StrengthItem = ({
  result,
  labels,
  patientName,
  onShow,
}: {
  result: RubricResult;
  labels: Feedback['categories'];
  patientName: string;
  onShow: (ids: string[]) => void;
}) => (
  <Box
    component="li"
    data-item-id={result.itemId}
    sx={{ p: 1.75, border: 1, borderColor: 'divider', borderLeft: '5px solid #1e7d32', borderRadius: 1 }}
  >
    <ItemTags result={result} labels={labels} />
    <Typography component="h3" variant="h3" sx={{ mb: 1 }}>
      {result.description}
    </Typography>
    <Evidence result={result} patientName={patientName} onShow={onShow} />
  </Box>
);

const ListOf = ({ items, empty }: { items: string[]; empty: string }) =>
  items.length === 0 ? (
    <Typography sx={{ color: 'text.secondary' }}>{empty}</Typography>
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
      {items.map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </Box>
  );

/** The score card: the overall score out of 100 and the level it stands for. */
export const ScoreCard = ({ feedback }: { feedback: Feedback }) => {
  const score = wholeScore(feedback.overall);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
      <Box
        sx={{
          width: 132,
          height: 132,
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
            Overall score:{' '}
          </Box>
          <Box
            component="span"
            data-testid="overall-score"
            sx={{
              display: 'block',
              fontSize: '2.75rem',
              fontWeight: 800,
              fontVariantNumeric: 'tabular-nums',
            }}
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
      <Box>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
          Performance level
        </Typography>
        <Typography component="p" data-testid="level-label" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {feedback.level.label}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Level {feedback.level.level} of 6 for this score
        </Typography>
      </Box>
    </Box>
  );
};

const FeedbackContent = ({ feedback }: { feedback: Feedback }) => {
  const [highlighted, setHighlighted] = useState<string[]>([]);
  const [request, setRequest] = useState(0);
  const chartHeadingId = useId();
  const missed = missedResults(feedback);
  const strengths = strengthResults(feedback);
  const critical = missedCritical(feedback);
  // The patient's and nurse's names for the transcript (the case is usually cached from the session).
  const caseQuery = useQuery({
    queryKey: caseKeys.detail(feedback.caseId),
    queryFn: ({ signal }) => fetchCase(feedback.caseId, signal),
    retry: false,
  });
  const names = {
    patient: caseQuery.data?.patient.name ?? 'Patient',
    ...(caseQuery.data ? { nurse: caseQuery.data.nurseName } : {}),
  };

  // After a "Show in transcript": scroll to the first highlighted line and move focus to it.
  useEffect(() => {
    if (request === 0 || highlighted.length === 0) return;
    const line = document.getElementById(transcriptLineId(highlighted[0] ?? ''));
    if (!line) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    line.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
    line.focus({ preventScroll: true });
  }, [request, highlighted]);

  const show = (ids: string[]) => {
    setHighlighted(ids);
    setRequest((count) => count + 1);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* Score, level and the critical flag; the chart beside them from 900 px. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.3fr)' },
          alignItems: 'start',
        }}
      >
        <Paper component="section" aria-labelledby="score-heading" variant="outlined" sx={sectionSx}>
          <Typography id="score-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
            Your score
          </Typography>
          <ScoreCard feedback={feedback} />
          {feedback.flagged ? (
            <Alert severity="error" sx={{ mt: 2.5 }} data-testid="critical-banner">
              <AlertTitle component="p" sx={{ fontWeight: 700 }}>
                A critical item was missed
              </AlertTitle>
              Whatever the score, a session that misses a critical item would not pass an OSCE station.
              {critical.length > 0 && (
                <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
                  {critical.map((result) => (
                    <li key={result.itemId}>
                      <strong>{result.description}</strong>
                    </li>
                  ))}
                </Box>
              )}
            </Alert>
          ) : (
            <Alert severity="success" sx={{ mt: 2.5 }}>
              No critical item was missed.
            </Alert>
          )}
        </Paper>
        <Paper component="section" aria-labelledby={chartHeadingId} variant="outlined" sx={sectionSx}>
          <Typography id={chartHeadingId} component="h2" variant="h2" sx={{ mb: 2 }}>
            Scores by category
          </Typography>
          <CategoryChart categories={feedback.categories} headingId={chartHeadingId} />
        </Paper>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1.6fr) minmax(320px, 1fr)' },
          gridTemplateAreas: { xs: '"main" "transcript" "next"', lg: '"main transcript" "next transcript"' },
        }}
      >
        <Box sx={{ gridArea: 'main', display: 'grid', gap: 2, minWidth: 0 }}>
          <Section id="in-short" title="In short">
            <Typography sx={{ maxWidth: '75ch', mb: 1.5 }}>{feedback.narrative.headline}</Typography>
            {feedback.narrative.improvements.length > 0 && (
              <>
                <Typography component="h3" variant="h3" sx={{ mb: 0.5 }}>
                  To work on
                </Typography>
                <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3, maxWidth: '75ch' }}>
                  {feedback.narrative.improvements.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </Box>
              </>
            )}
            <Typography sx={{ maxWidth: '75ch' }}>
              <strong>Next step:</strong> {feedback.narrative.nextStep}
            </Typography>
          </Section>
          <Section
            id="missed"
            title={`Missed (${missed.length})`}
            intro={
              missed.length > 0
                ? 'Critical items and red flags first: what was missing and why it matters.'
                : undefined
            }
          >
            {missed.length === 0 ? (
              <Typography>You met every item of this case. Well done.</Typography>
            ) : (
              <ItemList label="Missed items">
                {missed.map((result) => (
                  <MissedItem key={result.itemId} result={result} labels={feedback.categories} />
                ))}
              </ItemList>
            )}
          </Section>

          <Section
            id="strengths"
            title={`What you did well (${strengths.length})`}
            intro={
              strengths.length > 0
                ? 'Each with what met it. “Show in transcript” highlights the line in the transcript.'
                : undefined
            }
          >
            {strengths.length === 0 ? (
              <Typography>
                No rubric item was met this time. The model answer below shows what to aim for.
              </Typography>
            ) : (
              <ItemList label="Items met">
                {strengths.map((result) => (
                  <StrengthItem
                    key={result.itemId}
                    result={result}
                    labels={feedback.categories}
                    patientName={names.patient}
                    onShow={show}
                  />
                ))}
              </ItemList>
            )}
          </Section>

          {feedback.inappropriateActions.length > 0 && (
            <Section
              id="inappropriate"
              title="Investigations to reconsider"
              intro="These were not indicated for this patient. What came back, and why it did not help:"
            >
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
                {feedback.inappropriateActions.map((action) => (
                  <Box
                    component="li"
                    key={`${action.itemId}-${action.requestedAtSeconds}`}
                    sx={{ p: 1.75, border: 1, borderColor: '#8a5300', borderLeftWidth: 5, borderRadius: 1 }}
                  >
                    <Typography component="h3" variant="h3">
                      {action.name}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                      Ordered at {atTime(action.requestedAtSeconds)}
                    </Typography>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{action.result}</Typography>
                  </Box>
                ))}
              </Box>
            </Section>
          )}

          <Section id="model-answer" title="Model answer">
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, '& dd': { m: 0 } }}>
              <div>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  Working diagnosis
                </Typography>
                <Typography component="dd">{feedback.expected.workingDiagnosis}</Typography>
              </div>
              <div>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  Differential diagnoses
                </Typography>
                <Typography component="dd">
                  <ListOf items={feedback.expected.differentials} empty="None listed." />
                </Typography>
              </div>
              <div>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  Red flags
                </Typography>
                <Typography component="dd">
                  <ListOf items={feedback.expected.redFlags} empty="None listed." />
                </Typography>
              </div>
              <div>
                <Typography component="dt" sx={{ fontWeight: 700 }}>
                  Management
                </Typography>
                <Typography component="dd">
                  <ListOf items={feedback.expected.management} empty="None listed." />
                </Typography>
              </div>
            </Box>
            <Typography component="h3" variant="h3" sx={{ mt: 2.5, mb: 1 }}>
              How a strong candidate would present it
            </Typography>
            <Typography sx={{ maxWidth: '75ch', bgcolor: '#f4f7fb', p: 2, borderRadius: 1 }}>
              {feedback.expected.modelAnswer}
            </Typography>
          </Section>

          <Section id="your-summary" title="Your summary">
            {feedback.summary ? (
              <SubmittedSummaryView summary={feedback.summary} />
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>
                No summary was submitted for this session, so the diagnosis and plan items count as missed.
              </Typography>
            )}
          </Section>
        </Box>

        <Paper
          component="section"
          aria-labelledby="transcript-heading"
          variant="outlined"
          sx={{
            gridArea: 'transcript',
            p: { xs: 2, md: 2.5 },
            minWidth: 0,
            position: { lg: 'sticky' },
            top: { lg: 80 },
            display: 'flex',
            flexDirection: 'column',
            maxHeight: { lg: 'calc(100vh - 96px)' },
          }}
        >
          <Typography id="transcript-heading" component="h2" variant="h2" sx={{ mb: 0.5 }}>
            Transcript
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {feedback.transcript.length} {feedback.transcript.length === 1 ? 'message' : 'messages'}
            {highlighted.length > 0 ? ' · the highlighted lines are the evidence you selected' : ''}
          </Typography>
          {/* Scrolls on its own beside the items from 1200 px; focusable so the keyboard can scroll it. */}
          <Box
            id="feedback-transcript"
            role="region"
            aria-label="Transcript of the session"
            tabIndex={0}
            sx={{
              overflowY: { lg: 'auto' },
              minHeight: 0,
              pr: { lg: 0.5 },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <TranscriptList transcript={feedback.transcript} highlighted={highlighted} names={names} />
          </Box>
        </Paper>

        <Box sx={{ gridArea: 'next', minWidth: 0 }}>
          <Section id="next" title="What to practise next">
            {feedback.suggestedCase ? (
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                {feedback.suggestionReason && <Typography>{feedback.suggestionReason}</Typography>}
                <Paper
                  component="article"
                  aria-labelledby="suggested-title"
                  variant="outlined"
                  sx={{ p: 2, bgcolor: '#f8fafc' }}
                >
                  <Typography id="suggested-title" component="h3" variant="h3">
                    {feedback.suggestedCase.title}
                  </Typography>
                  <Typography sx={{ fontWeight: 600, mt: 0.5 }}>
                    {patientLine(feedback.suggestedCase.patient)}
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                      {' · '}
                      {settingLabel(feedback.suggestedCase.setting)} ·{' '}
                      {durationText(feedback.suggestedCase.durationSeconds)}
                    </Box>
                  </Typography>
                  <Typography sx={{ mt: 1, maxWidth: '70ch' }}>{feedback.suggestedCase.summary}</Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
                    <Button
                      component={RouterLink}
                      to={`/case/${encodeURIComponent(feedback.suggestedCase.id)}`}
                      variant="contained"
                    >
                      Practise this case
                      <Box component="span" sx={visuallyHidden}>
                        : {feedback.suggestedCase.title}
                      </Box>
                    </Button>
                    <Button
                      component={RouterLink}
                      to={`/case-preview?caseId=${encodeURIComponent(feedback.suggestedCase.id)}`}
                      variant="outlined"
                    >
                      Preview
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        {feedback.suggestedCase.title}
                      </Box>
                    </Button>
                  </Box>
                </Paper>
              </Box>
            ) : (
              <Box>
                <Typography sx={{ mb: 1.5 }}>
                  {feedback.suggestionReason ?? 'Choose your next case from the library.'}
                </Typography>
                <Button component={RouterLink} to="/case-selection" variant="contained">
                  Browse cases
                </Button>
              </Box>
            )}
          </Section>
        </Box>
      </Box>
    </Box>
  );
};

/** `/feedback/{sessionId}`: the scored feedback of one ended session. */
export const FeedbackPage = () => {
  const { sessionId = '' } = useParams();
  const query = useFeedback(sessionId);
  const title = query.data?.caseTitle;
  useDocumentTitle(title ? `Feedback: ${title}` : 'Feedback');

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 }, ...focusRingSx }}>
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Link component={RouterLink} to="/dashboard">
          Back to the dashboard
        </Link>
        <Link component={RouterLink} to="/case-selection">
          Case selection
        </Link>
      </Box>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        Feedback
      </Typography>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        {title ?? 'Session feedback'}
      </Typography>
      {query.data && (
        <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>
          Session ended{' '}
          {new Date(query.data.endedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}
          {' · '}
          <Link component={RouterLink} to={`/feedback-legacy/${encodeURIComponent(sessionId)}`}>
            Compact view
          </Link>
        </Typography>
      )}
      {!query.data && <Box sx={{ mb: 2 }} />}
      <FeedbackGate sessionId={sessionId} query={query}>
        {(feedback) => <FeedbackContent feedback={feedback} />}
      </FeedbackGate>
    </Container>
  );
};
