import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { SEEDED, submitLoginForm, traineeContext } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test } from './fixtures/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const baseCase = JSON.parse(
  readFileSync(path.join(here, '../../../packages/content/cases/loin-to-groin-pain.json'), 'utf8'),
) as Record<string, unknown>;

const stamp = Date.now().toString(36);
const caseId = `e2e-authored-${stamp}`;
const title = `Authored loin pain ${stamp}`;
const editedTitle = `Authored loin pain, edited ${stamp}`;
// Worded unlike every cue of the base case: the engine deflects it until a cue is added.
const question = 'Any bother with the old waterworks plumbing?';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const notice = (page: Page) => page.getByRole('status').getByRole('alert');

test.describe('case authoring (issue 17)', () => {
  test('an admin writes a case, checks it with the quality gate, plays it, publishes, edits and rolls back', async ({
    page,
    browser,
  }) => {
    test.setTimeout(360_000);
    // Log in at the admin login page.
    await page.goto('/admin/login');
    await submitLoginForm(page, SEEDED.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    await page.goto('/admin/cases');
    await expect(page.getByRole('heading', { level: 1, name: 'Cases' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Cases' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/cases');
    await page.getByRole('link', { name: 'New case' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New case' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/cases/new');

    // An empty form names the fields to fill.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(notice(page)).toContainText('Fix the fields marked in red first');
    await expect(page.getByText('Too small: expected string to have >=2 characters').first()).toBeVisible();

    // A base case from a JSON file, then real edits in the form.
    const file = path.join(tmpdir(), `${caseId}.json`);
    writeFileSync(file, JSON.stringify(baseCase));
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(notice(page)).toContainText('Imported');
    await page.getByLabel('Case id').fill(caseId);
    await page.getByLabel('Title', { exact: true }).fill(title);

    // The case's own paraphrase question, expected to reveal the presenting complaint.
    await tab(page, 'Quality gate').click();
    await page.getByRole('button', { name: 'Add question' }).click();
    await page.getByLabel('Question 1', { exact: true }).fill(question);
    await page.getByLabel('Question 1 should reveal').selectOption('pc-pain');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/cases/${caseId}$`));
    await tab(page, 'Quality gate').click();
    await expect(page.getByTestId('gate-right')).toHaveText('0%');
    await expect(page.getByTestId('gate-deflected')).toHaveText('100%');
    const misses = page.getByRole('table', { name: 'Misses' });
    await expect(misses).toContainText(question);
    await expect(misses).toContainText("I can't think straight");
    await expectNoSeriousA11yViolations(page, 'the quality gate');

    // Fix a cue: the miss becomes right.
    await tab(page, 'Facts').click();
    const fact = page.getByRole('region', { name: 'Fact 1 (pc-pain)' });
    await fact.getByRole('button', { name: 'Add cue' }).click();
    await fact
      .getByLabel(/^Cue \d+$/)
      .last()
      .fill('any bother with the old waterworks plumbing');
    await expectNoSeriousA11yViolations(page, 'the facts section');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(notice(page)).toContainText('Saved as draft v2');
    await expect(page.getByTestId('gate-right')).toHaveText('100%');

    // The live preview: what a trainee sees, never the facts.
    await tab(page, 'Preview').click();
    const preview = page.getByRole('region', { name: 'Preview of the case page' });
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview).not.toContainText('any bother with the old waterworks plumbing');
    await expectNoSeriousA11yViolations(page, 'the preview');

    // Play the draft as a trainee: the normal case page, with a test session.
    await page.getByRole('button', { name: 'Play as a trainee' }).click();
    await expect(page).toHaveURL(new RegExp(`/case/${caseId}\\?session=`));
    await expect(page.getByLabel('Message to the patient')).toBeVisible({ timeout: 20_000 });

    // Publish; a trainee sees it in the case selection at once.
    await page.goto(`/admin/cases/${caseId}`);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(notice(page)).toContainText('Published v2');
    const traineeCtx = await traineeContext(browser);
    const traineePage = await traineeCtx.newPage();
    await traineePage.goto(`/case-selection?q=${encodeURIComponent(stamp)}`);
    await expect(traineePage.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });

    // Edit: a new version; the diff shows the change.
    await page.getByLabel('Title', { exact: true }).fill(editedTitle);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(notice(page)).toContainText('Saved as draft v3');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(notice(page)).toContainText('Published v3');
    await tab(page, 'Versions').click();
    const diff = page.getByRole('table', { name: 'Differences from v2 to v3' });
    await expect(diff.getByRole('row', { name: /Title/ })).toContainText(title);
    await expect(diff.getByRole('row', { name: /Title/ })).toContainText(editedTitle);
    await expectNoSeriousA11yViolations(page, 'the versions and diff');
    await traineePage.reload();
    await expect(traineePage.getByRole('heading', { name: editedTitle })).toBeVisible({ timeout: 30_000 });

    // Roll back: a new version equal to v2 is published.
    await page.getByRole('button', { name: 'Roll back to v2' }).click();
    await expect(notice(page)).toContainText('v4 (equal to v2) is published');
    await expect(page.getByRole('table', { name: 'Versions' })).toContainText('v4');
    await traineePage.reload();
    await expect(traineePage.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    await traineeCtx.close();
  });
});
