import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** The logged-out header for now; navigation, sign-in and the user menu come with their pages. */
export const SiteHeader = () => (
  <AppBar component="header" position="static" color="primary" elevation={0}>
    <Container maxWidth="lg">
      <Toolbar disableGutters sx={{ gap: 2 }}>
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, fontSize: '1.25rem' }}
        >
          <Box
            component="img"
            src="/favicon.svg"
            alt=""
            width={30}
            height={30}
            sx={{ borderRadius: 1.5, outline: '2px solid rgba(255, 255, 255, 0.85)' }}
          />
          UroSim
        </Link>
        <Typography
          component="span"
          variant="body2"
          sx={{ display: { xs: 'none', sm: 'inline' }, opacity: 0.95 }}
        >
          Urology clinical case training simulator
        </Typography>
      </Toolbar>
    </Container>
  </AppBar>
);
