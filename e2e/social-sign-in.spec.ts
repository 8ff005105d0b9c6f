// Social sign-in end to end through the local identity providers (api/src/sandboxes/identity) in Chromium,
// in English and Malay: register with "Google" and complete the registration, log out, log in with "Google";
// connect "Apple" from the profile (form_post) and sign in with it; disconnecting the last way to sign in is
// refused; a "Facebook" person whose unconfirmed e-mail equals a member's cannot take that account over.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { ports, urlOf } from './support/servers';

async function expectNoSeriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

/** At a sandbox provider's login page: "another account" with this e-mail and name. */
async function signInAtProvider(page: Page, origin: string, email: string, given: string, family: string) {
  await expect(page).toHaveURL(new RegExp(`^${origin}/`));
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Given name').fill(given);
  await page.getByLabel('Family name').fill(family);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  const prefix = locale === 'en' ? '' : '/ms';
  const d = (key: string, values?: Record<string, string>) => copy('dashboard', locale, key, values);
  const social = (key: string, values?: Record<string, string>) => copy('shared-social', locale, key, values);
  const main = (page: Page) => page.getByRole('main');
  const language = locale === 'en' ? 'English' : 'Malay';

  test(`register with Google, sign in with Google and Apple, keep the last way to sign in, in ${language}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `e2e-social-${locale}-${stamp}@gmail.com`;
    const appleEmail = `e2e-social-${locale}-${stamp}@privaterelay.appleid.com`;
    const firstName = locale === 'en' ? 'Aina' : 'Hafizah';
    const google = urlOf(ports.googleSandbox);
    const apple = urlOf(ports.appleSandbox);

    await test.step('register with Google and complete the registration', async () => {
      await page.goto(`${prefix}/user/register`);
      await expect(
        main(page).getByRole('link', { name: exactly(social('social.button.google')) }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'main');
      await main(page)
        .getByRole('link', { name: exactly(social('social.button.google')) })
        .click();
      await signInAtProvider(page, google, email, firstName, 'Rahman');
      await expect(page).toHaveURL(`${prefix}/user/register?social=complete&provider=google`);
      const dialog = page.getByRole('dialog', { name: d('social.complete.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(email)).toBeVisible();
      await expect(dialog.getByLabel(new RegExp(d('social.complete.firstName')))).toHaveValue(firstName);
      await page.screenshot({ path: `/tmp/social-complete-${locale}.png` });
      await expectNoSeriousViolations(page, '[role="dialog"]');
      // The agreements are needed.
      await dialog.getByRole('button', { name: exactly(d('social.complete.submit')) }).click();
      await expect(dialog.getByText(d('social.complete.agreeRequired')).first()).toBeVisible();
      await dialog.getByRole('checkbox').nth(0).check();
      await dialog.getByRole('checkbox').nth(1).check();
      await dialog.getByRole('button', { name: exactly(d('social.complete.submit')) }).click();
      await expect(page).toHaveURL(`${prefix}/user/profile`);
      await expect(
        main(page).getByRole('heading', { level: 1, name: d('profile.greeting', { name: firstName }) }),
      ).toBeVisible();
      await expect(main(page).getByText(d('social.accounts.connectedAs', { email }))).toBeVisible();
    });

    await test.step('log out, then log in with Google', async () => {
      await main(page)
        .getByRole('button', { name: exactly(d('profile.logout.button')) })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.web)}${prefix || '/'}$`));
      await page.goto(`${prefix}/user/sign-in`);
      await expect(
        main(page).getByRole('link', { name: exactly(social('social.button.google')) }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'main');
      await page.screenshot({ path: `/tmp/social-sign-in-${locale}.png`, fullPage: true });
      await main(page)
        .getByRole('link', { name: exactly(social('social.button.google')) })
        .click();
      await signInAtProvider(page, google, email, firstName, 'Rahman');
      await expect(page).toHaveURL(`${prefix}/user/profile`);
      await expect(
        main(page).getByRole('heading', { level: 1, name: d('profile.greeting', { name: firstName }) }),
      ).toBeVisible();
    });

    await test.step('connect Apple from the profile, then sign in with Apple', async () => {
      await main(page)
        .getByRole('link', { name: exactly(d('social.accounts.connect.apple')) })
        .click();
      await signInAtProvider(page, apple, appleEmail, firstName, 'Rahman');
      await expect(page).toHaveURL(`${prefix}/user/profile?social_linked=apple`);
      await expect(
        main(page).getByText(d('social.accounts.connectedText', { provider: 'Apple' })),
      ).toBeVisible();
      await expectNoSeriousViolations(page, '#profile-connected');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: `/tmp/social-profile-phone-${locale}.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await main(page)
        .getByRole('button', { name: exactly(d('profile.logout.button')) })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.web)}${prefix || '/'}$`));
      await page.goto(`${prefix}/user/sign-in`);
      await main(page)
        .getByRole('link', { name: exactly(social('social.button.apple')) })
        .click();
      // Apple may remember the person from connecting a moment ago and answer at once.
      await page.waitForURL((url) => url.origin === apple || url.pathname === `${prefix}/user/profile`);
      if (new URL(page.url()).origin === apple) {
        await signInAtProvider(page, apple, appleEmail, firstName, 'Rahman');
      }
      await expect(page).toHaveURL(`${prefix}/user/profile`);
      await expect(
        main(page).getByRole('heading', { level: 1, name: d('profile.greeting', { name: firstName }) }),
      ).toBeVisible();
    });

    await test.step('disconnect Google; the last way to sign in (Apple) cannot be disconnected', async () => {
      await main(page)
        .getByRole('button', { name: exactly(d('social.accounts.disconnectLabel', { provider: 'Google' })) })
        .click();
      await expect(page.getByText(d('social.accounts.disconnected', { provider: 'Google' }))).toBeVisible();
      await expect(
        main(page).getByRole('link', { name: exactly(d('social.accounts.connect.google')) }),
      ).toBeVisible();
      await main(page)
        .getByRole('button', { name: exactly(d('social.accounts.disconnectLabel', { provider: 'Apple' })) })
        .click();
      const refused = main(page)
        .getByRole('alert')
        .filter({ hasText: d('social.accounts.failedTitle') });
      await expect(refused).toContainText(
        locale === 'en' ? 'This is your only way to sign in.' : 'Ini satu-satunya cara anda log masuk.',
      );
      await expect(
        main(page).getByText(d('social.accounts.connectedAs', { email: appleEmail })),
      ).toBeVisible();
    });
  });

  test(`a Facebook person with an unconfirmed copy of a member's e-mail cannot take the account over, in ${language}`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/user/sign-in`);
    await main(page)
      .getByRole('link', { name: exactly(social('social.button.facebook')) })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.facebookSandbox)}/`));
    await page.getByRole('button', { name: 'Continue as Demo Impostor' }).click();
    await expect(page).toHaveURL(`${prefix}/user/sign-in?social=link&provider=facebook`);
    const panel = main(page).getByRole('region', { name: d('social.link.title', { provider: 'Facebook' }) });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('demo@teduh.my');
    await expectNoSeriousViolations(page, 'main');
    await panel.getByLabel(new RegExp(d('social.link.password'))).fill('Not-The-Demo-Password-1');
    await panel
      .getByRole('button', { name: exactly(d('social.link.submit', { provider: 'Facebook' })) })
      .click();
    await expect(panel.getByRole('alert')).toBeVisible();
    // Still signed out: the member's pages send the visitor to sign-in.
    await page.goto(`${prefix}/user/profile`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/sign-in`));
  });

  test(`a cancelled sign-in is explained, in ${language}`, async ({ page }) => {
    await page.goto(`${prefix}/user/sign-in`);
    await main(page)
      .getByRole('link', { name: exactly(social('social.button.google')) })
      .click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(`${prefix}/user/sign-in?social_error=social_cancelled&provider=google`);
    await expect(main(page).getByRole('alert')).toContainText(
      social('social.error.social_cancelled', { provider: 'Google' }),
    );
  });
}
