import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A line under an account form that offers the way elsewhere: "Remembered it? Sign in". */
export const LinkPrompt = ({
  prompt,
  to,
  label,
  reloadDocument,
  variant = 'body1',
  sx,
}: {
  prompt: string;
  to: string;
  label: string;
  /** Load the page afresh (a form that must start again empty). */
  reloadDocument?: boolean;
  variant?: 'body1' | 'body2';
  sx?: SxProps<Theme>;
}) => (
  <Typography variant={variant} sx={sx}>
    {prompt}{' '}
    <Link component={RouterLink} to={to} reloadDocument={reloadDocument}>
      {label}
    </Link>
  </Typography>
);
