import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Feedback } from '@urosim/contracts';
import { Link as RouterLink, useParams } from 'react-router';
import { paletteExtras } from '../../components/palette-extras';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { focusRingSx } from '../cases/focus-ring';
import { FeedbackGate, useFeedback } from './feedback-query';
import {
  categoryLabel,
  isRedFlag,
  levelBasisText,
  missedResults,
  strengthResults,
  wholeScore,
} from './feedback-view';

const LegacyContent = ({ feedback, sessionId }: { feedback: Feedback; sessionId: string }) => {
  // Missed first (critical and red flags leading), then what was met.
  const rows = [...missedResults(feedback), ...strengthResults(feedback)];
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 960 }}>
      <Paper variant="outlined" component="section" aria-labelledby="legacy-score" sx={{ p: 2 }}>
        <Typography id="legacy-score" component="h2" variant="h2" sx={{ mb: 1 }}>
          Score
        </Typography>
        <Typography sx={{ fontSize: '1.25rem' }}>
          <strong data-testid="legacy-score">{wholeScore(feedback.overall)}</strong> out of 100 ·{' '}
          {feedback.level.label}
          {feedback.flagged ? ' · a critical item was missed' : ''}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Level: {levelBasisText(feedback.levelBasis)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link component={RouterLink} to={`/feedback/${encodeURIComponent(sessionId)}`}>
            Full feedback with evidence and the transcript
          </Link>
        </Typography>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="legacy-items" sx={{ p: 2 }}>
        <Typography id="legacy-items" component="h2" variant="h2" sx={{ mb: 1 }}>
          Items
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby="legacy-items">
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  Item
                </TableCell>
                <TableCell component="th" scope="col">
                  Category
                </TableCell>
                <TableCell component="th" scope="col">
                  Result
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((result) => (
                <TableRow key={result.itemId} data-item-id={result.itemId}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                    {result.description}
                    {result.critical ? ' (critical)' : ''}
                    {!result.met && result.missing ? (
                      <Box
                        component="span"
                        sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}
                      >
                        {result.missing.why}
                      </Box>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    {isRedFlag(result) ? 'Red flag' : categoryLabel(result.category, feedback.categories)}
                  </TableCell>
                  <TableCell
                    sx={{ fontWeight: 700, color: result.met ? 'success.dark' : paletteExtras.red.dark }}
                  >
                    {result.met ? 'Met' : 'Missed'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="legacy-model" sx={{ p: 2 }}>
        <Typography id="legacy-model" component="h2" variant="h2" sx={{ mb: 1 }}>
          Model answer
        </Typography>
        <Typography sx={{ mb: 1 }}>
          <strong>Working diagnosis:</strong> {feedback.expected.workingDiagnosis}
        </Typography>
        <Typography sx={{ maxWidth: '75ch' }}>{feedback.expected.modelAnswer}</Typography>
      </Paper>
    </Box>
  );
};

/** `/feedback-legacy/{sessionId}`: the same feedback in the compact older layout. */
export const FeedbackLegacyPage = () => {
  const { sessionId = '' } = useParams();
  const query = useFeedback(sessionId);
  const title = query.data?.caseTitle;
  useDocumentTitle(title ? `Feedback (legacy): ${title}` : 'Feedback (legacy)');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 }, ...focusRingSx }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        Feedback (legacy)
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title ?? 'Session feedback'}
      </Typography>
      <FeedbackGate sessionId={sessionId} query={query}>
        {(feedback) => <LegacyContent feedback={feedback} sessionId={sessionId} />}
      </FeedbackGate>
    </Container>
  );
};
