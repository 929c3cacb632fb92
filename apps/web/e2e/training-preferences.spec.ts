import { createVerifiedUser, loggedInState, openLoggedInPage } from './fixtures/accounts';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { startSession } from './fixtures/session';
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

// The session length (ADR 0135): each case's own unless the trainee sets a default in Settings; the
// case page offers the default first, and a length chosen there is the session's and the clock's.
test('the case page offers the length set in Settings, and a session runs for the length chosen there', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const user = await createVerifiedUser('length');
  const page = await openLoggedInPage(browser, await loggedInState(user));

  await page.goto(`/case/${CASE.id}`);
  const length = page.getByRole('combobox', { name: 'Session length' });
  await expect(length).toHaveText('As the case sets it (10 min)', { timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('timer')).toHaveText(/10:00/);

  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Default session length' }).click();
  await page.getByRole('option', { name: '5 minutes', exact: true }).click();
  await expect
    .poll(
      async () =>
        (await (await page.request.get('/api/v1/user/settings')).json()).data.settings.training
          .defaultSessionMinutes,
    )
    .toBe(5);

  await page.goto(`/case/${CASE.id}`);
  await expect(length).toHaveText('5 minutes', { timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('timer')).toHaveText(/5:00/);
  // This case only: 15 minutes, and the session's clock starts from it.
  await length.click();
  await page.getByRole('option', { name: '15 minutes', exact: true }).click();
  await expect(page.getByText(/then you have 15 min \(15:00\) on the clock/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('timer')).toHaveText(/15:00/);
  await startSession(page, 30_000);
  await expect(page.getByRole('banner').getByRole('timer')).toHaveText(/1[45]:\d\d/);
  const sessionId = new URL(page.url()).searchParams.get('session')!;
  const detail = (await (await page.request.get(`/api/v1/sessions/${sessionId}/details`)).json()).data;
  expect(detail.clock.durationSeconds).toBe(900);
  // The default in Settings is unchanged.
  expect(
    (await (await page.request.get('/api/v1/user/settings')).json()).data.settings.training
      .defaultSessionMinutes,
  ).toBe(5);
});
