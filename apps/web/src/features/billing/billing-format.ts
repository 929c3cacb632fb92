import type { Invoice, Subscription, SubscriptionStatus } from '@urosim/contracts';

/** "Visa ending 4242, expires 12/2034". */
export const cardText = (card: { brand: string; last4: string; exp_month: number; exp_year: number }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;

/** "26 November 2026". */
export const dateText = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }) : '—';

const statusWords: Record<SubscriptionStatus, string> = {
  active: 'Active',
  past_due: 'Past due: the last payment failed',
  canceled: 'Canceled',
  incomplete: 'Incomplete: the first payment has not gone through',
};

/** The status as a sentence's start: "Active", "Active until 26 November 2026", "Past due: …". */
export const statusText = (subscription: Subscription) => {
  if (subscription.subscription_status === 'active' && subscription.cancel_at_period_end)
    return `Active until ${dateText(subscription.current_period_end)}, then canceled`;
  return statusWords[subscription.subscription_status];
};

/** What happens at the end of the period, in one sentence. */
export const renewalText = (subscription: Subscription) => {
  const end = dateText(subscription.current_period_end);
  if (subscription.subscription_status === 'canceled') return `Ended on ${end}.`;
  if (subscription.days_until_expiry < 0)
    return subscription.grace_ends_at
      ? `The period ended on ${end}. Access is kept until ${dateText(subscription.grace_ends_at)}.`
      : `The period ended on ${end}.`;
  if (subscription.source === 'research-pilot')
    return `Your complimentary research pilot month ends on ${end}; it does not renew by itself.`;
  if (subscription.cancel_at_period_end)
    return `Set to cancel: your plan stays until ${end}, then you move to Free.`;
  if (subscription.subscription_status === 'past_due')
    return `The renewal payment failed. Update your payment method to keep your plan.`;
  return `Renews on ${end}.`;
};

const invoiceStatusWords: Record<Invoice['status'], string> = {
  paid: 'Paid',
  open: 'Open',
  failed: 'Payment failed',
  void: 'Void',
};

/** "Paid", "Payment failed", … */
export const invoiceStatusText = (status: Invoice['status']) => invoiceStatusWords[status];
