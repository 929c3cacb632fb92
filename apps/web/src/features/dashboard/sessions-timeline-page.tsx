import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { ActivityTimeline, QueryGate } from './activity-list';
import { useActivity } from './dashboard-api';

/** `/sessions-timeline`: every session, newest first, with its date, case, duration, score and flag. */
export const SessionsTimelinePage = () => {
  useDocumentTitle('Sessions timeline');
  const activity = useActivity(200);
  const headingId = useId();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Sessions timeline
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Every session you played, newest first. Open one to read its feedback.
      </Typography>
      <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2 }}>
          Your sessions
        </Typography>
        <QueryGate query={activity} what="sessions">
          {(items) =>
            items.length === 0 ? (
              <Box>
                <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
                  No sessions yet — start your first case
                </Typography>
                <Typography sx={{ mb: 1.5, color: 'text.secondary' }}>
                  Each session you play appears here with its date, duration and score.
                </Typography>
                <Button component={RouterLink} to="/case-selection" variant="contained">
                  Choose a case
                </Button>
              </Box>
            ) : (
              <ActivityTimeline items={items} labelledBy={headingId} />
            )
          }
        </QueryGate>
      </Paper>
    </Container>
  );
};
