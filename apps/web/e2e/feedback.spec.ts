import type { Page } from '@playwright/test';
import { levelForShownScore } from '@urosim/domain';
import { newTraineeForFile } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { collectPageErrors } from './fixtures/console';
import { reviewShot } from './fixtures/review';
import { say, sessionButton, startSession as startFromHeader } from './fixtures/session';
import { expect, test } from './fixtures/test';

// A fresh context per session: nothing of a previous session is remembered in the browser.
const loggedInPage = newTraineeForFile('feedback').openPage;

const startSession = async (page: Page) => {
  await page.goto(`/case/${CASE.id}`);
  await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible();
  await startFromHeader(page);
  await expect(page).toHaveURL(/[?&]session=[0-9a-f-]{36}/);
  return new URL(page.url()).searchParams.get('session')!;
};

const endAndSummarise = async (
  page: Page,
  summary: {
    diagnosis: string;
    differentials?: string;
    investigations?: string;
    management: string;
    escalation?: string;
  },
) => {
  await sessionButton(page, 'End Session').click();
  await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
  await expect(sessionButton(page, 'Session Completed')).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Session summary' })).toBeVisible();
  await page.getByLabel('Working diagnosis').fill(summary.diagnosis);
  if (summary.differentials) await page.getByLabel('Differential diagnoses').fill(summary.differentials);
  if (summary.investigations) {
    await page.getByRole('textbox', { name: 'Investigations' }).fill(summary.investigations);
  }
  await page.getByLabel('Management plan').fill(summary.management);
  if (summary.escalation) await page.getByLabel('Escalation and safety-netting').fill(summary.escalation);
  await page.getByRole('button', { name: 'Submit summary' }).click();
  // The summary goes on to the SBAR hand-off.
  await expect(page).toHaveURL(/\/handoff\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Your SBAR hand-off' })).toBeVisible({ timeout: 15_000 });
};

/** Skips the hand-off for the feedback (the hand-off page's "Skip for now") and returns the overall score. */
const openFeedback = async (page: Page, sessionId: string) => {
  await page.getByRole('main').getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(new RegExp(`/feedback/${sessionId}$`));
  await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('overall-score')).toBeVisible();
  return Number(await page.getByTestId('overall-score').textContent());
};

const itemIds = async (page: Page, listName: string) =>
  page
    .getByRole('list', { name: listName })
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-item-id') ?? ''));

test.describe('feedback', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a good session scores clearly higher than a bad one, and the bad one leads with what it missed', async ({
    browser,
  }) => {
    // ---- The good session: a focused history, examination, the right tests, summary and plan.
    const good = await loggedInPage(browser);
    const goodErrors = collectPageErrors(good);
    const goodId = await startSession(good);
    await say(
      good,
      "Hello, I'm Dr Robin Example, one of the urology doctors. Can you tell me your full name?",
      'My name',
    );
    await say(good, "I'm so sorry you're in so much pain. We'll get you something for it very soon.");
    await say(good, 'Tell me what happened this morning?', 'came out of nowhere');
    await say(good, 'When did it start?', 'About half six this morning');
    await say(good, 'Does it go anywhere?', 'down into my groin');
    await say(good, 'Does it come and go?', 'comes in waves');
    await say(good, 'Have you had any fever or shivers?', "I haven't felt hot or shivery");
    await say(good, 'Have you had kidney stones before?', 'never had anything like this');
    await say(good, 'Do you have two kidneys, or any kidney problems?', 'two normal kidneys');
    await say(good, 'When was your last period?', 'two weeks ago');
    await say(good, 'Could you be pregnant?', 'pregnant');
    await say(good, 'Do you take any regular medications?', 'Mirena coil');
    await say(good, 'Do you have any allergies?', 'No allergies');

    await good.getByRole('tab', { name: 'Examination' }).click();
    const exams = good.getByRole('tabpanel', { name: 'Examination' });
    await good.getByRole('button', { name: 'Examine Abdominal examination' }).click();
    await expect(exams).toContainText('no guarding or rebound');
    await good.getByRole('button', { name: 'Examine Renal angles' }).click();
    await expect(exams).toContainText('Right renal angle tender');

    await good.getByRole('tab', { name: 'Investigations' }).click();
    const tests = good.getByRole('tabpanel', { name: 'Investigations' });
    for (const [search, name] of [
      ['dipstick', 'Urine dipstick'],
      ['pregnancy', 'Urine pregnancy test'],
      ['fbc', 'Full blood count'],
      ['crp', 'Urea, electrolytes and CRP'],
      ['ct kub', 'Low-dose non-contrast CT KUB'],
    ] as const) {
      await tests.getByLabel('Search investigations').fill(search);
      await tests.getByRole('button', { name: `Order ${name}` }).click();
      await expect(tests.getByRole('button', { name: `Order ${name}` })).toHaveCount(0);
    }

    await good.getByRole('tab', { name: 'Patient' }).click();
    await say(
      good,
      "Let me recap what you've told me, just to check I've got everything right: sudden right-sided pain into the groin since this morning, no fever.",
    );
    await say(
      good,
      'It looks like a kidney stone. We will give you an anti-inflammatory painkiller and do a CT scan. Could you tell me back what happens next?',
    );
    await say(good, 'If you get a fever or shivers, or the pain gets worse, tell the nurse straight away.');
    await endAndSummarise(good, {
      diagnosis: 'Right ureteric colic from a distal ureteric stone',
      differentials: 'Appendicitis, ectopic pregnancy, pyelonephritis',
      investigations: 'Urine dip, pregnancy test, FBC, U&E, CRP, low-dose CT KUB',
      management:
        'NSAID analgesia (diclofenac 75 mg IM) and an antiemetic; low-dose non-contrast CT KUB within 24 hours; tamsulosin as medical expulsive therapy for a distal stone under 10 mm.',
      escalation:
        'Urology registrar if fever, AKI or uncontrolled pain; return at once with fever or rigors.',
    });
    // Nothing is written yet: the hand-off page offers the way to the feedback without it.
    await expect(good.getByRole('main').getByRole('link', { name: 'Skip for now' })).toBeVisible();
    const goodScore = await openFeedback(good, goodId);
    await expect(good).toHaveTitle(/Feedback/);

    // Evidence: the fever question and her reply, and "Show in transcript" marks the line.
    const strengths = good.getByRole('list', { name: 'Items met' });
    const fever = strengths.locator('li[data-item-id="rb-fever"]');
    await expect(fever).toContainText('Have you had any fever or shivers?');
    await expect(fever).toContainText("I haven't felt hot or shivery");
    await expect(fever).toContainText('Critical');
    // Times as the session clock showed them (counting down), the session page's convention.
    await expect(strengths.locator('li[data-item-id="rb-ct-kub"]')).toContainText(
      /You ordered: Low-dose non-contrast CT KUB, at \d+:\d\d on the clock/,
    );
    await expect(
      good.getByText('Times are the session clock, counting down from 10:00.').first(),
    ).toBeVisible();
    // Evidence relevant to its item: the full blood count went first, but the renal-function item
    // quotes the kidney test.
    await expect(strengths.locator('li[data-item-id="rb-bloods"]')).toContainText(
      'You ordered: Urea, electrolytes and CRP',
    );
    // The level, with what it comes from: so far this one scored session.
    await expect(good.getByTestId('level-basis')).toHaveText('From 1 scored session: this one.');
    // The three analyses the api gives.
    const analyses = good.getByRole('region', { name: 'How the session went' });
    await expect(analyses.getByRole('heading', { level: 3, name: 'Communication' })).toBeVisible();
    const communication = good.getByTestId('analysis-communication');
    await expect(communication.getByRole('table')).toContainText('Introduced yourself', { timeout: 15_000 });
    await expect(communication).toContainText(/\d+ open and \d+ closed question/);
    const reasoning = good.getByTestId('analysis-clinical-reasoning');
    await expect(reasoning.getByRole('heading', { level: 3, name: 'Clinical reasoning' })).toBeVisible();
    await expect(reasoning).toContainText(/You brought out \d+ of \d+ red flags? in the history/);
    await expect(reasoning.getByRole('table')).toContainText('Presenting complaint');
    const timeline = good.getByTestId('analysis-timeline');
    await expect(timeline.getByRole('heading', { level: 3, name: 'Timeline' })).toBeVisible();
    await expect(timeline.getByRole('table')).toContainText('Low-dose non-contrast CT KUB');
    await expect(timeline).toContainText(
      /The first red flag came out .* into the session|No red-flag finding came out in the conversation/,
    );
    await expect(timeline).toContainText(/You brought out \d+ of \d+ facts of the case/);
    await expect(strengths.locator('li[data-item-id="rb-nsaid"]')).toContainText('In your summary');
    await fever.getByRole('button', { name: /Show in transcript/ }).click();
    const transcript = good.getByRole('region', { name: 'Transcript of the session' });
    const current = transcript.locator('li[aria-current="true"]');
    await expect(current.first()).toContainText('Have you had any fever or shivers?');
    await expect(current.first()).toBeFocused();
    await expect(current.first()).toBeInViewport();
    // By keyboard too: another item's button, pressed with Enter, moves the mark.
    const kidneys = strengths.locator('li[data-item-id="rb-single-kidney"]');
    await kidneys.getByRole('button', { name: /Show in transcript/ }).focus();
    await good.keyboard.press('Enter');
    await expect(current.first()).toContainText('Do you have two kidneys');
    await expect(current.first()).toBeFocused();

    await expect(good.getByRole('heading', { name: 'Scores by category' })).toBeVisible();
    await expect(good.getByRole('heading', { name: 'Model answer' })).toBeVisible();
    await expect(
      good
        .getByRole('region', { name: 'Model answer' })
        .getByText('Right ureteric colic from a 5 mm distal ureteric stone'),
    ).toBeVisible();
    await expect(good.getByRole('heading', { name: 'What to practise next' })).toBeVisible();
    await expectNoSeriousA11yViolations(good, 'the good feedback page at 1280 px');
    await good.evaluate(() => window.scrollTo(0, 0));
    await reviewShot(good, 'feedback-good-1280.png', { fullPage: true });
    expect(goodErrors).toEqual([]);

    // ---- The bad session: one closed question, then a wrong summary.
    const bad = await loggedInPage(browser);
    const badErrors = collectPageErrors(bad);
    const badId = await startSession(bad);
    await say(bad, 'Is the pain bad?');
    await endAndSummarise(bad, {
      diagnosis: 'Gastroenteritis',
      management: 'Oral fluids and paracetamol, then home.',
    });
    const badScore = await openFeedback(bad, badId);
    expect(goodScore, `good ${goodScore}, bad ${badScore}`).toBeGreaterThanOrEqual(badScore + 30);
    // The level now comes from both scored sessions (this trainee's), not from this score alone.
    await expect(bad.getByTestId('level-basis')).toHaveText(/^From 2 scored sessions, average \d+%\.$/);
    const shownAverage = Number(
      /average (\d+)%/.exec((await bad.getByTestId('level-basis').textContent()) ?? '')![1],
    );
    expect(Math.abs(shownAverage - (goodScore + badScore) / 2)).toBeLessThanOrEqual(1);
    await expect(bad.getByTestId('level-label')).toHaveText(levelForShownScore(shownAverage).label);
    await expect(bad.getByTestId('analysis-timeline')).toBeVisible();

    // Flagged: the banner names the critical items missed.
    const banner = bad.getByTestId('critical-banner');
    await expect(banner).toContainText('A critical item was missed');
    await expect(banner).toContainText('Asks about fever or rigors');
    // Missed first, critical items and red flags leading, each with what was missing and why.
    const missedHeading = bad.getByRole('heading', { level: 2, name: /^Missed/ });
    const strengthsHeading = bad.getByRole('heading', { level: 2, name: /^What you did well/ });
    const missedBox = await missedHeading.boundingBox();
    const strengthsBox = await strengthsHeading.boundingBox();
    expect(missedBox!.y).toBeLessThan(strengthsBox!.y);
    const missed = await itemIds(bad, 'Missed items');
    expect(missed).toContain('rb-fever');
    expect(missed.indexOf('rb-fever')).toBeLessThan(missed.indexOf('rb-radiation'));
    expect(missed.indexOf('rb-single-kidney')).toBeLessThan(missed.indexOf('rb-radiation'));
    const first = bad.getByRole('list', { name: 'Missed items' }).locator(':scope > li').first();
    await expect(first).toContainText('Critical');
    await expect(first).toContainText('What was missing');
    await expect(first).toContainText('Why it matters');
    const feverMissed = bad.locator('li[data-item-id="rb-fever"]');
    await expect(feverMissed).toContainText('Red flag');
    await expect(feverMissed).toContainText('urological emergency');
    await expectNoSeriousA11yViolations(bad, 'the bad feedback page at 1280 px');
    await reviewShot(bad, 'feedback-bad-1280.png', { fullPage: true });

    // The compact older layout: the same score and a table of items.
    await bad.goto(`/feedback-legacy/${badId}`);
    await expect(bad.getByTestId('legacy-score')).toHaveText(String(badScore));
    await expect(bad.getByRole('table')).toContainText('Missed');
    await expect(bad.getByRole('heading', { name: 'Model answer' })).toBeVisible();
    await expectNoSeriousA11yViolations(bad, 'the legacy feedback page at 1280 px');
    expect(badErrors).toEqual([]);

    // At 375 px: both pages, no serious accessibility problem and no sideways scrolling.
    for (const [id, label] of [
      [goodId, 'good'],
      [badId, 'bad'],
    ] as const) {
      const phone = await loggedInPage(browser, 375);
      await phone.goto(`/feedback/${id}`);
      await expect(phone.getByTestId('overall-score')).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(phone, `the ${label} feedback page at 375 px`);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await reviewShot(phone, `feedback-${label}-375.png`, { fullPage: true });
      await phone.context().close();
    }
    // ---- Both sessions on the dashboard, the timeline and the hub, and the level the average implies.
    const level = levelForShownScore((goodScore + badScore) / 2).name;
    await good.goto('/dashboard');
    await expect(good.locator('[data-figure="Sessions"]')).toContainText('2', { timeout: 15_000 });
    await expect(good.locator('[data-figure="Level"]')).toContainText(level);
    await good.goto('/sessions-timeline');
    for (const id of [goodId, badId]) {
      await expect(good.locator(`[data-session-id="${id}"]`)).toBeVisible({ timeout: 15_000 });
    }
    await good.goto('/performance-hub');
    await expect(good.getByTestId('score-trend')).toHaveAttribute('data-points', '2', { timeout: 15_000 });
    const header = good.getByRole('banner').getByRole('button', { name: /Robin/ });
    await header.click();
    await good.getByRole('button', { name: 'Refresh stats' }).click();
    await expect(header).toContainText(`1 case completed · Level: ${level}`, { timeout: 15_000 });
    await good.keyboard.press('Escape');

    await good.context().close();
    await bad.context().close();
  });

  test('a running session has no feedback yet: the page says so and links back to the case', async ({
    browser,
  }) => {
    const page = await loggedInPage(browser);
    const id = await startSession(page);
    await page.goto(`/feedback/${id}`);
    await expect(page.getByText('This session is still running')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the case' })).toHaveAttribute(
      'href',
      new RegExp(`/case/${CASE.id}\\?session=${id}$`),
    );
    await expectNoSeriousA11yViolations(page, 'the feedback page of a running session');
    await page.getByRole('link', { name: 'Back to the case' }).click();
    await sessionButton(page, 'End Session').click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await expect(sessionButton(page, 'Session Completed')).toBeDisabled();

    // Ended without a summary: the feedback, which shows the expected answers, waits for it.
    await page.goto(`/feedback/${id}`);
    await expect(page.getByText('Write your summary first')).toBeVisible();
    await expect(page.getByText(/expected diagnosis/)).toBeVisible();
    await page.getByRole('link', { name: 'Back to the case' }).click();
    await page.getByLabel('Working diagnosis').fill('Right ureteric colic');
    await page.getByLabel('Management plan').fill('Analgesia and a CT KUB.');
    await page.getByRole('button', { name: 'Submit summary' }).click();
    await expect(page).toHaveURL(new RegExp(`/handoff/${id}$`));
    await page.goto(`/feedback/${id}`);
    await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Write your summary first')).toHaveCount(0);
    await page.context().close();
  });
});
