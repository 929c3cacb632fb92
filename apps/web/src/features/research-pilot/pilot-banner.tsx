import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RESEARCH_PILOT } from '@urosim/contracts';
import { useState, useSyncExternalStore } from 'react';
import { Link as RouterLink } from 'react-router';
import { CloseIcon } from '../../components/icons';
import { MAIN_CONTENT_ID } from '../../components/skip-link';

const DISMISSED_KEY = 'urosim.pilotBannerDismissed';

const wasDismissed = () => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

// Storage sends no event to this tab, so there is nothing to subscribe to.
const noSubscription = () => () => {};
// A pre-rendered page was drawn with the banner: it hydrates with it, then goes if it was dismissed.
const notDismissedOnServer = () => false;

/**
 * The research pilot banner logged-out visitors see (specification, sections 1 and 6). Dismissing it
 * hides it for the rest of the browser session.
 */
export const PilotBanner = () => {
  const wasDismissedEarlier = useSyncExternalStore(noSubscription, wasDismissed, notDismissedOnServer);
  const [isDismissed, setIsDismissed] = useState(false);
  if (wasDismissedEarlier || isDismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private modes may refuse storage: the banner still goes for this page.
    }
    setIsDismissed(true);
    // The button goes with the banner: the focus moves to the page instead of being lost.
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box
      component="aside"
      aria-label="Research pilot"
      sx={{ bgcolor: 'notice.pilot.bg', borderBottom: 1, borderColor: 'notice.pilot.border' }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.75 }}>
        <Typography variant="body2" sx={{ flex: 1, color: 'notice.pilot.fg' }}>
          <strong>Research pilot:</strong> take part in avatar and text consultations with{' '}
          {RESEARCH_PILOT.complimentarySessions} complimentary sessions. Complete{' '}
          {RESEARCH_PILOT.casesForPremiumMonth} cases to unlock a free premium month at release.{' '}
          <Link
            component={RouterLink}
            to="/research-pilot"
            sx={{ color: 'notice.pilot.fg', fontWeight: 700 }}
          >
            Join the pilot
          </Link>
        </Typography>
        <IconButton
          size="small"
          onClick={dismiss}
          aria-label="Dismiss the research pilot banner"
          sx={{ color: 'notice.pilot.fg' }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Container>
    </Box>
  );
};
