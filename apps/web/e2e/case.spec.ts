import type { Page } from '@playwright/test';
import { newTraineeForFile, submitLoginForm } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { collectPageErrors } from './fixtures/console';
import { sessionButton, startSession } from './fixtures/session';
import { expect, test } from './fixtures/test';

// Each run plays with a new account: sessions use up a monthly quota, and nobody else's history
// shows in its case cards.
const trainee = newTraineeForFile('case');
const loggedInPage = trainee.openPage;

const patientLog = (page: Page) => page.getByRole('log', { name: `Conversation with ${CASE.patient}` });

/** Asks the patient and waits for the reply that holds `expected`. */
const ask = async (page: Page, question: string, expected: string) => {
  const input = page.getByLabel('Message to the patient');
  await input.fill(question);
  await input.press('Enter');
  await expect(patientLog(page)).toContainText(question);
  await expect(patientLog(page)).toContainText(expected);
  // The field comes back, empty, once the reply is in.
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('');
};

test.describe('cases and timed sessions', () => {
  test('a trainee finds a case by topic, plays a timed session and submits a summary', async ({ page }) => {
    const errors = collectPageErrors(page);

    // Log in and open the case selection.
    await page.goto('/login');
    await submitLoginForm(page, trainee.credentials);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/case-selection');
    await expect(page.getByRole('heading', { level: 1, name: 'Urology Case Selection' })).toBeVisible();
    await expect(page).toHaveTitle(/Urology Case Selection/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/case-selection at 1280 px');

    // Filter by topic: only stone cases remain, the renal colic case among them.
    await page.getByLabel('Topic').selectOption(CASE.topic);
    await expect(page).toHaveURL(/topic=stones/);
    const card = page.getByRole('article', { name: CASE.title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Natalie Brennan, 36, female');
    await expect(card).toContainText('10 min');
    await expect(card).toContainText('Not played yet');
    // No spoilers: the card shows the presenting complaint, setting and level, not the topic.
    await expect(card).not.toContainText('Stones and renal colic');

    // Bookmark it, and find it with "Bookmarked only".
    const bookmark = card.getByRole('button', { name: `Bookmark ${CASE.title}` });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Bookmarked only').check();
    await expect(page.getByRole('article', { name: CASE.title })).toBeVisible();
    await page.getByLabel('Bookmarked only').uncheck();

    // The preview: brief, patient, documents (the objectives wait for the feedback); then start.
    await card.getByRole('link', { name: /^Preview/ }).click();
    await expect(page).toHaveURL(new RegExp(`/case-preview\\?caseId=${CASE.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your brief' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Learning objectives' })).toHaveCount(0);
    await expect(page.getByText(/with your feedback, after the session/)).toBeVisible();
    await page.getByRole('button', { name: /^Read ED triage note/ }).click();
    const documentDialog = page.getByRole('dialog', { name: 'ED triage note and observations' });
    await expect(documentDialog).toContainText('HR 104');
    await documentDialog.getByRole('button', { name: 'Close' }).click();
    await expect(documentDialog).toBeHidden();
    await page.getByRole('link', { name: 'Start case' }).first().click();

    // The case page: the brief first; the header's controls start the session.
    await expect(page).toHaveURL(new RegExp(`/case/${CASE.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready when you are' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('timer')).toHaveText(/10:00/);
    await sessionButton(page, 'Start Session').click();
    await expect(sessionButton(page, 'Starting in 3...')).toBeVisible();
    // By the next look the count may have moved on (a loaded machine): the button stays disabled.
    await expect(sessionButton(page, /^Starting in [1-3]\.\.\.$/)).toBeDisabled();
    const endButton = sessionButton(page, 'End Session');
    await expect(endButton).toBeEnabled({ timeout: 10_000 });
    await expect(page.getByRole('banner').getByRole('timer')).toHaveText(/(10:00|9:[0-5]\d)/);
    await expect(page).toHaveURL(/[?&]session=[0-9a-f-]{36}/);

    // History: Enter sends, Shift+Enter makes a new line, blank messages are not sent.
    const input = page.getByLabel('Message to the patient');
    await expect(input).toBeFocused();
    await input.fill('   ');
    await input.press('Enter');
    await expect(patientLog(page).locator('[data-sender="user"]')).toHaveCount(0);
    await input.fill('First line');
    await input.press('Shift+Enter');
    await input.pressSequentially('second line');
    await expect(input).toHaveValue('First line\nsecond line');
    await input.fill('');
    await ask(page, "Hello, I'm one of the urology doctors. Can you tell me your full name?", 'My name');
    await ask(page, 'When did the pain start?', 'About half six this morning');
    await ask(page, 'Does the pain go anywhere?', 'shoots round the front and down into my groin');
    await ask(page, 'Have you had any fever or shivers?', "I haven't felt hot or shivery");
    await expectNoSeriousA11yViolations(page, 'the case page in a session at 1280 px');

    // The nurse reports the observations.
    await page.getByRole('tab', { name: 'Nurse' }).click();
    const nurseInput = page.getByLabel('Message to the nurse');
    await nurseInput.fill('Can I have a set of observations, please?');
    await nurseInput.press('Enter');
    await expect(page.getByRole('log', { name: /Conversation with Bethan Lloyd/ })).toContainText(
      'Heart rate 104',
    );

    // An examination and investigations: one back at once, one later.
    await page.getByRole('tab', { name: 'Examination' }).click();
    await page.getByRole('button', { name: 'Examine Renal angles' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Examination' })).toContainText(
      'Right renal angle tender',
    );
    await page.getByRole('tab', { name: 'Investigations' }).click();
    const tests = page.getByRole('tabpanel', { name: 'Investigations' });
    await tests.getByLabel('Search investigations').fill('urinalysis');
    await expect(tests.getByRole('heading', { name: 'Urine dipstick' })).toBeVisible();
    await expect(tests.getByRole('heading', { name: 'Full blood count' })).toHaveCount(0);
    await tests.getByRole('button', { name: 'Order Urine dipstick' }).click();
    await expect(tests).toContainText('Blood 3+, leucocytes negative, nitrites negative');
    await tests.getByLabel('Search investigations').fill('fbc');
    await tests.getByRole('button', { name: 'Order Full blood count' }).click();
    await expect(tests).toContainText(/Pending — expected at \d+:\d\d/);

    // A reload brings back the transcript, the results and the time left.
    await page.reload();
    await expect(endButton).toBeEnabled();
    await expect(page.getByRole('banner').getByRole('timer')).toHaveText(/[0-9]:[0-5]\d/);
    await expect(patientLog(page)).toContainText('About half six this morning');
    await expect(patientLog(page)).toContainText("I haven't felt hot or shivery");
    await page.getByRole('tab', { name: 'Investigations' }).click();
    await expect(tests).toContainText('Blood 3+, leucocytes negative, nitrites negative');
    await expect(tests).toContainText(/Pending — expected at \d+:\d\d/);

    // Notes are saved as one types.
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByLabel('Your notes').fill('Loin to groin colic, afebrile. CT KUB.');
    await expect(page.getByText('All changes saved.')).toBeVisible();

    // End Session asks first: Keep going keeps the session running.
    await endButton.click();
    const confirm = page.getByRole('dialog', { name: 'End the session now?' });
    await expect(confirm.getByRole('button', { name: 'Keep going' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, 'the end-session dialog');
    await confirm.getByRole('button', { name: 'Keep going' }).click();
    await expect(confirm).toBeHidden();
    await expect(endButton).toBeEnabled();
    // End the session: the controls say so, and the summary form opens.
    await endButton.click();
    await confirm.getByRole('button', { name: 'End session' }).click();
    await expect(sessionButton(page, 'Session Completed')).toBeDisabled();
    const summaryHeading = page.getByRole('heading', { name: 'Session summary' });
    await expect(summaryHeading).toBeFocused();
    await expect(page.getByLabel('Message to the patient')).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'the case page with the summary form at 1280 px');

    // The summary is checked, then submitted.
    await page.getByRole('button', { name: 'Submit summary' }).click();
    await expect(page.getByLabel('Working diagnosis')).toHaveAccessibleDescription(
      /Give your working diagnosis/,
    );
    await expect(page.getByLabel('Management plan')).toHaveAccessibleDescription(/Give your management plan/);
    await page
      .getByLabel('Working diagnosis')
      .fill('Right distal ureteric stone (renal colic), no sign of infection');
    await page
      .getByLabel('Differential diagnoses')
      .fill('Appendicitis; ectopic pregnancy excluded by a negative test');
    await page
      .getByRole('textbox', { name: 'Investigations' })
      .fill('Urine dip, pregnancy test, FBC, U&E, CRP, CT KUB');
    await page
      .getByLabel('Management plan')
      .fill('NSAID analgesia, antiemetic, low-dose CT KUB within 24 hours');
    await page
      .getByLabel('Escalation and safety-netting')
      .fill('Urology registrar if fever, AKI or pain uncontrolled');
    await page.getByRole('button', { name: 'Submit summary' }).click();
    // Submitted, the app goes on to the SBAR hand-off; back on the case page, the summary is there
    // with the ways to the hand-off and the feedback.
    await expect(page).toHaveURL(/\/handoff\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Summary submitted' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'View feedback' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Your hand-off' })).toBeVisible();
    await expect(
      page.getByText('Right distal ureteric stone (renal colic), no sign of infection'),
    ).toBeVisible();

    // A reload keeps the ended session and its summary.
    await page.reload();
    await expect(sessionButton(page, 'Session Completed')).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Summary submitted' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Back to case selection' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Urology Case Selection' })).toBeVisible();
    await expect(page.getByRole('article', { name: CASE.title })).toContainText('Played once');
    expect(errors).toEqual([]);
  });

  test('at 375 px: keyboard start, an error bubble, and no serious accessibility problems', async ({
    browser,
  }) => {
    const page = await loggedInPage(browser, 375);
    await page.goto(`/case-selection?topic=${CASE.topic}`);
    await expect(page.getByRole('article', { name: CASE.title })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/case-selection at 375 px');

    await page.goto(`/case/${CASE.id}`);
    await expect(page.getByRole('heading', { name: 'Ready when you are' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the case page before the start at 375 px');

    // Keyboard only: the start button, then the focus lands in the patient's message field.
    await expect(sessionButton(page, 'Start Session')).toBeEnabled();
    await sessionButton(page, 'Start Session').focus();
    await page.keyboard.press('Enter');
    await expect(sessionButton(page, /^Starting in \d\.\.\.$/)).toBeVisible();
    const input = page.getByLabel('Message to the patient');
    await expect(input).toBeFocused({ timeout: 10_000 });
    await page.keyboard.type('Where exactly is the pain?');
    await page.keyboard.press('Enter');
    await expect(patientLog(page)).toContainText('round the back on the right');
    await expectNoSeriousA11yViolations(page, 'the case page in a session at 375 px');

    // A failed reply shows as an error bubble with the AI error mapping's text.
    await page.route('**/api/v1/patient/chat/**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '' }),
    );
    await input.fill('Any blood in your urine?');
    await input.press('Enter');
    const bubble = patientLog(page).locator('[data-type="error"]');
    await expect(bubble).toContainText('Temporarily unavailable. Check your internet and retry.');
    await page.unroute('**/api/v1/patient/chat/**');
    await expect(input).toBeEnabled();
    await page.context().close();
  });

  test('low and critical time are styled and announced; the server’s clock has the last word', async ({
    browser,
  }) => {
    const page = await loggedInPage(browser);
    // The browser's clock is the test's: it can jump ahead of the server's.
    await page.clock.install();
    await page.goto(`/case/${CASE.id}`);
    await sessionButton(page, 'Start Session').click();
    const endButton = sessionButton(page, 'End Session');
    await expect(endButton).toBeEnabled({ timeout: 10_000 });
    const timer = page.getByRole('banner').getByRole('timer');
    await expect(timer).toHaveAttribute('data-tone', 'normal');

    await page.clock.fastForward('08:05');
    // Between 1:00 and 1:59: on a loaded machine the start itself can take several seconds.
    await expect(timer).toHaveText(/1:[0-5]\d/);
    await expect(timer).toHaveAttribute('data-tone', 'low');
    await expect(page.getByRole('status').filter({ hasText: '2 minutes left.' })).toHaveCount(1);

    await page.clock.fastForward('01:35');
    await expect(timer).toHaveText(/0:[0-2]\d/);
    await expect(timer).toHaveAttribute('data-tone', 'critical');
    await expect(page.getByRole('status').filter({ hasText: '30 seconds left.' })).toHaveCount(1);

    // Time is up for the browser, not for the server (only seconds passed there): the page asks
    // the server and follows it, rather than ending the session itself.
    await page.clock.fastForward('00:40');
    await expect(timer).toHaveText(/9:[0-5]\d/);
    await expect(endButton).toBeEnabled();
    await expect(sessionButton(page, 'Session Completed')).toHaveCount(0);
    await endButton.click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await expect(sessionButton(page, 'Session Completed')).toBeDisabled();
    await page.context().close();
  });

  test('one running session per case: a second tab resumes it instead of starting another', async ({
    browser,
  }) => {
    const page = await loggedInPage(browser);
    await page.goto(`/case/${CASE.id}`);
    await startSession(page);
    const sessionId = new URL(page.url()).searchParams.get('session');
    await page.getByLabel('Message to the patient').fill('Where is the pain?');
    await page.getByLabel('Message to the patient').press('Enter');
    await expect(patientLog(page).locator('[data-sender="user"]')).toHaveCount(1);

    // A new tab knows nothing of it (no ?session=, nothing in its storage): Start Session resumes
    // the running session, with its transcript, and spends nothing.
    const second = await page.context().newPage();
    await second.goto(`/case/${CASE.id}`);
    await sessionButton(second, 'Start Session').click();
    await expect(second).toHaveURL(new RegExp(`[?&]session=${sessionId}`));
    await expect(sessionButton(second, 'End Session')).toBeEnabled({ timeout: 10_000 });
    await expect(patientLog(second)).toContainText('Where is the pain?');
    await page.context().close();
  });

  test('a case that does not exist says so and offers no start', async ({ browser }) => {
    const page = await loggedInPage(browser);
    await page.goto('/case/does-not-exist');
    await expect(page.getByText('This case does not exist or is not available.')).toBeVisible();
    await expect(sessionButton(page, 'Start Session')).toBeDisabled();
    await page.context().close();
  });

  test('preview and facilitator modes', async ({ browser }) => {
    const page = await loggedInPage(browser);
    await page.goto(`/case/${CASE.id}?preview=true`);
    await expect(page.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible();
    await expect(sessionButton(page, 'Preview Mode')).toBeDisabled();
    await expect(page.getByRole('banner').getByRole('timer')).toHaveText(/10:00/);

    await page.goto(`/case/${CASE.id}?fm=true`);
    await expect(page.getByRole('banner').getByText('Facilitator mode')).toBeVisible();
    await expect(sessionButton(page, 'Start Session')).toBeEnabled();

    await page.goto('/case-preview?caseId=no-such-case');
    await expect(page.getByText('This case does not exist or is not available.')).toBeVisible();
    await page.context().close();
  });
});
