import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

/**
 * A titled part of a public page: a section named by its h2, with an id other pages can link to
 * (`/features#feedback`).
 */
export const SiteSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ mt: { xs: 5, md: 6 } }}>
    <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** A paragraph of page prose. */
export const SiteText = ({ children }: { children: ReactNode }) => (
  <Typography sx={{ mb: 2 }}>{children}</Typography>
);

/** A bulleted list of page prose. */
export const SiteList = ({ children }: { children: ReactNode }) => (
  <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2, '& > li': { mb: 1 } }}>
    {children}
  </Box>
);

/** A link from page prose to another page of the app (or to a part of this one: `#cookies`). */
export const SiteLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link component={RouterLink} to={to}>
    {children}
  </Link>
);

/**
 * Scrolls to the element the address's hash names once the page has rendered: pages load lazily,
 * so the browser's own jump happens before the target exists.
 */
export const useScrollToHash = () => {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
};
