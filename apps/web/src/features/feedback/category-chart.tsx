import Typography from '@mui/material/Typography';
import type { Feedback } from '@urosim/contracts';
import { LabelledBars } from '../../components/labelled-bars';
import { scoreTone, wholeScore } from './feedback-view';
import { toneColours, toneWords } from './score-tone';

/** Scores by rubric category as bars, each with its score and items met beside it. */
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
  const rows = categories.map((entry) => {
    const score = wholeScore(entry.score);
    const tone = scoreTone(score);
    return {
      key: entry.category,
      label: entry.label,
      value: `${score}%`,
      valueColour: toneColours[tone],
      detail: `${entry.metCount} of ${entry.itemCount} ${entry.itemCount === 1 ? 'item' : 'items'} met`,
      spokenNote: toneWords[tone],
      percent: score,
      colour: toneColours[tone],
      minWidth: score > 0 ? 4 : 0,
      data: { 'data-category': entry.category },
    };
  });
  return <LabelledBars rows={rows} labelledBy={headingId} size="large" />;
};
