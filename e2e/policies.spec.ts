// The policy vault against the real API of the suite: the demo member reaches their certificates from the
// profile, an unknown certificate is the 404 page (the API answers 404 for anything not the member's), and the
// address without a certificate goes to the list; in English and in Malay. Axe checks the list.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';

const demo = { email: 'demo@teduh.my', password: 'Payung-Hijau-27' };
const unknownCertificate = '3f6c1a52-8d0e-4b7a-9e61-2a4f5c7d9b10';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .include('main')
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  const prefix = locale === 'en' ? '' : '/ms';
  const d = (key: string, values?: Record<string, string>) => copy('dashboard', locale, key, values);

  test(`the member's certificates, in ${locale === 'en' ? 'English' : 'Malay'}`, async ({ page }) => {
    const main = page.getByRole('main');

    await test.step('sign in and open the certificates from the profile', async () => {
      await page.goto(`${prefix}/user/sign-in`);
      await main.getByLabel(new RegExp(`^\\s*${d('signIn.email')}`)).fill(demo.email);
      await main.getByLabel(new RegExp(`^\\s*${d('signIn.password')}`)).fill(demo.password);
      await main.getByRole('button', { name: exactly(d('signIn.submit')) }).click();
      await expect(page).toHaveURL(`${prefix}/user/profile`);
      await main.getByRole('link', { name: exactly(d('policies.profileCard.action')) }).click();
      await expect(page).toHaveURL(`${prefix}/dashboard/policies`);
      await expect(
        main.getByRole('heading', { level: 1, name: exactly(d('policies.list.title')) }),
      ).toBeVisible();
      // The suite's member may or may not hold a certificate: either the list or the way to the plan.
      await expect(
        main
          .getByRole('heading', { name: exactly(d('policies.list.empty.title')) })
          .or(main.getByTestId('certificate-card').first()),
      ).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step('an unknown certificate is the 404 page', async () => {
      await page.goto(`${prefix}/dashboard/policy-detail/${unknownCertificate}`);
      await expect(
        main.getByRole('heading', {
          level: 1,
          name: exactly(copy('shared-ui', locale, 'ui.notFound.title')),
        }),
      ).toBeVisible();
    });

    await test.step('the address without a certificate goes to the list', async () => {
      await page.goto(`${prefix}/dashboard/policy-detail`);
      await expect(page).toHaveURL(`${prefix}/dashboard/policies`);
      await expect(
        main.getByRole('heading', { level: 1, name: exactly(d('policies.list.title')) }),
      ).toBeVisible();
    });
  });
}
