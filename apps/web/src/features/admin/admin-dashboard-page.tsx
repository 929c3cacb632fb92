import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ListGrid } from '../../components/list-grid';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { BeingBuilt } from '../placeholder/placeholder-page';
import { ADMIN_SCREENS } from './admin-screens';

/** `/admin/dashboard`: the admin area's home. */
export const AdminDashboardPage = () => {
  useDocumentTitle('Admin dashboard');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Admin dashboard
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The e-mail outbox works now; the other admin screens are being built.
      </Typography>
      <ListGrid columns={{ xs: 1, sm: 2, lg: 3 }}>
        {ADMIN_SCREENS.map((screen) => (
          <Paper component="li" key={screen.path} variant="outlined" sx={{ p: 2.5 }}>
            <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
              <Link component={RouterLink} to={`/admin/${screen.path}`}>
                {screen.title}
              </Link>
            </Typography>
            <Typography variant="body2">{screen.description}</Typography>
          </Paper>
        ))}
      </ListGrid>
      <BeingBuilt />
    </Container>
  );
};
