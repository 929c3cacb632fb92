import { traineeContext } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

test.describe('app shell', () => {
  test('the account pages have no serious accessibility problems on desktop and at 375 px', async ({
    page,
  }) => {
    for (const [path, heading] of [
      ['/login', 'Sign in to UroSim'],
      ['/signup/platform', 'Create your UroSim account'],
      ['/resetpassword', 'Reset your password'],
      ['/verify-email', 'Verify your e-mail'],
    ] as const) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${path} at ${width} px`);
      }
    }
  });

  test('the form shows its errors next to the fields', async ({ page }) => {
    await page.goto('/signup/platform');
    await page.getByRole('button', { name: 'Create account' }).click();
    const fullName = page.getByLabel('Full name');
    await expect(fullName).toHaveAttribute('aria-invalid', 'true');
    await expect(fullName).toBeFocused();
    await expect(fullName).toHaveAccessibleDescription(/Enter your full name/);
    await expect(page.getByLabel('Grade')).toHaveAccessibleDescription(/Choose your grade/);
    await expect(page.getByRole('checkbox', { name: /I accept the terms/ })).toHaveAccessibleDescription(
      /You must accept the terms/,
    );
    await expectNoSeriousA11yViolations(page, '/signup/platform with errors');
  });

  test('the logged-in shell has no serious accessibility problems on desktop and at 375 px', async ({
    browser,
  }) => {
    for (const width of [1280, 375]) {
      const context = await traineeContext(browser, { viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
      if (width === 1280) await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible();
      else await expect(page.getByRole('navigation', { name: 'App' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/dashboard at ${width} px`);
      await context.close();
    }
  });

  test('the header user menu opens, closes with Escape and with an outside click', async ({ browser }) => {
    const context = await traineeContext(browser);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const menuButton = page.getByRole('banner').getByRole('button', { name: /cases completed/ });
    await expect(menuButton).toContainText('Starting');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const signOut = page.getByRole('button', { name: 'Sign Out' });
    await expect(signOut).toBeVisible();
    await expect(page.getByRole('banner').getByText('trainee@urosim.local')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Portal' })).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(signOut).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(signOut).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(signOut).toBeHidden();
    await context.close();
  });

  test('the side navigation collapses and expands, and starts collapsed on case pages', async ({
    browser,
  }) => {
    const context = await traineeContext(browser);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'App' });
    await expect(nav.getByRole('link', { name: 'Urology Case Selection' })).toBeVisible();
    await nav.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect(nav).toHaveAttribute('data-collapsed', 'true');
    await nav.getByRole('button', { name: 'Expand navigation' }).click();
    await expect(nav).toHaveAttribute('data-collapsed', 'false');

    await page.goto('/case/demo-1');
    await expect(page.getByRole('navigation', { name: 'App' })).toHaveAttribute('data-collapsed', 'true');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await context.close();
  });

  test('the mobile menu opens from its toggle and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About UroSim' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the logged-out header has the site links and Sign In; the header takes its scrolled style', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/signup/platform');
    const banner = page.getByRole('banner');
    for (const name of ['Home', 'About', 'Features', 'Research Pilot', 'Pricing', 'Study Plan', 'FAQ']) {
      await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await banner.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/signup/platform');
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
  });

  test('redirects of old addresses', async ({ page }) => {
    for (const [from, to] of [
      ['/help', /\/help-and-support$/],
      ['/research', /\/research-pilot$/],
      ['/register', /\/signup\/platform$/],
      ['/whats-new', /\/$/],
    ] as const) {
      await page.goto(from);
      await expect(page, from).toHaveURL(to);
    }
    // Logged out, the protected targets ask for a login.
    await page.goto('/analytics');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the Session Expired toast offers Go to Login and Dismiss', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('session-expired')));
    const toast = page
      .getByRole('alert')
      .filter({ hasText: 'Your session has expired. Please log in again to continue.' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast).toBeHidden();
  });
});
