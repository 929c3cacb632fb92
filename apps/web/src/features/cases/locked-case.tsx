import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { LockIcon } from './case-icons';

/** 'premium' → 'Premium'. */
const tierName = (tier: string) => tier.charAt(0).toUpperCase() + tier.slice(1);

/** Where a locked case leads: the subscription page, which lists the plans to choose from. */
export const UPGRADE_PATH = '/subscription';

/**
 * A locked case's place of the start button (case cards): a lock, the plan it needs, and the way
 * to upgrade.
 */
export const LockedStart = ({ tier, title }: { tier: string; title: string }) => (
  <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 600,
        color: 'text.secondary',
      }}
    >
      <LockIcon aria-hidden="true" fontSize="small" />
      Locked
      <Box component="span" sx={visuallyHidden}>
        : {title} needs the {tierName(tier)} plan
      </Box>
    </Box>
    <Button component={RouterLink} to={UPGRADE_PATH} variant="contained" size="small">
      Upgrade
      <Box component="span" sx={visuallyHidden}>
        {' '}
        to {tierName(tier)} to play {title}
      </Box>
    </Button>
  </Box>
);

/**
 * A case the viewer's plan does not open (the case says `locked`, or a start was refused with
 * PLAN_UPGRADE_REQUIRED): what it needs and the way to get it, instead of a start button.
 */
export const LockedCaseNotice = ({ tier }: { tier: string }) => (
  <Alert
    severity="info"
    icon={<LockIcon fontSize="inherit" />}
    data-testid="locked-case"
    sx={{ my: 2 }}
    action={
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={UPGRADE_PATH} color="inherit" variant="outlined" size="small">
          Upgrade your plan
        </Button>
        <Button component={RouterLink} to="/pricing" color="inherit" size="small">
          See the plans
        </Button>
      </Box>
    }
  >
    <AlertTitle>This case is locked</AlertTitle>
    <Typography variant="body2">
      It is a {tierName(tier)} case: it opens on the {tierName(tier)} plan
      {tier === 'premium' ? '' : ' and the plans above it'}. Your plan does not include it yet.
    </Typography>
  </Alert>
);
