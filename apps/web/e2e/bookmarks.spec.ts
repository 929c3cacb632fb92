import { createVerifiedUser, loggedInState, openLoggedInPage } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

// The bookmarks page (issue 19, ADR 0130): reached from the navigation, lists the bookmarked
// cases, removes one, and says so when there are none.

test('a trainee finds a bookmarked case on the bookmarks page and removes it', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await createVerifiedUser('bookmarks');
  const page = await openLoggedInPage(browser, await loggedInState(user));

  await page.goto('/case-selection');
  const bookmark = page.getByRole('button', { name: /^Bookmark / }).first();
  await expect(bookmark).toBeVisible({ timeout: 30_000 });
  const title = ((await bookmark.getAttribute('aria-label')) ?? '').replace(/^Bookmark /, '');
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page).toHaveURL(/\/bookmarks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Bookmarked cases' });
  await expect(list.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/bookmarks');

  await list.getByRole('button', { name: `Remove bookmark: ${title}` }).click();
  await expect(page.getByText(`${title} is no longer bookmarked.`)).toBeVisible();
  await expect(
    page.getByText(
      'You have no bookmarked cases yet. Bookmark a case in the case selection to find it here.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/bookmarks, empty');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Browse cases' })).toBeVisible({ timeout: 30_000 });
});
