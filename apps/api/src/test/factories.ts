import { randomUUID } from 'node:crypto';
import { findPlanBySlug, type Knex } from '@urosim/db';
import type { Express } from 'express';
import { expect } from 'vitest';
import { seedUser } from '../features/auth/seed.ts';
import { seedSubscription } from '../features/billing/seed.ts';
import { importCase } from '../features/cases/service.ts';
import { type Browser, createBrowser } from './agent.ts';
import { fixtureCase } from './case-fixture.ts';

// Test data built on the seed functions (as Outline's server/test/factories.ts): each call makes
// its own user or case, so tests never share state through the database.

/** The password of every user a factory makes. */
export const factoryPassword = 'Factory-Cystoscope-42';

/** A user a factory made: enough to log in as them and to find their rows. */
export type TestUser = { id: string; email: string; password: string; fullName: string; isAdmin: boolean };

/** What the factories need of a test app (see createTestApp). */
export type FactoryApp = { app: Express; db: Knex };

const shortId = () => randomUUID().slice(0, 8);

/** A verified user with a fresh e-mail, made with `seedUser`. */
export const createUser = async (
  db: Knex,
  options: { fullName?: string; isAdmin?: boolean; emailPrefix?: string } = {},
): Promise<TestUser> => {
  const isAdmin = options.isAdmin ?? false;
  const email = `${options.emailPrefix ?? (isAdmin ? 'admin' : 'trainee')}-${shortId()}@example.test`;
  const fullName = options.fullName ?? (isAdmin ? 'Test Admin' : 'Test Trainee');
  const id = await seedUser(db, { email, password: factoryPassword, fullName, isAdmin });
  return { id, email, password: factoryPassword, fullName, isAdmin };
};

/** A verified trainee (role `user`). */
export const createTrainee = (db: Knex, options: { fullName?: string; emailPrefix?: string } = {}) =>
  createUser(db, { ...options, isAdmin: false });

/** A verified admin. */
export const createAdmin = (db: Knex, options: { fullName?: string; emailPrefix?: string } = {}) =>
  createUser(db, { ...options, isAdmin: true });

/** A browser (cookies and CSRF token, its own address) logged in as `user`; the login must succeed. */
export const loginAs = async (app: Express, user: Pick<TestUser, 'email' | 'password'>) => {
  const browser = await createBrowser(app);
  expect((await browser.login(user.email, user.password)).status, `login of ${user.email}`).toBe(200);
  return browser;
};

/** Puts `userId` on plan `planSlug` for 30 days (an active sandbox subscription). */
export const subscribeTo = seedSubscription;

type UserOptions = {
  fullName?: string;
  emailPrefix?: string /** A plan to subscribe to first. */;
  plan?: string;
};

/** A new user and a browser logged in as them. */
export const signedInUser = async (t: FactoryApp, options: UserOptions & { isAdmin?: boolean } = {}) => {
  const user = await createUser(t.db, options);
  if (options.plan) await subscribeTo(t.db, user.id, options.plan);
  return { user, browser: await loginAs(t.app, user) };
};

/** A new trainee and a browser logged in as them. */
export const signedInTrainee = (t: FactoryApp, options: UserOptions = {}) =>
  signedInUser(t, { ...options, isAdmin: false });

/** A new admin and a browser logged in as them. */
export const signedInAdmin = (t: FactoryApp, options: { fullName?: string; emailPrefix?: string } = {}) =>
  signedInUser(t, { ...options, isAdmin: true });

/** Publishes the fixture case under a fresh id (`prefix-xxxxxxxx`); returns the id. */
export const publishFixtureCase = async (db: Knex, prefix = 'fixture') => {
  const id = `${prefix}-${shortId()}`;
  await importCase(db, fixtureCase(id), { status: 'published' });
  return id;
};

/** A session as the start route returns it (the fields tests read). */
export type StartedSession = { id: string; clock: { phase: string; remainingSeconds: number } };

/** Starts a session of `caseId` as the browser's user; the start must succeed. */
export const startSessionFor = async (browser: Browser, caseId: string): Promise<StartedSession> => {
  const res = await browser.post('/api/v1/sessions/start', { caseId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.session;
};

/**
 * Starts a new session of a case, first ending the one of that case still running (one running
 * session per trainee and case: the api refuses a second start and names the running one).
 */
export const startFreshSessionFor = async (browser: Browser, caseId: string): Promise<StartedSession> => {
  const first = await browser.post('/api/v1/sessions/start', { caseId });
  if (first.status === 200) return first.body.data.session;
  expect(first.body.error?.code, JSON.stringify(first.body)).toBe('SESSION_ALREADY_RUNNING');
  await browser.post(`/api/v1/sessions/${first.body.error.details.sessionId}/end`);
  return startSessionFor(browser, caseId);
};

/** Moves a session's clock `minutes` into the past, as if that time had gone by. */
export const rewindSession = (db: Knex, sessionId: string, minutes: number) =>
  db('training_sessions')
    .where({ id: sessionId })
    .update({
      started_at: db.raw(`started_at - make_interval(mins => ?)`, [minutes]),
      ends_at: db.raw(`ends_at - make_interval(mins => ?)`, [minutes]),
      ended_at: db.raw(`ended_at - make_interval(mins => ?)`, [minutes]),
    });

/** Starts a session as the browser's user and ends it at once; returns its id. */
export const endedSessionFor = async (browser: Browser, caseId: string) => {
  const { id } = await startFreshSessionFor(browser, caseId);
  expect((await browser.post(`/api/v1/sessions/${id}/end`)).status).toBe(200);
  return id;
};

/**
 * Plays the fixture case well in a running session: asks about fever (the red flag), orders the
 * CT KUB, ends the session and submits a summary. It scores 100.
 */
export const playFixtureWell = async (
  browser: Browser,
  sessionId: string,
  options: {
    question?: string;
    summary?: { diagnosis: string; management: string };
    /** Runs after the session ended and before the summary is submitted. */
    beforeSummary?: () => Promise<void>;
  } = {},
) => {
  await browser.post(`/api/v1/patient/chat/${sessionId}`, {
    message: options.question ?? 'Have you had a fever or shivers?',
  });
  await browser.post(`/api/v1/sessions/${sessionId}/interact`, {
    type: 'investigation',
    investigationId: 'ct-kub',
  });
  await browser.post(`/api/v1/sessions/${sessionId}/end`);
  await options.beforeSummary?.();
  await browser.post(
    `/api/v1/sessions/${sessionId}/summary`,
    options.summary ?? { diagnosis: 'Right ureteric colic', management: 'Analgesia and a CT KUB' },
  );
};

/**
 * A plan of one test only, not on sale (the public plan list other test files read stays the
 * seeded plans): £15 a month, 7 sessions, text chat. Answers its row.
 */
export const insertTestPlan = async (
  db: Knex,
  options: { slug: string; sortOrder: number; stripePriceId?: string | null },
) => {
  await db('plans').insert({
    is_active: false,
    slug: options.slug,
    name: `Test ${options.slug}`,
    description: 'A plan of this test only.',
    tier: 'basic',
    price_monthly_minor: 1500,
    currency: 'GBP',
    sessions_per_month: 7,
    is_avatar_included: false,
    is_facilitator_included: false,
    features: JSON.stringify(['Text chat']),
    sort_order: options.sortOrder,
    stripe_price_id: options.stripePriceId ?? null,
  });
  return (await findPlanBySlug(db, options.slug))!;
};
