import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/**
 * What a session's page says when the api answers 404: the session does not exist or is another
 * account's (the api does not say which).
 */
export const NotYoursAlert = ({ title }: { title: string }) => (
  <Alert severity="warning" sx={{ maxWidth: '70ch' }}>
    <Box component="strong" sx={{ display: 'block', mb: 0.5 }}>
      {title}
    </Box>
    This session does not exist, or it belongs to another account.{' '}
    <Link component={RouterLink} to="/dashboard" color="inherit">
      Go to your dashboard
    </Link>
    .
  </Alert>
);
