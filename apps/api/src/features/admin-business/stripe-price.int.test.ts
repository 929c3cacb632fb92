import { randomUUID } from 'node:crypto';
import { findPlanBySlug, listSubscriptionsOfUser } from '@urosim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestPlan, signedInAdmin, signedInTrainee } from '../../test/factories.ts';
import { deliverStripeEvent, startFakeStripe, subscriptionBody } from '../../test/fake-stripe.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const secret = 'whsec_test_secret_for_the_admin_price';
const DAY = 86_400;

/** A plan's price change with Stripe as the provider (ADR 0123): a new Stripe Price, never an edit. */
describe('plan price change with Stripe', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: {
        BILLING_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: secret,
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: 'http',
        APP_BASE_URL: 'https://urosim.test',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = async (type: string, object: Record<string, unknown>) => {
    const res = await deliverStripeEvent(t.app, secret, type, object);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  /** A Stripe subscription of a new trainee on `price`, as Stripe has it now. */
  const stripeSubscription = async (
    slug: string,
    price: string,
    options: { periodStart: number; cancelAtPeriodEnd?: boolean },
  ) => {
    const { user } = await signedInTrainee(t);
    const sub = {
      id: `sub_${user.id.slice(0, 12)}`,
      customer: `cus_${user.id.slice(0, 12)}`,
      status: 'active',
      price,
      price_metadata: { plan_slug: slug },
      cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
      current_period_start: options.periodStart,
      current_period_end: options.periodStart + 30 * DAY,
      metadata: { user_id: user.id },
    };
    stripe.subscriptions.set(sub.id, sub);
    return { user, sub };
  };
  const moves = (subscriptionId: string) =>
    stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`);
  const now = () => Math.floor(Date.now() / 1000);

  it('creates a new Price on the same product; a subscription on it is read back to the plan', async () => {
    const slug = `biz-stripe-${randomUUID().slice(0, 8)}`;
    const plan = await insertTestPlan(t.db, { slug, sortOrder: 95, stripePriceId: `price_old_${slug}` });
    const { browser: admin } = await signedInAdmin(t);
    const res = await admin.send('patch', `/api/v1/admin/plans/${plan.id}`, { priceMonthlyMinor: 2500 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const newPrice = res.body.data.plan.providerPriceId as string;
    expect(newPrice).toMatch(/^price_fake/);
    expect((await findPlanBySlug(t.db, slug))!.stripe_price_id).toBe(newPrice);
    const created = stripe.requests.find((r) => r.path === '/v1/prices' && r.method === 'POST');
    expect(created?.body).toMatchObject({
      currency: 'gbp',
      unit_amount: '2500',
      recurring: { interval: 'month' },
      metadata: { plan_slug: slug },
      product: 'prod_fake_urosim',
    });

    // A subscription Stripe sells at the new price comes back to the plan through its metadata.
    const { user, sub } = await stripeSubscription(slug, newPrice, { periodStart: now() - DAY });
    await deliver('customer.subscription.created', subscriptionBody(sub));
    const [row] = await listSubscriptionsOfUser(t.db, user.id);
    expect(row).toMatchObject({ plan_id: plan.id, status: 'active' });
    expect(row!.terms).toMatchObject({ price_monthly_minor: 2500, sessions_per_month: 7 });
  });

  it('moves a running subscription to the new price for its next period only, charging nothing now', async () => {
    const slug = `biz-renew-${randomUUID().slice(0, 8)}`;
    const oldPrice = `price_old_${slug}`;
    const plan = await insertTestPlan(t.db, { slug, sortOrder: 96, stripePriceId: oldPrice });
    const { user, sub } = await stripeSubscription(slug, oldPrice, { periodStart: now() - 10 * DAY });

    // On the plan's price: an event moves nothing.
    await deliver('customer.subscription.created', subscriptionBody(sub));
    expect(moves(sub.id)).toHaveLength(0);

    const { browser: admin } = await signedInAdmin(t);
    const res = await admin.send('patch', `/api/v1/admin/plans/${plan.id}`, { priceMonthlyMinor: 2500 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const newPrice = res.body.data.plan.providerPriceId as string;

    // The next event before the renewal (Stripe's upcoming-invoice notice) moves it, without proration.
    await deliver('invoice.upcoming', {
      id: `in_up_${sub.id}`,
      object: 'invoice',
      status: 'draft',
      amount_due: 2500,
      currency: 'gbp',
      period_start: sub.current_period_end,
      period_end: sub.current_period_end + 30 * DAY,
      subscription: sub.id,
    });
    expect(moves(sub.id)).toHaveLength(1);
    expect(moves(sub.id)[0]!.body).toMatchObject({
      items: { '0': { id: `si_${sub.id}`, price: newPrice } },
      proration_behavior: 'none',
    });
    expect(stripe.subscriptions.get(sub.id)!.price).toBe(newPrice);
    // The running period keeps the terms it was sold at.
    let [row] = await listSubscriptionsOfUser(t.db, user.id);
    expect(row!.terms).toMatchObject({ price_monthly_minor: 1500 });

    // A later event on the new price moves nothing again.
    await deliver('customer.subscription.updated', subscriptionBody(stripe.subscriptions.get(sub.id)!));
    expect(moves(sub.id)).toHaveLength(1);

    // At renewal the period begins on the new terms.
    const renewed = stripe.subscriptions.get(sub.id)!;
    renewed.current_period_start = sub.current_period_end;
    renewed.current_period_end = sub.current_period_end + 30 * DAY;
    await deliver('customer.subscription.updated', subscriptionBody(renewed));
    [row] = await listSubscriptionsOfUser(t.db, user.id);
    expect(row!.terms).toMatchObject({ price_monthly_minor: 2500 });
  });

  it('leaves alone a subscription that ends with its period', async () => {
    const slug = `biz-ending-${randomUUID().slice(0, 8)}`;
    await insertTestPlan(t.db, { slug, sortOrder: 97, stripePriceId: `price_other_${slug}` });
    const { sub } = await stripeSubscription(slug, `price_older_${slug}`, {
      periodStart: now() - DAY,
      cancelAtPeriodEnd: true,
    });
    await deliver('customer.subscription.updated', subscriptionBody(sub));
    expect(moves(sub.id)).toHaveLength(0);
  });
});
