import { traineeContext } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { collectPageErrors } from './fixtures/console';
import { expect, test } from './fixtures/test';

// The showcase routes of section 2 as real pages (issue 20): logos, every chart with sample data, a
// chart beside its figures, and every dialog opened by hand. Each is lazy (the landing budget holds).
test.describe('showcase routes', () => {
  test('/logo-showcase shows each mark on light and dark, and /charts-showcase every chart', async ({
    page,
  }) => {
    await page.goto('/logo-showcase');
    await expect(page.getByRole('heading', { level: 1, name: 'Logo showcase' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'UroSim icon, 48 px on dark' })).toBeVisible();
    await expect(page.getByTestId('logo-sample')).toHaveCount(10);
    // The loaders catalogue: five spinners and six other loaders; the check completes after 1.5 s.
    for (const type of ['circular', 'dots', 'wave', 'branded', 'progress']) {
      await expect(page.locator(`[data-loader="${type}"]`)).toBeVisible();
    }
    for (const name of ['Loading (DNA strand)', 'Loading (swinging stethoscope)', 'Loading (skill radar)']) {
      await expect(page.getByRole('img', { name })).toBeVisible();
    }
    await expect(page.locator('[data-floating-icon]')).toHaveCount(6);
    await expect(page.getByRole('status').filter({ hasText: 'Completed' })).toBeVisible();
    const clock = page.getByRole('progressbar', { name: 'Sample progress' });
    await expect(clock).toHaveAttribute('aria-valuenow', '40');
    await page.getByRole('slider', { name: 'Set the progress' }).focus();
    await page.keyboard.press('End');
    await expect(clock).toHaveAttribute('aria-valuenow', '100');
    await expectNoSeriousA11yViolations(page, '/logo-showcase');
    // Reduced motion stills every loader.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const duration = await page
      .locator('[data-floating-icon]')
      .first()
      .evaluate((element) => getComputedStyle(element).animationDuration);
    expect(Number.parseFloat(duration)).toBeLessThan(0.01);
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    await page.goto('/charts-showcase');
    await expect(page.getByRole('heading', { level: 1, name: 'Charts showcase' })).toBeVisible();
    for (const name of [
      'Scores by category (dashboard)',
      'Score trend (Performance Hub)',
      'Skills radar (Performance Hub)',
      'Time by topic (Performance Hub)',
      'Rubric categories (feedback)',
      'Columns (admin dashboard and costs)',
    ]) {
      const panel = page.getByRole('region', { name });
      await expect(panel).toBeVisible();
      await expect(panel.locator('svg, li').first()).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, '/charts-showcase');
    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoSeriousA11yViolations(page, '/charts-showcase at 390 px');
  });

  test('/chart-debug redraws the chart and its table as the figures change, by keyboard', async ({
    page,
  }) => {
    await page.goto('/chart-debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Chart debug' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Sample figures' });
    await expect(table.getByRole('row')).toHaveCount(8);
    const columns = page.getByRole('slider', { name: /Columns/ });
    await columns.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(table.getByRole('row')).toHaveCount(6);
    await page.getByRole('button', { name: 'Reset the figures' }).click();
    await expect(table.getByRole('row')).toHaveCount(8);
    await expectNoSeriousA11yViolations(page, '/chart-debug');
  });

  test('/modal-previews opens each dialog and gives the focus back when it closes', async ({ browser }) => {
    const context = await traineeContext(browser);
    const page = await context.newPage();
    await page.goto('/modal-previews');
    await expect(page.getByRole('heading', { level: 1, name: 'Modal previews' })).toBeVisible();
    for (const [button, dialog] of [
      ['Open: Plan change confirmation', 'Switch to Premium?'],
      ['Open: Cancel subscription confirmation', 'Cancel your subscription?'],
      ['Open: End session confirmation', 'End the session now?'],
    ] as const) {
      const opener = page.getByRole('button', { name: button });
      await opener.click();
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${dialog} preview`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(opener).toBeFocused();
    }
    await page.getByRole('button', { name: 'Open: Emergency diagnostics' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await context.close();
  });

  test('/dev/feedback-v2 draws the real feedback view from labelled sample data, with no api call for it', async ({
    browser,
  }) => {
    const context = await traineeContext(browser);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/.*(feedback|analys|cases|survey|bundle)/.test(pathname)) asked.push(pathname);
    });
    await page.goto('/dev/feedback-v2');
    await expect(page.getByText('Development sample data', { exact: false })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Loin pain and fever in a 58-year-old man' }),
    ).toBeVisible();
    await expect(page.getByTestId('overall-score')).toHaveText('78');
    await expect(page.getByRole('heading', { name: 'Scores by category' })).toBeVisible();
    await expect(page.getByTestId('analysis-communication')).toContainText('Introduces themself');
    const fever = page.getByRole('list', { name: 'Items met' }).locator('li[data-item-id="red-flag-fever"]');
    await fever.getByRole('button', { name: /Show in transcript/ }).click();
    const current = page
      .getByRole('region', { name: 'Transcript of the session' })
      .locator('li[aria-current="true"]')
      .first();
    await expect(current).toBeFocused();
    await expect(current).toBeInViewport();
    await expectNoSeriousA11yViolations(page, '/dev/feedback-v2');

    // The phone layout: sections folded to their headings, the transcript in a drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    const strengths = page.getByRole('button', { name: /^What you did well/ });
    await expect(strengths).toHaveAttribute('aria-expanded', 'false');
    await strengths.click();
    await fever.getByRole('button', { name: /Show in transcript/ }).click();
    await expect(page.getByRole('dialog', { name: 'Transcript' })).toBeVisible();
    await expect(current).toBeFocused();
    await expect(current).toBeInViewport();
    await expectNoSeriousA11yViolations(page, '/dev/feedback-v2 at 390 px with the transcript open');
    await page.getByRole('button', { name: 'Close the transcript' }).click();
    await expect(page.getByRole('dialog', { name: 'Transcript' })).toBeHidden();
    await expect(fever.getByRole('button', { name: /Show in transcript/ })).toBeFocused();
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
