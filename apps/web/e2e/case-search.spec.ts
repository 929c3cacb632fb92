import type { Page } from '@playwright/test';
import { newTraineeForFile, submitLoginForm } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { collectPageErrors } from './fixtures/console';
import { expect, test } from './fixtures/test';

// Search and filters of the case selection, as a trainee uses them, on the seeded library.
const trainee = newTraineeForFile('case-search');

const search = async (page: Page, text: string) => {
  const box = page.getByLabel('Search cases');
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
};

const cardTitles = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();

test('a trainee finds cases by lay and clinical names and narrows them by duration', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/login');
  await submitLoginForm(page, trainee.credentials);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/case-selection');
  // The first list after the server starts parses the library: allow it time on a busy machine.
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });

  // A lay name: "kidney stone" finds the renal colic case.
  await search(page, 'kidney stone');
  await expect(page.getByRole('article', { name: 'Sudden right-sided pain in a sous-chef' })).toBeVisible();

  // A clinical name with the American spelling: "hematuria" finds the haematuria clinic case.
  await search(page, 'hematuria');
  await expect(page.getByRole('article', { name: 'Red urine in a retired decorator' })).toBeVisible();

  // "torsion" finds the torsion case and not the epididymo-orchitis one, whose teaser mentions it.
  await search(page, 'torsion');
  await expect(page.getByRole('article', { name: 'A 14-year-old woken by testicular pain' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Three days of a sore, swollen testicle in a delivery driver' }),
  ).toHaveCount(0);

  // No spoilers on the cards: no topic label.
  await expect(page.getByRole('article').first()).not.toContainText('Scrotal and testicular');

  // The Duration filter filters: clinic cases of 15 and 20 minutes drop out at "up to 10 minutes".
  // (The list of the search before stays until the new one arrives: wait for a card of this one.)
  await search(page, 'clinic');
  await expect(
    page.getByRole('article', { name: 'Up three times a night: a retired engineer in clinic' }),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'A 14-year-old woken by testicular pain' })).toHaveCount(0);
  const before = await cardTitles(page);
  await page.getByLabel('Duration').selectOption('10');
  await expect(page).toHaveURL(/maxMinutes=10/);
  await expect(
    page.getByRole('article', { name: 'Up three times a night: a retired engineer in clinic' }),
  ).toHaveCount(0);
  const after = await cardTitles(page);
  expect(after.length).toBeGreaterThan(0);
  expect(after.length).toBeLessThan(before.length);
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('10 min');
  await expectNoSeriousA11yViolations(page, '/case-selection searched and filtered');

  expect(errors).toEqual([]);
});
