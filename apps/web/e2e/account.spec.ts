import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { request } from '@playwright/test';
import { loggedInState, newTraineeForFile, openLoggedInPage, postWithCsrf } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { BASE_URL } from './fixtures/e2e-server';
import { expect, test } from './fixtures/test';

// The trainee's own security and privacy (issue 19, ADR 0125): change the password (another
// browser is signed out), the activity log, export the data as a zip, delete the account.

/** The files of a zip, read through its central directory (stored or deflated entries). */
const unzip = (zip: Buffer): Record<string, string> => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files[name] = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    at += 46 + skip;
  }
  return files;
};

const trainee = newTraineeForFile('account');

test('change the password (others signed out), see the activity, export the data, delete the account', async ({
  browser,
}) => {
  const user = trainee.credentials;
  const page = await trainee.openPage(browser);
  const other = await openLoggedInPage(browser, await loggedInState(user));
  expect((await other.request.get('/api/v1/user/profile')).status()).toBe(200);

  // Change the password: a wrong current one is named, then the change signs the other browser out.
  await page.goto('/settings/security');
  await expect(page.getByRole('heading', { name: 'Security and privacy', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/settings/security');
  const newPassword = `${user.password}-Renewed`;
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('One other session was signed out.')).toBeVisible();
  expect((await other.request.get('/api/v1/user/profile')).status()).toBe(401);

  // Export: a zip of JSON files naming this user and their activity.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export my data' }).click(),
  ]);
  const files = unzip(await readFile((await download.path()) as string));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['account.json', 'user_activity.user_id.json']));
  expect(files['account.json']).toContain(user.email);
  expect(files['user_activity.user_id.json']).toContain('password_changed');

  // The activity log shows the sign-ins, the password change and the export.
  await page.goto('/activity-log');
  await expect(page.getByRole('heading', { name: 'Activity log', level: 1 })).toBeVisible();
  const events = page.getByTestId('activity-event');
  await expect(events.first()).toContainText('Your data exported');
  await expect(events.filter({ hasText: 'Password changed' })).toHaveCount(1);
  await expect(events.filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/activity-log');

  // Delete the account: the password again and DELETE; then nobody can sign in as it.
  await page.goto('/settings/security');
  await page.getByRole('textbox', { name: 'Your password' }).fill(newPassword);
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  const fresh = await request.newContext({ baseURL: BASE_URL });
  try {
    const login = await postWithCsrf(fresh, '/api/v1/auth/login', {
      email: user.email,
      password: newPassword,
    });
    expect(login.status()).toBe(401);
  } finally {
    await fresh.dispose();
  }
  await other.context().close();
});
