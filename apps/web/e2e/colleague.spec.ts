import { BASE_URL, newTraineeForFile } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { collectPageErrors } from './fixtures/console';
import { reviewShot } from './fixtures/review';
import { patientLog, sessionButton, startSession } from './fixtures/session';
import { expect, test } from './fixtures/test';

// Issue 16, "Done when" (the colleagues' part): a colleague plays the patient in a third browser
// context (the trainee's is the first, a watching colleague's the second) and the session scores:
// the trainee invites, the colleague joins by the link as a guest, reads the persona and script,
// answers each of the trainee's questions ticking the facts it reveals; the trainee sees the
// replies arrive and, after the end, the rubric items those facts meet.

const trainee = newTraineeForFile('colleague');

test.describe('colleague', () => {
  test.describe.configure({ timeout: 360_000 });

  test('a colleague plays the patient in a third context and the session scores; another watches', async ({
    browser,
  }) => {
    const page = await trainee.openPage(browser);
    const errors = collectPageErrors(page);

    // ---- The trainee starts and invites a colleague to play the patient, and another to watch.
    await page.goto(`/case/${CASE.id}`);
    await startSession(page);
    const sessionId = new URL(page.url()).searchParams.get('session')!;
    const panel = page.getByRole('region', { name: 'Colleague' });
    await panel.getByRole('radio', { name: 'Play the patient' }).check();
    await panel.getByRole('button', { name: 'Invite a colleague' }).click();
    const links = panel.getByTestId('colleague-link');
    await expect(links).toHaveCount(1, { timeout: 10_000 });
    const patientLink = (await links.first().textContent()) ?? '';
    expect(patientLink).toMatch(new RegExp(`^${BASE_URL}/colleague/[A-Za-z0-9_-]{43}$`));
    await expect(panel).toContainText('Waiting for your colleague to join');
    await panel.getByRole('radio', { name: 'Watch' }).check();
    await panel.getByRole('button', { name: 'Invite a colleague' }).click();
    await expect(links).toHaveCount(2, { timeout: 10_000 });
    const watchLink = (await links.nth(1).textContent()) ?? '';
    const invitePath =
      (await panel.getByRole('link', { name: 'Invitation page' }).first().getAttribute('href')) ?? '';
    expect(invitePath).toMatch(/^\/colleague-invite\/[0-9a-f-]{36}$/);

    // ---- The colleague who plays the patient: a guest, in a context of their own.
    const patientContext = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 1280, height: 900 },
    });
    const peer = await patientContext.newPage();
    const peerErrors = collectPageErrors(peer);
    await peer.goto(new URL(patientLink).pathname);
    await expect(peer.getByRole('heading', { level: 1, name: 'Join your colleague' })).toBeVisible();
    await expect(peer.getByRole('main')).toContainText('play the patient');
    await peer.getByRole('button', { name: 'Join as the patient' }).click();
    await expect(peer.getByText('Enter your name: your colleague sees who joined.')).toBeVisible();
    await expectNoSeriousA11yViolations(peer, 'the colleague link page');
    await peer.getByLabel('Your name').fill('Sam Peer');
    await peer.getByRole('button', { name: 'Join as the patient' }).click();
    await expect(peer).toHaveURL(/\/colleague-session\/[0-9a-f-]{36}$/);
    await expect(peer.getByRole('heading', { level: 1, name: 'Colleague session' })).toBeVisible();
    const persona = peer.getByRole('region', { name: 'The patient' });
    await expect(persona).toContainText(`${CASE.patient}, 36`, { timeout: 15_000 });
    await expect(persona).toContainText('Opening');
    const script = peer.getByRole('region', { name: 'Your reply and the script' });
    await expect(script.getByRole('group', { name: 'Past medical history' })).toContainText('pmh-kidneys');
    await expect(script).toContainText('Waiting for the trainee to speak to the patient');

    // ---- A second colleague watches, read-only: no script, no reply box.
    const watchContext = await browser.newContext({
      baseURL: BASE_URL,
      viewport: { width: 1280, height: 900 },
    });
    const watcher = await watchContext.newPage();
    await watcher.goto(new URL(watchLink).pathname);
    await watcher.getByLabel('Your name').fill('Kim Watcher');
    await watcher.getByRole('button', { name: 'Join to watch' }).click();
    await expect(watcher.getByRole('main')).toContainText('You are watching', { timeout: 15_000 });
    await expect(watcher.getByRole('region', { name: 'The patient' })).toHaveCount(0);
    await expect(watcher.getByLabel('The patient’s reply')).toHaveCount(0);

    // The trainee sees who joined; the colleague answers now.
    await expect(panel).toContainText('Sam Peer', { timeout: 15_000 });
    await expect(panel).toContainText('Your colleague answers as the patient.', { timeout: 15_000 });

    // ---- The trainee asks; the engine does not answer: the colleague does, ticking the facts.
    const ask = async (question: string, reply: string, factId: string) => {
      const input = page.getByLabel('Message to the patient');
      await input.fill(question);
      await input.press('Enter');
      await expect(patientLog(page)).toContainText('Your colleague is answering…', { timeout: 10_000 });
      await expect(script).toContainText(`The trainee asks: ${question}`, { timeout: 10_000 });
      await script.getByLabel('The patient’s reply').fill(reply);
      await script.getByRole('checkbox', { name: new RegExp(`^${factId} `) }).check();
      await script.getByRole('button', { name: 'Send the reply' }).click();
      await expect(patientLog(page)).toContainText(reply, { timeout: 10_000 });
      await expect(patientLog(page)).not.toContainText('Your colleague is answering…');
      await expect(watcher.getByRole('log', { name: 'Transcript' })).toContainText(reply, {
        timeout: 10_000,
      });
    };
    await ask(
      'Have you had any fever or shivers?',
      "No, I haven't felt hot or shivery at all. It's just the pain.",
      'hpc-no-fever',
    );
    await expectNoSeriousA11yViolations(peer, 'the colleague session page');
    await reviewShot(peer, 'colleague-session-1280.png', { fullPage: true });
    await ask(
      'Do you have two normal kidneys, as far as you know?',
      "As far as I know I've got two normal kidneys.",
      'pmh-kidneys',
    );
    await expect(script.getByRole('group', { name: 'Past medical history' })).toContainText('Revealed');
    await expectNoSeriousA11yViolations(watcher, 'the colleague session page, watching');
    await expectNoSeriousA11yViolations(page, 'the case page with colleagues');
    await reviewShot(page, 'trainee-with-colleague-1280.png', { fullPage: true });

    // ---- The trainee ends and writes the summary; the feedback credits the colleague's facts.
    await sessionButton(page, 'End Session').click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await expect(page.getByRole('heading', { name: 'Session summary' })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Working diagnosis').fill('Right ureteric colic');
    await page.getByLabel('Management plan').fill('NSAID analgesia and CT KUB');
    await page.getByRole('button', { name: 'Submit summary' }).click();
    await expect(page).toHaveURL(/\/handoff\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await page.goto(`/feedback/${sessionId}`);
    const met = page.getByRole('list', { name: 'Items met' });
    await expect(met.locator('li[data-item-id="rb-fever"]')).toBeVisible({ timeout: 20_000 });
    await expect(met.locator('li[data-item-id="rb-single-kidney"]')).toBeVisible();
    await expect(met.locator('li[data-item-id="rb-fever"]')).toContainText("I haven't felt hot or shivery");

    // ---- The trainee's invitation page: the link (this tab made it), the role, who joined.
    await page.goto(invitePath);
    await expect(page.getByRole('heading', { level: 1, name: 'Colleague invitation' })).toBeVisible();
    await expect(page.getByTestId('colleague-link')).toHaveText(patientLink);
    await expect(page.getByRole('main')).toContainText('Plays the patient');
    await expect(page.getByRole('list', { name: 'Joined' })).toContainText('Sam Peer');
    await expectNoSeriousA11yViolations(page, 'the colleague invitation page');
    await page.getByRole('button', { name: 'End invitation' }).click();
    await expect(page.getByRole('main')).toContainText('This link no longer works.');
    // The colleague's link now leads nowhere.
    await peer.goto(new URL(patientLink).pathname);
    await expect(peer.getByText(/This invite is no longer valid/)).toBeVisible({ timeout: 10_000 });
    expect(errors).toEqual([]);
    expect(peerErrors.filter((text) => !/404|Not Found/i.test(text))).toEqual([]);
    await patientContext.close();
    await watchContext.close();
  });
});
