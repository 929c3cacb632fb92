import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@urosim/contracts';
import { visuallyHidden } from '../../components/visually-hidden';
import { sectionSx } from './feedback-section';
import { levelBasisText, missedCritical, scoreTone, wholeScore } from './feedback-view';
import { toneColours } from './score-tone';

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
          Your performance level
        </Typography>
        <Typography component="p" data-testid="level-label" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
          {feedback.level.label}
        </Typography>
        <Typography data-testid="level-basis" sx={{ color: 'text.secondary' }}>
          {levelBasisText(feedback.levelBasis)}
        </Typography>
      </Box>
    </Box>
  );
};

/** "Your score": the score card, then whether a critical item was missed (and which). */
export const ScorePanel = ({ feedback }: { feedback: Feedback }) => {
  const critical = missedCritical(feedback);
  return (
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
  );
};
