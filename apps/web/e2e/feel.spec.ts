import { traineeContext } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// The effects mode (sections 4 and 9): lux by default, switched to performance in the settings,
// kept in this browser under version key 2, and performance stills every animation and transition.
test('the effects mode switches to performance in the settings, stills the page and survives a reload', async ({
  browser,
}) => {
  const context = await traineeContext(browser);
  const page = await context.newPage();
  await page.goto('/settings');
  const performance = page.getByRole('switch', { name: 'Performance mode (fewer visual effects)' });
  await expect(performance).not.toBeChecked();
  await expect(page.locator('html')).not.toHaveAttribute('data-effects', /./);

  const track = page.locator('.MuiSwitch-track').first();
  const transitionOf = () =>
    track.evaluate((element) => Number.parseFloat(getComputedStyle(element).transitionDuration));
  expect(await transitionOf()).toBeGreaterThan(0.01);
  await performance.focus();
  await page.keyboard.press('Space');
  await expect(performance).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-effects', 'performance');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('effects-mode'),
      localStorage.getItem('effects-mode-version'),
    ]),
  ).toEqual(['performance', '2']);
  expect(await transitionOf()).toBeLessThan(0.01);
  await expectNoSeriousA11yViolations(page, '/settings with performance mode');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-effects', 'performance');
  // A stored mode under another version key is not used.
  await page.evaluate(() => localStorage.setItem('effects-mode-version', '1'));
  await page.reload();
  await expect(page.locator('html')).not.toHaveAttribute('data-effects', /./);
  await expect(
    page.getByRole('switch', { name: 'Performance mode (fewer visual effects)' }),
  ).not.toBeChecked();
  await context.close();
});
