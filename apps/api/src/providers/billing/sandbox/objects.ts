import { randomBytes } from 'node:crypto';
import type { SandboxInvoiceRow, SandboxSubscriptionRow } from '@urosim/db';

// The sandbox's objects in Stripe's shapes, as its events carry them (ADR 0115: one event path).

/** A Stripe-like id: `cus_sb_…`, `sub_sb_…`. */
export const sandboxId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('base64url')}`;

const unix = (at: Date) => Math.floor(at.getTime() / 1000);

/** The price id the sandbox sells a plan at. */
export const sandboxPriceId = (planSlug: string) => `price_sandbox_${planSlug}`;

export const subscriptionObject = (row: SandboxSubscriptionRow, userId: string) => ({
  id: row.id,
  object: 'subscription',
  customer: row.customer_id,
  status: row.status,
  cancel_at_period_end: row.cancel_at_period_end,
  canceled_at: row.canceled_at ? unix(row.canceled_at) : null,
  created: unix(row.created_at),
  items: {
    object: 'list',
    data: [
      {
        id: `si_${row.id}`,
        object: 'subscription_item',
        price: { id: sandboxPriceId(row.plan_slug), object: 'price', lookup_key: row.plan_slug },
        current_period_start: unix(row.current_period_start),
        current_period_end: unix(row.current_period_end),
      },
    ],
  },
  metadata: { user_id: userId, plan_slug: row.plan_slug },
});

export const invoiceObject = (row: SandboxInvoiceRow, customerId: string) => ({
  id: row.id,
  object: 'invoice',
  customer: customerId,
  status: row.status,
  attempted: true,
  amount_due: row.amount_minor,
  amount_paid: row.status === 'paid' ? row.amount_minor : 0,
  currency: row.currency.toLowerCase(),
  created: unix(row.created_at),
  period_start: unix(row.period_start),
  period_end: unix(row.period_end),
  hosted_invoice_url: null,
  parent: { type: 'subscription_details', subscription_details: { subscription: row.subscription_id } },
  lines: {
    object: 'list',
    data: [{ period: { start: unix(row.period_start), end: unix(row.period_end) } }],
  },
});

export const checkoutObject = (
  checkout: { id: string; customer_id: string },
  subscriptionId: string,
  userId: string,
) => ({
  id: checkout.id,
  object: 'checkout.session',
  mode: 'subscription',
  status: 'complete',
  payment_status: 'paid',
  customer: checkout.customer_id,
  subscription: subscriptionId,
  client_reference_id: userId,
  metadata: { user_id: userId },
});

/** A Stripe-shaped event (`{ id, type, created, data: { object } }`). */
export const eventOf = (type: string, object: Record<string, unknown>, at: Date) => ({
  id: sandboxId('evt'),
  object: 'event',
  type,
  created: unix(at),
  livemode: false,
  data: { object },
});
