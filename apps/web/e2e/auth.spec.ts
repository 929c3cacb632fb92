import {
  createVerifiedUser,
  linkFromOutbox,
  loginByApi,
  SEEDED,
  submitLoginForm,
  traineeContext,
  uniqueEmail,
} from './fixtures/accounts';
import { collectPageErrors } from './fixtures/console';
import { expect, test } from './fixtures/test';

test.describe('accounts', () => {
  test('a new user signs up, verifies the e-mail, logs in, stays logged in after a reload and signs out', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const email = uniqueEmail('signup');
    const password = 'Cystoscopy-Practice-42';

    await page.goto('/signup/platform');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your UroSim account' })).toBeVisible();
    await page.getByLabel('Full name').fill('Alex Morgan');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByLabel('Grade').selectOption('Specialty trainee in urology (ST3–ST8)');
    await page.getByLabel('Years of practice (optional)').fill('4');
    await page.getByLabel('Institution (optional)').fill('St Elsewhere Hospital');
    await page.getByLabel('Country').selectOption('United Kingdom');
    await page.getByRole('checkbox', { name: /I accept the terms and privacy notice/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeVisible();

    await page.goto(await linkFromOutbox(email, '/verify-email'));
    await expect(page).toHaveURL(/\/verification-success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail is verified' })).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await submitLoginForm(page, { email, password });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByRole('button', { name: /Alex/ })).toBeVisible();

    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

    await page.getByRole('button', { name: /Alex/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    // The server session is gone too: the dashboard now asks for a login.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });

  test('a forgotten password is reset from the e-mailed link; the old one stops working and other sessions end', async ({
    page,
    browser,
  }) => {
    const user = await createVerifiedUser('reset');

    // Another browser, logged in before the reset.
    const other = await browser.newContext();
    await loginByApi(other.request, user);
    const otherPage = await other.newPage();
    await otherPage.goto('/dashboard');
    await expect(otherPage.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/resetpassword$/);
    // The URL changes before the page's code has arrived; until then the login form is still shown
    // (and has an 'E-mail address' field too).
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    const requestedAt = new Date(Date.now() - 1_000).toISOString();
    await page.getByLabel('E-mail address').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();

    await page.goto(await linkFromOutbox(user.email, '/resetpassword/confirm', { after: requestedAt }));
    const newPassword = 'Nephrectomy-Notes-2026';
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Log in' }).click();
    await submitLoginForm(page, user);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL(/\/login$/);
    await other.close();
  });

  test('a trainee opening the admin area lands on the dashboard, told why', async ({ browser }) => {
    const context = await traineeContext(browser);
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect(page.getByText('Admin access required')).toBeVisible();
    await context.close();
  });

  test('a visitor opening /settings is sent to /login and comes back to /settings after logging in', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await submitLoginForm(page, SEEDED.trainee);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    // The user's own settings, loaded once signed in.
    await expect(page.getByRole('heading', { level: 2, name: 'Accessibility' })).toBeVisible();
  });

  test('a visitor opening the admin area is sent to /login; an admin gets in and reads the outbox', async ({
    page,
  }) => {
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('The admin area needs an administrator account')).toBeVisible();
    await loginByApi(page.context().request, SEEDED.admin);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    // The admin area's navigation leads to every screen.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'E-mail outbox' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail outbox' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /e-mail/ })).toBeVisible();
  });

  test('a logged-in user visiting /, /signup or an unknown path goes to the dashboard', async ({
    browser,
  }) => {
    const context = await traineeContext(browser);
    const page = await context.newPage();
    for (const path of ['/', '/signup', '/signup/platform', '/no-such-page']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard$/);
    }
    await context.close();
  });
});
