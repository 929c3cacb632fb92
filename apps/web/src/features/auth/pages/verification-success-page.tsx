import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from './auth-card';

/** `/verification-success`: the e-mail is verified; on to the login. */
export const VerificationSuccessPage = () => {
  useDocumentTitle('E-mail verified');
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard title="Your e-mail is verified">
      <Typography sx={{ mb: 3 }}>
        {email ? (
          <>
            Thank you. <strong>{email}</strong> is confirmed and your account is ready.
          </>
        ) : (
          'Thank you. Your address is confirmed and your account is ready.'
        )}{' '}
        Log in to choose your first case.
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        Log in
      </Button>
    </AuthCard>
  );
};
