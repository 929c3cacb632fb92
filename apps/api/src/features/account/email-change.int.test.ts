import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/agent.ts';
import { factoryPassword, signedInTrainee } from '../../test/factories.ts';
import { latestMail, tokenFromMail } from '../../test/mail.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('changing the e-mail address (issue 19, ADR 0130)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('changes only when the link to the new address is opened; the old address is told', async () => {
    const { browser, user } = await signedInTrainee(t);
    const newEmail = `moved-${randomUUID().slice(0, 8)}@example.test`;
    const wrong = await browser.post('/api/v1/user/email', { newEmail, password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].path).toBe('password');
    const same = await browser.post('/api/v1/user/email', {
      newEmail: user.email,
      password: factoryPassword,
    });
    expect(same.body.errors[0].path).toBe('newEmail');
    const other = await signedInTrainee(t);
    const taken = await browser.post('/api/v1/user/email', {
      newEmail: other.user.email.toUpperCase(),
      password: factoryPassword,
    });
    expect(taken.body.errors[0]).toMatchObject({ path: 'newEmail', code: 'email_taken' });

    const asked = await browser.post('/api/v1/user/email', { newEmail, password: factoryPassword });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toEqual({ pendingEmail: newEmail });
    // Nothing changes yet.
    expect((await browser.get('/api/v1/user/profile')).body.data.email).toBe(user.email);
    const token = await tokenFromMail(t.db, newEmail, 'emailChangeVerify');
    expect((await latestMail(t.db, newEmail, 'emailChangeVerify'))?.text_body).toContain(
      '/settings/security?token=',
    );

    // Another user cannot use the link, and a made-up token does nothing.
    expect((await other.browser.post('/api/v1/user/email/confirm', { token })).status).toBe(400);
    expect((await browser.post('/api/v1/user/email/confirm', { token: 'x'.repeat(43) })).status).toBe(400);

    const confirmed = await browser.post('/api/v1/user/email/confirm', { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toEqual({ email: newEmail });
    expect((await browser.post('/api/v1/user/email/confirm', { token })).status).toBe(400);
    const told = await latestMail(t.db, user.email, 'emailChanged');
    expect(told?.text_body).toContain(newEmail);

    const fresh = await createBrowser(t.app);
    expect((await fresh.login(user.email, factoryPassword)).status).toBe(401);
    expect((await fresh.login(newEmail, factoryPassword)).status).toBe(200);
    const kinds = (await fresh.get('/api/v1/user/activity')).body.data.events.map(
      (e: { kind: string }) => e.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['email_change_requested', 'email_changed']));
  });
});
