import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useHeaderStats } from '../header-stats/use-header-stats';
import { BeingBuilt } from '../placeholder/placeholder-page';

const nextSteps = [
  { to: '/case-selection', title: 'Urology Case Selection', text: 'Choose a fictional patient to consult.' },
  { to: '/modules', title: 'Modules', text: 'Work through grouped cases and communication scenarios.' },
  { to: '/settings', title: 'Settings', text: 'See the details of your account.' },
];

/** `/dashboard`: where a login lands. Progress and statistics come with the dashboard issue. */
export const DashboardPage = () => {
  useDocumentTitle('Dashboard');
  const stats = useHeaderStats();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Dashboard
      </Typography>
      <Typography sx={{ fontSize: '1.125rem' }}>Welcome, {stats.name}.</Typography>
      <BeingBuilt />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          mt: 4,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {nextSteps.map((step) => (
          <Paper component="li" key={step.to} variant="outlined" sx={{ p: 2.5 }}>
            <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
              <Link component={RouterLink} to={step.to}>
                {step.title}
              </Link>
            </Typography>
            <Typography variant="body2">{step.text}</Typography>
          </Paper>
        ))}
      </Box>
    </Container>
  );
};
