import { randomUUID } from 'node:crypto';
import { createVerifiedUser, SEEDED, submitLoginForm, traineeContext } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

test.describe('the admin area core (issue 17)', () => {
  test('an admin signs in, reads the figures, disables a trainee, finds it in the audit log, follows a browser error to its request, reads the routes and keeps a to-do', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const trainee = await createVerifiedUser('admin-core');

    await page.goto('/admin/login');
    await submitLoginForm(page, SEEDED.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    const figures = page.getByTestId('admin-figures');
    await expect(figures.getByRole('heading', { name: 'New users this week' })).toBeVisible();
    await expect(figures.getByRole('heading', { name: 'Model cost this month' })).toBeVisible();
    await expect(figures.getByRole('link', { name: 'Open costs' })).toHaveAttribute('href', '/admin/costs');
    await expect(page.getByTestId('sessions-chart')).toBeVisible();
    // No footer on admin pages (specification, section 2).
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/admin/dashboard');

    // Users: find the trainee and disable the account.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await page.getByLabel('E-mail or name').fill(trainee.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/users');
    await page.getByRole('link', { name: trainee.email }).click();
    await expect(page.getByRole('heading', { level: 2, name: trainee.fullName })).toBeVisible();
    await page.getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByText('Saved. The change is in the audit log.')).toBeVisible();
    await expect(page.getByText('Disabled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/users/:userId');

    // The audit log has the change, before and after.
    await page.getByRole('link', { name: 'This user in the audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const entry = page.getByTestId('audit-entry').first();
    await expect(entry).toContainText('user.disable');
    await expect(entry).toContainText(SEEDED.admin.email);
    await expect(entry.getByRole('row', { name: /disabledAt/ })).toContainText('null');
    await expectNoSeriousA11yViolations(page, '/admin/audit');

    // A browser error on an admin page: an api call that fails (its request id shown) and an
    // uncaught error, both sent to POST /api/admin/logs.
    await page.goto(`/admin/users/${randomUUID()}`);
    const failure = page.getByText(/Could not load the user: .*\(request id (.+)\)/);
    await expect(failure).toBeVisible();
    const requestId = /\(request id ([^)]+)\)/.exec((await failure.textContent()) ?? '')?.[1] ?? '';
    expect(requestId).not.toBe('');
    const marker = `e2e-admin-boom-${randomUUID().slice(0, 8)}`;
    const uploaded = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/logs') && res.request().method() === 'POST' && res.ok(),
    );
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      });
    }, marker);
    await uploaded;

    await page.goto('/admin-logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();
    await expect(page.getByTestId('log-line').filter({ hasText: marker })).toBeVisible();
    await page.getByLabel('Request id').fill(requestId);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-logs\\?requestId=${requestId}`));
    const linked = page.getByTestId('log-line').filter({ hasText: 'User not found' }).first();
    await expect(linked).toBeVisible();
    await expect(linked.getByTestId('related-request')).toHaveText(requestId);
    await expectNoSeriousA11yViolations(page, '/admin-logs');
    await page.goto('/admin/logs?level=error');
    await expect(page.getByRole('heading', { level: 1, name: 'Logs' })).toBeVisible();

    // Routes: pages from the web's route table, api routes from the contracts.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Routes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Routes' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Page routes' }).getByText('/admin/todos')).toBeVisible();
    const apiTable = page.getByRole('table', { name: 'Api routes' });
    await expect(
      apiTable.getByRole('row', { name: /DELETE \/api\/v1\/admin\/todos\/:todoId Admin/ }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/routes');

    // To-dos: add, tick, edit, delete.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'To-dos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'To-dos' })).toBeVisible();
    const title = `Review the logs ${randomUUID().slice(0, 6)}`;
    await page.getByLabel('New to-do').fill(title);
    await page.getByRole('button', { name: 'Add' }).click();
    const todo = page.getByTestId('todo').filter({ hasText: title });
    await expect(todo).toContainText(`Added by ${SEEDED.admin.email}`);
    // The tick is the server's: the box turns checked when the saved to-do comes back.
    await expect(page.getByRole('button', { name: 'Add' })).toBeEnabled();
    const patched = page.waitForResponse(
      (res) => /\/api\/v1\/admin\/todos\/\d+$/.test(res.url()) && res.request().method() === 'PATCH',
    );
    await todo.getByRole('checkbox', { name: title }).click();
    expect((await patched).status()).toBe(200);
    await expect(page.getByTestId('todo').filter({ hasText: title })).toContainText('done');
    await expect(page.getByTestId('todo').filter({ hasText: title }).getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: `Edit “${title}”` }).click();
    await page.getByLabel('To-do', { exact: true }).fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${title} (edited)`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/todos');
    await page.getByRole('button', { name: `Delete “${title} (edited)”` }).click();
    await expect(page.getByText(`${title} (edited)`)).toHaveCount(0);

    // On a phone the admin menu folds behind one button naming the screen, and folds again after use.
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Costs' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'To-dos' })).toBeInViewport();
    const menu = nav.getByRole('button', { name: 'Admin menu: To-dos' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The list unfolds with a short animation: click once it is open, not while it grows.
    await expect(nav.getByRole('link', { name: 'Users' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Costs' }).click();
    await expect(page).toHaveURL(/\/admin\/costs$/);
    await expect(nav.getByRole('button', { name: 'Admin menu: Costs' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav.getByRole('link', { name: 'Users' })).toBeHidden();
  });

  test('a trainee is sent to /dashboard, told why; a visitor to /login', async ({ browser, page }) => {
    const context = await traineeContext(browser);
    const traineePage = await context.newPage();
    await traineePage.goto('/admin/users');
    await expect(traineePage).toHaveURL(/\/dashboard$/);
    await expect(traineePage.getByText('Admin access required')).toBeVisible();
    await context.close();

    await page.goto('/admin/todos');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('The admin area needs an administrator account')).toBeVisible();
  });
});
