import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { authApi } from '../auth/auth-api';
import { useAuthUser } from '../auth/auth-provider';
import { isAdminUser, tierLabel } from '../auth/user-rules';
import { useUsageSummary } from '../billing/billing-api';
import { accountApi } from './account-api';
import { CertificationsEditor, ExpertiseEditor } from './profile-extras';
import { ProfileForm } from './profile-form';
import { ProfilePicture } from './profile-picture';

// The account's other pages, /subscription and the billing sandbox's, come with this module (one
// lazy import of routes.tsx for the account: each costs the landing page's entry some bytes).
export { BillingPage } from '../billing/billing-routes';
export { SecurityPage } from './security-page';

const formatDate = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-GB', { dateStyle: 'long' });
};

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

/** `/settings`, `/profile` and `/user`: the logged-in user's details from `GET /user/profile`. */
export const AccountPage = ({ title }: { title: string }) => {
  useDocumentTitle(title);
  const { user } = useAuthUser();
  const usage = useUsageSummary();
  const profile = useQuery({
    queryKey: ['user', 'profile', user?.id],
    queryFn: ({ signal }) => authApi.profile(signal),
    enabled: !!user,
  });
  const data = profile.data;
  const extended = useQuery({
    queryKey: ['account', 'extended', user?.id],
    queryFn: ({ signal }) => accountApi.extended(signal),
    enabled: !!user,
  });

  const rows: [string, ReactNode][] = data
    ? [
        ['Full name', orDash(data.fullName)],
        ['E-mail address', data.email],
        ['E-mail verified', data.emailVerified ? 'Yes' : 'No'],
        ['Role', isAdminUser(data) ? 'Administrator' : 'Trainee'],
        ['Grade', orDash(data.grade)],
        ['Years of practice', orDash(data.years_of_practice)],
        ['Institution', orDash(data.institution)],
        ['Country', orDash(data.country)],
        [
          'Subscription',
          <Link key="plan" component={RouterLink} to="/subscription">
            {tierLabel({ isAdmin: isAdminUser(data), subscription: { plan_name: usage.data?.plan.name } })}
          </Link>,
        ],
        ['Member since', formatDate(data.createdAt)],
      ]
    : [];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="account-details"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="account-details" variant="h2" sx={{ mb: 2 }}>
          Your account
        </Typography>
        {profile.isPending && (
          <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-hidden="true" />
            <Typography>Loading your details…</Typography>
          </Stack>
        )}
        {profile.isError && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
                Retry
              </Button>
            }
          >
            Could not load your details: {profile.error.message}
          </Alert>
        )}
        {data && (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1.5 },
              '& dt': { fontWeight: 600, mt: { xs: 1.5, sm: 0 } },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            {rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="edit-profile"
        sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}
      >
        <Typography id="edit-profile" variant="h2" sx={{ mb: 2 }}>
          Edit your profile
        </Typography>
        {extended.data ? (
          <>
            <ProfilePicture user={extended.data.user} />
            <ProfileForm user={extended.data.user} completion={extended.data.completion} />
            <ExpertiseEditor specialties={extended.data.expertise} />
            <CertificationsEditor certifications={extended.data.certifications} />
          </>
        ) : extended.isError ? (
          <Alert severity="error">Could not load your profile: {extended.error.message}</Alert>
        ) : (
          <Typography role="status">Loading your profile…</Typography>
        )}
      </Paper>
      <Typography sx={{ mt: 3 }}>
        Your password, your data and deleting your account:{' '}
        <Link component={RouterLink} to="/settings/security">
          Security and privacy
        </Link>
        . Notifications and preferences:{' '}
        <Link component={RouterLink} to="/settings">
          Settings
        </Link>
        .
      </Typography>
    </Container>
  );
};
