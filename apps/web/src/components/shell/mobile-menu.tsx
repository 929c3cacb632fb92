import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { useAuthUser } from '../../features/auth/auth-provider';
import { useSignOut } from '../../features/auth/use-sign-out';
import { LogoutIcon, ShieldIcon } from '../app-icons';
import { ACCOUNT_NAV, MAIN_NAV, type NavItem, PUBLIC_NAV } from './nav-items';

const linkSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  width: '100%',
  justifyContent: 'flex-start',
  px: 2,
  py: 1.5,
  color: 'text.primary',
  fontSize: '1rem',
  textDecoration: 'none',
  fontFamily: 'inherit',
  borderRadius: 1,
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-current="page"]': {
    fontWeight: 700,
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.08),
    color: 'primary.main',
  },
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: -3,
  },
} as const;

const Links = ({ items, label }: { items: readonly NavItem[]; label?: string }) => (
  <>
    {label && (
      <Typography component="p" variant="overline" sx={{ px: 2, pt: 1, color: 'text.secondary' }}>
        {label}
      </Typography>
    )}
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map(({ to, label: text, Icon }) => (
        <li key={to}>
          <ButtonBase component={NavLink} to={to} end={to === '/'} sx={linkSx}>
            {Icon && <Icon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />}
            {text}
          </ButtonBase>
        </li>
      ))}
    </Box>
  </>
);

/** The mobile header's menu panel; Escape closes it, and so does any navigation (in the header). */
export const MobileMenu = ({ id, isOpen, onClose }: { id: string; isOpen: boolean; onClose: () => void }) => {
  const { user, isAdmin } = useAuthUser();
  const signOut = useSignOut();

  useEffect(() => {
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [isOpen, onClose]);

  return (
    <Box
      id={id}
      component="nav"
      aria-label="Menu"
      hidden={!isOpen}
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
        maxHeight: 'calc(100vh - 64px)',
        overflowY: 'auto',
        py: 1,
        px: 1,
        '&[hidden]': { display: 'none' },
      }}
    >
      {user ? (
        <>
          <Links items={MAIN_NAV} label="Main" />
          <Links items={ACCOUNT_NAV} label="Account" />
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {isAdmin && (
              <li>
                <ButtonBase component={RouterLink} to="/admin/dashboard" sx={linkSx}>
                  <ShieldIcon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />
                  Admin Portal
                </ButtonBase>
              </li>
            )}
            <li>
              <ButtonBase onClick={() => void signOut()} sx={linkSx}>
                <LogoutIcon aria-hidden="true" fontSize="small" sx={{ color: 'primary.main' }} />
                Sign Out
              </ButtonBase>
            </li>
          </Box>
        </>
      ) : (
        <>
          <Links items={PUBLIC_NAV} />
          <Box sx={{ px: 2, py: 1.5 }}>
            <Button component={RouterLink} to="/login" variant="contained" fullWidth>
              Sign In
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
};
