import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DashboardStats } from '@urosim/contracts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

type Reviews = DashboardStats['facilitatorReviews'];

const dateText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Facilitator reviews": how many reviews facilitators wrote of the trainee's sessions, and the
 * newest few, each leading to its `/feedback/fm/{sessionId}` (none: nothing).
 */
export const FacilitatorReviews = ({ reviews }: { reviews: Reviews | undefined }) => {
  const headingId = useId();
  if (!reviews || reviews.total === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2.5, mb: 3 }}
      data-testid="facilitator-reviews"
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 0.5 }}>
        Facilitator reviews
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
        {reviews.total === 1
          ? 'A facilitator reviewed one of your sessions.'
          : `Facilitators reviewed your sessions ${reviews.total} times.`}{' '}
        Read their ratings, comments and notes beside your automatic feedback.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {reviews.recent.map((review) => (
          <Box
            component="li"
            key={`${review.sessionId}-${review.reviewer}-${review.at}`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0, sm: 1.5 }, alignItems: 'baseline' }}
          >
            <Link component={RouterLink} to={`/feedback/fm/${encodeURIComponent(review.sessionId)}`}>
              {review.caseTitle}
            </Link>
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {review.reviewer} · overall {review.overall} of 5 · {dateText(review.at)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
};
