import { expect, test } from './fixtures/test';

test.describe('errors', () => {
  test('a page whose code fails to download reloads once, then shows the Loading Error panel, reports it, and Retry recovers', async ({
    page,
  }) => {
    await page.route(/\/assets\/status-page-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const report = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/errors/frontend',
    );
    await page.getByRole('link', { name: 'Service status' }).click();

    // The chunk-load rule reloads the page once (after 75 ms); it fails again within 10 s: the panel.
    await page.waitForEvent('load');
    await expect(page).toHaveURL(/\/status$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Loading Error' })).toBeVisible();
    await expect(
      page.getByText('The application has been updated. Please retry to load the latest version.'),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();
    const body = (await report).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      errorBoundary: 'PageErrorBoundary',
      url: expect.stringMatching(/\/status$/),
    });
    expect(body.message).toEqual(expect.any(String));
    expect(body.componentStack).toEqual(expect.any(String));
    expect(body.userAgent).toEqual(expect.any(String));
    expect(body.timestamp).toEqual(expect.any(String));

    // The network is back: Retry imports the page again and it loads, without a reload.
    await page.unroute(/\/assets\/status-page-[^/]+\.js$/);
    await page.evaluate(() => {
      (window as { beforeRetry?: boolean }).beforeRetry = true;
    });
    await page.getByRole('button', { name: 'Retry (3 attempts left)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
    expect(await page.evaluate(() => (window as { beforeRetry?: boolean }).beforeRetry)).toBe(true);
  });

  test('Go Home leaves the failed page', async ({ page }) => {
    await page.route(/\/assets\/status-page-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1, name: 'Loading Error' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Practise urology consultations on fictional patients',
    );
  });
});
