// Small gaps of the spec, in English and Malay: the quick quote e-mailed from the calculator (the e-mail arrives
// in the page's language), and /user and /token-submission answering 200 with a real page. axe on each.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { waitForInteractive } from './support/pages';
import { apiUrl, uniqueEmail } from './support/member';
import { inLocale, pageUrl } from './support/pusara-journey';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  const p = (key: string, values?: Record<string, string>) => copy('pusara', locale, key, values);
  const d = (key: string) => copy('dashboard', locale, key);

  test(`the quick quote is e-mailed in the page's language (${locale})`, async ({ page }, testInfo) => {
    const email = uniqueEmail(`quote-${locale}`);
    await page.goto(inLocale(locale, '/pusara-pro/quick-quote'));
    await waitForInteractive(page);
    const main = page.getByRole('main');
    await main.getByLabel(new RegExp(p('quote.dob'))).fill('1992-03-15');
    await main.getByLabel(new RegExp(p('quote.gender'))).selectOption('f');
    const send = main.getByRole('button', { name: exactly(p('calculatorEmail.send')) });
    await expect(send).toBeEnabled();
    await main.getByLabel(p('calculatorEmail.label')).fill(email);
    await send.click();
    await expect(main.getByRole('status')).toContainText(p('calculatorEmail.sent', { email }));
    await page.screenshot({ path: `/tmp/gaps-quote-${locale}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `/tmp/gaps-quote-${locale}-phone.png`, fullPage: true });
    testInfo.annotations.push({ type: 'screenshot', description: `/tmp/gaps-quote-${locale}-*.png` });
    await expectNoSeriousViolations(page);

    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${apiUrl}dev/mailbox?to=${encodeURIComponent(email)}`, {
            headers: { Accept: 'application/json' },
          });
          const mails = ((await response.json()) as { data?: { template: string; subject: string }[] }).data;
          return mails?.find((mail) => mail.template === 'calculator_quote')?.subject ?? '';
        },
        { timeout: 15_000 },
      )
      .toMatch(
        locale === 'en'
          ? /^Your Teduh quote: RM\d+\.\d{2} a month$/
          : /^Sebut harga Teduh anda: RM\d+\.\d{2} sebulan$/,
      );
  });

  test(`/user and /token-submission answer 200 with a real page (${locale})`, async ({ page }) => {
    const user = await page.goto(inLocale(locale, '/user'));
    expect(user?.status()).toBe(200);
    await expect(page).toHaveURL(pageUrl(locale, '/user/sign-in', '$'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exactly(d('signIn.heading')));
    await expectNoSeriousViolations(page);

    const token = await page.goto(inLocale(locale, '/token-submission'));
    expect(token?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(exactly(d('validate.heading')));
    await expect(page.getByRole('link', { name: exactly(d('validate.signIn')) })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto(inLocale(locale, '/token-submission?token=not-a-real-token'));
    await expect(page).toHaveURL(pageUrl(locale, '/dashboard/email-verification', '\\?token='));

    const dashboard = await page.goto(inLocale(locale, '/dashboard'));
    expect(dashboard?.status()).toBe(200);
    await expect(page).toHaveURL(pageUrl(locale, '/user/sign-in', '\\?next='));
  });
}
