import { randomUUID } from 'node:crypto';
import type { Knex } from '@urosim/db';
import type { Express } from 'express';
import { expect } from 'vitest';
import { seedUser } from '../features/auth/seed.ts';
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

/** A new trainee and a browser logged in as them. */
export const signedInTrainee = async (
  t: FactoryApp,
  options: { fullName?: string; emailPrefix?: string } = {},
) => {
  const user = await createTrainee(t.db, options);
  return { user, browser: await loginAs(t.app, user) };
};

/** A new admin and a browser logged in as them. */
export const signedInAdmin = async (
  t: FactoryApp,
  options: { fullName?: string; emailPrefix?: string } = {},
) => {
  const user = await createAdmin(t.db, options);
  return { user, browser: await loginAs(t.app, user) };
};

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

/** Starts a session as the browser's user and ends it at once; returns its id. */
export const endedSessionFor = async (browser: Browser, caseId: string) => {
  const { id } = await startSessionFor(browser, caseId);
  expect((await browser.post(`/api/v1/sessions/${id}/end`)).status).toBe(200);
  return id;
};
