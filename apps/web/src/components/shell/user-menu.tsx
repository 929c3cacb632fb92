import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuthUser } from '../../features/auth/auth-provider';
import { useSignOut } from '../../features/auth/use-sign-out';
import { brandIdentity } from '../../features/auth/user-rules';
import { useUsageSummary } from '../../features/billing/billing-api';
import { QuotaLine } from '../../features/billing/quota-line';
import { useHeaderStats } from '../../features/header-stats/use-header-stats';
import { ExpandMoreIcon, LogoutIcon, RefreshIcon, SettingsIcon, ShieldIcon } from '../app-icons';
import { visuallyHidden } from '../visually-hidden';

const itemSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  width: '100%',
  px: 2,
  py: 1.25,
  color: 'text.primary',
  textDecoration: 'none',
  fontFamily: 'inherit',
  fontSize: '0.95rem',
  justifyContent: 'flex-start',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible, &:focus-visible': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: -3,
  },
} as const;

const MenuEntry = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <>
    <Box component="span" aria-hidden="true" sx={{ display: 'flex', color: 'primary.main' }}>
      {icon}
    </Box>
    {children}
  </>
);

/**
 * The header's user menu: a button with the name, cases completed and level; its panel holds the
 * e-mail, Admin Portal (admins), Settings and Sign Out. Escape, an outside click, leaving it with
 * the keyboard or a navigation closes it.
 */
export const UserMenu = ({ isCompact }: { isCompact: boolean }) => {
  const { user, isAdmin } = useAuthUser();
  const stats = useHeaderStats();
  const usage = useUsageSummary();
  const signOut = useSignOut();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what closes the menu
  useEffect(() => setIsOpen(false), [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('pointerdown', handlePointer);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('pointerdown', handlePointer);
    };
  }, [isOpen]);

  if (!user) return null;
  const { initial } = brandIdentity(user);
  const casesText = `${stats.casesCompleted} ${stats.casesCompleted === 1 ? 'case' : 'cases'} completed`;

  return (
    <Box
      ref={rootRef}
      sx={{ position: 'relative' }}
      onBlur={(event) => {
        if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <ButtonBase
        ref={buttonRef}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          borderRadius: 2,
          color: 'inherit',
          textAlign: 'left',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
          '&.Mui-focusVisible': {
            outline: (theme) => `3px solid ${theme.palette.common.white}`,
            outlineOffset: 2,
          },
        }}
      >
        <Avatar
          aria-hidden="true"
          src={user.avatarUrl ?? undefined}
          alt=""
          sx={{ width: 34, height: 34, bgcolor: 'common.white', color: 'primary.main', fontWeight: 700 }}
        >
          {initial}
        </Avatar>
        <Box component="span" sx={isCompact ? visuallyHidden : { display: 'flex', flexDirection: 'column' }}>
          <Box component="span" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {stats.name}
            {isCompact && ', account menu'}
          </Box>
          <Box component="span" sx={{ fontSize: '0.8rem', lineHeight: 1.3 }}>
            {casesText} · Level: {stats.currentLevel}
          </Box>
        </Box>
        {!isCompact && (
          <ExpandMoreIcon
            aria-hidden="true"
            sx={{ transition: 'transform 150ms', transform: isOpen ? 'rotate(180deg)' : 'none' }}
          />
        )}
      </ButtonBase>
      <Paper
        id={panelId}
        hidden={!isOpen}
        elevation={8}
        sx={{
          position: 'absolute',
          right: 0,
          top: 'calc(100% + 8px)',
          minWidth: 260,
          maxWidth: 'calc(100vw - 16px)',
          py: 1,
          color: 'text.primary',
          zIndex: (theme) => theme.zIndex.appBar + 1,
          '&[hidden]': { display: 'none' },
        }}
      >
        <Box sx={{ px: 2, pb: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Signed in as
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{user.email}</Typography>
          {(isAdmin || usage.data) && (
            <Box sx={{ mt: 1 }}>
              <QuotaLine entry={usage.data?.usage.sessions} isAdmin={isAdmin} />
            </Box>
          )}
        </Box>
        <Divider />
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pt: 1 }}>
          {isAdmin && (
            <li>
              <ButtonBase component={RouterLink} to="/admin/dashboard" sx={itemSx}>
                <MenuEntry icon={<ShieldIcon fontSize="small" />}>Admin Portal</MenuEntry>
              </ButtonBase>
            </li>
          )}
          <li>
            <ButtonBase onClick={() => void stats.refresh()} disabled={stats.isLoading} sx={itemSx}>
              <MenuEntry icon={<RefreshIcon fontSize="small" />}>
                {stats.isLoading ? 'Refreshing stats…' : 'Refresh stats'}
              </MenuEntry>
            </ButtonBase>
          </li>
          <li>
            <ButtonBase component={RouterLink} to="/settings" sx={itemSx}>
              <MenuEntry icon={<SettingsIcon fontSize="small" />}>Settings</MenuEntry>
            </ButtonBase>
          </li>
          <li>
            <ButtonBase
              onClick={() => {
                setIsOpen(false);
                void signOut();
              }}
              sx={itemSx}
            >
              <MenuEntry icon={<LogoutIcon fontSize="small" />}>Sign Out</MenuEntry>
            </ButtonBase>
          </li>
        </Box>
      </Paper>
    </Box>
  );
};
