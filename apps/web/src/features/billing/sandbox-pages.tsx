import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { billingSandboxEndpoints } from '@urosim/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { apiClient, isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { billingKeys, fetchActiveSubscription, goTo, useRefreshBilling } from './billing-api';
import { cardText, dateText, invoiceStatusText, renewalText, statusText } from './billing-format';
import { SandboxCardForm, SandboxNotice, TestCardList } from './sandbox-card-form';

const failureText = (error: unknown) =>
  isApiError(error) ? error.message : 'That did not work. Please try again.';

const Page = ({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
    <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
      Billing sandbox
    </Typography>
    <Typography variant="h1" sx={{ mb: 1 }}>
      {title}
    </Typography>
    {intro && <Typography sx={{ mb: 3, color: 'text.secondary' }}>{intro}</Typography>}
    {children}
  </Container>
);

/**
 * `/internal/subscription/checkout?session=<id>`: the sandbox's checkout page. The plan and its
 * price, the test cards, and a card form; a declined card is said in the form, a paid one goes on
 * to the success page.
 */
export const SandboxCheckoutPage = () => {
  useDocumentTitle('Checkout (sandbox)');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('session') ?? '';
  const checkout = useQuery({
    queryKey: billingKeys.sandboxCheckout(id),
    queryFn: ({ signal }) => apiClient.call(billingSandboxEndpoints.checkout, { params: { id }, signal }),
    enabled: id !== '',
    retry: false,
  });
  if (!id)
    return (
      <Page title="Checkout">
        <Alert severity="info" sx={{ mb: 2 }}>
          No checkout was started. Choose a plan on the pricing page to start one.
        </Alert>
        <Link component={RouterLink} to="/pricing">
          See the plans
        </Link>
      </Page>
    );
  return (
    <Page title="Checkout">
      <SandboxNotice />
      {checkout.isPending && <LoadingBlock label="Loading the checkout…" heights={[120, 240]} />}
      {checkout.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {isApiError(checkout.error) && checkout.error.status === 404
            ? 'This checkout does not exist or belongs to another account.'
            : `The checkout could not be loaded. ${failureText(checkout.error)}`}
        </Alert>
      )}
      {checkout.data && checkout.data.status !== 'open' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {checkout.data.status === 'complete'
            ? 'This checkout is already paid. '
            : 'This checkout has expired. '}
          <Link component={RouterLink} to="/subscription">
            See your subscription
          </Link>
        </Alert>
      )}
      {checkout.data?.status === 'open' && (
        <>
          <Paper variant="outlined" component="section" aria-label="Your order" sx={{ p: 2.5, mb: 3 }}>
            <Typography component="h2" variant="h3">
              {checkout.data.plan.name} plan
            </Typography>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
              {checkout.data.plan.priceLabel}{' '}
              <Box component="span" sx={{ fontSize: '1rem', fontWeight: 400, color: 'text.secondary' }}>
                per month, renewed monthly until you cancel
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              For {checkout.data.email}
            </Typography>
          </Paper>
          <TestCardList />
          <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
            Card details
          </Typography>
          <SandboxCardForm
            ariaLabel="Pay with a card"
            submitLabel={`Pay ${checkout.data.plan.priceLabel}`}
            onSubmit={async (card) => {
              const { url } = await apiClient.call(billingSandboxEndpoints.pay, {
                params: { id },
                body: card,
              });
              goTo(url, navigate);
            }}
          />
          <Box sx={{ mt: 3 }}>
            <Link href={checkout.data.cancelUrl}>Cancel and go back</Link>
          </Box>
        </>
      )}
    </Page>
  );
};

/** How often the success page asks whether the plan is active yet, and for how long. */
const POLL_MS = 1_000;
const POLL_LIMIT_MS = 60_000;

/**
 * `/internal/subscription/success?session=<id>`: the provider's events arrive on their own time,
 * so the page asks GET /subscription/active until the plan is active, then says so.
 */
export const SubscriptionSuccessPage = () => {
  useDocumentTitle('Subscription confirmed');
  const refresh = useRefreshBilling();
  const [startedAt] = useState(() => Date.now());
  const active = useQuery({
    queryKey: billingKeys.active(),
    queryFn: ({ signal }) => fetchActiveSubscription(signal),
    refetchInterval: (query) => {
      const subscription = query.state.data?.subscription;
      const isDone = subscription?.subscription_status === 'active' && subscription.has_access;
      return isDone || Date.now() - startedAt > POLL_LIMIT_MS ? false : POLL_MS;
    },
  });
  const subscription = active.data?.subscription;
  const isActive = subscription?.subscription_status === 'active' && subscription.has_access;
  const hasGivenUp = !isActive && Date.now() - startedAt > POLL_LIMIT_MS;

  // The header pill, the banner and the quota follow the new plan.
  useEffect(() => {
    if (isActive) void refresh();
  }, [isActive, refresh]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {isActive ? 'Subscription confirmed' : 'Confirming your subscription'}
      </Typography>
      <Box role="status" aria-live="polite">
        {isActive && subscription ? (
          <>
            <Alert severity="success" sx={{ mb: 3 }}>
              Your <strong>{subscription.plan_name}</strong> plan is active. {renewalText(subscription)}
            </Alert>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button component={RouterLink} to="/case-selection" variant="contained" size="large">
                Choose a case
              </Button>
              <Button component={RouterLink} to="/subscription" variant="outlined" size="large">
                See your subscription
              </Button>
            </Box>
          </>
        ) : hasGivenUp || active.isError ? (
          <Alert severity="warning">
            The payment went through, but the plan is not active yet. It usually takes a few seconds; check
            your{' '}
            <Link component={RouterLink} to="/subscription">
              subscription page
            </Link>{' '}
            in a minute.
          </Alert>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>Waiting for the payment provider to confirm your plan…</Typography>
          </Box>
        )}
      </Box>
    </Container>
  );
};

/**
 * `/internal/subscription/manage`: the sandbox's customer portal. The subscription, the card and
 * the invoices as the sandbox holds them, and its clock, which can be moved forward to see what a
 * renewal, a failed charge or the end of a cancelled period does.
 */
export const SandboxManagePage = () => {
  useDocumentTitle('Billing portal (sandbox)');
  const refresh = useRefreshBilling();
  const [days, setDays] = useState('30');
  const portal = useQuery({
    queryKey: billingKeys.sandboxPortal(),
    queryFn: ({ signal }) => apiClient.call(billingSandboxEndpoints.portal, { signal }),
  });
  const advance = useMutation({
    mutationFn: (count: number) =>
      apiClient.call(billingSandboxEndpoints.advanceClock, { body: { days: count } }),
    onSettled: () => refresh(),
  });
  const dayCount = Number(days);
  const isDayCountValid = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 400;
  const data = portal.data;
  return (
    <Page title="Billing portal" intro="Your subscription as the billing sandbox holds it.">
      <SandboxNotice hasCards={false} />
      {portal.isPending && <LoadingBlock label="Loading the portal…" heights={[120, 120]} />}
      {portal.isError && (
        <Alert severity="error">The sandbox portal could not be loaded. {failureText(portal.error)}</Alert>
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Paper variant="outlined" component="section" aria-labelledby="portal-subscription" sx={{ p: 2.5 }}>
            <Typography id="portal-subscription" component="h2" variant="h3" sx={{ mb: 1 }}>
              Subscription
            </Typography>
            {data.subscription ? (
              <>
                <Typography sx={{ fontWeight: 600 }}>
                  {data.subscription.plan_name}: {statusText(data.subscription)}
                </Typography>
                <Typography>
                  Period {dateText(data.subscription.current_period_start)} –{' '}
                  {dateText(data.subscription.current_period_end)}. {renewalText(data.subscription)}
                </Typography>
              </>
            ) : (
              <Typography>No subscription.</Typography>
            )}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="portal-card" sx={{ p: 2.5 }}>
            <Typography id="portal-card" component="h2" variant="h3" sx={{ mb: 1 }}>
              Card
            </Typography>
            <Typography>{data.paymentMethod ? cardText(data.paymentMethod) : 'No card on file.'}</Typography>
            {data.subscription && (
              <Link component={RouterLink} to="/subscription?action=update-payment">
                Change the card
              </Link>
            )}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="portal-invoices" sx={{ p: 2.5 }}>
            <Typography id="portal-invoices" component="h2" variant="h3" sx={{ mb: 1 }}>
              Invoices
            </Typography>
            {data.invoices.length === 0 ? (
              <Typography>No invoices yet.</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {data.invoices.map((invoice) => (
                  <li key={invoice.id}>
                    {dateText(invoice.created_at)}: {invoice.amount_label},{' '}
                    {invoiceStatusText(invoice.status)}
                  </li>
                ))}
              </Box>
            )}
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="portal-clock" sx={{ p: 2.5 }}>
            <Typography id="portal-clock" component="h2" variant="h3" sx={{ mb: 1 }}>
              Sandbox clock
            </Typography>
            <Typography sx={{ mb: 1 }}>
              The sandbox’s time is <strong>{dateText(data.clock.now)}</strong>
              {data.clock.advancedDays > 0 ? ` (${data.clock.advancedDays} days ahead of today)` : ' (today)'}
              .
            </Typography>
            <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
              Moving the clock forward runs what falls due in those days, as the provider would: a renewal
              charges the card (a paid invoice and a new period, or with the 0341 card a failed charge and
              Payment Failed), a subscription set to cancel ends at its period end, and one still unpaid loses
              access when its 3 days of grace are over. It only changes this sandbox, never real time.
            </Typography>
            {advance.isError && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                The clock could not be moved. {failureText(advance.error)}
              </Alert>
            )}
            {advance.isSuccess && (
              <Alert severity="success" role="status" sx={{ mb: 2 }}>
                The sandbox clock is now at {dateText(advance.data.now)}.
              </Alert>
            )}
            <Box
              component="form"
              aria-label="Move the sandbox clock forward"
              onSubmit={(event) => {
                event.preventDefault();
                if (isDayCountValid) advance.mutate(dayCount);
              }}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <TextField
                label="Days to move forward"
                value={days}
                onChange={(event) => setDays(event.target.value)}
                size="small"
                error={!isDayCountValid}
                helperText={isDayCountValid ? 'From 1 to 400' : 'A whole number from 1 to 400'}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Button type="submit" variant="contained" disabled={!isDayCountValid || advance.isPending}>
                {advance.isPending ? 'Moving…' : 'Move the sandbox clock forward'}
              </Button>
            </Box>
          </Paper>
          <Link component={RouterLink} to="/subscription">
            Back to your subscription
          </Link>
        </Box>
      )}
    </Page>
  );
};
