import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@urosim/contracts';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { durationText, patientLine, settingLabel } from '../cases/case-labels';
import { Section } from './feedback-section';

type SuggestedCase = NonNullable<Feedback['suggestedCase']>;

/** The suggested case as a card: who, where, how long, and the ways to play or preview it. */
const SuggestedCaseCard = ({ suggested }: { suggested: SuggestedCase }) => (
  <Paper
    component="article"
    aria-labelledby="suggested-title"
    variant="outlined"
    sx={{ p: 2, bgcolor: 'background.default' }}
  >
    <Typography id="suggested-title" component="h3" variant="h3">
      {suggested.title}
    </Typography>
    <Typography sx={{ fontWeight: 600, mt: 0.5 }}>
      {patientLine(suggested.patient)}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        {' · '}
        {settingLabel(suggested.setting)} · {durationText(suggested.durationSeconds)}
      </Box>
    </Typography>
    <Typography sx={{ mt: 1, maxWidth: '70ch' }}>{suggested.summary}</Typography>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 1.5 }}>
      <Button component={RouterLink} to={`/case/${encodeURIComponent(suggested.id)}`} variant="contained">
        Practise this case
        <Box component="span" sx={visuallyHidden}>
          : {suggested.title}
        </Box>
      </Button>
      <Button
        component={RouterLink}
        to={`/case-preview?caseId=${encodeURIComponent(suggested.id)}`}
        variant="outlined"
      >
        Preview
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {suggested.title}
        </Box>
      </Button>
    </Box>
  </Paper>
);

/** What to practise next: the suggested case and why, or the way to the library. */
export const NextCase = ({ feedback }: { feedback: Feedback }) => (
  <Section id="next" title="What to practise next">
    {feedback.suggestedCase ? (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {feedback.suggestionReason && <Typography>{feedback.suggestionReason}</Typography>}
        <SuggestedCaseCard suggested={feedback.suggestedCase} />
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
);
