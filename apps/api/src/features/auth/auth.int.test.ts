import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, createBrowser } from '../../test/agent.ts';
import { createAdmin, createTrainee } from '../../test/factories.ts';
import { latestMail, tokenFromMail } from '../../test/mail.ts';
import { createTestApp } from '../../test/test-app.ts';
import { seedUser } from './seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
const goodPassword = 'Cystoscope-Lantern-42';

const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Jordan Rivers',
  email,
  password: goodPassword,
  grade: 'Core surgical trainee (CT1/CT2)',
  years_of_practice: '3',
  institution: 'St Elsewhere',
  country: 'United Kingdom',
  acceptTerms: true,
  ...overrides,
});

/** The body without the parts that differ on every response (time and request id). */
const stable = (body: { timestamp?: string; error?: { requestId?: string } }) => ({
  ...body,
  timestamp: undefined,
  ...(body.error ? { error: { ...body.error, requestId: undefined } } : {}),
});

describe('accounts', () => {
  let t: TestApp;
  let app: Express;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  it('signs up, verifies the e-mail from the link, then logs in', async () => {
    const email = uniqueEmail('new');
    const browser = await createBrowser(app);
    const signup = await browser.post('/api/v1/auth/signup', signupBody(email.toUpperCase()));
    expect(signup.status).toBe(200);
    expect(signup.body.data).toEqual({ user: { email } });

    const user = await t.db('users').where({ email }).first();
    expect(user).toMatchObject({ full_name: 'Jordan Rivers', years_of_practice: 3, email_verified_at: null });
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const beforeVerify = await browser.login(email, goodPassword);
    expect(beforeVerify.status).toBe(403);
    expect(beforeVerify.body.error.code).toBe('EMAIL_NOT_VERIFIED');

    const token = await tokenFromMail(t.db, email, 'verifyEmail');
    const verified = await browser.post('/api/v1/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({
      email,
      emailVerified: true,
      role: 'user',
      isAdmin: false,
    });
    expect((await latestMail(t.db, email))?.template).toBe('welcome');

    const login = await browser.login(email, goodPassword);
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ email, fullName: 'Jordan Rivers', firstName: 'Jordan' });
    const profile = await browser.get('/api/v1/user/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe(email);
  });

  it('stores an empty years_of_practice as null and refuses common passwords', async () => {
    const browser = await createBrowser(app);
    const email = uniqueEmail('empty-years');
    expect(
      (await browser.post('/api/v1/auth/signup', signupBody(email, { years_of_practice: '' }))).status,
    ).toBe(200);
    expect((await t.db('users').where({ email }).first()).years_of_practice).toBeNull();

    const weak = await browser.post(
      '/api/v1/auth/signup',
      signupBody(uniqueEmail('weak'), { password: 'password123' }),
    );
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([expect.objectContaining({ path: 'password' })]);
    const short = await browser.post(
      '/api/v1/auth/signup',
      signupBody(uniqueEmail('short'), { password: 'Ab1!' }),
    );
    expect(short.status).toBe(400);
    const noTerms = await browser.post(
      '/api/v1/auth/signup',
      signupBody(uniqueEmail('terms'), { acceptTerms: false }),
    );
    expect(noTerms.body.errors.map((e: { path: string }) => e.path)).toContain('acceptTerms');
  });

  it('answers known and unknown e-mails alike on login, sign-up, forgot-password and resend', async () => {
    const known = uniqueEmail('known');
    await seedUser(t.db, { email: known, password: goodPassword, fullName: 'Known Person' });
    const unknown = uniqueEmail('unknown');
    const browser = await createBrowser(app);

    const loginKnown = await browser.login(known, 'Wrong-password-123');
    const loginUnknown = await browser.login(unknown, 'Wrong-password-123');
    expect(loginKnown.status).toBe(401);
    expect(stable(loginKnown.body)).toEqual(stable(loginUnknown.body));

    for (const path of ['/api/v1/auth/forgot-password', '/api/v1/auth/signup/resend-verification']) {
      const a = await browser.post(path, { email: known });
      const b = await browser.post(path, { email: unknown });
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect({ ...stable(a.body), data: null }).toEqual({ ...stable(b.body), data: null });
      expect(a.body.data).toEqual({ user: { email: known } });
      expect(b.body.data).toEqual({ user: { email: unknown } });
    }

    const signupKnown = await browser.post('/api/v1/auth/signup', signupBody(known));
    const signupUnknown = await browser.post('/api/v1/auth/signup', signupBody(unknown));
    expect(signupKnown.status).toBe(signupUnknown.status);
    expect({ ...stable(signupKnown.body), data: null }).toEqual({
      ...stable(signupUnknown.body),
      data: null,
    });
    // The owner of the known address hears about the attempt; the account is unchanged.
    expect((await latestMail(t.db, known))?.template).toBe('accountExists');
    expect((await t.db('users').where({ email: known }).first()).full_name).toBe('Known Person');
  });

  it('keeps the answer time of those routes at the configured floor', async () => {
    const floored = await createTestApp({ env: { AUTH_RESPONSE_FLOOR_MS: '300' } });
    try {
      const browser = await createBrowser(floored.app);
      const known = uniqueEmail('floor-known');
      await seedUser(floored.db, { email: known, password: goodPassword, fullName: 'Floor Person' });
      for (const email of [uniqueEmail('floor-unknown'), known]) {
        const started = Date.now();
        await browser.post('/api/v1/auth/forgot-password', { email });
        expect(Date.now() - started).toBeGreaterThanOrEqual(295);
      }
    } finally {
      await floored.close();
    }
  });

  it('gives a new session id and CSRF token at login, and the old cookie gets 401 after logout', async () => {
    const email = uniqueEmail('session');
    await seedUser(t.db, { email, password: goodPassword, fullName: 'Session Person' });
    const browser = await createBrowser(app);
    const before = await browser.get('/api/v1/auth/status');
    const anonymousSid = cookieFrom(before, 'urosim.sid');
    const anonymousToken = browser.token;

    const login = await browser.login(email, goodPassword);
    expect(login.status).toBe(200);
    const loggedInSid = cookieFrom(login, 'urosim.sid');
    expect(loggedInSid).toBeDefined();
    expect(loggedInSid).not.toBe(anonymousSid);
    expect(browser.token).not.toBe(anonymousToken);
    expect(cookieFrom(login, 'urosim.sid')).toBeDefined();
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/urosim\.sid=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const status = await browser.get('/api/v1/auth/status');
    expect(status.body.data).toMatchObject({ isLoggedIn: true, user: { email } });

    const logout = await browser.post('/api/v1/auth/logout');
    expect(logout.status).toBe(200);
    expect(logout.body.data).toEqual({ loggedOut: true });

    // The cookie from before logout no longer authenticates anything.
    const replay = await request(app).get('/api/v1/user/profile').set('Cookie', `urosim.sid=${loggedInSid}`);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('UNAUTHENTICATED');
    expect((await browser.get('/api/v1/auth/status')).body.data.isLoggedIn).toBe(false);
  });

  it('answers 429 after repeated failed logins to one account, even with the right password', async () => {
    const email = uniqueEmail('limited');
    await seedUser(t.db, { email, password: goodPassword, fullName: 'Limited Person' });
    const browser = await createBrowser(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await browser.login(email, `Wrong-${i}-password`)).status).toBe(401);
    }
    const limited = await browser.login(email, goodPassword);
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not affected.
    const other = uniqueEmail('other');
    await seedUser(t.db, { email: other, password: goodPassword, fullName: 'Other Person' });
    expect((await browser.login(other, goodPassword)).status).toBe(200);
  });

  it('lets a verification link work once, and not after it expires', async () => {
    const browser = await createBrowser(app);
    const email = uniqueEmail('verify-once');
    await browser.post('/api/v1/auth/signup', signupBody(email));
    const token = await tokenFromMail(t.db, email, 'verifyEmail');
    expect((await browser.post('/api/v1/auth/verify-email', { token })).status).toBe(200);
    const again = await browser.post('/api/v1/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('TOKEN_INVALID');

    const late = uniqueEmail('verify-late');
    await browser.post('/api/v1/auth/signup', signupBody(late));
    const lateToken = await tokenFromMail(t.db, late, 'verifyEmail');
    const user = await t.db('users').where({ email: late }).first();
    await t
      .db('auth_tokens')
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await browser.post('/api/v1/auth/verify-email', { token: lateToken })).body.error.code).toBe(
      'TOKEN_INVALID',
    );
    // Only the hash is stored.
    const stored = await t.db('auth_tokens').where({ user_id: user.id }).first();
    expect(stored.token_hash).not.toContain(lateToken);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('resets a password once, ends every session, and the old password stops working', async () => {
    const email = uniqueEmail('reset');
    await seedUser(t.db, { email, password: goodPassword, fullName: 'Reset Person' });
    const elsewhere = await createBrowser(app);
    expect((await elsewhere.login(email, goodPassword)).status).toBe(200);
    expect((await elsewhere.get('/api/v1/user/profile')).status).toBe(200);

    const browser = await createBrowser(app);
    await browser.post('/api/v1/auth/forgot-password', { email });
    const token = await tokenFromMail(t.db, email, 'resetPassword');

    const weak = await browser.post('/api/v1/auth/reset-password', { token, newPassword: 'qwertyuiop' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0].path).toBe('newPassword');

    const newPassword = 'Nephrostomy-Harbour-77';
    const reset = await browser.post('/api/v1/auth/reset-password', { token, newPassword });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user.email).toBe(email);
    const reused = await browser.post('/api/v1/auth/reset-password', {
      token,
      newPassword: 'Another-Harbour-78',
    });
    expect(reused.body.error.code).toBe('TOKEN_INVALID');

    expect((await elsewhere.get('/api/v1/user/profile')).status).toBe(401);
    expect((await browser.login(email, goodPassword)).status).toBe(401);
    expect((await browser.login(email, newPassword)).status).toBe(200);
  });

  it('expires reset links after their lifetime', async () => {
    const email = uniqueEmail('reset-late');
    const userId = await seedUser(t.db, { email, password: goodPassword, fullName: 'Late Person' });
    const browser = await createBrowser(app);
    await browser.post('/api/v1/auth/forgot-password', { email });
    const token = await tokenFromMail(t.db, email, 'resetPassword');
    const row = await t.db('auth_tokens').where({ user_id: userId, purpose: 'reset-password' }).first();
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeLessThanOrEqual(
      60 * 60_000 + 1000,
    );
    await t
      .db('auth_tokens')
      .where({ id: row.id })
      .update({ expires_at: new Date(Date.now() - 1) });
    const res = await browser.post('/api/v1/auth/reset-password', {
      token,
      newPassword: 'Lithotomy-Garden-19',
    });
    expect(res.body.error.code).toBe('TOKEN_INVALID');
  });

  it('lets only admins use the admin login and read the outbox', async () => {
    const adminUser = await createAdmin(t.db, { fullName: 'Admin Person' });
    const plainUser = await createTrainee(t.db, { fullName: 'Plain Person' });
    const userEmail = plainUser.email;

    const trainee = await createBrowser(app);
    const refused = await trainee.post('/api/v1/admin/auth/login', {
      email: userEmail,
      password: plainUser.password,
    });
    expect(refused.status).toBe(401);
    expect((await trainee.get('/api/v1/user/profile')).status).toBe(401);
    await trainee.login(userEmail, plainUser.password);
    expect((await trainee.get('/api/v1/admin/outbox')).status).toBe(403);

    const admin = await createBrowser(app);
    const ok = await admin.post('/api/v1/admin/auth/login', {
      email: adminUser.email,
      password: adminUser.password,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user).toMatchObject({ is_admin: true, isAdmin: true, role: 'admin' });
    await admin.post('/api/v1/auth/forgot-password', { email: userEmail });
    const outbox = await admin.get(`/api/v1/admin/outbox?to=${encodeURIComponent(userEmail)}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.data.messages[0]).toMatchObject({ to: userEmail, template: 'resetPassword' });
    expect(outbox.body.data.messages[0].text).toContain('/resetpassword/confirm?token=');
  });

  it('reports session diagnostics without secrets', async () => {
    const browser = await createBrowser(app);
    const res = await browser.get('/api/v1/auth/session-diagnostics');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isLoggedIn: false, csrfTokenIssued: true, hasSessionCookie: true });
    expect(JSON.stringify(res.body)).not.toContain(browser.token);
  });
});
