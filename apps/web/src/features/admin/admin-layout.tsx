import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, useEffect, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ExpandMoreIcon } from '../../components/app-icons';
import { LoadingScreen } from '../../components/loading-screen';
import { useAuthUser } from '../auth/auth-provider';
import { sendAdminErrorLog } from './admin-error-log';
import { ADMIN_SCREENS } from './admin-screens';

/** Whether a nav entry is the current screen (`/admin-logs` is the logs screen too). */
const isCurrent = (pathname: string, path: string) =>
  pathname === `/admin/${path}` ||
  pathname.startsWith(`/admin/${path}/`) ||
  (path === 'logs' && pathname === '/admin-logs');

/**
 * The admin pages' frame: a navigation built from `ADMIN_SCREENS` (a screen appears by its entry
 * there) beside the page. While an admin is here, the browser's uncaught errors go to
 * `POST /api/admin/logs` (specification, sections 6 and 7).
 */
export const AdminLayout = () => {
  const { pathname } = useLocation();
  const { isAdmin } = useAuthUser();
  // On a phone the fourteen screens would push every page below the fold: the list folds behind a
  // button naming the current screen, and folds again after each navigation.
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  const currentScreen = ADMIN_SCREENS.find((screen) => isCurrent(pathname, screen.path));
  // biome-ignore lint/correctness/useExhaustiveDependencies: folds on every change of page
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const onError = (event: ErrorEvent) =>
      void sendAdminErrorLog(isAdmin, 'error', event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) =>
      void sendAdminErrorLog(isAdmin, 'error', event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [isAdmin]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        px: { xs: 1, md: 2 },
        py: 2,
      }}
    >
      <Paper
        component="nav"
        aria-label="Admin"
        variant="outlined"
        sx={{ flex: { md: '0 0 220px' }, alignSelf: 'flex-start', width: { xs: '100%', md: 220 } }}
      >
        {isWide ? null : (
          <Button
            fullWidth
            color="inherit"
            aria-expanded={isOpen}
            aria-controls={listId}
            endIcon={<ExpandMoreIcon sx={{ transform: isOpen ? 'rotate(180deg)' : 'none' }} />}
            onClick={() => setOpen((open) => !open)}
            sx={{ justifyContent: 'space-between', px: 2, py: 1.25, textTransform: 'none' }}
          >
            Admin menu{currentScreen ? `: ${currentScreen.title}` : ''}
          </Button>
        )}
        <Collapse in={isWide || isOpen} id={listId}>
          <List dense>
            {ADMIN_SCREENS.map((screen) => {
              const current = isCurrent(pathname, screen.path);
              return (
                <ListItem key={screen.path} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={`/admin/${screen.path}`}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                  >
                    <ListItemText primary={screen.title} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Collapse>
      </Paper>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Suspense fallback={<LoadingScreen title="Loading admin panel..." />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
};
