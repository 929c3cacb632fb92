import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * Asks before ending a session: ending is irreversible (the clock stops, the patient stops
 * answering), and End Session sits beside the timer where a stray click lands. "Keep going" has the
 * focus, so Enter or Escape keeps the session; MUI's dialog traps the focus and gives it back.
 */
export const EndSessionDialog = ({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) => (
  <Dialog
    open={open}
    onClose={onCancel}
    aria-labelledby="end-session-title"
    aria-describedby="end-session-text"
  >
    <DialogTitle id="end-session-title">End the session now?</DialogTitle>
    <DialogContent>
      <DialogContentText id="end-session-text">
        Ending is final: the clock stops and the patient and nurse stop answering. You then write your summary
        and your hand-off, and read your feedback.
      </DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel} autoFocus>
        Keep going
      </Button>
      <Button onClick={onConfirm} color="error" variant="contained">
        End session
      </Button>
    </DialogActions>
  </Dialog>
);
