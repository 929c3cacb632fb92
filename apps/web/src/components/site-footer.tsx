import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../features/branding/brand-mark';
import { useSiteBranding } from '../features/branding/use-site-branding';
import { OPEN_DIAGNOSTICS_EVENT } from '../features/diagnostics/constants';
import { createMultiClickDetector } from '../features/diagnostics/shortcuts';

const footerLinks = [
  ['/legal', 'Terms & Privacy'],
  ['/accessibility', 'Accessibility'],
  ['/help-and-support', 'Help & Support'],
  ['/contact', 'Contact'],
  ['/status', 'Service status'],
] as const;

/**
 * The funder logo and partner badges the deployer configured. Apart from the rest of the footer,
 * so that only these marks render again when the branding arrives after start-up.
 */
const FooterMarks = () => {
  const branding = useSiteBranding();
  return (
    <Stack
      component="ul"
      aria-label="Funder and partners"
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', flexShrink: 0 }}
    >
      {[branding.funder, ...branding.badges].map((mark) => (
        <li key={mark.imageUrl}>
          <BrandMark mark={mark} />
        </li>
      ))}
    </Stack>
  );
};

/** Footer with the disclaimer, the funder logo and partner badges, and the site's links. */
const isFifthClick = createMultiClickDetector();
const onVersionClick = () => {
  if (isFifthClick())
    window.dispatchEvent(new CustomEvent(OPEN_DIAGNOSTICS_EVENT, { detail: 'capture-logs' }));
};

export const SiteFooter = () => (
  <Box
    component="footer"
    sx={{
      mt: 'auto',
      borderTop: 1,
      borderColor: 'divider',
      bgcolor: 'background.paper',
      py: 3,
      // Room below the last line for the assistant's floating button, which would cover it otherwise.
      'body:has([data-assistant-launcher]) &': { pb: { xs: 11, sm: 13 } },
    }}
  >
    <Container maxWidth="lg">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 2, md: 4 }}
        sx={{ mb: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" sx={{ maxWidth: '70ch' }}>
          <strong>Disclaimer:</strong> UroSim is an educational training simulator with AI-driven cases. The
          content is for education and training only, all cases and patients are fictional, and nothing on
          this site is medical advice.
        </Typography>
        <FooterMarks />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', color: 'text.secondary' }}>
        {/* The pre-rendered pages carry the build's year; a page taken over in a later year keeps
          the reader's year without a hydration mismatch. */}
        <Typography variant="body2" suppressHydrationWarning>
          © {new Date().getFullYear()} UroSim
        </Typography>
        {footerLinks.map(([to, label]) => (
          <Link key={to} component={RouterLink} to={to} variant="body2">
            {label}
          </Link>
        ))}
        {/* Five clicks within 2 s copy the captured logs for support (specification, section 9). */}
        <Typography variant="body2" onClick={onVersionClick}>
          Version {__APP_VERSION__}
        </Typography>
      </Stack>
    </Container>
  </Box>
);
