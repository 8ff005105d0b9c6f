// The campaign pages and the referral registration (marketing remote), in the production build against the
// seeded API: every route in English and Malay, translated and without serious accessibility violations.
// Every campaign's recorded dates are past (and one with no end day has ended), so the campaigns show as ended.
import { expect, test } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { expectFullyTranslated, expectNoSeriousViolations, expectShellChrome } from './support/pages';
import { apiScripts } from './support/servers';

test.skip(!apiScripts().start, 'the API has no start script yet');

const locales: Locale[] = ['en', 'ms'];
const at = (locale: Locale, route: string) => (locale === 'en' ? route : `/${locale}${route}`);
const t = (locale: Locale, key: string, values?: Record<string, string>) =>
  copy('marketing', locale, key, values);

const campaignRoutes = [
  { route: '/campaign/kita-cover-challenge-2', titleKey: 'campaigns.kita.title' },
  { route: '/campaign/ramadan-2024', titleKey: 'campaigns.ramadan.title' },
  { route: '/campaign/lp001-urban', titleKey: 'campaigns.urban.title' },
  { route: '/gsc-merdeka-2024', titleKey: 'campaigns.merdeka.title' },
];

for (const locale of locales) {
  for (const { route, titleKey } of campaignRoutes) {
    test(`${at(locale, route)} shows the ended campaign, translated and accessible`, async ({ page }) => {
      const response = await page.goto(at(locale, route));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: exactly(t(locale, titleKey)) })).toBeVisible();
      await expect(main.getByText(exactly(t(locale, 'campaigns.frame.ended.title')))).toBeVisible();
      await expect(
        main.getByRole('link', { name: exactly(t(locale, 'campaigns.frame.ended.home')) }),
      ).toHaveAttribute('href', locale === 'en' ? '/' : '/ms');
      await expectShellChrome(page, locale);
      await page.waitForLoadState('networkidle');
      await expectFullyTranslated(page);
      await expectNoSeriousViolations(page);
    });
  }

  test(`${at(locale, '/referral-registration')} renders its form, translated and accessible`, async ({
    page,
  }) => {
    const response = await page.goto(at(locale, '/referral-registration'));
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: exactly(t(locale, 'referral.title')) }),
    ).toBeVisible();
    await expect(main.getByLabel(t(locale, 'referral.code'), { exact: false })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectFullyTranslated(page);
    await expectNoSeriousViolations(page);
  });
}

test("the referral registration prices the person and refuses an unknown code with 'Invalid Code'", async ({
  page,
}) => {
  await page.goto('/referral-registration');
  const main = page.getByRole('main');
  await main.getByLabel(/^E-mail/).fill('referred.friend@example.my');
  await main.getByLabel(/^Referral code/).fill('NOSUCH99');
  await main.getByLabel(/^Date of birth/).fill('1994-05-02');
  await main.getByLabel(/^Gender/).selectOption('f');
  await expect(main.getByTestId('price-line')).toContainText(/from RM\d+\.\d{2} \/ month/);
  await main.getByRole('button', { name: exactly(t('en', 'referral.submit')) }).click();
  await expect(main.getByText('Invalid Code')).toBeVisible();
  await expect(main.getByLabel(/^Referral code/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/referral-registration$/);
});
