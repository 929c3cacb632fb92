import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@urosim/contracts';
import { visuallyHidden } from '../../components/visually-hidden';
import { scoreTone, wholeScore } from './feedback-view';

// Bar colours keep at least 3:1 against the track and the white page (WCAG 1.4.11).
export const toneColours = { strong: '#1e7d32', fair: '#8a5300', weak: '#b3261e' } as const;
const toneWords = { strong: 'strong', fair: 'fair', weak: 'needs work' } as const;

/**
 * Scores by rubric category as horizontal bars. Every bar has its value as text beside it, so the
 * list itself is the text alternative; the bars are decoration for sighted readers.
 */
export const CategoryChart = ({
  categories,
  headingId,
}: {
  categories: Feedback['categories'];
  headingId: string;
}) => {
  if (categories.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>This case has no scored categories.</Typography>;
  }
  return (
    <Box
      component="ul"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.75 }}
    >
      {categories.map((entry) => {
        const score = wholeScore(entry.score);
        const tone = scoreTone(score);
        return (
          <Box component="li" key={entry.category} data-category={entry.category}>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                gap: 1,
                flexWrap: 'wrap',
                mb: 0.5,
              }}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {entry.label}
              </Typography>
              <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                <Box component="strong" sx={{ color: toneColours[tone] }}>
                  {score}%
                </Box>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                  {' '}
                  · {entry.metCount} of {entry.itemCount} {entry.itemCount === 1 ? 'item' : 'items'} met
                  <Box component="span" sx={visuallyHidden}>
                    , {toneWords[tone]}
                  </Box>
                </Box>
              </Typography>
            </Box>
            <Box
              aria-hidden="true"
              sx={{
                height: 12,
                borderRadius: 6,
                bgcolor: '#e3e8ef',
                overflow: 'hidden',
                border: '1px solid #8a96a8',
              }}
            >
              <Box
                sx={{
                  height: '100%',
                  width: `${score}%`,
                  minWidth: score > 0 ? 4 : 0,
                  bgcolor: toneColours[tone],
                  borderRadius: 6,
                }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
