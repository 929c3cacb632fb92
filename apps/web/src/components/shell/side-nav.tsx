import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAuthUser } from '../../features/auth/auth-provider';
import { useSignOut } from '../../features/auth/use-sign-out';
import { brandIdentity } from '../../features/auth/user-rules';
import { ChevronLeftIcon, ChevronRightIcon, LogoutIcon } from '../app-icons';
import { visuallyHidden } from '../visually-hidden';
import { isSideNavCollapsedByDefault } from './layout-rules';
import { ACCOUNT_NAV, MAIN_NAV, type NavItem } from './nav-items';

const EXPANDED_WIDTH = 248;
const COLLAPSED_WIDTH = 68;

const itemSx = (isCollapsed: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: isCollapsed ? 'center' : 'flex-start',
    gap: 1.5,
    width: '100%',
    minHeight: 44,
    px: isCollapsed ? 0 : 1.5,
    borderRadius: 2,
    color: 'text.primary',
    fontSize: '0.95rem',
    textAlign: 'left',
    textDecoration: 'none',
    fontFamily: 'inherit',
    '&:hover': { bgcolor: 'action.hover' },
    '&[aria-current="page"]': {
      bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.1),
      color: 'primary.main',
      fontWeight: 700,
    },
    '&.Mui-focusVisible, &:focus-visible': {
      outline: '3px solid',
      outlineColor: 'primary.main',
      outlineOffset: -3,
    },
  }) as const;

const Section = ({
  label,
  items,
  isCollapsed,
  children,
}: {
  label: string;
  items: readonly NavItem[];
  isCollapsed: boolean;
  children?: React.ReactNode;
}) => {
  const labelId = useId();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography
        id={labelId}
        component="p"
        variant="overline"
        sx={isCollapsed ? visuallyHidden : { px: 1.5, color: 'text.secondary', lineHeight: 2 }}
      >
        {label}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={labelId}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
      >
        {items.map(({ to, label: text, Icon }) => (
          <li key={to}>
            <ButtonBase
              component={NavLink}
              to={to}
              sx={itemSx(isCollapsed)}
              title={isCollapsed ? text : undefined}
            >
              {Icon && <Icon aria-hidden="true" sx={{ color: 'primary.main' }} />}
              <Box component="span" sx={isCollapsed ? visuallyHidden : undefined}>
                {text}
              </Box>
            </ButtonBase>
          </li>
        ))}
        {children}
      </Box>
    </Box>
  );
};

/**
 * The side navigation: brand area (first name and initial), Main and Account sections and Logout.
 * Collapsed by default on case, feedback and facilitator paths; the toggle expands or collapses it.
 */
export const SideNav = () => {
  const { user } = useAuthUser();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const collapsedByDefault = isSideNavCollapsedByDefault(pathname);
  // The person's choice holds until the path's default changes.
  const [choice, setChoice] = useState<{ forDefault: boolean; isCollapsed: boolean } | null>(null);
  const isCollapsed =
    choice && choice.forDefault === collapsedByDefault ? choice.isCollapsed : collapsedByDefault;
  const { firstName, initial } = brandIdentity(user);
  const width = isCollapsed ? COLLAPSED_WIDTH : EXPANDED_WIDTH;

  return (
    <Box
      component="nav"
      aria-label="App"
      data-collapsed={isCollapsed ? 'true' : 'false'}
      sx={{
        width,
        flexShrink: 0,
        position: 'sticky',
        top: 64,
        alignSelf: 'flex-start',
        height: 'calc(100vh - 64px)',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: 1,
        py: 2,
        transition: 'width 200ms ease',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexDirection: isCollapsed ? 'column' : 'row',
          gap: 1,
          px: isCollapsed ? 0 : 0.5,
        }}
      >
        <Avatar
          aria-hidden="true"
          src={user?.avatarUrl ?? undefined}
          alt=""
          sx={{ bgcolor: 'primary.main', fontWeight: 700 }}
        >
          {initial}
        </Avatar>
        <Typography
          component="p"
          sx={
            isCollapsed ? visuallyHidden : { flex: 1, fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }
          }
        >
          {firstName}
        </Typography>
        <IconButton
          size="small"
          aria-expanded={!isCollapsed}
          aria-label={isCollapsed ? 'Expand navigation' : 'Collapse navigation'}
          onClick={() => setChoice({ forDefault: collapsedByDefault, isCollapsed: !isCollapsed })}
        >
          {isCollapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
      </Box>
      <Section label="Main" items={MAIN_NAV} isCollapsed={isCollapsed} />
      <Section label="Account" items={ACCOUNT_NAV} isCollapsed={isCollapsed}>
        <li>
          <ButtonBase
            onClick={() => void signOut()}
            sx={itemSx(isCollapsed)}
            title={isCollapsed ? 'Logout' : undefined}
          >
            <LogoutIcon aria-hidden="true" sx={{ color: 'primary.main' }} />
            <Box component="span" sx={isCollapsed ? visuallyHidden : undefined}>
              Logout
            </Box>
          </ButtonBase>
        </li>
      </Section>
    </Box>
  );
};
