import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveNotes } from './sessions-api';

/** Typing pauses this long before the notes are saved. */
export const NOTES_DEBOUNCE_MS = 800;
const MAX_NOTES = 20_000;

type SaveState = 'saved' | 'editing' | 'saving' | 'failed';
const stateText: Record<SaveState, string> = {
  saved: 'All changes saved.',
  editing: 'Editing…',
  saving: 'Saving…',
  failed: 'Not saved. Your notes will be saved again when you next type, or try leaving the field.',
};

/** The trainee's notes, saved with the session once typing pauses (and when leaving the page). */
export const NotesPanel = ({ sessionId, initialNotes }: { sessionId: string; initialNotes: string }) => {
  const [notes, setNotes] = useState(initialNotes);
  const [state, setState] = useState<SaveState>('saved');
  const saved = useRef(initialNotes);
  const latest = useRef(initialNotes);
  latest.current = notes;

  const save = useCallback(async () => {
    const value = latest.current;
    if (value === saved.current) {
      setState('saved');
      return;
    }
    setState('saving');
    try {
      await saveNotes(sessionId, value);
      saved.current = value;
      setState(latest.current === value ? 'saved' : 'editing');
    } catch {
      setState('failed');
    }
  }, [sessionId]);

  useEffect(() => {
    if (notes === saved.current) return;
    setState('editing');
    const timer = setTimeout(() => void save(), NOTES_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [notes, save]);

  // Leaving the page with unsaved notes still saves them.
  useEffect(
    () => () => {
      if (latest.current !== saved.current) void saveNotes(sessionId, latest.current).catch(() => {});
    },
    [sessionId],
  );

  return (
    <Box>
      <TextField
        label="Your notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        onBlur={() => void save()}
        multiline
        minRows={10}
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_NOTES } }}
        helperText="Only you see these notes. They are kept with the session."
      />
      <Typography
        variant="body2"
        role={state === 'failed' ? 'alert' : undefined}
        sx={{ mt: 1, color: state === 'failed' ? 'error.main' : 'text.secondary' }}
      >
        {stateText[state]}
      </Typography>
    </Box>
  );
};
