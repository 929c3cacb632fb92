import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ModuleSummary } from '@urosim/contracts';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '../../components/list-grid';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { QueryGate } from '../dashboard/activity-list';
import { ModuleProgress } from './module-progress';
import { useModules } from './modules-api';

const ModuleCard = ({ module }: { module: ModuleSummary }) => (
  <Paper
    component="li"
    variant="outlined"
    aria-labelledby={`module-${module.id}`}
    sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
  >
    <Typography id={`module-${module.id}`} component="h2" variant="h3">
      {module.title}
    </Typography>
    <Typography sx={{ color: 'text.secondary' }}>{module.goal}</Typography>
    <ModuleProgress scored={module.scoredCount} total={module.caseCount} />
    <Typography variant="body2">
      {module.nextCase ? (
        <>
          <Box component="span" sx={{ fontWeight: 700 }}>
            Next case:
          </Box>{' '}
          {module.nextCase.title}
        </>
      ) : module.caseCount > 0 ? (
        'Every case of this module is scored.'
      ) : (
        'Its cases are being written.'
      )}
    </Typography>
    <Box sx={{ mt: 'auto' }}>
      <Button
        component={RouterLink}
        to={`/modules/${module.id}`}
        variant="contained"
        aria-label={`Open module ${module.title}`}
      >
        Open module
      </Button>
    </Box>
  </Paper>
);

const BadNewsCard = () => (
  <Paper
    component="li"
    variant="outlined"
    aria-labelledby="module-bab"
    sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5, borderColor: 'primary.main' }}
  >
    <Typography id="module-bab" component="h2" variant="h3">
      Breaking bad news
    </Typography>
    <Typography sx={{ color: 'text.secondary' }}>
      Give difficult news to a patient who reacts to how you give it, then review your conversation against
      SPIKES: setting, perception, invitation, knowledge, emotions, strategy and summary.
    </Typography>
    <Box sx={{ mt: 'auto' }}>
      <Button component={RouterLink} to="/modules/bab" variant="contained">
        Open breaking bad news
      </Button>
    </Box>
  </Paper>
);

/** `/modules`: the modules in order with the trainee's progress and next case, and breaking bad news. */
export const ModulesPage = () => {
  useDocumentTitle('Modules');
  const modules = useModules();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Modules
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary', maxWidth: '70ch' }}>
        Cases grouped by what a urology rotation asks of you, in the order to play them. A case counts once
        its session is scored.
      </Typography>
      <QueryGate query={modules} what="modules" height={240}>
        {(items) => (
          <ListGrid columns={{ xs: 1, sm: 2, lg: 3 }} aria-label="Modules">
            {items.map((module) => (
              <ModuleCard key={module.id} module={module} />
            ))}
            <BadNewsCard />
          </ListGrid>
        )}
      </QueryGate>
    </Container>
  );
};
