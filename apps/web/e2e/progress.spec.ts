import type { Page } from '@playwright/test';
import { levelForShownScore } from '@urosim/domain';
import { newTraineeForFile } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { collectPageErrors } from './fixtures/console';
import { reviewShot } from './fixtures/review';
import { sessionButton, startSession } from './fixtures/session';
import { expect, test } from './fixtures/test';

/** The level an average implies (specification, section 4). */
const levelName = (average: number) => levelForShownScore(average).name;

const loggedInPage = newTraineeForFile('progress').openPage;

const headerStats = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Robin/ });
const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"]`);

const openDashboard = async (page: Page) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?, Robin$/ })).toBeVisible();
  await expect(figure(page, 'Sessions')).toBeVisible({ timeout: 15_000 });
};

const openHub = async (page: Page) => {
  await page.goto('/performance-hub');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance Hub' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Score trend' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
};

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await reviewShot(page, `${name}.png`, { fullPage: true });
};

const noSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
};

test.describe('progress', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a new trainee sees empty states, then one session on the dashboard, timeline, hub and header', async ({
    browser,
  }) => {
    const page = await loggedInPage(browser);
    const errors = collectPageErrors(page);

    // ---- A new trainee: readable empty states.
    await openDashboard(page);
    await expect(
      page.getByRole('heading', { name: 'No sessions yet — start your first case' }),
    ).toBeVisible();
    await expect(figure(page, 'Sessions')).toContainText('0');
    await expect(figure(page, 'Cases completed')).toContainText('0');
    await expect(figure(page, 'Level')).toContainText('Starting');
    await expect(headerStats(page)).toContainText('0 cases completed · Level: Starting');
    await expectNoSeriousA11yViolations(page, 'the empty dashboard at 1280 px');
    await shot(page, 'dashboard-empty-1280');

    await openHub(page);
    await expect(
      page.getByRole('heading', { name: 'No sessions yet — start your first case' }),
    ).toBeVisible();
    await expect(page.getByText('No scored session yet.', { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the empty hub at 1280 px');
    await shot(page, 'hub-empty-1280');

    await page.goto('/sessions-timeline');
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions timeline' })).toBeVisible();
    await expect(page.getByText('No sessions yet — start your first case')).toBeVisible({ timeout: 15_000 });

    // /analytics is the hub; /my-analytics its compact variant.
    await page.goto('/analytics');
    await expect(page).toHaveURL(/\/performance-hub$/);
    await page.goto('/my-analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'My analytics' })).toBeVisible();

    const phone = await loggedInPage(browser, 375);
    await openDashboard(phone);
    await expectNoSeriousA11yViolations(phone, 'the empty dashboard at 375 px');
    await noSidewaysScroll(phone);
    await shot(phone, 'dashboard-empty-375');
    await openHub(phone);
    await expectNoSeriousA11yViolations(phone, 'the empty hub at 375 px');
    await noSidewaysScroll(phone);
    await shot(phone, 'hub-empty-375');

    // ---- One short session: start, one question, end, a summary, its feedback.
    await page.goto(`/case/${CASE.id}`);
    await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible();
    await startSession(page);
    await expect(page).toHaveURL(/[?&]session=[0-9a-f-]{36}/);
    const sessionId = new URL(page.url()).searchParams.get('session')!;
    const log = page.getByRole('log', { name: `Conversation with ${CASE.patient}` });
    const input = page.getByLabel('Message to the patient');
    await input.fill('When did the pain start?');
    await input.press('Enter');
    await expect(log.locator('[data-sender]:not([data-sender="user"])')).toHaveCount(1, { timeout: 20_000 });
    await expect(input).toBeEnabled();
    await sessionButton(page, 'End Session').click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await expect(sessionButton(page, 'Session Completed')).toBeDisabled();
    await page.getByLabel('Working diagnosis').fill('Right ureteric colic');
    await page.getByLabel('Management plan').fill('Analgesia and a CT KUB.');
    await page.getByRole('button', { name: 'Submit summary' }).click();
    // The summary goes on to the hand-off, which this session skips.
    await expect(page).toHaveURL(new RegExp(`/handoff/${sessionId}$`));
    await page.getByRole('main').getByRole('link', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(new RegExp(`/feedback/${sessionId}$`));
    await expect(page.getByTestId('overall-score')).toBeVisible({ timeout: 20_000 });
    const score = Number(await page.getByTestId('overall-score').textContent());
    const level = levelName(score);

    // ---- The dashboard: one session, the recent activity links to its feedback.
    await openDashboard(page);
    await expect(figure(page, 'Sessions')).toContainText('1');
    await expect(figure(page, 'Cases completed')).toContainText('1');
    await expect(figure(page, 'Level')).toContainText(level);
    await expect(page.getByRole('heading', { name: 'No sessions yet — start your first case' })).toHaveCount(
      0,
    );
    const recent = page.getByRole('list', { name: 'Recent activity' });
    await expect(recent.getByRole('link', { name: new RegExp(CASE.title) })).toHaveAttribute(
      'href',
      `/feedback/${sessionId}`,
    );
    await expectNoSeriousA11yViolations(page, 'the dashboard with a session at 1280 px');
    await shot(page, 'dashboard-data-1280');

    // ---- The header, after a refresh: cases completed and the level the average implies.
    await page.reload();
    await expect(headerStats(page)).toContainText(`1 case completed · Level: ${level}`, { timeout: 15_000 });
    await headerStats(page).click();
    await page.getByRole('button', { name: 'Refresh stats' }).click();
    await expect(headerStats(page)).toContainText(`1 case completed · Level: ${level}`);
    await page.keyboard.press('Escape');

    // ---- The timeline: date, case, duration, score, link to the feedback.
    await page.goto('/sessions-timeline');
    const entry = page.locator(`[data-session-id="${sessionId}"]`);
    await expect(entry).toContainText(CASE.title, { timeout: 15_000 });
    await expect(entry).toContainText(`Score: ${score}%`);
    await expect(entry.getByRole('link')).toHaveAttribute('href', `/feedback/${sessionId}`);
    await expect(entry.locator('time')).toHaveCount(1);

    // ---- The hub: one point on the trend, with its table.
    await openHub(page);
    await expect(page.getByTestId('score-trend')).toHaveAttribute('data-points', '1');
    await expect(page.getByTestId('score-trend').locator('table')).toContainText(CASE.title);
    await expect(page.getByTestId('score-trend').locator('table')).toContainText(`${score}%`);
    await expect(page.getByRole('heading', { name: 'Time per case' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the hub with a session at 1280 px');
    await shot(page, 'hub-data-1280');

    await openDashboard(phone);
    await expect(figure(phone, 'Sessions')).toContainText('1');
    await expectNoSeriousA11yViolations(phone, 'the dashboard with a session at 375 px');
    await noSidewaysScroll(phone);
    await shot(phone, 'dashboard-data-375');
    await openHub(phone);
    await expect(phone.getByTestId('score-trend')).toHaveAttribute('data-points', '1');
    await expectNoSeriousA11yViolations(phone, 'the hub with a session at 375 px');
    await noSidewaysScroll(phone);
    await shot(phone, 'hub-data-375');

    expect(errors).toEqual([]);
  });
});
