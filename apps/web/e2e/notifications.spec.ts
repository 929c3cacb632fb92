import {
  loggedInState,
  newTraineeForFile,
  openLoggedInPage,
  postWithCsrf,
  SEEDED,
} from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// Settings applied at once and kept, then an announcement reaching the trainee: the header count,
// the notification centre and News & Updates (issue 19, ADR 0126).

const trainee = newTraineeForFile('notify');
const tag = Date.now().toString(36);

test('a setting applies at once and stays; an announcement reaches the header count, the centre and the news', async ({
  browser,
}) => {
  const page = await trainee.openPage(browser);

  // Text size: applied to the page as soon as it is chosen, and still there after a reload.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await rootSize()).toBe('16px');
  await page.getByRole('combobox', { name: 'Text size' }).click();
  await page.getByRole('option', { name: 'Large', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect.poll(rootSize).toBe('18px');
  await expectNoSeriousA11yViolations(page, '/settings');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Text size' })).toHaveText('Large');
  await expect.poll(rootSize).toBe('18px');

  // An admin publishes an announcement.
  const before = (await (await page.request.get('/api/v1/notifications/unread-count')).json()).data
    .unread as number;
  const admin = await openLoggedInPage(browser, await loggedInState(SEEDED.admin));
  const title = `New stone cases ${tag}`;
  const published = await postWithCsrf(admin.request, '/api/v1/admin/announcements', {
    title,
    body: 'Two new ureteric stone cases are in Case Selection.',
    publishAt: 'now',
  });
  expect(published.status()).toBe(200);
  await admin.context().close();

  // The trainee's header counts it; the centre lists it unread first; marking it read lowers the count.
  await page.goto('/dashboard');
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`);
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const item = page.getByTestId('notification').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(page.getByTestId('notification').first()).toHaveAttribute('data-unread', 'true');
  await expectNoSeriousA11yViolations(page, '/notifications');
  await item.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(item).not.toHaveAttribute('data-unread', 'true');
  await expect(bell).toHaveAccessibleName(`Notifications, ${before} unread`);

  // News & Updates lists it, read.
  await page.goto('/news-updates');
  const post = page.getByTestId('news-post').filter({ hasText: title });
  await expect(post).toBeVisible();
  await expect(page.getByTestId('news-post').first()).toContainText(title);
  await expect(post.getByText('New', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/news-updates');
});
