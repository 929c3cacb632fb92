import { expect, test } from './fixtures/test';

test.describe('errors', () => {
  test('a page whose code fails to download shows the error screen, reports it, and Try Again recovers', async ({
    page,
  }) => {
    await page.route(/\/assets\/status-page-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const report = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/errors/frontend',
    );
    await page.getByRole('link', { name: 'Service status' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
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

    // The network is back: Try Again reloads and the page loads.
    await page.unroute(/\/assets\/status-page-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Service status' })).toBeVisible();
  });

  test('Go Home leaves the failed page', async ({ page }) => {
    await page.route(/\/assets\/status-page-[^/]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Practise urology consultations on fictional patients',
    );
  });
});
