import type { Browser, Page } from '@playwright/test';
import { createDb, insertAiUsage } from '@urosim/db';
import { loggedInState, newTraineeForFile, openLoggedInPage, SEEDED } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { e2eDatabaseUrl } from './fixtures/e2e-server';
import { sessionButton, startSession } from './fixtures/session';
import { expect, test } from './fixtures/test';

// The admin's business screens (issue 17) as an admin uses them, with a trainee's session, its
// survey answer and its model-call rows made earlier in the same test.

const trainee = newTraineeForFile('biz');
const tag = Date.now().toString(36);

const adminPage = async (browser: Browser) => openLoggedInPage(browser, await loggedInState(SEEDED.admin));

/** A trainee plays the renal colic case to its feedback page; answers its session id. */
const playToFeedback = async (page: Page) => {
  await page.goto(`/case/${CASE.id}`);
  await startSession(page);
  const sessionId = new URL(page.url()).searchParams.get('session')!;
  await sessionButton(page, 'End Session').click();
  await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
  await expect(page.getByRole('heading', { name: 'Session summary' })).toBeVisible();
  await page.getByLabel('Working diagnosis').fill('Right ureteric colic');
  await page.getByLabel('Management plan').fill('Analgesia, CT KUB, urology review');
  await page.getByRole('button', { name: 'Submit summary' }).click();
  await expect(page).toHaveURL(/\/handoff\/[0-9a-f-]{36}$/);
  await page.getByRole('main').getByRole('link', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(new RegExp(`/feedback/${sessionId}$`));
  await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: 20_000 });
  return sessionId;
};

test('an admin runs plans, subscriptions, costs, announcements and survey analytics on real rows', async ({
  browser,
}) => {
  // A played session, then six admin screens each checked with axe, on two shared cores.
  test.setTimeout(240_000);
  // The trainee plays a case and answers the survey under its feedback.
  const play = await trainee.openPage(browser);
  const sessionId = await playToFeedback(play);
  const survey = play.getByRole('region', { name: 'A quick survey (optional)' });
  await expect(survey).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousA11yViolations(play, 'feedback with the survey');
  await survey
    .getByRole('radiogroup', { name: /How useful was this case/ })
    .getByLabel('5')
    .check();
  await survey
    .getByRole('radiogroup', { name: /How realistic/ })
    .getByLabel('4')
    .check();
  const comment = `The nurse felt real ${tag}`;
  await survey.getByLabel('Anything else? (optional)').fill(comment);
  await survey.getByRole('button', { name: 'Send answers' }).click();
  await expect(play.getByText('Thank you: your answers help us improve the cases.')).toBeVisible();

  // The scripted engine makes no model calls, so the session's model calls are recorded with the
  // app's own write (insertAiUsage) for that real session and trainee.
  const model = `e2e-model-${tag}`;
  const db = createDb({ url: e2eDatabaseUrl(), poolMax: 1 });
  try {
    const user = await db('users').where({ email: trainee.credentials.email }).first('id');
    for (const [purpose, cost] of [
      ['patient', 0.012],
      ['feedback', 0.034],
    ] as const) {
      await insertAiUsage(db, {
        user_id: user.id,
        session_id: sessionId,
        purpose,
        model,
        prompt_tokens: 900,
        completion_tokens: 120,
        cost_usd: cost,
        latency_ms: 800,
        outcome: 'ok',
      });
    }
  } finally {
    await db.destroy();
  }

  const page = await adminPage(browser);

  // Plans: a new price for Standard (put back afterwards: the e2e database outlives the run).
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan management' })).toBeVisible({
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page, '/admin/plans');
  const form = page.getByRole('form', { name: 'Edit the Standard plan' });
  const priceField = form.getByLabel(/Monthly price/);
  const original = await priceField.inputValue();
  try {
    await priceField.fill('23.50');
    await form.getByRole('button', { name: 'Save Standard' }).click();
    await expect(page.getByRole('heading', { name: 'Standard (£23.50)' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Standard (£23.50)' }).getByText(/Sandbox price: price_/),
    ).toBeVisible();
    const plans = await page.request.get('/api/v1/subscription/plans');
    const standard = (await plans.json()).data.plans.find((p: { slug: string }) => p.slug === 'standard');
    expect(standard.priceLabel).toBe('£23.50');
  } finally {
    await page.goto('/admin/plans');
    const again = page.getByRole('form', { name: 'Edit the Standard plan' });
    await again.getByLabel(/Monthly price/).fill(original);
    await again.getByRole('button', { name: 'Save Standard' }).click();
    await expect(page.getByText(/Saved\. New subscriptions/)).toBeVisible();
  }

  await page.goto('/admin/feature-tiers');
  await expect(page.getByRole('table', { name: 'Entitlements by plan' })).toContainText('Premium');
  await expectNoSeriousA11yViolations(page, '/admin/feature-tiers');

  // Subscriptions, with the trainee's (empty) history found by e-mail.
  await page.goto('/admin/subscriptions');
  await expect(page.getByRole('table', { name: 'Key figures' })).toContainText('Churn (last 30 days)');
  await page.getByLabel('E-mail contains').fill(trainee.credentials.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: trainee.credentials.email })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/admin/subscriptions');

  // Costs: the rows of the trainee's session, by model and among the top users.
  await page.goto('/admin/costs');
  await expect(page.getByRole('table', { name: 'By model' })).toContainText(model);
  await expect(page.getByRole('table', { name: 'Top users' })).toContainText(trainee.credentials.email);
  await expectNoSeriousA11yViolations(page, '/admin/costs');

  // Announcements: written, published now, and read through the news route.
  await page.goto('/admin/announcements');
  const title = `Two new stone cases ${tag}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Text').fill('Try the new ureteric stone cases in Case Selection.');
  await page.getByLabel('Publish now').check();
  await page.getByRole('button', { name: 'Save announcement' }).click();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('published');
  await expectNoSeriousA11yViolations(page, '/admin/announcements');
  const news = await play.request.get('/api/v1/news');
  expect((await news.json()).data.posts.map((p: { title: string }) => p.title)).toContain(title);

  // Survey analytics: the trainee's answer.
  await page.goto('/admin/survey-analytics');
  await expect(page.getByRole('table', { name: 'The latest answers' })).toContainText(comment);
  await expect(page.getByRole('table', { name: 'Averages by case' })).toContainText(CASE.title);
  await expectNoSeriousA11yViolations(page, '/admin/survey-analytics');
});
