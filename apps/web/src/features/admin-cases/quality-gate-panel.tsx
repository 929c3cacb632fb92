import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuthoringQuestion, QualityGateReport } from '@urosim/contracts';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The figures of the last run: right, wrong and deflected shares, and every miss. */
export const QualityGateFigures = ({
  report,
  isSummary = false,
}: {
  report: QualityGateReport;
  isSummary?: boolean;
}) => (
  <Box>
    <Stack direction="row" spacing={3} sx={{ mb: 2 }} aria-label="Quality gate figures" role="group">
      <Typography>
        Right: <strong data-testid="gate-right">{percent(report.rightShare)}</strong> ({report.right}/
        {report.total})
      </Typography>
      <Typography>
        Wrong: <strong data-testid="gate-wrong">{percent(report.wrongShare)}</strong> ({report.wrong})
      </Typography>
      <Typography>
        Deflected: <strong data-testid="gate-deflected">{percent(report.deflectedShare)}</strong> (
        {report.deflected})
      </Typography>
    </Stack>
    {isSummary ? null : report.total === 0 ? (
      <Alert severity="info">No paraphrase questions yet: add some in the Quality gate tab.</Alert>
    ) : report.misses.length === 0 ? (
      <Alert severity="success">Every question got the answer it expects.</Alert>
    ) : (
      <Table size="small" aria-label="Misses">
        <TableHead>
          <TableRow>
            <TableCell>Question</TableCell>
            <TableCell>Expected</TableCell>
            <TableCell>Verdict</TableCell>
            <TableCell>What the engine answered</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.misses.map((m, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows never reorder
            <TableRow key={i}>
              <TableCell>{m.text}</TableCell>
              <TableCell>{m.reveals}</TableCell>
              <TableCell>{m.verdict}</TableCell>
              <TableCell>
                {m.answer}
                {m.revealed.length > 0 && (
                  <Typography variant="caption" component="div">
                    revealed: {m.revealed.join(', ')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
  </Box>
);

/** The case's own paraphrase questions, each with the fact it should reveal, and the gate's result. */
export const QualityGatePanel = ({
  questions,
  factIds,
  errors,
  report,
  isRunning,
  onChange,
  onRun,
}: {
  questions: AuthoringQuestion[];
  factIds: string[];
  errors: Map<string, string>;
  report: QualityGateReport | null;
  isRunning: boolean;
  onChange: (questions: AuthoringQuestion[]) => void;
  onRun: () => void;
}) => (
  <Stack spacing={2}>
    <Typography>
      Questions worded as a trainee might ask, unlike the cue phrases. On each save (or now) they are played
      through the scripted patient.
    </Typography>
    {questions.map((q, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: edited in place; the position is the address
      <Paper key={i} variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
          <TextField
            size="small"
            fullWidth
            label={`Question ${i + 1}`}
            value={q.text}
            error={errors.has(`questions.${i}.text`)}
            helperText={errors.get(`questions.${i}.text`)}
            onChange={(e) =>
              onChange(questions.map((x, j) => (j === i ? { ...x, text: e.target.value } : x)))
            }
          />
          <TextField
            size="small"
            select
            label={`Question ${i + 1} should reveal`}
            value={q.reveals}
            error={errors.has(`questions.${i}.reveals`)}
            helperText={errors.get(`questions.${i}.reveals`)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 240 }}
            onChange={(e) =>
              onChange(questions.map((x, j) => (j === i ? { ...x, reveals: e.target.value } : x)))
            }
          >
            <option value="negative">a plain “no” (negative)</option>
            <option value="deflect">a deflection</option>
            {[...new Set([...factIds, q.reveals])]
              .filter((id) => id && id !== 'negative' && id !== 'deflect')
              .map((id) => (
                <option key={id} value={id}>
                  fact: {id}
                </option>
              ))}
          </TextField>
          <Button
            color="error"
            onClick={() => onChange(questions.filter((_, j) => j !== i))}
            aria-label={`Remove question ${i + 1}`}
          >
            Remove
          </Button>
        </Stack>
      </Paper>
    ))}
    <Stack direction="row" spacing={1}>
      <Button
        variant="outlined"
        onClick={() => onChange([...questions, { text: '', reveals: factIds[0] ?? 'negative' }])}
      >
        Add question
      </Button>
      <Button variant="contained" disabled={isRunning || questions.length === 0} onClick={onRun}>
        {isRunning ? 'Running…' : 'Run the quality gate'}
      </Button>
    </Stack>
    {report && <QualityGateFigures report={report} />}
  </Stack>
);
