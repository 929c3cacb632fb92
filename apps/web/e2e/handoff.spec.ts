import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { BASE_URL, newTraineeForFile } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { collectPageErrors } from './fixtures/console';
import { reviewShot } from './fixtures/review';
import { say, sessionButton, startSession } from './fixtures/session';
import { expect, test } from './fixtures/test';

// Issue 15, "Done when": a trainee plays a case, writes the SBAR hand-off with the copilot's hints,
// reads its verdict on the feedback page, shares it, a logged-out reader follows an edit live, the
// PDF downloads, and once sharing stops the link says it is no longer valid.

const trainee = newTraineeForFile('handoff');

/** A hand-off a registrar would be glad to take, but for the recommendation's time frame and plan. */
const SBAR = {
  situation:
    "Hi, I'm Robin, the urology SHO on call. I'm calling about Natalie Brennan, a 34-year-old woman in the emergency department with sudden right loin to groin pain. I'm worried because her pain is not controlled.",
  background:
    'The pain started suddenly at half past six this morning and comes in waves. No previous stones, two normal kidneys. A Mirena coil, no regular medicines, no known drug allergies.',
  assessment:
    'Pulse 96, BP 128/78, temperature 36.9, sats 99% on air. On examination the right renal angle is tender and the abdomen soft. I think this is right ureteric colic from a stone, and she is stable.',
  recommendationDraft: 'Could you review her?',
  recommendation:
    'Could you review her within 60 minutes? In the meantime I have given diclofenac and an antiemetic, and I will call you back if she spikes a fever.',
} as const;

const saveStatus = (page: Page) => page.getByTestId('save-status');
const copilotSection = (copilot: Locator, section: string) => copilot.locator(`[data-section="${section}"]`);

test.describe('hand-off', () => {
  test.describe.configure({ timeout: 240_000 });

  test('write the SBAR with the copilot, see its verdict, share it live, download its PDF, stop sharing', async ({
    browser,
  }) => {
    const page = await trainee.openPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const errors = collectPageErrors(page);

    // ---- A short session, ended, with its summary: the app goes on to the hand-off.
    await page.goto(`/case/${CASE.id}`);
    await startSession(page);
    const sessionId = new URL(page.url()).searchParams.get('session')!;
    await say(page, 'Hello, I am Robin, one of the urology doctors. What brings you in today?');
    await say(page, 'When did the pain start?');
    await sessionButton(page, 'End Session').click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await expect(sessionButton(page, 'Session Completed')).toBeDisabled();
    await page.getByLabel('Working diagnosis').fill('Right ureteric colic from a distal ureteric stone');
    await page.getByLabel('Management plan').fill('NSAID analgesia, antiemetic and a low-dose CT KUB.');
    await page.getByRole('button', { name: 'Submit summary' }).click();

    await expect(page).toHaveURL(new RegExp(`/handoff/${sessionId}$`));
    await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle(/Hand-off/);
    // No side navigation and no footer on hand-off pages.
    await expect(page.getByRole('navigation', { name: /side/i })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Skip for now' })).toBeVisible();

    // ---- Not written yet: the dashboard lists it among the hand-offs to write.
    await page.goto('/dashboard');
    const waiting = page.getByRole('region', { name: 'Hand-offs to write' });
    await expect(waiting).toBeVisible({ timeout: 15_000 });
    await waiting.getByRole('link', { name: CASE.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/handoff/${sessionId}$`));

    // ---- The copilot lists what every section lacks; the fields say what goes in them.
    const copilot = page.getByRole('complementary', { name: 'Hand-off copilot' });
    await expect(copilot).toContainText('Say how soon you need it.');
    await expect(copilotSection(copilot, 'situation')).toContainText('Empty');
    await expect(page.getByLabel('Situation')).toHaveAccessibleDescription(/why you are calling now/);
    await expect(copilot).toContainText('Scripted checks');
    await expectNoSeriousA11yViolations(page, 'the hand-off page, empty');

    // ---- Writing: autosave after a pause, the copilot's reading follows each save.
    await page.getByLabel('Situation').fill(SBAR.situation);
    await page.getByLabel('Background').fill(SBAR.background);
    await page.getByLabel('Assessment').fill(SBAR.assessment);
    await page.getByLabel('Recommendation').fill(SBAR.recommendationDraft);
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
    await expect(page.getByRole('main').getByRole('link', { name: 'Skip for now' })).toHaveCount(0);
    await expect(page.getByTestId('words-recommendation')).toHaveText('4 words');
    await expect(page.getByTestId('total-words')).toContainText(/Total: \d+ words/);
    const recommendation = copilotSection(copilot, 'recommendation');
    await expect(recommendation).toContainText('Partly there');
    await expect(recommendation).toContainText('Say how soon you need it.');
    await expect(copilotSection(copilot, 'situation')).toContainText('Complete');
    await expect(copilotSection(copilot, 'assessment')).toContainText('Nothing missing.');

    // The recommendation completed: its hints go, and the copilot says the hand-off is whole.
    await page.getByLabel('Recommendation').fill(SBAR.recommendation);
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
    await expect(recommendation).toContainText('Complete');
    await expect(recommendation).not.toContainText('Say how soon you need it.');
    await expect(copilot.getByRole('status')).toHaveText('Every section has what a registrar expects.');
    // The server holds what was typed.
    await page.reload();
    await expect(page.getByLabel('Recommendation')).toHaveValue(SBAR.recommendation);
    await expectNoSeriousA11yViolations(page, 'the hand-off page, written');
    await reviewShot(page, 'handoff-written-1280.png', { fullPage: true });

    // ---- The feedback shows the hand-off's verdict, section by section, and leads back to it.
    await page.getByRole('button', { name: 'See feedback' }).click();
    await expect(page).toHaveURL(new RegExp(`/feedback/${sessionId}$`));
    const handoffSection = page.getByRole('region', { name: 'Hand-off' });
    await expect(handoffSection).toBeVisible({ timeout: 20_000 });
    await expect(handoffSection.getByTestId('handoff-percent')).toContainText(/\d+%/);
    const verdicts = handoffSection.getByRole('list', { name: 'Verdict by SBAR section' });
    await expect(verdicts.locator(':scope > li')).toHaveCount(4);
    for (const label of ['Situation', 'Background', 'Assessment', 'Recommendation']) {
      await expect(verdicts.getByRole('heading', { level: 3, name: label })).toBeVisible();
    }
    await expect(verdicts).toContainText(/Strong|Adequate|Weak/);
    await expect(verdicts).not.toContainText('Missing');
    await expectNoSeriousA11yViolations(page, 'the feedback page with the hand-off verdict');
    await reviewShot(handoffSection, 'feedback-handoff-1280.png');

    // The report bundle: asked for, built by the worker (its progress shown), then downloaded.
    const bundle = page.getByRole('region', { name: 'Report bundle' });
    await bundle.getByRole('button', { name: 'Prepare report bundle' }).click();
    const bundleLink = bundle.getByRole('link', { name: /^Download report bundle \(zip, \d+ KB\)$/ });
    await expect(bundleLink).toBeVisible({ timeout: 60_000 });
    const [zip] = await Promise.all([page.waitForEvent('download'), bundleLink.click()]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    expect((await readFile((await zip.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');
    await reviewShot(bundle, 'feedback-bundle-1280.png');
    await handoffSection.getByRole('link', { name: 'Edit hand-off' }).click();
    await expect(page).toHaveURL(new RegExp(`/handoff/${sessionId}$`));

    // ---- Share: a week by default, the transcript included on request; the link to copy.
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your hand-off' });
    await expect(dialog.getByLabel('The link works for')).toHaveValue('7');
    await dialog.getByLabel('Include the consultation transcript').check();
    await expectNoSeriousA11yViolations(page, 'the share dialog');
    await reviewShot(dialog, 'share-dialog-1280.png');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const made = page.getByRole('dialog', { name: 'Your share link' });
    const linkField = made.getByLabel('Link to the hand-off');
    await expect(linkField).toHaveValue(new RegExp(`^${BASE_URL}/handoff/live/[A-Za-z0-9_-]{16,}$`));
    const liveUrl = await linkField.inputValue();
    await expect(made.getByRole('button', { name: 'Copy link' })).toBeFocused();
    await made.getByRole('button', { name: 'Copy link' }).click();
    await expect(made.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(liveUrl);
    await made.getByRole('button', { name: 'Done' }).click();
    // The page shows the share state, with the link again (this tab keeps it).
    const sharing = page.getByRole('region', { name: 'Sharing' });
    await expect(sharing.getByLabel('Link to the hand-off')).toHaveValue(liveUrl);
    await expect(sharing).toContainText('with the consultation transcript');

    // ---- A second, logged-out browser opens the link.
    const readerContext = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 1280, height: 900 },
    });
    const reader = await readerContext.newPage();
    await reader.goto(new URL(liveUrl).pathname);
    await expect(reader.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible({
      timeout: 15_000,
    });
    await expect(reader.getByText('Fictional patient — training simulation.')).toBeVisible();
    await expect(reader.getByTestId('live-indicator')).toHaveText(/^Live/, { timeout: 15_000 });
    await expect(reader.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const sbar = reader.getByTestId('public-sbar');
    await expect(sbar).toContainText(SBAR.recommendation);
    await expect(reader.getByTestId('last-changed')).toContainText('Last changed');
    await expect(reader.getByRole('region', { name: 'Hand-off score' })).toContainText('%');
    await expect(reader.getByRole('region', { name: 'Consultation transcript' })).toContainText(
      'When did the pain start?',
    );
    // Nothing of the trainee but what they wrote.
    await expect(reader.locator('body')).not.toContainText(trainee.credentials.email);
    await expect(reader.getByRole('banner')).not.toContainText('Robin Example');
    await expect(reader.getByRole('contentinfo')).toHaveCount(0);
    await expectNoSeriousA11yViolations(reader, 'the shared hand-off page');
    await reviewShot(reader, 'handoff-live-1280.png', { fullPage: true });

    // ---- An edit in the first browser reaches the second without a reload.
    await reader.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const assessment = page.getByLabel('Assessment');
    await assessment.fill(`${SBAR.assessment} Lactate 1.1, CRP 4.`);
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
    await expect(sbar).toContainText('Lactate 1.1, CRP 4.', { timeout: 15_000 });
    expect(await reader.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );

    // ---- The PDF downloads: a .pdf file that is a PDF.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // And from the shared page, for the reader.
    const [shared] = await Promise.all([
      reader.waitForEvent('download'),
      reader.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(shared.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await shared.path())!)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // ---- Stop sharing (asked first): the open page says the link is no longer valid, and so does a reload.
    await sharing.getByRole('button', { name: 'Stop sharing' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop sharing this hand-off?' });
    await expect(confirm.getByRole('button', { name: 'Keep sharing' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(sharing).toContainText('Sharing stopped.');
    await expect(sharing.getByRole('heading', { name: 'Sharing' })).toBeFocused();
    await expect(sharing).toContainText('Not shared.');
    await expect(reader.getByText('This hand-off link is no longer valid')).toBeVisible({ timeout: 15_000 });
    await expect(sbar).toHaveCount(0);
    await reader.reload();
    await expect(reader.getByText('This hand-off link is no longer valid')).toBeVisible({ timeout: 15_000 });
    await expect(reader.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(reader, 'the shared hand-off page after revocation');
    await reviewShot(reader, 'handoff-gone-1280.png', { fullPage: true });
    await readerContext.close();

    // ---- The bundle was made before the last edit: the feedback says so and offers a new one.
    await page.goto(`/feedback/${sessionId}`);
    await expect(page.getByTestId('bundle-stale')).toContainText('The hand-off changed since', {
      timeout: 20_000,
    });
    await expect(
      page
        .getByRole('region', { name: 'Report bundle' })
        .getByRole('button', { name: 'Prepare a new bundle' }),
    ).toBeVisible();

    // ---- Written, it is no longer waiting on the dashboard.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('headline-figures')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Hand-offs to write' })).toHaveCount(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('at 375 px the copilot follows the fields and the page has no serious accessibility problem', async ({
    browser,
  }) => {
    const page = await trainee.openPage(browser, 375);
    await page.goto(`/case/${CASE.id}`);
    await startSession(page);
    await sessionButton(page, 'End Session').click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await page.getByLabel('Working diagnosis').fill('Right ureteric colic');
    await page.getByLabel('Management plan').fill('Analgesia and a CT KUB.');
    await page.getByRole('button', { name: 'Submit summary' }).click();
    await expect(page).toHaveURL(/\/handoff\/[0-9a-f-]{36}$/);
    const fields = page.getByRole('region', { name: 'Your SBAR hand-off' });
    const copilot = page.getByRole('complementary', { name: 'Hand-off copilot' });
    await expect(copilot).toBeVisible({ timeout: 15_000 });
    expect((await copilot.boundingBox())!.y).toBeGreaterThan((await fields.boundingBox())!.y);
    await expectNoSeriousA11yViolations(page, 'the hand-off page at 375 px');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Skipped: the feedback says no hand-off was written, and offers to write it.
    await page.getByRole('main').getByRole('link', { name: 'Skip for now' }).click();
    const handoffSection = page.getByRole('region', { name: 'Hand-off' });
    await expect(handoffSection).toContainText('No hand-off was written.', { timeout: 20_000 });
    await expect(handoffSection.getByRole('link', { name: 'Write the hand-off' })).toBeVisible();
    await reviewShot(page, 'handoff-feedback-missing-375.png', { fullPage: true });
    await page.context().close();
  });
});
