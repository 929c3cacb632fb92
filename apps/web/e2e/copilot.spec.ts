import { loggedInState, newTraineeForFile, openLoggedInPage, SEEDED } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { collectPageErrors } from './fixtures/console';
import { reviewShot } from './fixtures/review';
import { startSession } from './fixtures/session';
import { expect, test } from './fixtures/test';

// Issue 16, copilot sessions (ADR 0119): a facilitator (the seeded admin: facilitation is included)
// creates a facilitated session on a case and gives the trainee the code; the trainee enters it on
// /fac-controls, opens the case in facilitator mode and starts; the facilitator injects a nurse's
// message, observations and an early result, and the trainee's page shows each without a reload.
// The legacy routes lead to the current pages, and /dev/fm-trainee shows the trainee's side.

const trainee = newTraineeForFile('copilot');

test.describe('copilot sessions', () => {
  test.describe.configure({ timeout: 240_000 });

  test('create, claim by code, start, and three injections reach the trainee live', async ({ browser }) => {
    const fac = await openLoggedInPage(browser, await loggedInState(SEEDED.admin));
    const facErrors = collectPageErrors(fac);

    // ---- The facilitator creates a facilitated session and gets a code.
    await fac.goto('/copilot/controls');
    await expect(fac.getByRole('heading', { level: 1, name: 'Copilot controls' })).toBeVisible();
    await fac.getByRole('button', { name: 'Create and get the code' }).click();
    await expect(fac.getByText('Choose the case the trainee will play.')).toBeVisible();
    await fac.getByRole('combobox', { name: 'Case' }).click();
    await fac.getByRole('option', { name: CASE.title }).click();
    await fac.getByRole('button', { name: 'Create and get the code' }).click();
    await expect(fac).toHaveURL(/\/copilot\/controls\/[0-9a-f-]{36}$/);
    const copilotId = new URL(fac.url()).pathname.split('/').at(-1)!;
    const codeView = fac.getByTestId('copilot-code');
    await expect(codeView).toHaveText(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const code = (await codeView.textContent()) ?? '';
    await expect(fac.getByRole('main')).toContainText('Waiting for the trainee');
    await expectNoSeriousA11yViolations(fac, 'the copilot controls page, waiting');

    // ---- The trainee enters the code on /fac-controls and joins.
    const page = await trainee.openPage(browser);
    const errors = collectPageErrors(page);
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) notFound.push(new URL(response.url()).pathname);
    });
    await page.goto('/fac-controls');
    await page.getByLabel('Enter the code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    const claim = page.getByRole('region', { name: 'Facilitated session' });
    await expect(claim).toContainText(CASE.title);
    await claim.getByRole('button', { name: 'Join and open the case' }).click();
    await expect(page).toHaveURL(new RegExp(`/case/${CASE.id}\\?facilitatorSessionId=${copilotId}`));
    const panel = page.getByRole('region', { name: 'Facilitated scenario' });
    await expect(panel).toContainText('it does not wait for the facilitator');
    await expect(page.getByRole('banner')).toContainText('Facilitator not ready');

    // The trainee starts (the case page controls start and stop in facilitator mode).
    await startSession(page);
    // A test whose result is not back yet, for the early result.
    await page.getByRole('tab', { name: 'Investigations' }).click();
    const tests = page.getByRole('tabpanel', { name: 'Investigations' });
    await tests.getByLabel('Search investigations').fill('fbc');
    await tests.getByRole('button', { name: 'Order Full blood count' }).click();
    await expect(tests).toContainText(/Pending — expected at \d+:\d\d/);

    // ---- The facilitator's page turns into the dashboard with the Inject panel.
    await expect(fac.getByRole('heading', { level: 1, name: CASE.title })).toBeVisible({ timeout: 20_000 });
    const inject = fac.getByTestId('inject-panel');
    await expect(inject).toBeVisible();
    // The trainee sees the facilitator watching.
    await expect(page.getByRole('list', { name: 'Watching' })).toContainText('Alex Morgan', {
      timeout: 15_000,
    });

    // A nurse's message: in the trainee's nurse chat, without a reload.
    await inject
      .getByLabel('Message from the nurse')
      .fill('Doctor, she has just vomited and looks very pale.');
    await inject.getByRole('button', { name: 'Send as the nurse' }).click();
    await expect(inject.getByRole('status')).toHaveText('Nurse’s message sent to the trainee.');
    await page.getByRole('tab', { name: 'Nurse' }).click();
    await expect(page.getByRole('log', { name: /Conversation with / }).last()).toContainText(
      'she has just vomited and looks very pale',
      { timeout: 10_000 },
    );
    // The facilitator's transcript has it too.
    await expect(fac.getByRole('list', { name: 'Transcript' })).toContainText('she has just vomited');

    // Observations: a vitals card on the trainee's page.
    await inject.getByLabel('Heart rate (/min)').fill('300');
    await inject.getByRole('button', { name: 'Send observations' }).click();
    await expect(inject).toContainText('Heart rate: between 20 and 250');
    await inject.getByLabel('Heart rate (/min)').fill('128');
    await inject.getByLabel('Systolic BP (mmHg)').fill('86');
    await inject.getByLabel('Diastolic BP (mmHg)').fill('52');
    await inject.getByLabel('Temperature (°C)').fill('38.6');
    await inject.getByRole('button', { name: 'Send observations' }).click();
    await expect(inject.getByRole('status')).toHaveText('Observations sent to the trainee.');
    await expect(panel.getByTestId('vital-heartRate')).toHaveText('128 /min', { timeout: 10_000 });
    await expect(panel.getByTestId('vital-bp')).toHaveText('86/52 mmHg');
    await expect(panel.getByTestId('vital-temperature')).toHaveText('38.6 °C');

    // An early result: the pending test comes back now, in the results and the panel.
    await inject.getByRole('combobox', { name: 'Investigation' }).click();
    await fac.getByRole('option', { name: 'Full blood count' }).click();
    await inject.getByRole('button', { name: 'Send the result now' }).click();
    await expect(inject.getByRole('status')).toHaveText('Full blood count result sent to the trainee.');
    await expect(panel.getByTestId('copilot-results')).toContainText('Full blood count', { timeout: 10_000 });
    await page.getByRole('tab', { name: 'Investigations' }).click();
    await expect(tests).not.toContainText(/Pending — expected at/, { timeout: 10_000 });

    await expectNoSeriousA11yViolations(fac, 'the copilot controls page with the dashboard');
    await reviewShot(fac, 'copilot-controls-1280.png', { fullPage: true });
    await reviewShot(panel, 'copilot-trainee-panel-1280.png');

    // ---- /dev/fm-trainee: the trainee's side against this session.
    await page.goto(`/dev/fm-trainee?facilitatorSessionId=${copilotId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Facilitator mode: trainee view' }),
    ).toBeVisible();
    await expect(page.getByTestId('dev-ready-chip')).toHaveText(/Facilitator (not )?ready/);
    await expect(page.getByTestId('vital-heartRate')).toHaveText('128 /min');
    await expectNoSeriousA11yViolations(page, 'the dev facilitator-mode trainee page');

    // ---- The legacy routes lead to the current pages.
    await fac.goto('/copilot/controls/legacy');
    await expect(fac).toHaveURL(/\/copilot\/controls$/);
    await expect(fac.getByRole('main')).toContainText(CASE.title);
    await fac.goto('/ai-facilitator/controls');
    await expect(fac).toHaveURL(/\/copilot\/controls$/);
    await fac.goto('/ai-facilitator/view');
    await expect(fac).toHaveURL(/\/fac-controls$/);
    await expect(fac.getByRole('heading', { level: 1, name: 'Facilitator controls' })).toBeVisible();

    // The code page asks for a trainee's invite first, then a copilot session: the first answers 404.
    expect(notFound).toEqual([expect.stringMatching(/^\/api\/v1\/facilitator-sessions\/resolve\//)]);
    expect(errors).toEqual([
      'console: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    expect(facErrors).toEqual([]);
  });
});
