import { newTraineeForFile } from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { RENAL_COLIC as CASE } from './fixtures/cases';
import { patientLog, sessionButton } from './fixtures/session';
import { expect, test } from './fixtures/test';

// Avatar mode (issue 21, ADR 0128): headless Chromium has no voices, so the packaged synthesiser
// (meSpeak) must speak; the mouth must move while it does. Everything by keyboard.
const trainee = newTraineeForFile('avatar');

test('a trainee consults the talking avatar by keyboard, with captions, and the nurse still answers', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await trainee.openPage(browser);
  await page.goto(`/case/${CASE.id}`);

  // Choose the avatar (remembered) and start, by keyboard only.
  const avatarChoice = page.getByRole('radio', { name: /Talking avatar/ });
  await avatarChoice.focus();
  await page.keyboard.press('Space');
  await expect(avatarChoice).toBeChecked();
  await sessionButton(page, 'Start Session').focus();
  await page.keyboard.press('Enter');
  await expect(sessionButton(page, 'End Session')).toBeEnabled({ timeout: 10_000 });

  const stage = page.getByTestId('avatar-stage');
  await expect(stage).toBeVisible();
  await expect(stage).toHaveAttribute('data-avatar-state', 'listening');
  await expectNoSeriousA11yViolations(page, 'case page in avatar mode');

  // Type a question: the reply is in the transcript and in the caption, and is spoken.
  const input = page.getByLabel('Message to the patient');
  await input.focus();
  await page.keyboard.type('When did the pain start?');
  await page.keyboard.press('Enter');
  await expect(patientLog(page)).toContainText('About half six this morning', { timeout: 20_000 });
  await expect(page.getByTestId('avatar-caption')).toContainText('About half six this morning');
  await expect(stage).toHaveAttribute('data-avatar-state', 'speaking', { timeout: 15_000 });
  await expect(stage).toHaveAttribute('data-voice-engine', 'mespeak');
  expect(Number(await stage.getAttribute('data-audio-peak'))).toBeGreaterThan(0.05);

  // The mouth changes shape while speaking, then settles.
  const face = stage.locator('svg[data-viseme]');
  const shapes = new Set<string>();
  for (let i = 0; i < 30 && shapes.size < 3; i++) {
    shapes.add((await face.getAttribute('data-viseme')) ?? '');
    await page.waitForTimeout(60);
  }
  expect(shapes.size).toBeGreaterThanOrEqual(2);
  await expect(stage).toHaveAttribute('data-avatar-state', 'listening', { timeout: 20_000 });
  await expect(face).toHaveAttribute('data-viseme', 'rest');

  // The nurse keeps her text tab.
  await page.getByRole('tab', { name: 'Nurse' }).focus();
  await page.keyboard.press('Enter');
  const nurseInput = page.getByLabel('Message to the nurse');
  await nurseInput.focus();
  await page.keyboard.type('Can I have the latest observations, please?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log', { name: /the nurse/ })).toContainText('Heart rate', { timeout: 20_000 });
});
