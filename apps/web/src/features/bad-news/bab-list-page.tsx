import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BabScenarioCard } from '@urosim/contracts';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '../../components/list-grid';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { QueryGate } from '../dashboard/activity-list';
import { useBabScenarios } from './bad-news-api';

const latestText = (latest: BabScenarioCard['latest']) => {
  if (!latest) return 'Not played yet';
  if (latest.phase === 'active') return 'A conversation is in progress';
  return latest.overall === null ? 'Played' : `Last SPIKES score: ${Math.round(latest.overall)}/100`;
};

const ScenarioCard = ({ scenario }: { scenario: BabScenarioCard }) => (
  <Paper
    component="li"
    variant="outlined"
    aria-labelledby={`scenario-${scenario.id}`}
    sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.25 }}
  >
    <Typography id={`scenario-${scenario.id}`} component="h2" variant="h3">
      {scenario.title}
    </Typography>
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {scenario.setting} · {scenario.patient.name}, {scenario.patient.age}, {scenario.patient.occupation} ·{' '}
      {Math.round(scenario.durationSeconds / 60)} min
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {latestText(scenario.latest)}
    </Typography>
    <Box sx={{ mt: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={`/modules/bab/${scenario.id}/play`}
        variant="contained"
        aria-label={`${scenario.latest?.phase === 'active' ? 'Continue' : 'Play'} ${scenario.title}`}
      >
        {scenario.latest?.phase === 'active' ? 'Continue' : 'Play'}
      </Button>
      {scenario.latest?.phase === 'ended' && (
        <Button
          component={RouterLink}
          to={`/modules/bab/${scenario.id}/review?session=${scenario.latest.sessionId}`}
          variant="outlined"
          aria-label={`Review ${scenario.title}`}
        >
          Review
        </Button>
      )}
    </Box>
  </Paper>
);

/** `/modules/bab`: the breaking-bad-news scenarios, with the trainee's last score of each. */
export const BabListPage = () => {
  useDocumentTitle('Breaking bad news');
  const scenarios = useBabScenarios();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to="/modules" sx={{ display: 'inline-block', mb: 2 }}>
        All modules
      </Link>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Breaking bad news
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: '75ch' }}>
        The patient reacts to how you give the news: jargon, no warning shot, everything at once or no
        acknowledgement of how they feel all show in their replies and their mood. Your conversation is then
        reviewed against SPIKES, with the lines that earned each point. The patients are fictional.
      </Typography>
      <QueryGate query={scenarios} what="scenarios" height={200}>
        {(items) => (
          <ListGrid columns={{ xs: 1, md: 3 }} aria-label="Scenarios">
            {items.map((scenario) => (
              <ScenarioCard key={scenario.id} scenario={scenario} />
            ))}
          </ListGrid>
        )}
      </QueryGate>
    </Container>
  );
};
