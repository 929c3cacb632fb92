import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  type PaidPlanSlug,
  type Plan,
  paidPlanSlugs,
  type Subscription,
  type SubscriptionPage as TSubscriptionPage,
} from '@urosim/contracts';
import { isBannerShown, tierLabel } from '@urosim/domain';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { LoadingBlock } from '../../components/loading-block';
import { visuallyHidden } from '../../components/visually-hidden';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuthUser } from '../auth/auth-provider';
import { usePlans } from '../public-site/plans-api';
import {
  billingKeys,
  confirmSandboxSetup,
  fetchManageUrl,
  goTo,
  isDocumentAtSubscription,
  openPaymentMethodUpdate,
  startCheckout,
  startPaymentMethodUpdate,
  UPDATE_PAYMENT_PATH,
  useRefreshBilling,
  useSubscriptionActions,
  useSubscriptionPage,
} from './billing-api';
import { cardText, dateText, invoiceStatusText, renewalText, statusText } from './billing-format';
import { ConfirmDialog } from './confirm-dialog';
import { QUOTA_NOUNS, QuotaDisplay } from './quota-display';
import { SandboxCardForm, TestCardList } from './sandbox-card-form';
import { SubscriptionWarning } from './subscription-banner';

// Stripe.js comes only with this module, for Stripe's Payment Element.
const StripePaymentForm = lazy(async () => ({
  default: (await import('./stripe-payment-form')).StripePaymentForm,
}));

const isPaidSlug = (slug: string | null): slug is PaidPlanSlug =>
  !!slug && (paidPlanSlugs as readonly string[]).includes(slug);

const failureText = (error: unknown) =>
  isApiError(error) ? error.message : 'That did not work. Please try again.';

const Section = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={id} component="h2" variant="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
};

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Box component="dt" sx={{ color: 'text.secondary' }}>
      {label}
    </Box>
    <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
      {children}
    </Box>
  </Box>
);

/** Free: the paid plans, each bought at checkout. Subscribed: the other paid plans to move to. */
const PlanChoices = ({ page, onMessage }: { page: TSubscriptionPage; onMessage: (text: string) => void }) => {
  const plans = usePlans();
  const navigate = useNavigate();
  const { changePlan } = useSubscriptionActions();
  const [pending, setPending] = useState<Plan | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isGoing, setIsGoing] = useState(false);
  const subscription = page.subscription;
  const isSubscribed =
    !!subscription && subscription.has_access && subscription.subscription_status !== 'canceled';
  const paid = (plans.data ?? []).filter((plan) => plan.priceMonthlyMinor > 0 && isPaidSlug(plan.slug));

  const buy = async (plan: Plan) => {
    if (!isPaidSlug(plan.slug)) return;
    setProblem(null);
    setIsGoing(true);
    try {
      const { url } = await startCheckout(plan.slug);
      goTo(url, navigate);
    } catch (error) {
      setProblem(failureText(error));
      setIsGoing(false);
    }
  };
  const change = async () => {
    if (!pending || !isPaidSlug(pending.slug)) return;
    setProblem(null);
    try {
      await changePlan.mutateAsync(pending.slug);
      onMessage(`Your plan is now ${pending.name}.`);
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setPending(null);
    }
  };

  if (plans.isPending) return <LoadingBlock label="Loading the plans…" heights={[80]} />;
  if (plans.isError)
    return <Alert severity="error">The plans could not be loaded. {failureText(plans.error)}</Alert>;
  return (
    <>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {paid.map((plan) => {
          const isCurrent = isSubscribed && subscription?.plan_slug === plan.slug;
          return (
            <Box
              component="li"
              key={plan.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 2,
                p: 1.5,
                border: 1,
                borderColor: isCurrent ? 'primary.main' : 'divider',
                borderRadius: 1,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {plan.name} · {plan.priceLabel} per month
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {plan.sessionsPerMonth === null
                    ? 'Unlimited sessions'
                    : `${plan.sessionsPerMonth} sessions a month`}
                  ; {tierLabel({ isAdmin: false, planName: plan.tier })} cases and every tier below.
                </Typography>
              </Box>
              {isCurrent ? (
                <Chip label="Your plan" color="primary" variant="outlined" />
              ) : isSubscribed ? (
                <Button variant="outlined" onClick={() => setPending(plan)}>
                  Switch to {plan.name}
                </Button>
              ) : (
                <Button variant="contained" disabled={isGoing} onClick={() => void buy(plan)}>
                  Choose {plan.name}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        <Link component={RouterLink} to="/plans/compare">
          Compare every plan side by side
        </Link>
      </Typography>
      <ConfirmDialog
        open={!!pending}
        title={`Switch to ${pending?.name ?? ''}?`}
        text={`Your subscription moves to ${pending?.name ?? ''} (${pending?.priceLabel ?? ''} per month) now; the payment provider adjusts what you pay for the rest of this period.`}
        confirmLabel={`Switch to ${pending?.name ?? ''}`}
        cancelLabel="Keep my plan"
        isBusy={changePlan.isPending}
        onConfirm={() => void change()}
        onCancel={() => setPending(null)}
      />
    </>
  );
};

/** `?action=update-payment`: Stripe's Payment Element, or the sandbox's card form, in the page. */
const UpdatePaymentMethod = ({ onDone, onClose }: { onDone: () => void; onClose: () => void }) => {
  const setup = useQuery({
    queryKey: [...billingKeys.all, 'payment-setup'],
    queryFn: () => startPaymentMethodUpdate(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return (
    <Section
      title="Update payment method"
      action={
        <Button onClick={onClose} size="small">
          Close
        </Button>
      }
    >
      {setup.isPending && <LoadingBlock label="Preparing the card form…" heights={[160]} />}
      {setup.isError && (
        <Alert severity="error">The card form could not be prepared. {failureText(setup.error)}</Alert>
      )}
      {setup.data?.kind === 'stripe' && (
        <Suspense fallback={<LoadingBlock label="Loading Stripe…" heights={[160]} />}>
          <StripePaymentForm
            clientSecret={setup.data.clientSecret}
            publishableKey={setup.data.publishableKey}
            onDone={onDone}
          />
        </Suspense>
      )}
      {setup.data?.kind === 'sandbox' && (
        <>
          <Alert severity="warning" sx={{ mb: 2 }}>
            <strong>Sandbox — no money moves.</strong> Payments here go to UroSim’s local billing sandbox; no
            card is charged.
          </Alert>
          <TestCardList />
          <SandboxCardForm
            ariaLabel="New card"
            submitLabel="Save card"
            onSubmit={async (card) => {
              const id = setup.data?.kind === 'sandbox' ? setup.data.setupId : '';
              await confirmSandboxSetup(id, card);
              onDone();
            }}
          />
        </>
      )}
    </Section>
  );
};

const InvoiceTable = ({ invoices }: { invoices: TSubscriptionPage['invoices'] }) =>
  invoices.length === 0 ? (
    <Typography sx={{ color: 'text.secondary' }}>No invoices yet.</Typography>
  ) : (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <Box component="caption" sx={visuallyHidden}>
          Your invoices, newest first
        </Box>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Date
            </TableCell>
            <TableCell component="th" scope="col">
              Period
            </TableCell>
            <TableCell component="th" scope="col">
              Amount
            </TableCell>
            <TableCell component="th" scope="col">
              Status
            </TableCell>
            <TableCell component="th" scope="col">
              Invoice
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 400 }}>
                {dateText(invoice.created_at)}
              </TableCell>
              <TableCell>
                {dateText(invoice.period_start)} – {dateText(invoice.period_end)}
              </TableCell>
              <TableCell>{invoice.amount_label}</TableCell>
              <TableCell>{invoiceStatusText(invoice.status)}</TableCell>
              <TableCell>
                {invoice.url ? (
                  <Link href={invoice.url} target="_blank" rel="noreferrer">
                    View
                    <Box component="span" sx={visuallyHidden}>
                      {` the invoice of ${dateText(invoice.created_at)}`}
                    </Box>
                  </Link>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );

const SubscriptionDetails = ({
  page,
  onMessage,
  onUpdatePayment,
}: {
  page: TSubscriptionPage;
  onMessage: (text: string) => void;
  onUpdatePayment: () => void;
}) => {
  const subscription = page.subscription as Subscription;
  const { cancel, reactivate } = useSubscriptionActions();
  const navigate = useNavigate();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const isLive = subscription.subscription_status !== 'canceled' && subscription.has_access;
  const canCancel = isLive && subscription.source === 'checkout' && !subscription.cancel_at_period_end;
  const canReactivate = isLive && subscription.cancel_at_period_end;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await action();
      onMessage(done);
    } catch (error) {
      setProblem(failureText(error));
    }
  };
  const manage = () =>
    run(async () => {
      const { url } = await fetchManageUrl();
      goTo(url, navigate);
    }, '');

  return (
    <Section title="Your plan">
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
          mb: 2,
        }}
      >
        <Fact label="Plan">
          {subscription.plan_name}
          {!subscription.has_access && ' (access ended: you are on Free)'}
        </Fact>
        <Fact label="Status">{statusText(subscription)}</Fact>
        <Fact label="Current period">
          {dateText(subscription.current_period_start)} – {dateText(subscription.current_period_end)}
        </Fact>
        <Fact label="Payment method">
          {page.paymentMethod
            ? cardText(page.paymentMethod)
            : subscription.source === 'research-pilot'
              ? 'None needed (complimentary month)'
              : 'None on file'}
        </Fact>
      </Box>
      <Typography sx={{ mb: 2 }}>{renewalText(subscription)}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {canReactivate && (
          <Button
            variant="contained"
            disabled={reactivate.isPending}
            onClick={() =>
              void run(
                () => reactivate.mutateAsync(),
                'Your subscription is active again and renews as before.',
              )
            }
          >
            Reactivate subscription
          </Button>
        )}
        {subscription.source === 'checkout' && subscription.subscription_status !== 'canceled' && (
          <Button variant="outlined" onClick={onUpdatePayment}>
            Update payment method
          </Button>
        )}
        {subscription.provider !== 'urosim' && (
          <Button variant="outlined" onClick={() => void manage()}>
            Manage billing
          </Button>
        )}
        {canCancel && (
          <Button variant="outlined" color="error" onClick={() => setIsConfirmingCancel(true)}>
            Cancel subscription
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={isConfirmingCancel}
        title="Cancel your subscription?"
        text={`Your ${subscription.plan_name} plan stays until the end of the period you have paid for, ${dateText(subscription.current_period_end)}; then your account moves to Free and nothing more is charged. You can reactivate it until then.`}
        confirmLabel="Cancel at period end"
        cancelLabel="Keep my subscription"
        isBusy={cancel.isPending}
        onConfirm={() =>
          void run(
            async () => {
              await cancel.mutateAsync();
              setIsConfirmingCancel(false);
            },
            `Your subscription will end on ${dateText(subscription.current_period_end)}. You keep your plan until then.`,
          )
        }
        onCancel={() => setIsConfirmingCancel(false)}
      />
    </Section>
  );
};

/** `?checkout=<plan>` (a plan chosen before signing in): checkout starts by itself, once. */
const useCheckoutFromAddress = (page: TSubscriptionPage | undefined) => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const slug = params.get('checkout');
  const hasRun = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!page || !isPaidSlug(slug) || hasRun.current) return;
    hasRun.current = true;
    const isSubscribed =
      !!page.subscription?.has_access && page.subscription.subscription_status !== 'canceled';
    if (isSubscribed) {
      setParams({}, { replace: true });
      return;
    }
    startCheckout(slug)
      .then(({ url }) => goTo(url, navigate))
      .catch((error: unknown) => setProblem(failureText(error)));
  }, [page, slug, navigate, setParams]);
  return { isStarting: isPaidSlug(slug) && !problem, problem };
};

/**
 * `/subscription`: the plan, its status and period, this period's usage, invoices, the card, and
 * changing plan, cancelling (at period end, after a confirmation), reactivating and updating the
 * payment method (`?action=update-payment`). The warning banner of section 4 shows at the top when
 * the header's rule would show it, with its action.
 */
export const SubscriptionPage = () => {
  useDocumentTitle('Subscription');
  const { isAdmin } = useAuthUser();
  const page = useSubscriptionPage();
  const refresh = useRefreshBilling();
  const [params, setParams] = useSearchParams();
  const [message, setMessage] = useState<string | null>(null);
  const navigate = useNavigate();
  const isUpdatingPayment = params.get('action') === 'update-payment';
  // Stripe's card form needs this page's own CSP: reached from another page, it is loaded afresh.
  const mustReload = page.data?.provider === 'stripe' && isUpdatingPayment && !isDocumentAtSubscription();
  useEffect(() => {
    if (mustReload) window.location.assign(UPDATE_PAYMENT_PATH);
  }, [mustReload]);
  const checkout = useCheckoutFromAddress(page.data);

  const showMessage = (text: string) => {
    if (text) setMessage(text);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ mb: 0.5 }}>
        Subscription
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>
        Your plan, what you have used this period, and your invoices.
      </Typography>
      {page.isPending && <LoadingBlock label="Loading your subscription…" heights={[160, 120]} />}
      {page.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void page.refetch()}>
              Try again
            </Button>
          }
        >
          Your subscription could not be loaded. {failureText(page.error)}
        </Alert>
      )}
      {page.data && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {checkout.isStarting && (
            <Alert severity="info" role="status">
              Taking you to checkout…
            </Alert>
          )}
          {checkout.problem && (
            <Alert severity="error" role="alert">
              Checkout could not start. {checkout.problem}
            </Alert>
          )}
          {message && (
            <Alert severity="success" role="status" onClose={() => setMessage(null)}>
              {message}
            </Alert>
          )}
          {page.data.subscription && isBannerShown(page.data.subscription) && (
            <SubscriptionWarning subscription={page.data.subscription} />
          )}
          {page.data.provider === 'sandbox' && (
            <Alert severity="info" variant="outlined">
              Payments run in UroSim’s local billing sandbox here: <strong>no money moves</strong>.{' '}
              <Link component={RouterLink} to="/internal/subscription/manage">
                Open the sandbox portal
              </Link>
            </Alert>
          )}
          {isUpdatingPayment && !mustReload && (
            <UpdatePaymentMethod
              onClose={() => setParams({}, { replace: true })}
              onDone={() => {
                setParams({}, { replace: true });
                setMessage('Your new card is saved.');
                void refresh();
              }}
            />
          )}
          {page.data.subscription ? (
            <SubscriptionDetails
              page={page.data}
              onMessage={showMessage}
              onUpdatePayment={() => openPaymentMethodUpdate(page.data.provider, navigate)}
            />
          ) : (
            <Section title="Your plan">
              <Typography>
                You are on the <strong>{isAdmin ? 'Admin' : page.data.plan.name}</strong> plan
                {isAdmin ? ': every case and unlimited sessions.' : ', with no subscription.'}
              </Typography>
            </Section>
          )}
          <Section title="Usage this period">
            {Object.entries(page.data.usage).length === 0 && !isAdmin ? (
              <Typography sx={{ color: 'text.secondary' }}>Nothing used yet.</Typography>
            ) : (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {(isAdmin && !page.data.usage.sessions
                  ? [['sessions', undefined] as const]
                  : Object.entries(page.data.usage)
                ).map(([key, entry]) => (
                  <Box key={key}>
                    <QuotaDisplay
                      entry={entry}
                      isAdmin={isAdmin}
                      label={entry?.label ?? 'Sessions'}
                      noun={QUOTA_NOUNS[key as keyof typeof QUOTA_NOUNS] ?? QUOTA_NOUNS.sessions}
                    />
                    {entry && (
                      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                        Period {dateText(entry.period_start)} – {dateText(entry.period_end)}
                        {key === 'avatar_minutes' &&
                          '. The video avatar’s time; the in-browser avatar is not counted.'}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            )}
          </Section>
          {!isAdmin && (
            <Section title={page.data.subscription?.has_access ? 'Change plan' : 'Choose a plan'}>
              <PlanChoices page={page.data} onMessage={showMessage} />
            </Section>
          )}
          <Section title="Invoices">
            <InvoiceTable invoices={page.data.invoices} />
          </Section>
        </Box>
      )}
    </Container>
  );
};
