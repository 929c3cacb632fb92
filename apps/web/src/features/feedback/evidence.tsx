import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paletteExtras } from '../../components/palette-extras';
import { visuallyHidden } from '../../components/visually-hidden';
import { summaryFieldLabels } from '../case-session/submitted-summary';
import { evidenceMessageIds, type RubricResult, splitOnPhrase } from './feedback-view';
import { useClockAt } from './session-time';

const Quote = ({ who, time, children }: { who: string; time: number; children: ReactNode }) => {
  const clockAt = useClockAt();
  return (
    <Box
      component="blockquote"
      sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: paletteExtras.neutral[400] }}
    >
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {who}, at {clockAt(time)} on the clock
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>“{children}”</Typography>
    </Box>
  );
};

/** The sentence of the summary (or hand-off) that met an item, the matching phrase marked. */
const Phrase = ({ evidence }: { evidence: Extract<RubricResult['evidence'], { kind: 'phrase' }> }) => {
  const parts = splitOnPhrase(evidence.sentence, evidence.phrase);
  const field = summaryFieldLabels[evidence.field as keyof typeof summaryFieldLabels] ?? 'hand-off';
  return (
    <Box>
      <Typography variant="body2" component="p" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        In your {evidence.field === 'handoff' ? 'hand-off' : 'summary'} ({field.toLowerCase()})
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        “{parts.before}
        {parts.match && (
          <Box component="mark" sx={{ bgcolor: paletteExtras.highlight, color: 'inherit', px: 0.25 }}>
            {parts.match}
          </Box>
        )}
        {parts.after}”
      </Typography>
    </Box>
  );
};

/** What met an item: the question and reply, the action and when, the summary sentence, the line. */
export const Evidence = ({
  result,
  patientName,
  onShow,
}: {
  result: RubricResult;
  patientName: string;
  onShow: (ids: string[]) => void;
}) => {
  const clockAt = useClockAt();
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
        <strong>{evidence.name}</strong>, at {clockAt(evidence.requestedAtSeconds)} on the clock
      </Typography>
    );
  } else if (evidence.kind === 'phrase' && evidence.line) {
    // Met by what was said: an order to the nurse, or a plan told to the patient.
    body = (
      <Quote who="You said" time={evidence.line.elapsedSeconds}>
        {evidence.line.text}
      </Quote>
    );
  } else if (evidence.kind === 'phrase') {
    body = <Phrase evidence={evidence} />;
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
