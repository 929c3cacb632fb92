import {
  BASE_URL,
  createVerifiedUser,
  loggedInState,
  newTraineeForFile,
  openLoggedInPage,
} from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { collectPageErrors } from './fixtures/console';
import { reviewShot } from './fixtures/review';
import { say, sessionButton, startSession } from './fixtures/session';
import { expect, test } from './fixtures/test';

// Issue 16, "Done when" (the facilitator's part): a trainee invites a facilitator, who joins by the
// link as a guest and follows the session live — each line, a rubric item turning met — toggles
// Ready and sends a message (the trainee sees both), writes a note and ratings; the trainee reads
// them on /feedback/fm/{sessionId}, and ending watching shuts the facilitator out.

// Facilitator observation is a Premium feature (the plans say which include it).
const trainee = newTraineeForFile('facilitator', { plan: 'premium' });

test.describe('facilitator', () => {
  test.describe.configure({ timeout: 240_000 });

  test('invite, join as a guest, follow live, Ready, message, note and ratings; the trainee reads them', async ({
    browser,
  }) => {
    const page = await trainee.openPage(browser);
    const errors = collectPageErrors(page);

    // ---- The trainee starts and invites a facilitator: a code to read aloud and a link.
    await page.goto(`/case/${CASE.id}`);
    await startSession(page);
    const sessionId = new URL(page.url()).searchParams.get('session')!;
    const room = page.getByRole('region', { name: 'Facilitator' });
    // The invite's lifetime is the trainee's choice (24 hours unless chosen).
    await expect(room.getByLabel('The invite works for')).toHaveValue('24');
    await room.getByLabel('The invite works for').selectOption({ label: '3 days' });
    await room.getByRole('button', { name: 'Invite a facilitator' }).click();
    const code = room.getByTestId('invite-code');
    await expect(code).toHaveText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/, { timeout: 10_000 });
    const link = (await room.getByTestId('invite-link').textContent()) ?? '';
    expect(link).toMatch(new RegExp(`^${BASE_URL}/fac-controls/invite/[A-Za-z0-9_-]{16,}$`));
    await expect(room).toContainText('The code and link work until');
    await expect(room).toContainText('Nobody is watching this session.');
    await expectNoSeriousA11yViolations(page, 'the case page with an invite');
    await reviewShot(room, 'trainee-invite-1280.png');

    // ---- A logged-out facilitator: the code, typed in lower case, leads to the invite page…
    const guestContext = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 1280, height: 900 },
    });
    const guest = await guestContext.newPage();
    const guestErrors = collectPageErrors(guest);
    await guest.goto('/fac-controls');
    await expect(guest.getByRole('heading', { level: 1, name: 'Facilitator controls' })).toBeVisible();
    await expectNoSeriousA11yViolations(guest, 'the code page');
    await guest.getByLabel('Enter the code').fill(((await code.textContent()) ?? '').toLowerCase());
    await guest.getByRole('button', { name: 'Continue' }).click();
    await expect(guest).toHaveURL(new URL(link).pathname);

    // …which the link opens too: a guest gives a name and joins.
    await guest.goto(new URL(link).pathname);
    await expect(guest.getByRole('heading', { level: 1, name: 'Join as facilitator' })).toBeVisible();
    await guest.getByRole('button', { name: 'Join as facilitator' }).click();
    await expect(guest.getByText('Enter your name: the trainee sees who joined.')).toBeVisible();
    await expectNoSeriousA11yViolations(guest, 'the invite page');
    await guest.getByLabel('Your name').fill('Dr Ada Guest');
    await guest.getByRole('button', { name: 'Join as facilitator' }).click();
    await expect(guest).toHaveURL(new RegExp(`/fac-controls/${sessionId}$`));
    await expect(guest.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible({ timeout: 15_000 });
    await expect(guest.getByRole('main')).toContainText('Trainee: Robin');
    await expect(guest.getByTestId('session-phase')).toContainText('In progress');
    const rubric = guest.getByTestId('rubric-item');
    await expect(rubric.first()).toBeVisible();
    const metBefore = await guest.locator('[data-testid="rubric-item"][data-status="met"]').count();

    // The trainee sees who is watching, connected.
    const watching = room.getByRole('list', { name: 'Watching' });
    await expect(watching).toContainText('Dr Ada Guest', { timeout: 15_000 });
    await expect(watching).toContainText('connected');
    await expect(watching).toContainText('Not ready');

    // ---- The trainee asks; each line reaches the facilitator, and an item turns met.
    await say(page, 'Hello, I am Robin, one of the urology doctors. What brings you in today?');
    await say(page, 'When did the pain start?');
    const transcript = guest.getByRole('list', { name: 'Transcript' });
    await expect(transcript).toContainText('When did the pain start?', { timeout: 10_000 });
    await expect(guest.getByTestId('transcript-line')).toHaveCount(4);
    await expect(transcript).toContainText('Patient chat · Trainee');
    await expect
      .poll(() => guest.locator('[data-testid="rubric-item"][data-status="met"]').count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(metBefore);

    // ---- Ready: the trainee sees it beside the session controls and in the list.
    await guest.getByRole('switch', { name: 'Ready' }).click();
    await expect(guest.getByRole('switch', { name: 'Ready' })).toBeChecked();
    await expect(page.getByRole('banner').getByText('Facilitator ready')).toBeVisible({ timeout: 10_000 });
    await expect(watching).toContainText('Ready');

    // ---- A message to the trainee, apart from the patient's chat.
    await guest.getByLabel('Message to the trainee').fill('Remember to ask about fever.');
    await guest.getByRole('button', { name: 'Send to trainee' }).click();
    const messages = room.getByRole('list', { name: 'Messages from your facilitator' });
    await expect(messages).toContainText('Remember to ask about fever.', { timeout: 10_000 });
    await expect(messages).toContainText('Dr Ada Guest');
    await expect(page.getByRole('log', { name: `Conversation with ${CASE.patient}` })).not.toContainText(
      'Remember to ask about fever.',
    );

    // ---- A private note on a line, and the ratings.
    await guest.getByRole('button', { name: 'Note on this line' }).nth(2).click();
    await expect(guest.getByLabel('Private note')).toBeFocused();
    await guest.getByLabel('Private note').fill('Good open question about the onset.');
    await guest.getByRole('button', { name: 'Add note' }).click();
    const notes = guest.getByRole('list', { name: 'Your notes' });
    await expect(notes).toContainText('Good open question about the onset.');
    await expect(notes).toContainText('on “When did the pain start?”');
    for (const [label, value] of [
      ['Overall', '4'],
      ['History', '4'],
      ['Reasoning', '3'],
      ['Communication', '5'],
      ['Management', '3'],
      ['Hand-off', '2'],
    ] as const) {
      await guest.getByLabel(label, { exact: true }).selectOption(value);
    }
    await guest.getByLabel('Comments').fill('Clear introduction; structure the history next time.');
    await guest.getByRole('button', { name: 'Save ratings' }).click();
    await expect(guest.getByText('Ratings saved. The trainee reads them with their feedback.')).toBeVisible();
    await expectNoSeriousA11yViolations(guest, 'the facilitator dashboard');
    await reviewShot(guest, 'facilitator-dashboard-1280.png', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'the case page while watched');
    await reviewShot(page, 'trainee-watched-1280.png', { fullPage: true });

    // ---- The trainee ends watching: the facilitator's page is closed to them.
    await room.getByRole('button', { name: 'End watching' }).click();
    await expect(room).toContainText('Nobody is watching this session.', { timeout: 10_000 });
    // The server drops the facilitator's socket: the page asks again and says the session is closed.
    await expect(guest.getByText(/This session is not open to you/)).toBeVisible({ timeout: 15_000 });

    // ---- The facilitator's feedback, beside the automatic one.
    await page.goto(`/feedback/fm/${sessionId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Facilitator feedback' })).toBeVisible();
    const card = page.getByRole('region', { name: 'Dr Ada Guest' });
    await expect(card).toContainText('4 / 5');
    await expect(card).toContainText('Clear introduction; structure the history next time.');
    await expect(card).toContainText('Good open question about the onset.');
    await expect(card).toContainText(/At \d+:\d\d/);
    await expect(page.getByRole('link', { name: 'See the automatic feedback' })).toHaveAttribute(
      'href',
      `/feedback/${sessionId}`,
    );
    await expectNoSeriousA11yViolations(page, 'the facilitator feedback page');
    await reviewShot(page, 'fm-feedback-1280.png', { fullPage: true });

    // ---- The dashboard counts the review and leads back to it.
    await page.goto('/dashboard');
    const reviews = page.getByRole('region', { name: 'Facilitator reviews' });
    await expect(reviews).toContainText('A facilitator reviewed one of your sessions.');
    await expect(reviews).toContainText('Dr Ada Guest · overall 4 of 5');
    await expect(reviews.getByRole('link', { name: CASE.title })).toHaveAttribute(
      'href',
      `/feedback/fm/${sessionId}`,
    );

    expect(errors).toEqual([]);
    expect(guestErrors.filter((text) => !/404|Not Found/i.test(text))).toEqual([]);
    await guestContext.close();
    await page.context().close();
  });

  test('on a plan without facilitator observation the panel says so and offers no invite', async ({
    browser,
  }) => {
    const free = await createVerifiedUser('facilitator-free');
    const page = await openLoggedInPage(browser, await loggedInState(free));
    await page.goto(`/case/${CASE.id}`);
    await startSession(page);
    const room = page.getByRole('region', { name: 'Facilitator' });
    await expect(room).toContainText('Facilitator observation is not included in your Free plan.');
    await expect(room.getByRole('link', { name: 'See the plans that include it' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(room.getByRole('button', { name: 'Invite a facilitator' })).toHaveCount(0);
    await page.context().close();
  });

  test('the Connection Lost banner when the live room cannot connect, gone by itself after 15 s', async ({
    browser,
  }) => {
    // A trainee of its own: the file's trainee still has the first test's session running, and a
    // start would resume that one (a path case.spec covers) instead of starting this test's session.
    const own = await createVerifiedUser('facilitator-offline', { plan: 'premium' });
    const page = await openLoggedInPage(browser, await loggedInState(own));
    // Every WebSocket to the live rooms is refused.
    await page.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
    await page.goto(`/case/${CASE.id}`);
    await startSession(page);
    const room = page.getByRole('region', { name: 'Facilitator' });
    await room.getByRole('button', { name: 'Invite a facilitator' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'Connection Lost' });
    await expect(banner).toHaveText(
      /Connection Lost - Unable to connect to the server\. Please check your internet connection and refresh the page\./,
      { timeout: 20_000 },
    );
    await expect(banner.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await reviewShot(banner, 'connection-lost-1280.png');
    await expect(banner).toBeHidden({ timeout: 17_000 });
    await sessionButton(page, 'End Session').click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await expect(sessionButton(page, 'Session Completed')).toBeDisabled();
    await page.context().close();
  });
});
