import type { Locator } from '@playwright/test';
import { createVerifiedUser, newTraineeForFile, submitLoginForm } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { reviewShot } from './fixtures/review';
import { say, sessionButton, startSession } from './fixtures/session';
import { expect, test } from './fixtures/test';

const trainee = newTraineeForFile('phone');

/** The feedback page at 390 px stays within this height with its sections as they open (px). */
const FEEDBACK_MAX_HEIGHT = 6000;

/** Once its strip has finished scrolling, the whole tab is inside the strip and the screen (±1 px). */
const expectWhollyShown = async (tab: Locator) =>
  expect
    .poll(() =>
      tab.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const strip = element.closest('.MuiTabs-scroller')?.getBoundingClientRect();
        if (!strip) return false;
        return (
          box.width > 0 &&
          box.left >= Math.max(0, strip.left) - 1 &&
          box.right <= Math.min(window.innerWidth, strip.right) + 1
        );
      }),
    )
    .toBe(true);

// Issue 20's findings on a phone (390 px) and by keyboard.
test.use({ viewport: { width: 390, height: 844 } });

test.describe('at 390 px and by keyboard', () => {
  test('icon buttons show the one focus outline when reached by keyboard', async ({ page }) => {
    await page.goto('/login');
    const show = page.getByRole('button', { name: 'Show password' });
    await expect(show).toBeVisible();
    // Tab from the password field to its show-password button.
    await page.locator('input[type="password"]').first().focus();
    await page.keyboard.press('Tab');
    await expect(show).toBeFocused();
    const outline = await show.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(outline).toEqual({ width: '3px', style: 'solid' });
  });

  test("the contact form's error-summary links are at least 24 px tall and move the focus to their field", async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect(summary).toBeVisible();
    const links = summary.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(24);
    }
    await links.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expectNoSeriousA11yViolations(page, '/contact with errors at 390 px');
  });

  test("the compare table's row labels stay in view while the plans scroll sideways", async ({ page }) => {
    await page.goto('/plans/compare');
    const rowHeader = page.getByRole('rowheader').first();
    await expect(rowHeader).toBeVisible();
    expect(await rowHeader.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    const before = await rowHeader.boundingBox();
    await rowHeader.evaluate((element) => {
      const scroller = element.closest('table')?.parentElement;
      if (scroller) scroller.scrollLeft = 400;
    });
    const after = await rowHeader.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
  });

  test('a first sign-in is greeted "Welcome", not "Welcome back"', async ({ page }) => {
    const user = await createVerifiedUser('first-welcome');
    await page.goto('/login');
    await submitLoginForm(page, user);
    await expect(page).toHaveURL(/\/dashboard$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Welcome, /);
    // Once the dashboard's figures have arrived it still says so.
    await page.waitForLoadState('networkidle');
    await expect(heading).toHaveText(/^Welcome, /);
  });

  test('every case tab can be reached and is wholly visible when selected; the feedback page is short and "Show in transcript" shows the line', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const page = await trainee.openPage(browser, 390);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/case/${CASE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible({ timeout: 30_000 });
    await startSession(page);

    // The case tabs: each reached by keyboard from the first, selected, and inside the screen and
    // its scrolling tab strip.
    const tabs = page.getByRole('tablist', { name: 'Session tools' });
    const names = ['Patient', 'Nurse', 'Examination', 'Investigations', 'Notes'];
    await tabs.getByRole('tab', { name: 'Patient' }).focus();
    for (const [index, name] of names.entries()) {
      if (index > 0) await page.keyboard.press('ArrowRight');
      const tab = tabs.getByRole('tab', { name });
      await expect(tab).toBeFocused();
      await tab.press('Enter');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expectWhollyShown(tab);
    }
    // And by tapping, from the last back to the first.
    for (const name of [...names].reverse()) {
      const tab = tabs.getByRole('tab', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expectWhollyShown(tab);
    }

    // A short session with a few exchanges, ended and summarised.
    await say(
      page,
      "Hello, I'm Dr Robin Example, one of the urology doctors. Can you tell me your full name?",
    );
    await say(page, 'Tell me what happened this morning?');
    await say(page, 'When did it start?');
    await say(page, 'Does it go anywhere?');
    await say(page, 'Have you had any fever or shivers?', "I haven't felt hot or shivery");
    await say(page, 'Have you had kidney stones before?');
    await say(page, 'Do you take any regular medications?');
    await say(page, 'Do you have any allergies?');
    await sessionButton(page, 'End Session').click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await expect(page.getByRole('heading', { name: 'Session summary' })).toBeVisible();
    await page.getByLabel('Working diagnosis').fill('Right ureteric colic');
    await page.getByLabel('Management plan').fill('NSAID analgesia and a low-dose CT KUB; urology if fever.');
    await page.getByRole('button', { name: 'Submit summary' }).click();
    await expect(page).toHaveURL(/\/handoff\/[0-9a-f-]{36}$/);
    await page.getByRole('main').getByRole('link', { name: 'Skip for now' }).click();
    await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');

    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    testInfo.annotations.push({ type: 'feedback height at 390 px', description: `${height} px` });
    console.log(`feedback page height at 390 px: ${height} px`);
    await reviewShot(page, 'feedback-390.png', { fullPage: true });
    expect(height).toBeLessThanOrEqual(FEEDBACK_MAX_HEIGHT);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // "Show in transcript" brings the quoted line into view next to the item, focused.
    const strengths = page.getByRole('region', { name: /^What you did well/ });
    const expand = strengths.getByRole('button', { name: /^What you did well/ });
    if ((await expand.getAttribute('aria-expanded')) === 'false') await expand.click();
    const fever = strengths.locator('li[data-item-id="rb-fever"]');
    await fever.getByRole('button', { name: /Show in transcript/ }).click();
    const transcript = page.getByRole('region', { name: 'Transcript of the session' });
    const current = transcript.locator('li[aria-current="true"]').first();
    await expect(current).toContainText('Have you had any fever or shivers?');
    await expect(current).toBeFocused();
    await expect(current).toBeInViewport({ ratio: 0.9 });
    await expectNoSeriousA11yViolations(page, 'the feedback page at 390 px with the transcript shown');
    await reviewShot(page, 'feedback-transcript-390.png');
    await page.context().close();
  });
});
