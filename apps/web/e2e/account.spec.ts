import { readFile } from 'node:fs/promises';
import {
  createVerifiedUser,
  linkFromOutbox,
  loggedInState,
  openLoggedInPage,
  submitLoginForm,
} from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

/** A 2×2 PNG. */
const tinyPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGMwTjtjnHaGAUIBACS2BZU4w3+7AAAAAElFTkSuQmCC';

// The trainee's own account (issue 19, ADR 0129): edit the profile → change the password (another
// device signed out) → download the data → delete the account → cannot sign in.

test('a trainee edits the profile, changes the password, downloads the data and deletes the account', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const user = await createVerifiedUser('account');
  const state = await loggedInState(user);
  const page = await openLoggedInPage(browser, state);
  const elsewhere = await openLoggedInPage(browser, await loggedInState(user));

  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Your profile' });
  await expect(form.getByLabel('Full name')).toHaveValue(user.fullName, { timeout: 30_000 });
  await form.getByLabel('Full name').fill(`${user.fullName} Renamed`);
  await form.getByLabel('Institution').fill('St Elsewhere Teaching Hospital');
  // Specialty interests and a certification (ADR 0130) count in the completion.
  const interests = page.getByRole('form', { name: 'Add a specialty interest' });
  await interests.getByLabel('Specialty interest').fill('Endourology');
  await interests.getByRole('button', { name: 'Add interest' }).click();
  await expect(page.getByText('Interest added.')).toBeVisible();
  const certification = page.getByRole('form', { name: 'Add a certification' });
  await certification.getByRole('button', { name: 'Add certification' }).click();
  await expect(certification.getByText('Enter the certification')).toBeVisible();
  await certification.getByLabel('Certification').fill('Basic Surgical Skills');
  await certification.getByLabel('Issued by').fill('Royal College of Surgeons');
  await certification.getByLabel('Date issued').fill('2024-03-15');
  await certification.getByRole('button', { name: 'Add certification' }).click();
  await expect(page.getByText('Certification added.')).toBeVisible();
  await expect(page.getByText('Royal College of Surgeons · 15 March 2024')).toBeVisible();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByText('Your profile is 100% complete.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your profile' }).getByLabel('Full name')).toHaveValue(
    `${user.fullName} Renamed`,
  );
  await expect(page.getByRole('button', { name: 'Remove Endourology' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/profile');

  // The picture (ADR 0130): an SVG, a renamed executable and an oversized file are refused with
  // their reasons; a PNG is previewed, saved and shown in the header.
  const choose = (name: string, mimeType: string, buffer: Buffer) =>
    page.getByLabel('Picture file').setInputFiles({ name, mimeType, buffer });
  const pictureError = page.getByRole('alert');
  await choose('drawing.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(pictureError).toHaveText('SVG pictures are not accepted. Choose a PNG, JPEG or WebP picture.');
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  await choose('holiday.jpg', 'image/jpeg', exe);
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(pictureError).toHaveText('That file is not a PNG, JPEG or WebP picture.');
  await choose('huge.png', 'image/png', Buffer.alloc(2 * 1024 * 1024 + 1, 0x89));
  await expect(pictureError).toHaveText('That picture is larger than 2 MB. Choose a smaller one.');
  await expect(page.getByRole('button', { name: 'Save picture' })).toHaveCount(0);
  await choose('me.png', 'image/png', Buffer.from(tinyPng, 'base64'));
  await expect(page.getByRole('img', { name: 'Preview of the chosen picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect(page.getByText('Your picture is saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
    'src',
    /^\/api\/v1\/user\/profile\/avatar\?v=\d+$/,
  );
  await expect(page.locator('header img[src^="/api/v1/user/profile/avatar"]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/profile with a picture');

  // The sessions: this browser and the other device, listed with device and time.
  await page.goto('/settings/security');
  const sessions = page.getByRole('list', { name: 'Signed-in sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
  await expect(sessions.getByText(/\(this browser\)$/)).toBeVisible();
  await expect(sessions.getByText(/^Signed in .* · last active /).first()).toBeVisible();
  const third = await openLoggedInPage(browser, await loggedInState(user));
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  await sessions
    .getByRole('button', { name: /^Sign out / })
    .first()
    .click();
  await expect(page.getByText('1 session was signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  // Either other device was the one signed out (the list does not say which is which); one is left.
  const survivor = (await elsewhere.request.get('/api/v1/user/profile')).status() === 200 ? elsewhere : third;
  expect((await survivor.request.get('/api/v1/user/profile')).status()).toBe(200);
  expect(
    (await (survivor === elsewhere ? third : elsewhere).request.get('/api/v1/user/profile')).status(),
  ).toBe(401);

  // The password: the current one is checked; another device is signed out.
  const newPassword = `${user.password}-new`;
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText(/Your password is changed\. 1 other signed-in device was signed out\./),
  ).toBeVisible();
  expect((await survivor.request.get('/api/v1/user/profile')).status()).toBe(401);

  // The e-mail address: it changes only through the link sent to the new one.
  const newEmail = `moved-${user.email}`;
  await page
    .getByRole('form', { name: 'Change e-mail address' })
    .getByLabel('New e-mail address')
    .fill(newEmail);
  await page.getByRole('form', { name: 'Change e-mail address' }).getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(
    page.getByText(`We sent a link to ${newEmail}. Your address changes when you open it.`),
  ).toBeVisible();
  await page.goto(await linkFromOutbox(newEmail, '/settings/security'));
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/security$/);

  // The data: the worker prepares it (with progress), e-mails a link back here, then a zip (it
  // starts with "PK") named for the day, whose button says when it expires (ADR 0133).
  const askedAt = new Date().toISOString();
  await page.getByRole('button', { name: 'Prepare my data' }).click();
  const downloadButton = page.getByRole('link', { name: /^Download my data \(zip, .+\) — expires / });
  await expect(downloadButton).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Your data is ready to download.' }),
  ).toBeAttached();
  const mailed = await linkFromOutbox(newEmail, '/settings/security', { after: askedAt, token: false });
  expect(mailed).toBe('/settings/security#privacy');
  await page.goto(mailed);
  await expect(page.getByRole('region', { name: 'Your data' })).toBeVisible();
  const download = page.waitForEvent('download');
  await downloadButton.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^urosim-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('account.json'))).toBe(true);
  await expectNoSeriousA11yViolations(page, '/settings/security');

  // Deleting: the password again and DELETE, in a dialog.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill(newPassword);
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/\?accountDeleted=1$/);

  await page.goto('/login');
  await submitLoginForm(page, { email: newEmail, password: newPassword });
  await expect(page.getByRole('alert').filter({ hasText: /invalid|incorrect|wrong/i })).toBeVisible();
});
