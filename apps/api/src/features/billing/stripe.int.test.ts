import { countBillingEvents } from '@urosim/db';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTrainee } from '../../test/factories.ts';
import { startFakeStripe, subscriptionBody } from '../../test/fake-stripe.ts';
import { createTestApp } from '../../test/test-app.ts';
import { plansSeeder } from '../plans/seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const secret = 'whsec_test_secret_for_the_fake_stripe';
const DAY = 86_400;

/**
 * The Stripe path: the `stripe` SDK pointed at a Stripe-shaped server on loopback, and webhook
 * payloads signed with Stripe's own test header. Whatever the order and repetition of events, the
 * app ends in the state Stripe has now; a bad or missing signature changes nothing.
 */
describe('billing with Stripe', () => {
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
        STRIPE_PRICE_BASIC: 'price_basic',
        STRIPE_PRICE_STANDARD: 'price_standard',
        STRIPE_PRICE_PREMIUM: 'price_premium',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: 'http',
        APP_BASE_URL: 'https://urosim.test',
      },
    });
    await plansSeeder(t.config).run(t.db);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const deliver = (event: object, options: { secret?: string; signature?: string | null } = {}) => {
    const payload = JSON.stringify(event);
    const signature =
      options.signature === undefined
        ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret })
        : options.signature;
    const call = request(t.app).post('/api/v1/subscription/webhook').set('content-type', 'application/json');
    return (signature === null ? call : call.set('stripe-signature', signature)).send(payload);
  };

  let eventCounter = 0;
  const event = (type: string, object: object) => ({
    id: `evt_${Date.now().toString(36)}_${++eventCounter}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });

  it('lets Stripe.js, its frames and its api in only on the subscription page', async () => {
    const page = await request(t.app).get('/subscription?action=update-payment');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    const other = (await request(t.app).get('/dashboard')).headers['content-security-policy'] as string;
    expect(other).not.toContain('stripe.com');
  });

  it('starts Stripe Checkout in subscription mode for the user', async () => {
    const { browser, user } = await signedInTrainee(t);
    const res = await browser.post('/api/v1/subscription/checkout', { planSlug: 'standard' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    const created = stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === user.id,
    );
    expect(created?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      line_items: { '0': { price: 'price_standard', quantity: '1' } },
      subscription_data: { metadata: { user_id: user.id } },
      success_url: 'https://urosim.test/internal/subscription/success?session={CHECKOUT_SESSION_ID}',
    });
    expect(String(created?.body.customer)).toMatch(/^cus_/);
  });

  it('ends in Stripe’s current state whatever the order and repetition of the events', async () => {
    const { browser, user } = await signedInTrainee(t);
    const customer = `cus_${user.id.slice(0, 8)}`;
    const subId = `sub_${user.id.slice(0, 8)}`;
    const now = Math.floor(Date.now() / 1000);
    const first = { start: now - 40 * DAY, end: now - 10 * DAY };
    const second = { start: now - 10 * DAY, end: now + 20 * DAY };
    const snapshot = (over: Partial<Parameters<typeof subscriptionBody>[0]>) =>
      subscriptionBody({
        id: subId,
        customer,
        status: 'active',
        price: 'price_basic',
        cancel_at_period_end: false,
        current_period_start: first.start,
        current_period_end: first.end,
        metadata: { user_id: user.id },
        ...over,
      });
    const invoice = (id: string, status: string, period: { start: number; end: number }, amount: number) => ({
      id,
      object: 'invoice',
      customer,
      status,
      attempted: true,
      amount_due: amount,
      currency: 'gbp',
      period_start: period.start,
      period_end: period.end,
      hosted_invoice_url: `https://invoice.stripe.test/${id}`,
      parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
      lines: { data: [{ period }] },
    });
    const renewal = `in_${user.id.slice(0, 6)}_2`;
    const events = [
      event('checkout.session.completed', {
        id: 'cs_1',
        object: 'checkout.session',
        subscription: subId,
        customer,
      }),
      event('customer.subscription.created', snapshot({})),
      event('invoice.paid', invoice(`in_${user.id.slice(0, 6)}_1`, 'paid', first, 900)),
      event('invoice.payment_failed', invoice(renewal, 'open', second, 900)),
      event('customer.subscription.updated', snapshot({ status: 'past_due', ...periodOf(second) })),
      event('invoice.paid', invoice(renewal, 'paid', second, 900)),
      event(
        'customer.subscription.updated',
        snapshot({ price: 'price_standard', cancel_at_period_end: true, ...periodOf(second) }),
      ),
    ];
    // What Stripe has now: the last state.
    stripe.subscriptions.set(subId, {
      id: subId,
      customer,
      status: 'active',
      price: 'price_standard',
      cancel_at_period_end: true,
      current_period_start: second.start,
      current_period_end: second.end,
      metadata: { user_id: user.id },
    });

    const deliveries = shuffle(events.flatMap((e) => [e, e, e]));
    const answers = [];
    for (const e of deliveries) answers.push(await deliver(e));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.data.duplicate === false)).toHaveLength(events.length);
    for (const e of events) expect(await countBillingEvents(t.db, 'stripe', e.id)).toBe(1);

    const summary = (await browser.get('/api/v1/subscription/usage-summary')).body.data;
    expect(summary.plan).toMatchObject({ slug: 'standard', tierLabel: 'Standard' });
    expect(summary.subscription).toMatchObject({
      plan_slug: 'standard',
      subscription_status: 'active',
      cancel_at_period_end: true,
      provider: 'stripe',
      current_period_end: new Date(second.end * 1000).toISOString(),
    });
    expect(summary.usage.sessions.allowance).toBe(50);
    const page = (await browser.get('/api/v1/subscription')).body.data;
    expect(page.provider).toBe('stripe');
    expect(page.invoices.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);

    // The user's own changes go through Stripe and come back as it answers.
    const reactivated = await browser.post('/api/v1/subscription/reactivate');
    expect(reactivated.status, JSON.stringify(reactivated.body)).toBe(200);
    expect(reactivated.body.data.subscription.cancel_at_period_end).toBe(false);
    expect(stripe.subscriptions.get(subId)?.cancel_at_period_end).toBe(false);
    const moved = await browser.post('/api/v1/subscription/change-plan', { planSlug: 'premium' });
    expect(moved.body.data.subscription.plan_slug).toBe('premium');
    expect(stripe.subscriptions.get(subId)?.price).toBe('price_premium');
    const portal = await browser.get('/api/v1/subscription/manage');
    expect(portal.body.data.url).toBe('https://billing.stripe.test/p/1');
    const update = await browser.post('/api/v1/subscription/update-payment-method');
    expect(update.body.data).toMatchObject({ kind: 'stripe', publishableKey: 'pk_test_fake' });
    expect(update.body.data.clientSecret).toMatch(/_secret_/);

    // A bad or missing signature: 400, and nothing recorded or changed (Stripe now says canceled).
    stripe.subscriptions.get(subId)!.status = 'canceled';
    const forged = event('customer.subscription.deleted', snapshot({ status: 'canceled' }));
    for (const attempt of [
      await deliver(forged, { secret: 'whsec_someone_else' }),
      await deliver(forged, { signature: null }),
      await deliver(forged, { signature: 't=1,v1=deadbeef' }),
    ]) {
      expect(attempt.status).toBe(400);
      expect(attempt.body.error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await countBillingEvents(t.db, 'stripe', forged.id)).toBe(0);
    const still = (await browser.get('/api/v1/subscription/active')).body.data.subscription;
    expect(still).toMatchObject({ subscription_status: 'active', plan_slug: 'premium' });
  });
});

const periodOf = (p: { start: number; end: number }) => ({
  current_period_start: p.start,
  current_period_end: p.end,
});

/** Fisher–Yates. */
const shuffle = <T>(items: T[]) => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};
