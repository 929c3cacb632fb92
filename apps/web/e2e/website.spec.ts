import type { Page } from '@playwright/test';
import { COMING_SOON_TEXT, comingSoon, LANDING_TITLE, PRODUCT_NAME, publicPages } from '@urosim/contracts';
import {
  createVerifiedUser,
  loggedInState,
  openLoggedInPage,
  outboxSubjects,
  traineeContext,
} from './fixtures/accounts';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { expect, test, waitForApp } from './fixtures/test';

const fullTitle = (title: string) => (title === LANDING_TITLE ? LANDING_TITLE : `${title} · ${PRODUCT_NAME}`);

test.describe('public website', () => {
  for (const page of publicPages) {
    test(`${page.path} has its title and heading, and no serious accessibility problem on desktop and at 375 px`, async ({
      page: tab,
    }) => {
      for (const width of [1280, 375]) {
        await tab.setViewportSize({ width, height: 800 });
        await tab.goto(page.path);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.heading);
        await expect(tab).toHaveTitle(fullTitle(page.title));
        await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', page.description);
        // Content that loads (plans, branding) is in before the check.
        await tab.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(tab, `${page.path} at ${width} px`);
      }
    });
  }

  test('the server writes each page’s title and description into the HTML, and lists them in the sitemap', async ({
    request,
  }) => {
    const html = await (await request.get('/pricing')).text();
    expect(html).toContain('<title>Pricing · UroSim</title>');
    expect(html).toContain('property="og:image"');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const page of publicPages.filter((p) => p.inSitemap)) {
      expect(sitemap).toContain(`${page.path === '/' ? '/' : page.path}</loc>`);
    }
    expect(sitemap).not.toContain('/login</loc>');
    const image = await request.get('/social-preview.png');
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('public pages arrive pre-rendered: readable without scripts at any width, then taken over without a mismatch', async ({
    browser,
    request,
  }) => {
    const landing = (await (await request.get('/')).text()).replace(/\s+/g, ' ');
    expect(landing).toContain('<div id="root" data-prerendered>');
    expect(landing).toContain('Practise urology consultations on fictional patients</h1>');
    expect(landing).not.toContain('class="boot-bar"');

    for (const width of [1280, 375]) {
      // Without scripts: the page, its styles and a header laid out for the width.
      const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const plain = await still.newPage();
      await plain.goto('/pricing');
      await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Pricing');
      await expect(plain.locator('header')).toHaveCSS('background-color', 'rgb(11, 83, 148)');
      const siteLinks = plain.getByRole('navigation', { name: 'Site' });
      const toggle = plain.getByRole('button', { name: 'Open menu' });
      const signIn = plain.locator('header').getByRole('link', { name: 'Sign In' });
      if (width === 1280) {
        await expect(siteLinks).toBeVisible();
        await expect(signIn).toBeVisible();
        await expect(toggle).toBeHidden();
      } else {
        await expect(siteLinks).toBeHidden();
        await expect(signIn).toBeHidden();
        await expect(toggle).toBeVisible();
      }
      await still.close();

      // With scripts: every public page hydrates as it was drawn.
      const live = await browser.newContext({ viewport: { width, height: 800 } });
      const tab = await live.newPage();
      const problems: string[] = [];
      tab.on('pageerror', (error) => problems.push(error.message));
      tab.on('console', (message) => {
        if (/did not match|Minified React error|hydrat/i.test(message.text())) problems.push(message.text());
      });
      for (const page of publicPages) {
        await tab.goto(page.path);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.heading);
        await tab.waitForLoadState('networkidle');
        expect(problems, `${page.path} at ${width} px`).toEqual([]);
      }
      // The hydrated page answers: the menu at 375 px, a link on desktop (in-app navigation).
      if (width === 375) {
        await tab.getByRole('button', { name: 'Open menu' }).click();
        await expect(tab.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      } else {
        await tab.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText('About UroSim');
      }
      expect(problems).toEqual([]);
      await live.close();
    }
  });

  test('an address naming a question opens it on the pre-rendered FAQ, without a mismatch', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/did not match|Minified React error|hydrat/i.test(message.text())) problems.push(message.text());
    });
    await page.goto('/faq#does-it-work-on-safari');
    const question = page.getByRole('button', { name: 'Does UroSim work on Safari?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeFocused();
    await expect(page.getByText('UroSim works in Safari 17 and later').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the research pilot banner shows to visitors, goes when dismissed, and not to trainees', async ({
    page,
    browser,
  }) => {
    await page.goto('/about');
    const banner = page.getByRole('complementary', { name: 'Research pilot' });
    await expect(banner).toContainText('10 complimentary sessions');
    await banner.getByRole('link', { name: 'Join the pilot' }).click();
    await expect(page).toHaveURL(/\/research-pilot$/);
    await expect(banner).toHaveCount(0);
    await page.goto('/features');
    await page.getByRole('button', { name: 'Dismiss the research pilot banner' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);

    const context = await traineeContext(browser);
    const trainee = await context.newPage();
    await trainee.goto('/faq');
    await expect(trainee.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(trainee.getByRole('complementary', { name: 'Research pilot' })).toHaveCount(0);
    await context.close();
  });

  test('the pricing pages show the plans from the database', async ({ page }) => {
    await page.goto('/pricing');
    for (const name of ['Free', 'Basic', 'Standard', 'Premium']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('£9', { exact: false }).first()).toBeVisible();
    await page.goto('/plans/compare');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: /Premium/ })).toBeVisible();
    await expect(table).toContainText('£29');
  });

  test('what is not released yet is marked so, and paid plans are not sold before payments open', async ({
    page,
  }) => {
    const expectShown = async (text: string, isComing: boolean) => {
      if (isComing) await expect(page.getByText(text).first()).toBeVisible();
      else await expect(page.getByText(text)).toHaveCount(0);
    };

    await page.goto('/');
    const features = page.getByRole('region', { name: 'What you practise with' });
    await expect(features.getByText('Avatar coming soon')).toHaveCount(comingSoon.avatar ? 1 : 0);
    await expect(features.getByText('Coming soon', { exact: true })).toHaveCount(
      Number(comingSoon.handoffs) + Number(comingSoon.facilitators),
    );

    await page.goto('/features');
    await expectShown(COMING_SOON_TEXT.avatar, comingSoon.avatar);
    await expectShown(COMING_SOON_TEXT.handoffs, comingSoon.handoffs);
    await expectShown(COMING_SOON_TEXT.facilitators, comingSoon.facilitators);

    await page.goto('/pricing');
    const plans = page.getByRole('list', { name: 'Plans' });
    await expect(plans.getByRole('heading', { name: 'Premium' })).toBeVisible();
    await expectShown(COMING_SOON_TEXT.cardPayments, comingSoon.cardPayments);
    await expect(plans.getByRole('link', { name: 'Create a free account' })).toBeVisible();
    for (const name of ['Basic', 'Standard', 'Premium']) {
      await expect(plans.getByRole('link', { name: `Choose ${name}` })).toHaveCount(
        comingSoon.cardPayments ? 0 : 1,
      );
    }
    await expect(plans.getByText('Opens at release')).toHaveCount(comingSoon.cardPayments ? 3 : 0);
  });
});

test.describe('contact and research pilot', () => {
  test('a visitor sends a message: it is stored, mailed to support, and its reference shown', async ({
    page,
  }) => {
    await page.goto('/contact?topic=billing');
    await expect(page.getByLabel('Topic')).toHaveValue('billing');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Your name').fill('Ngozi Adeyemi');
    await page.getByLabel('E-mail address').fill('ngozi.adeyemi@example.test');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Could our deanery buy access for a group of twelve trainees?');
    await page.getByRole('button', { name: 'Send message' }).click();
    const confirmation = page.getByRole('region', { name: 'Message sent' });
    await expect(confirmation).toBeVisible();
    const reference = (await confirmation.locator('strong').textContent()) ?? '';
    expect(reference).toMatch(/^UC-[A-Z0-9]{6}$/);
    await expect
      .poll(() => outboxSubjects('support@urosim.local'))
      .toContain(`[${reference}] Contact form: Plans and billing`);
  });

  test('a message whose answer was lost is sent again by the visitor and stored once', async ({ page }) => {
    const generalQuestions = async () =>
      (await outboxSubjects('support@urosim.local')).filter((s) =>
        s.endsWith('Contact form: General question'),
      ).length;
    const before = await generalQuestions();
    let lost = 0;
    // The first answer never arrives (the server did store the message); the next ones do.
    await page.route('**/api/v1/contact', async (route) => {
      if (lost > 0) return route.continue();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.goto('/contact?topic=general');
    await page.getByLabel('Your name').fill('Tomasz Nowak');
    await page.getByLabel('E-mail address').fill('tomasz.nowak@example.test');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Do you offer a group discount for a regional teaching day?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Network error. Please check your connection.')).toBeVisible();
    await page.getByRole('button', { name: 'Send message' }).click();
    const confirmation = page.getByRole('region', { name: 'Message sent' });
    await expect(confirmation).toBeVisible();
    const reference = (await confirmation.locator('strong').textContent()) ?? '';
    await expect
      .poll(() => outboxSubjects('support@urosim.local'))
      .toContain(`[${reference}] Contact form: General question`);
    // One message, one mail: the retry carried the first attempt's idempotency key.
    expect((await generalQuestions()) - before).toBe(1);
  });

  test('a trainee joins the pilot with consent and sees the complimentary sessions', async ({ browser }) => {
    const page = await openLoggedInPage(browser, await loggedInState(await createVerifiedUser('pilot')));
    await page.goto('/research-pilot');
    const join = page.getByRole('button', { name: 'Join the pilot' });
    await join.click();
    await expect(page.getByText('Please confirm that you agree to take part')).toBeVisible();
    await page.getByRole('checkbox', { name: /I agree to take part in the research pilot/ }).check();
    await join.click();
    await expect(
      page.getByRole('heading', { name: 'You are taking part in the research pilot' }),
    ).toBeFocused();
    await expect(
      page.getByRole('progressbar', { name: 'Cases towards your free premium month' }),
    ).toBeVisible();
    await expect(page.getByText(/10 of 10 complimentary sessions left/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/research-pilot, joined');
    await page.context().close();
  });
});

/** Opens the assistant with the keyboard alone and returns its parts. */
const openAssistant = async (page: Page) => {
  // The button arrives at the first interaction (here the first Tab).
  await page.keyboard.press('Tab');
  const launcher = page.getByRole('button', { name: /Ask the UroSim assistant/ });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'UroSim assistant' });
  await expect(panel).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Your question' });
  await expect(input).toBeFocused();
  return { launcher, panel, input, log: panel.getByRole('log') };
};

const ask = async (page: Page, question: string) => {
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
};

test.describe('website assistant', () => {
  test('answers cost, pilot and Safari questions from the help content and declines medical ones, by keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const { launcher, panel, input, log } = await openAssistant(page);

    await ask(page, 'How much does it cost?');
    await expect(log).toContainText('Basic costs £9 a month');
    await expect(log).toContainText('Premium costs £29 a month');
    await expect(input).toBeFocused();

    await ask(page, 'What is the research pilot?');
    await expect(log).toContainText('10 complimentary sessions');
    await expect(log).toContainText('free premium month');

    await ask(page, 'Does it work on Safari?');
    await expect(log).toContainText('UroSim works in Safari 17 and later');
    await expect(log.getByRole('link', { name: 'Does UroSim work on Safari?' })).toBeVisible();

    if (comingSoon.avatar) {
      await ask(page, 'How does the avatar work?');
      await expect(log).toContainText(COMING_SOON_TEXT.avatar);
    }

    await ask(page, 'I have blood in my urine, what should I do?');
    await expect(log).toContainText("I'm sorry, I can't help with medical questions");

    // Shift+Enter starts a new line instead of sending.
    await page.keyboard.type('first line');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type('second');
    await expect(input).toHaveValue('first line\nsecond');

    await expectNoSeriousA11yViolations(page, 'the assistant panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    // The conversation is kept when it opens again.
    await page.keyboard.press('Enter');
    await expect(log).toContainText('Basic costs £9 a month');
    await expect(input).toHaveValue('first line\nsecond');
  });

  test('shows a dot when a reply arrives while it is closed', async ({ page }) => {
    await page.route('**/api/v1/website-chatbot/chat', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/faq');
    const { launcher } = await openAssistant(page);
    await ask(page, 'How long is a session?');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('chat-unread-dot')).toBeVisible();
    await expect(launcher).toHaveAccessibleName(/new reply/);
    await expect(
      page.getByRole('status').filter({ hasText: 'The UroSim assistant has replied.' }),
    ).toHaveCount(1);
    await launcher.click();
    await expect(page.getByTestId('chat-unread-dot')).toHaveCount(0);
    await expect(page.getByRole('log')).toContainText('10, 15 or 20 minutes');
  });

  test('shows the failure texts of the specification as error bubbles', async ({ page }) => {
    let reply: { status: number; body: object } = {
      status: 503,
      body: {
        success: false,
        message: 'Temporarily unavailable. Check your internet and retry.',
        errors: [],
      },
    };
    await page.route('**/api/v1/website-chatbot/chat', (route) =>
      route.fulfill({
        status: reply.status,
        contentType: 'application/json',
        body: JSON.stringify(reply.body),
      }),
    );
    await page.goto('/pricing');
    const { log } = await openAssistant(page);
    await ask(page, 'Hello');
    await expect(log.getByRole('alert')).toHaveText(
      'Temporarily unavailable. Check your internet and retry.',
    );

    reply = { status: 200, body: { success: true, message: 'OK', errors: [], data: { sources: [] } } };
    await ask(page, 'Hello again');
    await expect(log.getByRole('alert').last()).toHaveText('Received an invalid response from the server.');
  });

  test('keeps the focus in the message box after Send, and survives its code failing to load', async ({
    page,
  }) => {
    await page.goto('/help-and-support');
    const { input, log } = await openAssistant(page);
    await page.keyboard.type('How long is a session?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(log).toContainText('10, 15 or 20 minutes');
    await expect(input).toBeFocused();
    // Escape closes it even when the focus has moved to the page behind.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'UroSim assistant' })).toBeHidden();

    // A stale tab after a release: the panel's code is gone; the page stays, the visitor is told.
    const fresh = await page.context().newPage();
    await fresh.route('**/assets/chat-panel-*.js', (route) => route.abort());
    await fresh.goto('/faq');
    await waitForApp(fresh);
    await fresh.mouse.move(20, 20); // the first interaction brings the button
    await fresh.getByRole('button', { name: /Ask the UroSim assistant/ }).click();
    await expect(fresh.getByRole('alert')).toContainText('The assistant could not be loaded');
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await fresh.close();
  });

  test('is on the public pages only', async ({ browser }) => {
    const context = await traineeContext(browser);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: /Ask the UroSim assistant/ })).toHaveCount(0);
    await context.close();
  });
});
