import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useAuthUser } from '../../features/auth/auth-provider';
import { tierLabel } from '../../features/auth/user-rules';
import { BrandMark } from '../../features/branding/brand-mark';
import { useSiteBranding } from '../../features/branding/use-site-branding';
import { visuallyHidden } from '../visually-hidden';
import { UserMenu } from './user-menu';

/** The logged-in end of the header: subscription pill, funder logo and user menu. */
export const HeaderAccount = ({ isMobile }: { isMobile: boolean }) => {
  const { isAdmin } = useAuthUser();
  const tier = tierLabel({ isAdmin });
  const branding = useSiteBranding();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
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
            sx={{ bgcolor: 'common.white', color: 'primary.main', fontWeight: 700 }}
          />
          <Box sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'common.white', borderRadius: 2 }}>
            <BrandMark mark={branding.funder} />
          </Box>
        </>
      )}
      <UserMenu isCompact={isMobile} />
    </Box>
  );
};
