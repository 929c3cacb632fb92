import { createVerifiedUser, submitLoginForm } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// Issue 20's findings on a phone (390 px) and by keyboard.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('at 390 px and by keyboard', () => {
  test('icon buttons show the one focus outline when reached by keyboard', async ({ page }) => {
    await page.goto('/login');
    const show = page.getByRole('button', { name: 'Show password' });
    await expect(show).toBeVisible();
    // Tab from the password field to its show-password button.
    await page.locator('input[type="password"]').first().focus();
    await page.keyboard.press('Tab');
    await expect(show).toBeFocused();
    const outline = await show.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(outline).toEqual({ width: '3px', style: 'solid' });
  });

  test("the contact form's error-summary links are at least 24 px tall and move the focus to their field", async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect(summary).toBeVisible();
    const links = summary.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
    await links.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expectNoSeriousA11yViolations(page, '/contact with errors at 390 px');
  });

  test("the compare table's row labels stay in view while the plans scroll sideways", async ({ page }) => {
    await page.goto('/plans/compare');
    const rowHeader = page.getByRole('rowheader').first();
    await expect(rowHeader).toBeVisible();
    expect(await rowHeader.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    const before = await rowHeader.boundingBox();
    await rowHeader.evaluate((element) => {
      const scroller = element.closest('table')?.parentElement;
      if (scroller) scroller.scrollLeft = 400;
    });
    const after = await rowHeader.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  });

  test('a first sign-in is greeted "Welcome", not "Welcome back"', async ({ page }) => {
    const user = await createVerifiedUser('first-welcome');
    await page.goto('/login');
    await submitLoginForm(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Welcome, /);
    // Once the dashboard's figures have arrived it still says so.
    await page.waitForLoadState('networkidle');
    await expect(heading).toHaveText(/^Welcome, /);
  });
});
