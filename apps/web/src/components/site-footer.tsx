import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

const footerLinks = [
  ['/legal', 'Terms & Privacy'],
  ['/accessibility', 'Accessibility'],
  ['/help-and-support', 'Help & Support'],
  ['/contact', 'Contact'],
  ['/status', 'Service status'],
] as const;

/** Footer with the disclaimer the specification requires on every public page. */
export const SiteFooter = () => (
  <Box
    component="footer"
    sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}
  >
    <Container maxWidth="lg">
      <Typography variant="body2" sx={{ mb: 1.5, maxWidth: '70ch' }}>
        <strong>Disclaimer:</strong> UroSim is for education and training only. All cases and patients are
        fictional. Nothing on this site is medical advice.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', color: 'text.secondary' }}>
        <Typography variant="body2">© {new Date().getFullYear()} UroSim</Typography>
        {footerLinks.map(([to, label]) => (
          <Link key={to} component={RouterLink} to={to} variant="body2">
            {label}
          </Link>
        ))}
        <Typography variant="body2">Version {__APP_VERSION__}</Typography>
      </Stack>
    </Container>
  </Box>
);
