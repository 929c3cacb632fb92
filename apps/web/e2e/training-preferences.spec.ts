import { createVerifiedUser, loggedInState, openLoggedInPage } from './fixtures/accounts';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { expect, test } from './fixtures/test';

// The consultation mode is a training preference kept with the account (issues 19 and 21): the
// case page offers the one set in Settings first, and a choice made there is remembered in Settings.

test('the case page offers the mode set in Settings, and remembers a new choice there', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const user = await createVerifiedUser('mode');
  const page = await openLoggedInPage(browser, await loggedInState(user));

  await page.goto('/settings');
  // The settings page shows what the server saved: the radio changes when the save answers.
  await page.getByRole('radio', { name: 'Avatar' }).click();
  await expect(page.getByRole('radio', { name: 'Avatar' })).toBeChecked();
  // Saved on the server: a new browser context (another device) sees it.
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/v1/user/settings')).json()).data.settings.training.defaultMode,
    )
    .toBe('Avatar');

  const other = await openLoggedInPage(browser, await loggedInState(user));
  await other.goto(`/case/${CASE.id}`);
  const avatar = other.getByRole('radio', { name: /Talking avatar/ });
  await expect(avatar).toBeChecked({ timeout: 30_000 });

  // Choosing text chat on the case page changes the preference in Settings.
  await other.getByRole('radio', { name: 'Text chat' }).check();
  await expect
    .poll(
      async () =>
        (await (await other.request.get('/api/v1/user/settings')).json()).data.settings.training.defaultMode,
    )
    .toBe('Chat');
  await other.goto('/settings');
  await expect(other.getByRole('radio', { name: 'Chat' })).toBeChecked();
});
