import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { adminBusinessRoutes } from '@urosim/contracts';
import { findPlanBySlug, insertAiUsage, insertBillingCustomer, listAuditEntries } from '@urosim/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBilling } from '../../providers/billing/index.ts';
import type { Browser } from '../../test/agent.ts';
import {
  endedSessionFor,
  insertTestPlan,
  publishFixtureCase,
  signedInAdmin,
  signedInTrainee,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { plansSeeder } from '../plans/seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const good = { name: 'Ada Trainee', number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
const short = () => randomUUID().slice(0, 8);

/**
 * The admin's business screens through the api (issue 17, ADR 0123). Plans shared with other test
 * files are never edited: the price tests make a plan of their own, bought through the sandbox.
 */
describe('admin business', () => {
  let t: TestApp;
  let server: Server;
  let admin: Browser;
  const warnings: string[] = [];

  beforeAll(async () => {
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        warnings.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({
      env: {
        BILLING_PROVIDER: 'sandbox',
        BILLING_WEBHOOK_URL: `http://127.0.0.1:${port}/api/v1/subscription/webhook`,
        SESSION_COUNTDOWN_SECONDS: '0',
      },
      logger: pino({ level: 'warn' }, sink),
    });
    server.on('request', t.app);
    await plansSeeder(t.config).run(t.db);
    ({ browser: admin } = await signedInAdmin(t, { emailPrefix: 'biz-admin' }));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const audit = (targetType: string, targetId: string) =>
    listAuditEntries(t.db, { targetType, targetId, limit: 20 });

  it('refuses a trainee every admin business route (403), walking the contracts', async () => {
    const { browser } = await signedInTrainee(t);
    for (const route of Object.values(adminBusinessRoutes)) {
      const path = route.path.replace(/:\w+/g, randomUUID());
      const res =
        route.method === 'get' ? await browser.get(path) : await browser.send(route.method, path, {});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  describe('plans', () => {
    it('a price change is a new sandbox price; a running subscription keeps its terms until renewal', async () => {
      const slug = `biz-${short()}`;
      const plan = await insertTestPlan(t.db, { slug, sortOrder: 90 });

      // A trainee buys it through the sandbox (the checkout route sells only the public plans).
      const { user, browser } = await signedInTrainee(t, { emailPrefix: `biz-buyer-${slug}` });
      const billing = createBilling(t.config, t.db, { warn: () => undefined });
      const customerId = await billing.provider.createCustomer({ ...user });
      await insertBillingCustomer(t.db, user.id, 'sandbox', customerId);
      const { url } = await billing.provider.createCheckout({ customerId, user, plan });
      const checkoutId = new URL(url, 'http://app.test').searchParams.get('session')!;
      const paid = await browser.post(`/api/v1/billing-sandbox/checkout/${checkoutId}/pay`, good);
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const usage = async () => (await browser.get('/api/v1/subscription')).body.data;
      expect((await usage()).usage.sessions).toMatchObject({ allowance: 7 });

      // Validation: a negative price, a free paid plan, an empty edit; nothing changes.
      for (const body of [{ priceMonthlyMinor: -1 }, { priceMonthlyMinor: 0 }, {}, { tier: 'gold' }]) {
        const refused = await admin.send('patch', `/api/v1/admin/plans/${plan.id}`, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
      }
      expect((await findPlanBySlug(t.db, slug))!.price_monthly_minor).toBe(1500);

      const edited = await admin.send('patch', `/api/v1/admin/plans/${plan.id}`, {
        priceMonthlyMinor: 2500,
        sessionsPerMonth: 12,
        tier: 'standard',
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body.data.plan).toMatchObject({
        priceMonthlyMinor: 2500,
        priceLabel: '£25',
        sessionsPerMonth: 12,
        tier: 'standard',
        liveSubscriptions: 1,
      });
      const priceId = edited.body.data.plan.providerPriceId;
      expect(priceId).toMatch(/^price_/);
      expect(await t.db('billing_sandbox_prices').where({ id: priceId }).first()).toMatchObject({
        plan_slug: slug,
        amount_minor: 2500,
      });

      // The running period keeps what it was sold with.
      const during = await usage();
      expect(during.usage.sessions).toMatchObject({ allowance: 7 });
      expect(during.subscription.tier).toBe('basic');
      expect(during.invoices.map((i: { amount_minor: number }) => i.amount_minor)).toEqual([1500]);

      // Its renewal is charged the new price and brings the new quota.
      const advanced = await browser.post('/api/v1/billing-sandbox/clock/advance', { days: 32 });
      expect(advanced.status, JSON.stringify(advanced.body)).toBe(200);
      const renewed = await usage();
      expect(renewed.usage.sessions).toMatchObject({ allowance: 12 });
      expect(renewed.subscription.tier).toBe('standard');
      expect(renewed.invoices.map((i: { amount_minor: number }) => i.amount_minor)).toEqual([2500, 1500]);

      const [entry] = await audit('plan', slug);
      expect(entry).toMatchObject({
        action: 'plan.update',
        actor_email: expect.stringContaining('biz-admin'),
      });
      expect(entry!.before).toMatchObject({
        price_monthly_minor: 1500,
        sessions_per_month: 7,
        tier: 'basic',
      });
      expect(entry!.after).toMatchObject({ price_monthly_minor: 2500, sandbox_price_id: priceId });

      // The seeder leaves an edited plan alone.
      await plansSeeder(t.config).run(t.db);
      expect((await findPlanBySlug(t.db, slug))!.price_monthly_minor).toBe(2500);

      // The subscription dashboard and the history show it.
      const figures = (await admin.get('/api/v1/admin/subscriptions')).body.data;
      expect(figures.byPlanAndStatus).toContainEqual({
        planSlug: slug,
        planName: plan.name,
        status: 'active',
        count: 1,
      });
      expect(
        figures.monthlyRecurringRevenue.find((m: { currency: string }) => m.currency === 'GBP'),
      ).toBeTruthy();
      expect(figures.churn.windowDays).toBe(30);
      const history = await admin.get(
        `/api/v1/admin/subscriptions/history?email=${encodeURIComponent(user.email)}`,
      );
      expect(history.status).toBe(200);
      expect(history.body.data.users).toHaveLength(1);
      expect(history.body.data.users[0].subscriptions[0]).toMatchObject({
        planName: plan.name,
        status: 'active',
      });
      expect(history.body.data.users[0].invoices).toHaveLength(2);
      expect((await admin.get('/api/v1/admin/subscriptions/history?email=x')).status).toBe(400);
    });

    it('lists every plan with the cases of each tier', async () => {
      const res = await admin.get('/api/v1/admin/plans');
      expect(res.status).toBe(200);
      expect(res.body.data.provider).toBe('sandbox');
      expect(res.body.data.plans.map((p: { slug: string }) => p.slug)).toEqual(
        expect.arrayContaining(['free', 'basic', 'standard', 'premium']),
      );
      expect(Object.keys(res.body.data.casesPerTier)).toEqual(['free', 'basic', 'standard', 'premium']);
    });
  });

  describe('costs', () => {
    it('reports ai_usage by purpose, model, day and user; the budget alert is written once a month', async () => {
      const { user } = await signedInTrainee(t, { emailPrefix: 'biz-spender' });
      const model = `biz-model-${short()}`;
      const month = new Date().toISOString().slice(0, 7);
      // No budget, and no alert yet this month (an earlier run's budget may have been crossed).
      expect((await admin.send('put', '/api/v1/admin/costs/budget', { budgetUsd: null })).status).toBe(200);
      await t.db('cost_budget_alerts').where({ month }).delete();
      const row = (cost: number, purpose: string) => ({
        user_id: user.id,
        session_id: null,
        purpose,
        model,
        prompt_tokens: 100,
        completion_tokens: 20,
        cost_usd: cost,
        latency_ms: 50,
        outcome: 'ok',
      });
      await insertAiUsage(t.db, row(0.5, 'patient'));
      const first = (await admin.get('/api/v1/admin/costs?days=7')).body.data;
      // A budget well above the month's spend (other test files record calls meanwhile): not crossed yet.
      const budget = Math.ceil(first.budget.spentUsd) + 1000;
      const set = await admin.send('put', '/api/v1/admin/costs/budget', { budgetUsd: budget });
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.data).toMatchObject({ budgetUsd: budget, isOverBudget: false, alertedAt: null });
      expect((await admin.send('put', '/api/v1/admin/costs/budget', { budgetUsd: -3 })).status).toBe(400);
      const [entry] = await audit('setting', 'costs.monthly_budget_usd');
      expect(entry).toMatchObject({ action: 'costs.budget.set', after: { budgetUsd: budget } });

      await insertAiUsage(t.db, row(1500, 'feedback'));
      const report = await admin.get('/api/v1/admin/costs?days=7');
      expect(report.status).toBe(200);
      const data = report.body.data;
      expect(data.byModel.find((m: { key: string }) => m.key === model)).toMatchObject({
        calls: 2,
        promptTokens: 200,
        costUsd: 1500.5,
      });
      expect(data.byPurpose.map((p: { key: string }) => p.key)).toEqual(
        expect.arrayContaining(['patient', 'feedback']),
      );
      expect(data.byDay.at(-1).key).toBe(new Date().toISOString().slice(0, 10));
      expect(data.topUsers.find((u: { email: string }) => u.email === user.email)).toMatchObject({
        costUsd: 1500.5,
      });
      expect(data.budget).toMatchObject({ isOverBudget: true, budgetUsd: budget });
      expect(data.budget.alertedAt).not.toBeNull();

      const again = (await admin.get('/api/v1/admin/costs/budget')).body.data;
      expect(again.alertedAt).toBe(data.budget.alertedAt);
      expect(await t.db('cost_budget_alerts').where({ month })).toHaveLength(1);
      expect(warnings.filter((line) => line.includes('cost_budget_crossed'))).toHaveLength(1);
      expect((await admin.get('/api/v1/admin/costs?days=0')).status).toBe(400);
    });
  });

  describe('announcements', () => {
    it('drafts, schedules and publishes; news shows only what is published; every change audited', async () => {
      const { browser: trainee } = await signedInTrainee(t);
      const tag = short();
      const news = async () =>
        ((await trainee.get('/api/v1/news?limit=100')).body.data.posts as { title: string }[]).map(
          (p) => p.title,
        );

      expect(
        (await admin.post('/api/v1/admin/announcements', { title: '', body: 'x', publishAt: null })).status,
      ).toBe(400);
      expect(
        (await admin.post('/api/v1/admin/announcements', { title: 'x', body: 'x', publishAt: 'tomorrow' }))
          .status,
      ).toBe(400);

      const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      const scheduled = await admin.post('/api/v1/admin/announcements', {
        title: `Scheduled ${tag}`,
        body: 'Coming soon.',
        publishAt: later,
      });
      expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
      expect(scheduled.body.data.announcement.status).toBe('scheduled');
      const now = await admin.post('/api/v1/admin/announcements', {
        title: `Now ${tag}`,
        body: 'Out today.',
        publishAt: 'now',
      });
      expect(now.body.data.announcement.status).toBe('published');
      const draft = await admin.post('/api/v1/admin/announcements', {
        title: `Draft ${tag}`,
        body: 'Not yet.',
        publishAt: null,
      });
      expect(draft.body.data.announcement.status).toBe('draft');

      let titles = await news();
      expect(titles).toContain(`Now ${tag}`);
      expect(titles).not.toContain(`Scheduled ${tag}`);
      expect(titles).not.toContain(`Draft ${tag}`);

      // Its time comes: it is published by the read, with no job to run.
      const id = scheduled.body.data.announcement.id;
      await t
        .db('announcements')
        .where({ id })
        .update({ publish_at: new Date(Date.now() - 1000) });
      titles = await news();
      expect(titles).toContain(`Scheduled ${tag}`);

      const edited = await admin.send('patch', `/api/v1/admin/announcements/${id}`, {
        title: `Edited ${tag}`,
        body: 'Changed.',
        publishAt: null,
      });
      expect(edited.status).toBe(200);
      expect(edited.body.data.announcement.status).toBe('draft');
      expect(await news()).not.toContain(`Edited ${tag}`);
      const [update] = await audit('announcement', id);
      expect(update).toMatchObject({
        action: 'announcement.update',
        before: { title: `Scheduled ${tag}` },
        after: { title: `Edited ${tag}`, status: 'draft' },
      });

      expect((await admin.send('delete', `/api/v1/admin/announcements/${id}`)).status).toBe(200);
      expect((await admin.send('delete', `/api/v1/admin/announcements/${id}`)).status).toBe(404);
      expect((await audit('announcement', id))[0]).toMatchObject({
        action: 'announcement.delete',
        after: null,
      });
      const list = (await admin.get('/api/v1/admin/announcements')).body.data.announcements;
      expect(list.map((a: { title: string }) => a.title)).toContain(`Draft ${tag}`);
    });
  });

  describe('survey', () => {
    it('one answer per session, the owner only; the admin sees it by case and by day', async () => {
      const caseId = await publishFixtureCase(t.db, 'biz-survey');
      const { browser: owner } = await signedInTrainee(t);
      const { browser: other } = await signedInTrainee(t);
      const sessionId = await endedSessionFor(owner, caseId);
      const path = `/api/v1/sessions/${sessionId}/survey`;

      expect((await owner.get(path)).body.data).toEqual({ isAnswered: false, isPilotParticipant: false });
      expect((await other.get(path)).status).toBe(404);
      expect((await other.post(path, { usefulness: 4 })).status).toBe(404);
      expect((await owner.post(path, { usefulness: 7 })).status).toBe(400);
      expect((await owner.post(path, {})).status).toBe(400);

      const answered = await owner.post(path, {
        usefulness: 5,
        realism: 4,
        difficulty: 3,
        comment: 'Felt real.',
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      expect(answered.body.data.isAnswered).toBe(true);
      expect((await owner.post(path, { usefulness: 1 })).status).toBe(409);
      expect((await owner.get(path)).body.data.isAnswered).toBe(true);

      const analytics = (await admin.get('/api/v1/admin/survey-analytics?days=30')).body.data;
      expect(analytics.byCase.find((c: { caseId: string }) => c.caseId === caseId)).toMatchObject({
        responses: 1,
        usefulness: 5,
        realism: 4,
        difficulty: 3,
      });
      expect(analytics.byDay.at(-1).day).toBe(new Date().toISOString().slice(0, 10));
      expect(analytics.responses.find((r: { caseId: string }) => r.caseId === caseId)).toMatchObject({
        comment: 'Felt real.',
      });
    });
  });
});
