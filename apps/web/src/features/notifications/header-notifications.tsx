import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { createSvgIcon } from '@mui/material/utils';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { applyRememberedAccessibility } from './apply-settings';
import { useUnreadCount, useUserSettings } from './notifications-api';

const BellIcon = createSvgIcon(
  <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z" />,
  'Bell',
);

/**
 * The header's notification bell with the unread count (a link to /notifications). It also loads
 * the user's settings, which applies them to every page (ADR 0126); loaded apart from the landing
 * page's entry.
 */
export const HeaderNotifications = () => {
  useEffect(applyRememberedAccessibility, []);
  useUserSettings();
  const unread = useUnreadCount().data ?? 0;
  // The badge's digits are part of the name (axe: label-content-name-mismatch).
  const label = `Notifications, ${unread > 99 ? '99+' : unread} unread`;
  return (
    <IconButton
      component={RouterLink}
      to="/notifications"
      aria-label={label}
      data-testid="notifications-bell"
      sx={{ color: 'common.white' }}
    >
      <Badge
        badgeContent={unread}
        max={99}
        color="error"
        data-testid="unread-count"
        slotProps={{ badge: { 'aria-hidden': true } as object }}
      >
        <BellIcon />
      </Badge>
    </IconButton>
  );
};
