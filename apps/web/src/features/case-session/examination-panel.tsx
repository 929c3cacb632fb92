import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CaseDetail, SessionAction } from '@urosim/contracts';
import { visuallyHidden } from '../../components/visually-hidden';
import { humanize } from '../cases/case-labels';

/** The case's examinations: request one, read its finding. */
export const ExaminationPanel = ({
  examinations,
  actions,
  pending,
  errors,
  isEnabled,
  onRequest,
}: {
  examinations: CaseDetail['examinations'];
  actions: SessionAction[];
  pending: ReadonlySet<string>;
  errors: Record<string, string>;
  isEnabled: boolean;
  onRequest: (examinationId: string) => void;
}) => (
  <Box>
    <Typography sx={{ mb: 2, color: 'text.secondary' }}>
      Choose what to examine. Each finding is recorded with the session.
    </Typography>
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {examinations.map((exam) => {
        const done = actions.find((a) => a.kind === 'examination' && a.itemId === exam.id);
        const key = `examination:${exam.id}`;
        return (
          <Paper component="li" key={exam.id} variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <Box sx={{ flex: 1, minWidth: 160 }}>
                <Typography component="h3" variant="h3" sx={{ fontSize: '1rem' }}>
                  {exam.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {humanize(exam.system)}
                </Typography>
              </Box>
              {!done && (
                <Button
                  variant="outlined"
                  onClick={() => onRequest(exam.id)}
                  disabled={!isEnabled || pending.has(key)}
                >
                  {pending.has(key) ? 'Examining…' : 'Examine'}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {exam.name}
                  </Box>
                </Button>
              )}
            </Box>
            {done?.result && (
              <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  Finding:{' '}
                </Box>
                {done.result}
              </Typography>
            )}
            {errors[key] && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {errors[key]}
              </Alert>
            )}
          </Paper>
        );
      })}
    </Box>
  </Box>
);
