import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { type PaidPlanSlug, paidPlanSlugs, type Subscription } from '@urosim/contracts';
import { bannerDismissalKey, isBannerShown, subscriptionBanner } from '@urosim/domain';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { CloseIcon } from '../../components/icons';
import { MAIN_CONTENT_ID } from '../../components/skip-link';
import {
  goTo,
  openPaymentMethodUpdate,
  startCheckout,
  useSubscriptionActions,
  useUsageSummary,
} from './billing-api';

const alertSeverity = { critical: 'error', warning: 'warning', info: 'info' } as const;

const isPaidSlug = (slug: string): slug is PaidPlanSlug =>
  (paidPlanSlugs as readonly string[]).includes(slug);

/**
 * What the banner's button does. Update Payment Method opens the card form; Reactivate undoes the
 * cancellation; Renew buys the plan again when the subscription will not renew by itself (expired,
 * or the research pilot's month), and otherwise opens the subscription page, where the renewal
 * date is shown.
 */
export const useBannerAction = (subscription: Subscription) => {
  const navigate = useNavigate();
  const { reactivate } = useSubscriptionActions();
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const banner = subscriptionBanner(subscription);
  const run = async () => {
    setError(null);
    if (banner.action === 'update-payment') {
      openPaymentMethodUpdate(subscription.provider, navigate);
      return;
    }
    setIsBusy(true);
    try {
      if (banner.action === 'reactivate') {
        await reactivate.mutateAsync();
      } else if (subscription.provider === 'urosim' || subscription.days_until_expiry < 0) {
        const { url } = await startCheckout(
          isPaidSlug(subscription.plan_slug) ? subscription.plan_slug : 'premium',
        );
        goTo(url, navigate);
      } else {
        navigate('/subscription');
      }
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'ALREADY_SUBSCRIBED') navigate('/subscription');
      else setError(isApiError(failure) ? failure.message : 'That did not work. Please try again.');
    } finally {
      setIsBusy(false);
    }
  };
  return { banner, run, error, isBusy };
};

/** The warning banner of section 4 with its action, and (in the header) a way to dismiss it. */
export const SubscriptionWarning = ({
  subscription,
  onDismiss,
}: {
  subscription: Subscription;
  onDismiss?: () => void;
}) => {
  const { banner, run, error, isBusy } = useBannerAction(subscription);
  return (
    <Alert
      severity={alertSeverity[banner.severity]}
      // Shown on arrival, not in reply to something just done: a status, not an interrupting alert.
      role="status"
      data-testid="subscription-banner"
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            disabled={isBusy}
            onClick={() => void run()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {banner.actionLabel}
          </Button>
          {onDismiss && (
            <IconButton
              color="inherit"
              size="small"
              aria-label={`Dismiss: ${banner.title}`}
              onClick={onDismiss}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      }
      sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
    >
      <AlertTitle sx={{ mb: 0.25 }}>{banner.title}</AlertTitle>
      {banner.message}
      {error && (
        <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 600 }}>
          {error}
        </Box>
      )}
    </Alert>
  );
};

const wasDismissed = (subscriptionId: string) => {
  try {
    return sessionStorage.getItem(bannerDismissalKey(subscriptionId)) === '1';
  } catch {
    return false;
  }
};

/**
 * The header variant: under the header on every signed-in page, for past_due always, for an active
 * subscription with 7 or fewer days left or set to cancel (not on /subscription, which shows it in
 * the page). Dismissing it hides it for the rest of the browser session, for that subscription
 * (session storage).
 */
export const HeaderSubscriptionBanner = () => {
  const summary = useUsageSummary();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const subscription = summary.data?.subscription;
  // The subscription page shows the banner itself, with its details.
  if (pathname === '/subscription') return null;
  if (!subscription || !isBannerShown(subscription)) return null;
  if (dismissed === subscription.id || wasDismissed(subscription.id)) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(bannerDismissalKey(subscription.id), '1');
    } catch {
      // Private modes may refuse storage: the banner still goes for this page.
    }
    setDismissed(subscription.id);
    // The button goes with the banner: the focus moves to the page instead of being lost.
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <Box component="aside" aria-label="Subscription notice" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth={false} sx={{ py: 1 }}>
        <SubscriptionWarning subscription={subscription} onDismiss={dismiss} />
      </Container>
    </Box>
  );
};
