import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { adminBusinessApi, errorText } from './admin-business-api';

const dismissedKey = (sessionId: string) => `urosim.survey.dismissed.${sessionId}`;
const isDismissed = (sessionId: string) => {
  try {
    return window.localStorage.getItem(dismissedKey(sessionId)) === '1';
  } catch {
    return false;
  }
};

const questions = [
  ['usefulness', 'How useful was this case?', 'Not useful', 'Very useful'],
  ['realism', 'How realistic was the patient?', 'Not realistic', 'Very realistic'],
  ['difficulty', 'How difficult was it?', 'Very easy', 'Very hard'],
] as const;
type Scores = Partial<Record<(typeof questions)[number][0], number>>;

/**
 * The short optional survey under a session's feedback (issue 17): three 1–5 questions and a free
 * text, answered once a session; "Not now" hides it for the session in this browser.
 */
export const SessionSurvey = ({ sessionId }: { sessionId: string }) => {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [isHidden, setIsHidden] = useState(() => isDismissed(sessionId));
  const [scores, setScores] = useState<Scores>({});
  const [comment, setComment] = useState('');
  const state = useQuery({
    queryKey: ['survey', sessionId],
    queryFn: ({ signal }) => adminBusinessApi.surveyState(sessionId, signal),
    enabled: !isHidden,
    retry: false,
  });
  const answer = useMutation({
    mutationFn: () =>
      adminBusinessApi.answerSurvey(sessionId, { ...scores, comment: comment.trim() || null }),
    onSuccess: (data) => queryClient.setQueryData(['survey', sessionId], data),
  });
  if (isHidden || !state.data) return null;
  if (state.data.isAnswered) {
    return answer.isSuccess ? (
      <Alert severity="success">Thank you: your answers help us improve the cases.</Alert>
    ) : null;
  }
  const handleDismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(sessionId), '1');
    } catch {
      // Private mode: hidden for this visit only.
    }
    setIsHidden(true);
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate();
  };
  const isEmpty = Object.keys(scores).length === 0 && comment.trim() === '';
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 0.5 }}>
        A quick survey (optional)
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {state.data.isPilotParticipant
          ? 'As a research pilot participant, your answers feed the pilot’s findings. '
          : ''}
        Every question is optional; answer as few as you like.
      </Typography>
      <Box component="form" onSubmit={handleSubmit}>
        <Stack spacing={1.5}>
          {questions.map(([name, label, low, high]) => (
            <FormControl key={name} component="fieldset">
              <FormLabel component="legend">
                {label} (1 {low}, 5 {high})
              </FormLabel>
              <RadioGroup
                row
                aria-label={`${label} (1 ${low}, 5 ${high})`}
                name={name}
                value={scores[name] ?? ''}
                onChange={(event) => setScores((s) => ({ ...s, [name]: Number(event.target.value) }))}
              >
                {[1, 2, 3, 4, 5].map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio size="small" />}
                    label={String(value)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          ))}
          <TextField
            label="Anything else? (optional)"
            multiline
            minRows={2}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {answer.isError ? <Alert severity="error">{errorText(answer.error)}</Alert> : null}
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={isEmpty || answer.isPending}>
              Send answers
            </Button>
            <Button onClick={handleDismiss}>Not now</Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
};
