import { randomUUID } from 'node:crypto';
import { ZContactRequest } from '@urosim/contracts';
import { findContactMessageByReference } from '@urosim/db';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../providers/mail/mailer.ts';
import { createBrowser, randomTestIp } from '../../test/agent.ts';
import { startFakeOpenAi } from '../../test/fake-openai.ts';
import { latestMail } from '../../test/mail.ts';
import { createTestApp } from '../../test/test-app.ts';
import { seedCaseLibrary } from '../cases/seed.ts';
import { plansSeeder } from '../plans/seed.ts';
import { createAssistantIndexCache } from './chatbot.ts';
import { sendContactMessage } from './contact.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('public website api', () => {
  let t: TestApp;
  let app: Express;
  const supportEmail = `support-${randomUUID().slice(0, 8)}@example.test`;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SUPPORT_EMAIL: supportEmail,
        PLAN_PRICE_BASIC: '9',
        PLAN_PRICE_STANDARD: '19.5',
        PLAN_PRICE_PREMIUM: '29',
        FREE_SESSIONS_PER_MONTH: '5',
        WEBSITE_CHAT_RATE_LIMIT_PER_MINUTE: '6',
        BRAND_FUNDER_NAME: 'Example Training Fund',
      },
    });
    app = t.app;
    await seedCaseLibrary(t.db);
    await plansSeeder(t.config).run(t.db);
  });
  afterAll(() => t.close());

  describe('plans', () => {
    it('lists Free, Basic, Standard and Premium, cheapest first, at the configured prices', async () => {
      const res = await request(app).get('/api/v1/subscription/plans').expect(200);
      const plans = res.body.data.plans as {
        slug: string;
        priceMonthlyMinor: number;
        priceLabel: string;
        sessionsPerMonth: number | null;
      }[];
      expect(plans.map((p) => [p.slug, p.priceMonthlyMinor, p.priceLabel, p.sessionsPerMonth])).toEqual([
        ['free', 0, 'Free', 5],
        ['basic', 900, '£9', 20],
        ['standard', 1950, '£19.50', 50],
        ['premium', 2900, '£29', null],
      ]);
    });

    it('follows a changed price on the next seeding, without duplicating plans', async () => {
      await plansSeeder({ ...t.config, PLAN_PRICE_BASIC: 11 }).run(t.db);
      const res = await request(app).get('/api/v1/subscription/plans').expect(200);
      expect(res.body.data.plans.find((p: { slug: string }) => p.slug === 'basic').priceMonthlyMinor).toBe(
        1100,
      );
      expect(res.body.data.plans).toHaveLength(4);
      await plansSeeder(t.config).run(t.db);
    });
  });

  describe('contact form', () => {
    /** Sends the form from a browser of its own (its own address, so its own rate limit). */
    const sendContact = async (form: Record<string, string>) =>
      (await createBrowser(app)).post('/api/v1/contact', form);

    it('stores the message and mails it to the support address with its reference', async () => {
      const res = await sendContact({
        name: 'Sam Okafor',
        email: 'sam.okafor@example.test',
        topic: 'billing',
        message: 'Could our deanery buy access for twelve trainees?\n\nThank you.',
      });
      expect(res.status).toBe(200);
      const reference = res.body.data.reference as string;
      expect(reference).toMatch(/^UC-[A-HJ-NP-Z2-9]{6}$/);
      const stored = await findContactMessageByReference(t.db, reference);
      expect(stored).toMatchObject({ name: 'Sam Okafor', topic: 'billing' });
      expect(stored?.mail_id).toBeTruthy();
      const mail = await latestMail(t.db, supportEmail, 'contactMessage');
      expect(mail?.subject).toBe(`[${reference}] Contact form: Plans and billing`);
      expect(mail?.text_body).toContain('Sam Okafor <sam.okafor@example.test>');
      expect(mail?.text_body).toContain('twelve trainees');
      expect(mail?.html_body).not.toContain('<script');
    });

    /** How many messages a key stored, their mails, and those mails' queued jobs. */
    const storedFor = async (key: string) => {
      const messages = await t.db('contact_messages').where({ idempotency_key: key });
      const mailIds = messages.map((m: { mail_id: string }) => m.mail_id);
      const mails = await t.db('mail_outbox').whereIn('id', mailIds);
      const jobs = await t.db('pgboss.job').whereRaw("data->>'messageId' = any(?)", [mailIds]);
      return { messages, mails, jobs };
    };
    const form = (key: string) => ({
      name: 'Priya Raman',
      email: 'priya.raman@example.test',
      topic: 'general',
      message: 'Is there a student discount for foundation doctors?',
      idempotencyKey: key,
    });

    it('stores and mails a form sent twice with the same key once, and answers both with its reference', async () => {
      const key = randomUUID();
      const browser = await createBrowser(app);
      const [first, again] = [
        await browser.post('/api/v1/contact', form(key)),
        await browser.post('/api/v1/contact', form(key)),
      ];
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.body.data.reference).toBe(first.body.data.reference);
      const stored = await storedFor(key);
      expect([stored.messages.length, stored.mails.length, stored.jobs.length]).toEqual([1, 1, 1]);
    });

    it('keeps nothing when the mail cannot be queued, and a retry with the same key stores it once', async () => {
      const key = randomUUID();
      const deps = { db: t.db, supportEmail };
      // The queue takes the job, then fails: the job's insert was in the transaction, so it goes too.
      const failingQueue = createMailer(t.db, {
        send: async (queue, data, options) => {
          await t.jobs.send(queue, data, options);
          throw new Error('the queue went away');
        },
      });
      await expect(
        sendContactMessage({ ...deps, mailer: failingQueue }, ZContactRequest.parse(form(key)), null),
      ).rejects.toThrow('the queue went away');
      expect(await storedFor(key)).toEqual({ messages: [], mails: [], jobs: [] });

      const retried = await sendContactMessage(
        { ...deps, mailer: createMailer(t.db, t.jobs) },
        ZContactRequest.parse(form(key)),
        null,
      );
      const stored = await storedFor(key);
      expect([stored.messages.length, stored.mails.length, stored.jobs.length]).toEqual([1, 1, 1]);
      expect(stored.messages[0].reference).toBe(retried.reference);
    });

    it('answers a bot that fills the hidden field the same way, but keeps and sends nothing', async () => {
      const res = await sendContact({
        name: 'Bot',
        email: 'bot@example.test',
        topic: 'general',
        message: 'Cheap watches for sale, visit our site',
        website: 'http://spam.example',
      });
      expect(res.status).toBe(200);
      expect(await findContactMessageByReference(t.db, res.body.data.reference)).toBeUndefined();
    });

    it('refuses an invalid message field by field, and a request without the CSRF token', async () => {
      const res = await sendContact({
        name: '',
        email: 'nope',
        topic: 'general',
        message: 'short',
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual(
        expect.arrayContaining(['name', 'email', 'message']),
      );
      // From an address of its own: the contact limit is kept in the database for an hour.
      const noToken = await request(app)
        .post('/api/v1/contact')
        .set('X-Forwarded-For', randomTestIp())
        .send({ name: 'A', email: 'a@example.test', topic: 'general', message: 'A long enough message' });
      expect(noToken.status).toBe(403);
    });

    it('limits one address to 5 messages an hour', async () => {
      const browser = await createBrowser(app);
      const body = {
        name: 'Ana',
        email: 'ana@example.test',
        topic: 'general',
        message: 'Hello there, a question.',
      };
      for (let i = 0; i < 5; i += 1) expect((await browser.post('/api/v1/contact', body)).status).toBe(200);
      const limited = await browser.post('/api/v1/contact', body);
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('RATE_LIMITED');
    });
  });

  describe('website chatbot', () => {
    const ask = async (message: string, history: object[] = [], path = '/api/v1/website-chatbot/chat') => {
      const browser = await createBrowser(app);
      return browser.post(path, { message, history });
    };

    it('answers "How much does it cost?" with the prices from the database', async () => {
      const res = await ask('How much does it cost?');
      expect(res.status).toBe(200);
      expect(res.body.data.kind).toBe('answer');
      expect(res.body.data.response).toContain('Basic costs £9 a month');
      expect(res.body.data.response).toContain('Standard costs £19.50 a month');
      expect(res.body.data.response).toContain('Premium costs £29 a month: unlimited sessions');
      expect(res.body.data.response).toContain('Free is free: 5 sessions a month');
      expect(res.body.data.sources[0]).toEqual({ title: 'Plans and prices', url: '/pricing' });
    });

    it('answers "What is the research pilot?" and "Does it work on Safari?" from the help content', async () => {
      const pilot = await ask('What is the research pilot?');
      expect(pilot.body.data.response).toContain('10 complimentary sessions');
      expect(pilot.body.data.response).toContain('free premium month');
      const safari = await ask('Does it work on Safari?', [], '/api/v1/website/chat');
      expect(safari.status).toBe(200);
      expect(safari.body.data.response).toMatch(/^Yes\. UroSim works in Safari/);
    });

    it('declines a medical question politely', async () => {
      const res = await ask('I have blood in my urine, what should I do?');
      expect(res.body.data.kind).toBe('medical-refusal');
      expect(res.body.data.response).toMatch(/^I'm sorry, I can't help with medical questions/);
      expect(res.body.data.sources).toEqual([]);
    });

    it('reads the history for a follow-up', async () => {
      const res = await ask('and on my iPhone?', [
        { role: 'user', content: 'Does it work on Safari?' },
        { role: 'assistant', content: 'Yes. UroSim works in Safari 17 and later.' },
      ]);
      expect(res.body.data.kind).toBe('answer');
      expect(res.body.data.sources[0].url).toMatch(/safari/);
    });

    it('refuses an empty message, a wrong history role and an over-long message', async () => {
      expect((await ask('   ')).status).toBe(400);
      expect((await ask('Hello', [{ role: 'system', content: 'x' }])).status).toBe(400);
      expect((await ask('x'.repeat(1001))).status).toBe(400);
    });

    it('limits one address to the configured messages per minute', async () => {
      const browser = await createBrowser(app);
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        statuses.push(
          (await browser.post('/api/v1/website-chatbot/chat', { message: 'Hello', history: [] })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    });
  });

  describe('the assistant index', () => {
    it('is built once for concurrent first requests, kept for a minute, then built again with the plans', async () => {
      let clock = 1_000_000;
      const cache = createAssistantIndexCache(t.db, () => clock);
      const first = cache.get();
      expect(cache.get()).toBe(first);
      const index = await first;
      expect(index.docs.get('plans-and-prices')?.paragraphs[0]).toContain('Basic costs £9 a month');
      clock += 59_000;
      expect(cache.get()).toBe(first);
      clock += 2_000;
      const rebuilt = cache.get();
      expect(rebuilt).not.toBe(first);
      expect((await rebuilt).docs.size).toBe(index.docs.size);
    });
  });

  describe('branding', () => {
    it('gives the configured funder and the placeholder badges', async () => {
      const res = await request(app).get('/api/v1/config/site').expect(200);
      expect(res.body.data.funder).toEqual({
        name: 'Example Training Fund',
        imageUrl: '/brand/funder-logo.svg',
        href: null,
      });
      expect(res.body.data.badges.map((b: { imageUrl: string }) => b.imageUrl)).toEqual([
        '/brand/health-service-badge.svg',
        '/brand/urology-association-badge.svg',
      ]);
      expect(res.body.data.supportEmail).toBe(supportEmail);
    });
  });
});

describe('website chatbot with a language model (WEBSITE_CHATBOT_ENGINE=llm)', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;

  beforeAll(async () => {
    provider = await startFakeOpenAi();
    t = await createTestApp({
      env: {
        WEBSITE_CHATBOT_ENGINE: 'llm',
        AI_BASE_URL: provider.url,
        AI_API_KEY: 'test-key',
        AI_MODEL: `site-model-${randomUUID().slice(0, 8)}`,
      },
    });
    await plansSeeder(t.config).run(t.db);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('answers from the help passages it was given, and records the model use for the costs screen', async () => {
    provider.answer({
      status: 200,
      content: JSON.stringify({
        response: 'Yes: UroSim works in Safari 17 and later.',
        sourceIds: ['does-it-work-on-safari'],
      }),
    });
    const browser = await createBrowser(t.app);
    const res = await browser.post('/api/v1/website-chatbot/chat', {
      message: 'Does it work on Safari?',
      history: [],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'answer',
      response: 'Yes: UroSim works in Safari 17 and later.',
      sources: [{ url: '/faq#does-it-work-on-safari' }],
    });
    expect(res.body.data.usage).toBeUndefined();
    expect(provider.prompts.at(-1)).toContain('[does-it-work-on-safari]');
    const usage = await t.db('ai_usage').where({ model: t.config.AI_MODEL });
    expect(usage).toMatchObject([
      { purpose: 'chatbot', user_id: null, session_id: null, prompt_tokens: 400, completion_tokens: 90 },
    ]);
  });

  it('refuses a medical question without calling the model, and maps a failing model to the AI error texts', async () => {
    const calls = provider.requests.length;
    const browser = await createBrowser(t.app);
    const refusal = await browser.post('/api/v1/website-chatbot/chat', {
      message: 'What dose of tamsulosin should I take?',
      history: [],
    });
    expect(refusal.body.data.kind).toBe('medical-refusal');
    expect(provider.requests.length).toBe(calls);

    provider.answer({ status: 503 });
    const failed = await browser.post('/api/v1/website-chatbot/chat', {
      message: 'How long is a session?',
      history: [],
    });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe('Temporarily unavailable. Check your internet and retry.');
  });
});
