import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { collectPageErrors } from './fixtures/console';
import { expect, test } from './fixtures/test';

test.describe('smoke', () => {
  test('the landing page loads, is titled, has one main heading and no console errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');

    await expect(page).toHaveTitle(/UroSim/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText('Practise urology consultations on fictional patients');
    await expect(page.getByRole('banner')).toContainText('UroSim');
    await expect(page.getByRole('contentinfo')).toContainText(/nothing on this site is medical advice/i);

    // Let the version check and any late requests settle before judging the console.
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('the skip link is the first stop for the keyboard and moves to the main content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the landing page has no serious accessibility problems on desktop and at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/ at 1280 px');

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/ at 375 px');
  });

  test('the status page, reached from the footer, reports the database as up', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Service status' }).click();

    await expect(page).toHaveURL(/\/status$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
    const row = (header: string) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });
    await expect(row('Database')).toContainText('up');
    await expect(row('Server version')).toContainText(/\d+\.\d+\.\d+/);
    await expectNoSeriousA11yViolations(page, '/status');
    expect(errors).toEqual([]);
  });

  test('an unknown path goes back to the landing page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Practise urology consultations on fictional patients',
    );
  });
});
