import { randomUUID } from 'node:crypto';
import { findPlanBySlug, listSubscriptionsOfUser } from '@urosim/db';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInTrainee } from '../../test/factories.ts';
import { startFakeStripe, subscriptionBody } from '../../test/fake-stripe.ts';
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

  it('creates a new Price on the same product; a subscription on it is read back to the plan', async () => {
    const slug = `biz-stripe-${randomUUID().slice(0, 8)}`;
    // Not on sale: the public plan list other test files read stays the four plans.
    await t.db('plans').insert({
      is_active: false,
      slug,
      name: `Stripe ${slug}`,
      description: 'A plan of this test only.',
      tier: 'basic',
      price_monthly_minor: 1500,
      currency: 'GBP',
      sessions_per_month: 7,
      is_avatar_included: false,
      is_facilitator_included: false,
      features: JSON.stringify([]),
      sort_order: 95,
      stripe_price_id: `price_old_${slug}`,
    });
    const plan = (await findPlanBySlug(t.db, slug))!;
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
    const { user } = await signedInTrainee(t);
    const now = Math.floor(Date.now() / 1000);
    const body = subscriptionBody({
      id: `sub_${user.id.slice(0, 8)}`,
      customer: `cus_${user.id.slice(0, 8)}`,
      status: 'active',
      price: newPrice,
      price_metadata: { plan_slug: slug },
      cancel_at_period_end: false,
      current_period_start: now - DAY,
      current_period_end: now + 29 * DAY,
      metadata: { user_id: user.id },
    });
    stripe.subscriptions.set(body.id, {
      id: body.id,
      customer: body.customer,
      status: 'active',
      price: newPrice,
      price_metadata: { plan_slug: slug },
      cancel_at_period_end: false,
      current_period_start: now - DAY,
      current_period_end: now + 29 * DAY,
      metadata: { user_id: user.id },
    });
    const payload = JSON.stringify({
      id: `evt_${randomUUID().slice(0, 12)}`,
      object: 'event',
      type: 'customer.subscription.created',
      created: now,
      data: { object: body },
    });
    const delivered = await request(t.app)
      .post('/api/v1/subscription/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
      .send(payload);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const [sub] = await listSubscriptionsOfUser(t.db, user.id);
    expect(sub).toMatchObject({ plan_id: plan.id, status: 'active' });
    expect(sub!.terms).toMatchObject({ price_monthly_minor: 2500, sessions_per_month: 7 });
  });

  it('moves a running subscription to the new price for its next period only, charging nothing now', async () => {
    const slug = `biz-renew-${randomUUID().slice(0, 8)}`;
    const oldPrice = `price_old_${slug}`;
    await t.db('plans').insert({
      is_active: false,
      slug,
      name: `Renewal ${slug}`,
      description: 'A plan of this test only.',
      tier: 'basic',
      price_monthly_minor: 1500,
      currency: 'GBP',
      sessions_per_month: 7,
      is_avatar_included: false,
      is_facilitator_included: false,
      features: JSON.stringify([]),
      sort_order: 96,
      stripe_price_id: oldPrice,
    });
    const plan = (await findPlanBySlug(t.db, slug))!;
    const { user } = await signedInTrainee(t);
    const now = Math.floor(Date.now() / 1000);
    const sub = {
      id: `sub_r${user.id.slice(0, 8)}`,
      customer: `cus_r${user.id.slice(0, 8)}`,
      status: 'active',
      price: oldPrice,
      price_metadata: { plan_slug: slug },
      cancel_at_period_end: false,
      current_period_start: now - 10 * DAY,
      current_period_end: now + 20 * DAY,
      metadata: { user_id: user.id },
    };
    stripe.subscriptions.set(sub.id, sub);
    const deliver = async (type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify({
        id: `evt_${randomUUID().slice(0, 12)}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
      const res = await request(t.app)
        .post('/api/v1/subscription/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
        .send(payload);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const moves = () =>
      stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`);

    // On the plan's price: an event moves nothing.
    await deliver('customer.subscription.created', subscriptionBody(sub));
    expect(moves()).toHaveLength(0);

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
    expect(moves()).toHaveLength(1);
    expect(moves()[0]!.body).toMatchObject({
      items: { '0': { id: `si_${sub.id}`, price: newPrice } },
      proration_behavior: 'none',
    });
    expect(stripe.subscriptions.get(sub.id)!.price).toBe(newPrice);
    // The running period keeps the terms it was sold at.
    let [row] = await listSubscriptionsOfUser(t.db, user.id);
    expect(row!.terms).toMatchObject({ price_monthly_minor: 1500 });

    // A later event on the new price moves nothing again.
    await deliver('customer.subscription.updated', subscriptionBody(stripe.subscriptions.get(sub.id)!));
    expect(moves()).toHaveLength(1);

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
    await t.db('plans').insert({
      is_active: false,
      slug,
      name: `Ending ${slug}`,
      description: 'A plan of this test only.',
      tier: 'basic',
      price_monthly_minor: 1500,
      currency: 'GBP',
      sessions_per_month: 7,
      is_avatar_included: false,
      is_facilitator_included: false,
      features: JSON.stringify([]),
      sort_order: 97,
      stripe_price_id: `price_other_${slug}`,
    });
    const { user } = await signedInTrainee(t);
    const now = Math.floor(Date.now() / 1000);
    const sub = {
      id: `sub_e${user.id.slice(0, 8)}`,
      customer: `cus_e${user.id.slice(0, 8)}`,
      status: 'active',
      price: `price_older_${slug}`,
      price_metadata: { plan_slug: slug },
      cancel_at_period_end: true,
      current_period_start: now - DAY,
      current_period_end: now + 29 * DAY,
      metadata: { user_id: user.id },
    };
    stripe.subscriptions.set(sub.id, sub);
    const payload = JSON.stringify({
      id: `evt_${randomUUID().slice(0, 12)}`,
      object: 'event',
      type: 'customer.subscription.updated',
      created: now,
      data: { object: subscriptionBody(sub) },
    });
    const res = await request(t.app)
      .post('/api/v1/subscription/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
      .send(payload);
    expect(res.status).toBe(200);
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`)).toBe(
      false,
    );
  });
});
