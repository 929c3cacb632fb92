import type { Page } from '@playwright/test';
import { newTraineeForFile } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { collectPageErrors } from './fixtures/console';
import { reviewShot } from './fixtures/review';
import { expect, test } from './fixtures/test';

const loggedInPage = newTraineeForFile('modules').openPage;

const SCENARIO = {
  id: 'bladder-cancer-biopsy-result',
  title: 'A new bladder cancer diagnosis after a biopsy',
  patient: 'Margaret Hale',
} as const;

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await reviewShot(page, `${name}.png`, { fullPage: true });
};

const emotion = (page: Page) => page.locator('[data-patient-emotion]');

/** Says a line to the patient and waits for the reply that holds `expected`. */
const say = async (page: Page, line: string, expected: string | RegExp) => {
  const log = page.getByRole('log', { name: `Conversation with ${SCENARIO.patient}` });
  const input = page.getByLabel(`Say something to ${SCENARIO.patient}`);
  await input.fill(line);
  await input.press('Enter');
  await expect(log).toContainText(line);
  await expect(log).toContainText(expected);
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('');
};

test.describe('modules and breaking bad news', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the side navigation leads to the modules; a module leads to its next case', async ({ browser }) => {
    const page = await loggedInPage(browser);
    const errors = collectPageErrors(page);

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Modules' }).click();
    await expect(page).toHaveURL(/\/modules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
    const stones = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Stones', exact: true }) });
    await expect(stones).toContainText('0 of 3 cases scored', { timeout: 15_000 });
    await expect(stones).toContainText(`Next case: ${CASE.title}`);
    await expect(page.getByRole('heading', { name: 'Acute urology on call' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Breaking bad news' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/modules at 1280 px');
    await shot(page, 'modules-1280');

    await stones.getByRole('link', { name: 'Open module Stones' }).click();
    await expect(page).toHaveURL(/\/modules\/stones$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stones' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/^Goal: /)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Next case: ${CASE.title}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cases in order' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/modules/stones at 1280 px');
    await shot(page, 'module-stones-1280');

    await page.getByRole('link', { name: 'Play next case' }).click();
    await expect(page).toHaveURL(new RegExp(`/case/${CASE.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a breaking-bad-news scenario is played and reviewed with SPIKES scores and evidence', async ({
    browser,
  }) => {
    const page = await loggedInPage(browser);
    const errors = collectPageErrors(page);

    await page.goto('/modules');
    await page.getByRole('link', { name: 'Open breaking bad news' }).click();
    await expect(page).toHaveURL(/\/modules\/bab$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Breaking bad news' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3, { timeout: 15_000 });
    await expectNoSeriousA11yViolations(page, '/modules/bab at 1280 px');

    await page.getByRole('link', { name: `Play ${SCENARIO.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/modules/bab/${SCENARIO.id}/play$`));
    await expect(page.getByRole('heading', { level: 1, name: SCENARIO.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your brief' })).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Start conversation' }).click();

    // The patient speaks first, calm; the emotion changes with how the news is given.
    await expect(emotion(page)).toHaveAttribute('data-patient-emotion', 'calm', { timeout: 15_000 });
    await expect(page.getByRole('log', { name: `Conversation with ${SCENARIO.patient}` })).toContainText(
      "I've come for my results",
    );
    await expectNoSeriousA11yViolations(page, 'the conversation at 1280 px');
    await say(
      page,
      'Hello, my name is Dr Patel, one of the urology doctors. Is it okay to talk here, or would you like someone with you?',
      'rather just hear it',
    );
    await say(page, 'Can you tell me what you understand about why you had the camera test?', 'best to wait');
    await say(page, "I'm afraid the results are not what we were hoping for.", "That doesn't sound good");
    await expect(emotion(page)).toHaveAttribute('data-patient-emotion', 'anxious');
    await say(page, 'The tests on the tissue show that the growth in your bladder is a cancer.', 'I knew it');
    await expect(emotion(page)).toHaveAttribute('data-patient-emotion', 'tearful');
    await expect(emotion(page)).toContainText('Patient’s emotion: Tearful');
    await say(page, 'You will need a second operation.', 'Do you even care');
    await expect(emotion(page)).toHaveAttribute('data-patient-emotion', 'angry');
    await say(
      page,
      "I'm so sorry, I should have stopped. This must be a huge shock. Take your time.",
      'What happens now',
    );
    await expect(emotion(page)).toHaveAttribute('data-patient-emotion', 'settling');
    await say(
      page,
      'The next step is a second operation, then BCG treatment into the bladder. A specialist nurse will call you.',
      'Will that get rid of it',
    );
    await say(
      page,
      'Can you tell me in your own words what you have taken from what I said?',
      'Have I got that right',
    );
    await expectNoSeriousA11yViolations(page, 'the conversation after eight turns at 1280 px');
    await shot(page, 'bab-play-1280');

    // The review: SPIKES step by step, with the trainee's own lines as evidence.
    await page.getByRole('button', { name: 'End and review' }).click();
    await expect(page).toHaveURL(new RegExp(`/modules/bab/${SCENARIO.id}/review\\?session=`));
    await expect(page.getByRole('heading', { level: 1, name: `Review: ${SCENARIO.title}` })).toBeVisible();
    await expect(page.getByTestId('spikes-overall')).toHaveText('75', { timeout: 15_000 });
    await expect(page.getByTestId('emotion-path')).toHaveText('Calm → Anxious → Tearful → Angry → Settling');
    const steps = page.locator('[data-step]');
    await expect(steps).toHaveCount(6);
    const knowledge = page.locator('[data-step="knowledge"]');
    await expect(knowledge.getByTestId('spikes-score-knowledge')).toHaveText(/^2\s*out of\s*\/\s*2$/);
    // The warning shot, then the news itself.
    await expect(knowledge.getByRole('blockquote')).toHaveCount(2);
    await expect(knowledge.getByRole('blockquote').first()).toContainText(
      "I'm afraid the results are not what we were hoping for.",
    );
    await expect(knowledge.getByRole('blockquote').last()).toContainText(
      'The tests on the tissue show that the growth in your bladder is a cancer.',
    );
    const invitation = page.locator('[data-step="invitation"]');
    await expect(invitation).toContainText('You did not ask how much the patient wanted to know.');
    await expect(page.getByTestId('spikes-score-invitation')).toContainText('0');
    await expect(page.locator('[data-step="emotions"]').getByTestId('spikes-score-emotions')).toContainText(
      '1',
    );
    await expect(page.getByRole('heading', { name: 'What the patient reacted to' })).toBeVisible();
    await expect(page.getByText('Moved on while the patient was upset', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the review at 1280 px');
    await shot(page, 'bab-review-1280');

    // The list shows the score; the review opens again from there.
    await page.getByRole('link', { name: 'All scenarios' }).last().click();
    await expect(page).toHaveURL(/\/modules\/bab$/);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: SCENARIO.title }) });
    await expect(card).toContainText('Last SPIKES score: 75/100', { timeout: 15_000 });
    await card.getByRole('link', { name: `Review ${SCENARIO.title}` }).click();
    await expect(page.getByTestId('spikes-overall')).toHaveText('75', { timeout: 15_000 });
    const reviewUrl = page.url();
    expect(errors).toEqual([]);

    // On a phone: the same review, readable without sideways scrolling.
    const phone = await loggedInPage(browser, 390);
    await phone.goto(reviewUrl);
    // A fresh page loads the scenario, then the review: slow on a busy machine.
    await expect(phone.getByTestId('spikes-overall')).toHaveText('75', { timeout: 15_000 });
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(phone, 'the review at 390 px');
  });
});
