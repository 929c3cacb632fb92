import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

/** One ended session whose hand-off is still to write (the dashboard's `handoffsWaiting`). */
type WaitingHandoff = { sessionId: string; caseTitle: string; endedAt: string };

const endedText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : `Ended ${date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}`;
};

/** "Hand-offs to write": recent ended sessions whose SBAR hand-off is not written yet (none: nothing). */
export const HandoffsWaiting = ({ items }: { items: readonly WaitingHandoff[] | undefined }) => {
  const headingId = useId();
  if (!items || items.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2.5, mb: 3 }}
      data-testid="handoffs-waiting"
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 0.5 }}>
        Hand-offs to write
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
        Finish these sessions as you would a shift: an SBAR hand-off for the colleague who takes over. It
        counts towards the session’s score.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={item.sessionId}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0, sm: 1.5 }, alignItems: 'baseline' }}
          >
            <Link component={RouterLink} to={`/handoff/${encodeURIComponent(item.sessionId)}`}>
              {item.caseTitle}
            </Link>
            <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
              {endedText(item.endedAt)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
};
