import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { useAuthUser } from '../features/auth/auth-provider';
import { useIsBelow, useIsMobile } from '../hooks/use-is-mobile';
import { useIsScrolled } from '../hooks/use-is-scrolled';
import { CloseIcon, MenuIcon } from './icons';
import { HEADER_LINKS_MIN_PX, HEADER_SCROLLED_PX, MOBILE_BREAKPOINT_PX } from './shell/layout-rules';
import { PUBLIC_NAV } from './shell/public-nav';

// The menu's panel loads when it is first opened.
const MobileMenu = lazy(async () => ({ default: (await import('./shell/mobile-menu')).MobileMenu }));
const HeaderAccount = lazy(async () => ({ default: (await import('./shell/header-account')).HeaderAccount }));
// Only case pages show them, so they load with the first case page.
const CaseSessionControls = lazy(async () => ({
  default: (await import('../features/case-session/session-controls')).CaseSessionControls,
}));

const headerLinkSx = {
  color: 'inherit',
  px: 1,
  py: 0.75,
  borderRadius: 1,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&[aria-current="page"]': {
    textDecoration: 'underline',
    textUnderlineOffset: '6px',
    textDecorationThickness: 2,
  },
} as const;

const Brand = () => (
  <Link
    component={RouterLink}
    to="/"
    color="inherit"
    underline="none"
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 1,
      fontWeight: 700,
      fontSize: '1.25rem',
      flexShrink: 0,
    }}
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
);

// A visitor's header is laid out by CSS alone, so that a pre-rendered page is right at any width
// before its scripts have run: the links from 1024 px, Sign In from 768 px, the menu toggle below
// 1024 px.
const fromLinksWidth = `@media (min-width: ${HEADER_LINKS_MIN_PX}px)`;
const belowMobileWidth = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * The header. Logged out: the site's links and Sign In. Logged in: the subscription pill, the
 * funder logo and the user menu. Below 768 px a toggle opens a menu that closes on navigation (for
 * visitors below 1024 px, where the links do not fit). Past 20 px of scrolling it takes its
 * scrolled style.
 */
export const SiteHeader = () => {
  const { user } = useAuthUser();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [hasMenuOpened, setHasMenuOpened] = useState(false);
  // A visitor's header is laid out by CSS alone; the width matters to it only once its menu has
  // been opened (to close it on widening). So a pre-rendered page's header does not render twice.
  const isMobile = useIsMobile({ when: !!user });
  const isNarrow = useIsBelow(HEADER_LINKS_MIN_PX, { when: !user && hasMenuOpened });
  // Whether the toggle's menu is in use: always in mobile mode; for visitors also when the links
  // do not fit. A visitor's toggle is shown and hidden by CSS.
  const hasMenu = isMobile || (!user && isNarrow);
  const isScrolled = useIsScrolled(HEADER_SCROLLED_PX);
  const menuId = useId();
  const { pathname } = useLocation();
  const hasSessionControls = !!user && pathname.startsWith('/case/');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what closes the menu
  useEffect(() => setIsMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!hasMenu) setIsMenuOpen(false);
  }, [hasMenu]);

  return (
    <AppBar
      component="header"
      position="sticky"
      color="primary"
      elevation={isScrolled ? 4 : 0}
      data-scrolled={isScrolled ? 'true' : 'false'}
      sx={{
        bgcolor: isScrolled ? 'brand.scrolled' : 'primary.main',
        transition: 'background-color 200ms ease, box-shadow 200ms ease',
        '& a:focus-visible, & button:focus-visible, & .Mui-focusVisible': {
          outline: (theme) => `3px solid ${theme.palette.common.white}`,
          outlineOffset: 2,
        },
      }}
    >
      {/* Logged in, the brand sits over the side navigation; logged out, it lines up with the page. */}
      <Container maxWidth={user ? false : 'lg'}>
        <Toolbar disableGutters sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 64 } }}>
          <Brand />
          {!user && (
            <Box
              component="nav"
              aria-label="Site"
              sx={{
                display: 'none',
                [fromLinksWidth]: { display: 'flex' },
                gap: { md: 0.5, lg: 1 },
                ml: { md: 2 },
                flexWrap: 'nowrap',
                overflow: 'hidden',
              }}
            >
              {PUBLIC_NAV.map((item) => (
                <Link key={item.to} component={NavLink} to={item.to} end sx={headerLinkSx}>
                  {item.label}
                </Link>
              ))}
            </Box>
          )}
          <Box sx={{ flex: 1 }} />
          {hasSessionControls && !isMobile && (
            <Suspense fallback={null}>
              <CaseSessionControls />
            </Suspense>
          )}
          {user ? (
            // Only logged-in visitors need it, so it stays out of the landing page's download.
            <Suspense fallback={<Box sx={{ width: isMobile ? 48 : 220, height: 44 }} />}>
              <HeaderAccount isMobile={isMobile} />
            </Suspense>
          ) : (
            <Button
              component={RouterLink}
              to="/login"
              variant="contained"
              sx={{
                bgcolor: 'common.white',
                color: 'primary.main',
                whiteSpace: 'nowrap',
                flexShrink: 0,
                '&:hover': { bgcolor: 'brand.whiteHover' },
                [belowMobileWidth]: { display: 'none' },
              }}
            >
              Sign In
            </Button>
          )}
          {(!user || isMobile) && (
            <IconButton
              color="inherit"
              aria-expanded={isMenuOpen}
              aria-controls={menuId}
              aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => {
                setHasMenuOpened(true);
                setIsMenuOpen((open) => !open);
              }}
              edge="end"
              sx={user ? undefined : { [fromLinksWidth]: { display: 'none' } }}
            >
              {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          )}
        </Toolbar>
      </Container>
      {/* On a phone the session controls take a row of their own under the brand. */}
      {hasSessionControls && isMobile && (
        <Box sx={{ px: 2, pb: 1 }}>
          <Suspense fallback={<Box sx={{ height: 37 }} />}>
            <CaseSessionControls isCompact />
          </Suspense>
        </Box>
      )}
      {hasMenu && hasMenuOpened && (
        <Suspense fallback={null}>
          <MobileMenu id={menuId} isOpen={isMenuOpen} onClose={() => setIsMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
};
