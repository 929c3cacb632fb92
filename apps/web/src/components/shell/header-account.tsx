import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link as RouterLink } from 'react-router';
import { useAuthUser } from '../../features/auth/auth-provider';
import { tierLabel } from '../../features/auth/user-rules';
import { useUsageSummary } from '../../features/billing/billing-api';
import { BrandMark } from '../../features/branding/brand-mark';
import { useSiteBranding } from '../../features/branding/use-site-branding';
import { visuallyHidden } from '../visually-hidden';
import { HEADER_NOTICES_ID } from './layout-rules';
import { UserMenu } from './user-menu';

// Loaded apart: the landing page's entry lists every chunk this module needs up front.
const HeaderSubscriptionBanner = lazy(async () => ({
  default: (await import('../../features/billing/subscription-banner')).HeaderSubscriptionBanner,
}));

// The notification bell and the settings it applies (ADR 0126), also apart from the entry.
const HeaderNotifications = lazy(async () => ({
  default: (await import('../../features/notifications/header-notifications')).HeaderNotifications,
}));

/**
 * The logged-in end of the header: the subscription pill (the tier label of the plan that applies,
 * from the usage summary; Admin for admins; a link to /subscription), funder logo and user menu.
 */
export const HeaderAccount = ({ isMobile }: { isMobile: boolean }) => {
  const { isAdmin } = useAuthUser();
  const summary = useUsageSummary();
  // The plan that applies now (Free once a subscription's access has ended), named as section 4 says.
  const tier = tierLabel({ isAdmin, subscription: { plan_name: summary.data?.plan.name ?? null } });
  const branding = useSiteBranding();
  // The banner goes under the header (the shell's place for it), not into the toolbar.
  const [noticesTarget, setNoticesTarget] = useState<HTMLElement | null>(null);
  useEffect(() => setNoticesTarget(document.getElementById(HEADER_NOTICES_ID)), []);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {noticesTarget &&
        createPortal(
          <Suspense fallback={null}>
            <HeaderSubscriptionBanner />
          </Suspense>,
          noticesTarget,
        )}
      {!isMobile && (
        <>
          <Chip
            label={
              <>
                <Box component="span" sx={visuallyHidden}>
                  Subscription:{' '}
                </Box>
                {tier}
              </>
            }
            size="small"
            component={RouterLink}
            to="/subscription"
            clickable
            data-testid="tier-pill"
            sx={{
              bgcolor: 'common.white',
              color: 'primary.main',
              fontWeight: 700,
              '&:hover': { bgcolor: 'brand.whiteHover' },
            }}
          />
          <Box sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'common.white', borderRadius: 2 }}>
            <BrandMark mark={branding.funder} />
          </Box>
        </>
      )}
      <Suspense fallback={null}>
        <HeaderNotifications />
      </Suspense>
      <UserMenu isCompact={isMobile} />
    </Box>
  );
};
