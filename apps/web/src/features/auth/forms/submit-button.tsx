import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's main button: disabled with a spinner and its busy label while the form submits. */
export const SubmitButton = ({
  isSubmitting,
  label,
  busyLabel = label,
}: {
  isSubmitting: boolean;
  label: string;
  busyLabel?: string;
}) => (
  <Button
    type="submit"
    variant="contained"
    size="large"
    disabled={isSubmitting}
    startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
  >
    {isSubmitting ? busyLabel : label}
  </Button>
);
