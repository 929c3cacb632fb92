import type { Page } from '@playwright/test';
import { newTraineeForFile } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { collectPageErrors } from './fixtures/console';
import { expect, test } from './fixtures/test';

// A Premium case of the seeded library (packages/content/cases/slow-stream-young-man.json).
const PREMIUM_CASE = { id: 'slow-stream-young-man', title: 'A slowing stream in a 42-year-old scaffolder' };

// A new trainee (on Free) for this file: buying a plan changes the account.
const trainee = newTraineeForFile('billing');

const tierPill = (page: Page) => page.getByRole('banner').getByTestId('tier-pill');
const headerBanner = (page: Page) => page.getByRole('complementary', { name: 'Subscription notice' });

/** Fills the sandbox's card form and sends it. */
const payWith = async (page: Page, number: string, submit: RegExp | string) => {
  await page.getByLabel('Name on card').fill('Robin Example');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: submit }).click();
};

test.describe('subscriptions in the billing sandbox', () => {
  test('a trainee buys Premium, plays a Premium case, cancels, and dismisses the banner for the session', async ({
    browser,
  }) => {
    // A whole journey: 49 s in CI, over 90 s with other builds on the same 2 cores (measured).
    test.setTimeout(180_000);
    const page = await trainee.openPage(browser);
    const errors = collectPageErrors(page);

    // On Free, a Premium case is locked, with the way to upgrade instead of a start button.
    await page.goto(`/case-preview?caseId=${PREMIUM_CASE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: PREMIUM_CASE.title })).toBeVisible();
    await expect(page.getByText('This case is locked')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade your plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start case' })).toHaveCount(0);
    await expect(tierPill(page)).toHaveAccessibleName('Subscription: Free');

    // Pricing → Choose Premium → the sandbox's checkout.
    await page.goto('/pricing');
    await page.getByRole('list', { name: 'Plans' }).getByRole('link', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/internal\/subscription\/checkout\?session=/);
    await expect(page.getByText('Sandbox — no money moves.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your order' })).toContainText('Premium plan');
    await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sandbox checkout');

    // A declined card is said in the form; nothing is bought.
    await payWith(page, '4000 0000 0000 0002', /^Pay /);
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/subscription\/checkout/);

    // 4242 pays: the success page waits for the webhook, then confirms.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/internal\/subscription\/success\?session=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Your Premium plan is active.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'subscription success');

    // The header pill says the plan.
    await expect(tierPill(page)).toHaveAccessibleName('Subscription: Premium');

    // The Premium case opens, and its session starts.
    await page.goto(`/case/${PREMIUM_CASE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: PREMIUM_CASE.title })).toBeVisible();
    await expect(page.getByText('This case is locked')).toHaveCount(0);
    await page.getByRole('button', { name: 'Start the session' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'End Session' })).toBeVisible({
      timeout: 20_000,
    });

    // The subscription page: plan, status, unlimited usage, an invoice paid; then cancel.
    await page.goto('/subscription');
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    const plan = page.getByRole('region', { name: 'Your plan' });
    await expect(plan).toContainText('Premium');
    await expect(plan).toContainText('Active');
    await expect(page.getByRole('region', { name: 'Usage this period' })).toContainText('Unlimited');
    await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('Paid');
    await expectNoSeriousA11yViolations(page, '/subscription');
    await plan.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toContainText('stays until the end of the period');
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription will end on' })).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Reactivate subscription' })).toBeVisible();

    // Elsewhere, the header's banner says it is ending; dismissed, it stays hidden this session.
    await page.goto('/dashboard');
    const banner = headerBanner(page);
    await expect(banner).toContainText('Subscription Ending');
    await expect(banner).toContainText(
      /Your subscription is set to cancel in \d+ days?\. Renew now to keep your access and data\./,
    );
    await expect(banner.getByRole('button', { name: 'Reactivate Subscription' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/dashboard with the subscription banner');
    await banner.getByRole('button', { name: 'Dismiss: Subscription Ending' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
    await expect(tierPill(page)).toHaveAccessibleName('Subscription: Premium');
    await expect(headerBanner(page)).toHaveCount(0);
    await page.goto('/case-selection');
    await expect(page.getByRole('heading', { level: 1, name: 'Urology Case Selection' })).toBeVisible();
    await expect(headerBanner(page)).toHaveCount(0);

    // The sandbox's portal: the subscription as it holds it, and what moving its clock does.
    await page.goto('/internal/subscription/manage');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing portal' })).toBeVisible();
    await expect(page.getByText('Sandbox — no money moves.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText('Premium: Active until');
    await expect(page.getByRole('region', { name: 'Card' })).toContainText('ending 4242');
    await expect(page.getByRole('region', { name: 'Sandbox clock' })).toContainText(
      'It only changes this sandbox, never real time.',
    );
    await expect(page.getByRole('button', { name: 'Move the sandbox clock forward' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sandbox portal');

    // The card form of ?action=update-payment lists the test cards in the page.
    await page.goto('/subscription?action=update-payment');
    const cardForm = page.getByRole('region', { name: 'Update payment method' });
    await expect(cardForm).toContainText('4000 0000 0000 0341');
    await expect(cardForm.getByRole('form', { name: 'New card' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/subscription?action=update-payment');

    // A new browser session shows it again.
    const fresh = await trainee.openPage(browser);
    await fresh.goto('/dashboard');
    await expect(headerBanner(fresh)).toContainText('Subscription Ending');
    await fresh.context().close();

    // The declined card's 402 is the one failed request the browser reports.
    expect(errors.filter((error) => !error.includes('402 (Payment Required)'))).toEqual([]);
    await page.context().close();
  });
});
