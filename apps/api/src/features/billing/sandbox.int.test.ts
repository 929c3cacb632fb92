import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countBillingEvents } from '@urosim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBilling } from '../../providers/billing/index.ts';
import type { Browser } from '../../test/agent.ts';
import { fixtureCase } from '../../test/case-fixture.ts';
import { publishFixtureCase, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { importCase } from '../cases/service.ts';
import { plansSeeder } from '../plans/seed.ts';

const quiet = { warn: () => undefined };

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const good = { name: 'Ada Trainee', number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
const failsLater = { ...good, number: '4000 0000 0000 0341' };
const declined = { ...good, number: '4000 0000 0000 0002' };

/**
 * The local billing sandbox end to end: its events really go to the webhook over HTTP (the app
 * listens on loopback and BILLING_WEBHOOK_URL points at it), and only they change subscriptions.
 */
describe('billing sandbox', () => {
  let t: TestApp;
  let server: Server;
  let freeCase: string;
  let premiumCase: string;

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      env: {
        BILLING_PROVIDER: 'sandbox',
        BILLING_WEBHOOK_URL: `http://127.0.0.1:${port}/api/v1/subscription/webhook`,
        SESSION_COUNTDOWN_SECONDS: '0',
        FREE_SESSIONS_PER_MONTH: '5',
      },
    });
    server.on('request', t.app);
    await plansSeeder(t.config).run(t.db);
    freeCase = await publishFixtureCase(t.db, 'billing-free');
    premiumCase = `billing-premium-${Date.now().toString(36)}`;
    await importCase(t.db, { ...fixtureCase(premiumCase), accessTier: 'premium' }, { status: 'published' });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const summary = async (browser: Browser) =>
    (await browser.get('/api/v1/subscription/usage-summary')).body.data;

  /** Checkout of a plan paid with a card; the success page's url. */
  const buy = async (browser: Browser, planSlug: string, card = good) => {
    const checkout = await browser.post('/api/v1/subscription/checkout', { planSlug });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const url = new URL(checkout.body.data.url, 'http://app.test');
    expect(url.pathname).toBe('/internal/subscription/checkout');
    const id = url.searchParams.get('session')!;
    const page = await browser.get(`/api/v1/billing-sandbox/checkout/${id}`);
    expect(page.body.data).toMatchObject({ id, status: 'open', plan: { slug: planSlug } });
    return { id, paid: await browser.post(`/api/v1/billing-sandbox/checkout/${id}/pay`, card) };
  };

  const advance = async (browser: Browser, days: number) => {
    const res = await browser.post('/api/v1/billing-sandbox/clock/advance', { days });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  it('Free → checkout with 4242 → the plan and its quota → cancel at period end → Free again', async () => {
    const { browser } = await signedInTrainee(t);
    const before = await summary(browser);
    expect(before.plan).toMatchObject({ slug: 'free', tierLabel: 'Free' });
    expect(before.usage.sessions).toMatchObject({ allowance: 5, used: 0, remaining: 5 });
    expect(before.subscription).toBeNull();

    const { id, paid } = await buy(browser, 'basic');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.url).toBe(`/internal/subscription/success?session=${id}`);

    // The webhook (reached over HTTP) wrote the subscription.
    const after = await summary(browser);
    expect(after.plan).toMatchObject({ slug: 'basic', tierLabel: 'Basic', tier: 'basic' });
    expect(after.subscription).toMatchObject({
      plan_slug: 'basic',
      subscription_status: 'active',
      cancel_at_period_end: false,
      has_access: true,
      grace_ends_at: null,
      provider: 'sandbox',
      source: 'checkout',
    });
    expect(after.subscription.days_until_expiry).toBeGreaterThanOrEqual(28);
    expect(after.usage.sessions).toMatchObject({ allowance: 20, used: 0, remaining: 20, unlimited: false });
    const status = (await browser.get('/api/v1/auth/status')).body.data.user;
    expect(status).toMatchObject({ subscription_status: 'active', cancel_at_period_end: false });
    expect(status.subscription_period_end).toBe(after.subscription.current_period_end);

    // A second checkout while it runs is refused.
    const again = await browser.post('/api/v1/subscription/checkout', { planSlug: 'premium' });
    expect(again.body.error.code).toBe('ALREADY_SUBSCRIBED');

    const started = await browser.post('/api/v1/sessions/start-with-quota', { caseId: freeCase });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.quota).toMatchObject({ allowance: 20, remaining: 19 });
    expect((await summary(browser)).usage.sessions).toMatchObject({ used: 1, remaining: 19 });
    expect((await browser.get('/api/v1/user/stats')).body.data.quotaRemaining).toBe(19);

    const page = (await browser.get('/api/v1/subscription')).body.data;
    expect(page.provider).toBe('sandbox');
    expect(page.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(page.invoices).toHaveLength(1);
    expect(page.invoices[0]).toMatchObject({ status: 'paid', amount_minor: 900, amount_label: '£9' });

    const cancelled = await browser.post('/api/v1/subscription/cancel');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.subscription).toMatchObject({ cancel_at_period_end: true, has_access: true });
    expect((await browser.get('/api/v1/auth/status')).body.data.user.cancel_at_period_end).toBe(true);
    const reactivated = await browser.post('/api/v1/subscription/reactivate');
    expect(reactivated.body.data.subscription.cancel_at_period_end).toBe(false);
    await browser.post('/api/v1/subscription/cancel');

    await advance(browser, 32);
    const ended = await summary(browser);
    expect(ended.plan).toMatchObject({ slug: 'free', tierLabel: 'Free' });
    expect(ended.subscription).toBeNull();
    expect((await browser.get('/api/v1/subscription/active')).body.data.subscription).toBeNull();
    expect((await browser.get('/api/v1/auth/status')).body.data.user.subscription_status).toBeNull();
    // The renewal did not happen: still the one paid invoice.
    expect((await browser.get('/api/v1/subscription')).body.data.invoices).toHaveLength(1);
  });

  it('0341 → past due at renewal (with access in the grace) → a new card pays what is owed → active', async () => {
    const { browser } = await signedInTrainee(t);
    expect((await buy(browser, 'standard', failsLater)).paid.status).toBe(200);
    expect((await summary(browser)).subscription.subscription_status).toBe('active');

    await advance(browser, 32);
    const overdue = await summary(browser);
    expect(overdue.subscription).toMatchObject({ subscription_status: 'past_due', has_access: true });
    expect(overdue.plan.slug).toBe('standard');
    expect(overdue.subscription.grace_ends_at).not.toBeNull();
    expect((await browser.get('/api/v1/auth/status')).body.data.user.subscription_status).toBe('past_due');
    const invoices = (await browser.get('/api/v1/subscription')).body.data.invoices;
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(['failed', 'paid']);

    const update = await browser.post('/api/v1/subscription/update-payment-method');
    expect(update.body.data.kind).toBe('sandbox');
    const setupId = update.body.data.setupId as string;
    const refused = await browser.post(`/api/v1/billing-sandbox/setup/${setupId}/confirm`, declined);
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('CARD_DECLINED');
    const confirmed = await browser.post(`/api/v1/billing-sandbox/setup/${setupId}/confirm`, good);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.paymentMethod).toMatchObject({ last4: '4242' });

    const paid = await summary(browser);
    expect(paid.subscription).toMatchObject({
      subscription_status: 'active',
      has_access: true,
      grace_ends_at: null,
    });
    const after = (await browser.get('/api/v1/subscription')).body.data.invoices;
    expect(after.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);
  });

  it('a charge still failing when the 3-day grace ends loses the access', async () => {
    const { browser } = await signedInTrainee(t);
    expect((await buy(browser, 'premium', failsLater)).paid.status).toBe(200);
    expect((await browser.post('/api/v1/sessions/start', { caseId: premiumCase })).status).toBe(200);

    await advance(browser, 32);
    // Past due, in the grace: the premium case still opens.
    expect((await summary(browser)).subscription).toMatchObject({
      subscription_status: 'past_due',
      has_access: true,
    });
    const inGrace = await browser.post('/api/v1/sessions/start', { caseId: premiumCase });
    expect([200, 409]).toContain(inGrace.status);
    expect(inGrace.body.error?.code ?? 'ok').not.toBe('PLAN_UPGRADE_REQUIRED');

    await advance(browser, 3);
    const lost = await summary(browser);
    expect(lost.plan.slug).toBe('free');
    expect(lost.subscription).toBeNull();
    const refused = await browser.post('/api/v1/sessions/start', { caseId: premiumCase });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_UPGRADE_REQUIRED',
      details: { requiredTier: 'premium' },
    });
  });

  it('never lets Stripe.js in with the sandbox', async () => {
    const { browser } = await signedInTrainee(t);
    const csp = (await browser.get('/subscription?action=update-payment')).headers['content-security-policy'];
    expect(csp).not.toContain('stripe.com');
    expect(csp).toMatch(/script-src 'self' ?;/);
  });

  it('declines 4000 0000 0000 0002 and changes nothing', async () => {
    const { browser } = await signedInTrainee(t);
    const { paid } = await buy(browser, 'basic', declined);
    expect(paid.status).toBe(402);
    expect(paid.body.error.code).toBe('CARD_DECLINED');
    expect((await summary(browser)).plan.slug).toBe('free');
  });

  it('takes each event once: a redelivery answers duplicate and changes nothing', async () => {
    const { browser, user } = await signedInTrainee(t);
    await buy(browser, 'basic');
    const event = await t.db('billing_sandbox_events').orderBy('seq', 'desc').first();
    expect(event.delivered_at).not.toBeNull();
    expect(await countBillingEvents(t.db, 'sandbox', event.id)).toBe(1);
    const { default: Stripe } = await import('stripe');
    const payload = JSON.stringify(event.payload);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: t.config.BILLING_SANDBOX_SECRET,
    });
    const again = await browser.agent
      .post('/api/v1/subscription/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signature)
      .send(payload);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ received: true, duplicate: true });
    expect(await t.db('subscriptions').where({ user_id: user.id }).count('* as n')).toEqual([{ n: '1' }]);
  });

  it("keeps an event the webhook did not take, and the worker's redelivery brings it", async () => {
    const { browser, user } = await signedInTrainee(t);
    const checkout = await browser.post('/api/v1/subscription/checkout', { planSlug: 'basic' });
    const id = new URL(checkout.body.data.url, 'http://app.test').searchParams.get('session')!;
    // The same sandbox whose webhook is unreachable: the payment commits, its events stay pending.
    const offline = createBilling(
      { ...t.config, BILLING_WEBHOOK_URL: 'http://127.0.0.1:9/nowhere' },
      t.db,
      quiet,
    );
    await offline.sandbox!.pay(id, user.id, good);
    expect((await summary(browser)).plan.slug).toBe('free');
    const pending = await t.db('billing_sandbox_events').whereNull('delivered_at').where('attempts', '>', 0);
    expect(pending.length).toBeGreaterThanOrEqual(3);

    await createBilling(t.config, t.db, quiet).sandbox!.deliverPending();
    expect((await summary(browser)).plan.slug).toBe('basic');
  });

  it('refuses a case above the plan for a Free trainee before spending quota, and shows it locked', async () => {
    const { browser } = await signedInTrainee(t);
    const refused = await browser.post('/api/v1/sessions/start-with-quota', { caseId: premiumCase });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_UPGRADE_REQUIRED',
      details: { requiredTier: 'premium' },
    });
    expect((await summary(browser)).usage.sessions.used).toBe(0);
    const cards = (await browser.get('/api/v1/cases')).body.data.cases as { id: string; locked: boolean }[];
    expect(cards.find((c) => c.id === premiumCase)?.locked).toBe(true);
    expect(cards.find((c) => c.id === freeCase)?.locked).toBe(false);
    expect((await browser.get(`/api/v1/cases/${premiumCase}`)).body.data.locked).toBe(true);
  });

  it('20 parallel starts with 3 sessions of quota left start exactly 3', async () => {
    const { browser, user } = await signedInTrainee(t);
    await buy(browser, 'basic');
    const sub = (await summary(browser)).subscription;
    await t.db('usage_counters').insert({
      user_id: user.id,
      period: `sub:${sub.id}:${sub.current_period_start.slice(0, 10)}`,
      resource: 'sessions',
      used: 17,
    });
    expect((await summary(browser)).usage.sessions.remaining).toBe(3);
    const cases = await Promise.all(Array.from({ length: 20 }, () => publishFixtureCase(t.db, 'quota')));
    const results = await Promise.all(
      cases.map((caseId) => browser.post('/api/v1/sessions/start-with-quota', { caseId })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(results.filter((r) => r.body.error?.code === 'QUOTA_EXCEEDED')).toHaveLength(17);
    expect((await summary(browser)).usage.sessions).toMatchObject({ used: 20, remaining: 0 });
  });
});
