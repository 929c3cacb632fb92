import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ModuleCase } from '@urosim/contracts';
import { useId } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { QueryGate } from '../dashboard/activity-list';
import { ModuleProgress } from './module-progress';
import { useModule } from './modules-api';

const minutes = (seconds: number) => `${Math.round(seconds / 60)} min`;

const CaseRow = ({ item }: { item: ModuleCase }) => (
  <Box
    component="li"
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 1.5,
      flexWrap: 'wrap',
      py: 1.5,
      borderTop: 1,
      borderColor: 'divider',
    }}
  >
    <Typography
      component="span"
      sx={{ fontWeight: 700, minWidth: '2ch', fontVariantNumeric: 'tabular-nums' }}
    >
      {item.position}.
    </Typography>
    <Box sx={{ flex: 1, minWidth: 200 }}>
      <Link
        component={RouterLink}
        to={`/case-preview?caseId=${encodeURIComponent(item.id)}`}
        sx={{ fontWeight: 600 }}
      >
        {item.title}
      </Link>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {item.difficulty[0]!.toUpperCase() + item.difficulty.slice(1)} · {minutes(item.durationSeconds)}
      </Typography>
    </Box>
    {item.isNext && <Chip size="small" color="primary" label="Next" />}
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {item.isScored ? `Scored · best ${Math.round(item.bestScore ?? 0)}/100` : 'Not scored yet'}
    </Typography>
  </Box>
);

/** `/modules/{moduleId}`: the module's goal, progress, next case and its cases in order. */
export const ModulePage = () => {
  const { moduleId = '' } = useParams();
  const module = useModule(moduleId);
  useDocumentTitle(module.data?.title ?? 'Module');
  const casesHeading = useId();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Link component={RouterLink} to="/modules" sx={{ display: 'inline-block', mb: 2 }}>
        All modules
      </Link>
      <QueryGate query={module} what="module" height={320}>
        {(data) => (
          <>
            <Typography variant="h1" sx={{ mb: 1 }}>
              {data.title}
            </Typography>
            <Typography sx={{ mb: 1, fontWeight: 600 }}>Goal: {data.goal}</Typography>
            <Typography sx={{ mb: 3, color: 'text.secondary' }}>{data.description}</Typography>
            <Paper
              variant="outlined"
              component="section"
              aria-label="Your progress"
              sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
            >
              <ModuleProgress scored={data.scoredCount} total={data.caseCount} />
              <Box sx={{ mt: 2 }}>
                {data.nextCase ? (
                  <>
                    <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
                      Next case: {data.nextCase.title}
                    </Typography>
                    <Button
                      component={RouterLink}
                      to={`/case/${encodeURIComponent(data.nextCase.id)}`}
                      variant="contained"
                    >
                      Play next case
                    </Button>
                  </>
                ) : (
                  <Typography component="h2" variant="h3">
                    {data.caseCount > 0
                      ? 'Module complete: every case is scored'
                      : 'Its cases are being written'}
                  </Typography>
                )}
              </Box>
            </Paper>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={casesHeading}
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              <Typography id={casesHeading} component="h2" variant="h3" sx={{ mb: 1 }}>
                Cases in order
              </Typography>
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {data.cases.map((item) => (
                  <CaseRow key={item.id} item={item} />
                ))}
              </Box>
            </Paper>
          </>
        )}
      </QueryGate>
    </Container>
  );
};
