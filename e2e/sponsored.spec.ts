// Sponsored cover, end to end in English and Malay: from /my-kasih (or an employer partner) through the
// eligibility check, the RM0 payment summary and the flagship's steps to an issued sponsored certificate; an
// ineligible person told why; a second attempt sent to review-application.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { apiUrl, dataOf, expectNoSeriousViolations, fromWeb, newVerifiedMember, ok } from './support/member';
import { inLocale, pageUrl, pusaraCopy } from './support/pusara-journey';
import { ports, urlOf } from './support/servers';

test.describe.configure({ mode: 'serial' });

const uuidPattern = '[0-9a-f-]{36}';
/** The seeded partner staff of the charity partner (api/src/modules/partners/seed-partner-staff.ts). */
const charityStaff = { email: 'staff@mykasih.example', password: 'Senarai-Kasih-Rimbun-31' };

async function nricOf(page: Page): Promise<string> {
  const me = await dataOf<{ id_ref: string }>(page.request.get(`${apiUrl}auth/api/v1/me/`));
  return me.id_ref;
}

/** The charity partner's staff list the member on its roster (the file replaces the roster). */
async function listOnCharityRoster(request: APIRequestContext, nric: string): Promise<void> {
  await ok(request.post(`${apiUrl}auth/api/v1/jwt/`, { data: charityStaff, headers: fromWeb }));
  const report = await dataOf<{ accepted: number; rejected: unknown[] }>(
    request.post(`${apiUrl}partners/api/v1/staff/mykasih/roster/`, {
      headers: { ...fromWeb, 'content-type': 'text/csv' },
      data: `nric,full_name,member_ref\n${nric},Nur Ujian,MK-E2E\n`,
    }),
  );
  expect(report).toMatchObject({ accepted: 1, rejected: [] });
}

/** The flagship steps as the sponsored journey shows them: no beneficiary, the terms, all No, the applicant. */
async function walkSteps(page: Page, locale: Locale, journey: 'mykasih' | 'partner'): Promise<void> {
  const t = pusaraCopy(locale);
  const next = () =>
    page.getByRole('button', { name: exactly(copy('shared', locale, 'journey.continue')) }).click();
  await expect(page).toHaveURL(pageUrl(locale, `/pusara-pro/${journey}/`, `${uuidPattern}/beneficiary$`));
  // Naming a beneficiary is optional: one press skips it.
  await page.getByRole('button', { name: exactly(t('beneficiary.skip')) }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(t('terms.title')) })).toBeFocused();
  // One box below the terms ticks them all.
  await page.getByRole('checkbox', { name: t('terms.all') }).check();
  await next();
  await expect(page).toHaveURL(/\/underwriting$/);
  const noes = page.getByRole('radio', { name: exactly(t('common.no')) });
  await expect(noes).toHaveCount(4);
  for (const radio of await noes.all()) await radio.check();
  await page.getByRole('button', { name: t('underwriting.submit') }).click();
  await expect(page).toHaveURL(/\/applicant$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('applicant.submit') }).click();
}

/** Eligible: start the application, see RM0 on the payment summary, walk the steps, land on the issued cover. */
async function claimCover(
  page: Page,
  locale: Locale,
  partner: { name: string; journey: 'mykasih' | 'partner'; cover: string; funeral: string },
): Promise<string> {
  const t = pusaraCopy(locale);
  await expect(page.getByText(t('sponsored.criteria.eligibleTitle'))).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: t('sponsored.criteria.start') }).click();

  await expect(page).toHaveURL(
    pageUrl(locale, `/pusara-pro/${partner.journey}/`, `${uuidPattern}/payment-summary$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: t('sponsored.summary.title') })).toBeVisible();
  const facts = page.locator('dl');
  await expect(facts).toContainText(partner.cover);
  await expect(facts).toContainText(partner.funeral);
  await expect(facts).toContainText(t('sponsored.facts.partnerPays', { partner: partner.name }));
  await expect(facts.getByText(t('sponsored.facts.youPay'))).toBeVisible();
  await expect(facts).toContainText('RM0.00');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `/tmp/sponsored-summary-${partner.journey}-${locale}.png`, fullPage: true });
  await page.getByRole('link', { name: t('sponsored.summary.continue') }).click();

  await walkSteps(page, locale, partner.journey);
  await expect(page).toHaveURL(
    pageUrl(locale, `/pusara-pro/${partner.journey}/`, `${uuidPattern}/review-application$`),
  );
  await expect(page.getByText(t('sponsored.review.issuedTitle'))).toBeVisible();
  const number = page.getByText(/^TPP-\d{4}-\d{6}$/);
  await expect(number).toBeVisible();
  await expect(page.locator('dl').first()).toContainText(partner.name);
  await expectNoSeriousViolations(page);
  return (await number.textContent())!;
}

for (const locale of ['en', 'ms'] as const) {
  test(`a MyKasih recipient gets an issued sponsored certificate without paying (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = pusaraCopy(locale);
    await newVerifiedMember(page, browser, `mykasih-${locale}`);
    const staff = await browser.newContext();
    try {
      await listOnCharityRoster(staff.request, await nricOf(page));
    } finally {
      await staff.close();
    }

    await page.goto(inLocale(locale, '/my-kasih'));
    await page
      .getByRole('link', { name: copy('partners', locale, 'sponsored.hero.check') })
      .first()
      .click();
    await expect(page).toHaveURL(pageUrl(locale, '/pusara-pro/mykasih/mykasih/eligibility-criteria', '$'));
    await expect(page.getByRole('heading', { level: 1, name: t('sponsored.criteria.title') })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `/tmp/sponsored-criteria-phone-${locale}.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    const number = await claimCover(page, locale, {
      name: 'MyKasih Foundation',
      journey: 'mykasih',
      cover: 'RM50,000.00',
      funeral: 'RM5,000.00',
    });
    await page.screenshot({ path: `/tmp/sponsored-review-${locale}.png`, fullPage: true });

    // Nothing was paid: the certificate is in the dashboard list, issued, with no contribution from the member.
    const issued = await dataOf<{ uuid: string; number: string }[]>(
      page.request.get(`${apiUrl}policy/api/v1/policies/?state=issued`),
    );
    expect(issued.map((certificate) => certificate.number)).toContain(number);

    // A second attempt goes to the application already made.
    await page.goto(inLocale(locale, '/pusara-pro/mykasih/mykasih/eligibility-criteria'));
    await expect(page).toHaveURL(
      pageUrl(locale, '/pusara-pro/mykasih/', `${uuidPattern}/review-application$`),
    );
    await expect(page.getByText(number)).toBeVisible();
  });
}

test('an employee of the employer partner gets RM100,000 of sponsored cover', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await newVerifiedMember(page, browser, 'employer');
  await page.goto('/my-kasih');
  await page
    .getByRole('link', {
      name: copy('partners', 'en', 'sponsored.employers.check', { partner: 'Gemilang Logistics Sdn Bhd' }),
    })
    .click();
  await expect(page).toHaveURL(
    pageUrl('en', '/pusara-pro/mykasih/gemilang-logistics/eligibility-criteria', '$'),
  );
  await claimCover(page, 'en', {
    name: 'Gemilang Logistics Sdn Bhd',
    journey: 'partner',
    cover: 'RM100,000.00',
    funeral: 'RM10,000.00',
  });
});

for (const locale of ['ms', 'en'] as const) {
  test(`a person the partner does not sponsor is told why (${locale})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const t = pusaraCopy(locale);
    await newVerifiedMember(page, browser, `not-listed-${locale}`);
    await page.goto(inLocale(locale, '/pusara-pro/mykasih/mykasih/eligibility-criteria'));
    const alert = page.getByRole('alert').filter({ hasText: t('sponsored.criteria.notEligibleTitle') });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(
      locale === 'ms'
        ? 'No. MyKad anda tiada dalam senarai orang yang ditaja oleh MyKasih Foundation'
        : 'Your NRIC is not on the list of people MyKasih Foundation sponsors',
    );
    await expect(page.getByRole('button', { name: t('sponsored.criteria.start') })).toHaveCount(0);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/sponsored-ineligible-${locale}.png`, fullPage: true });
  });
}

test('the partner routes answer in both languages, and a visitor is asked to sign in first', async ({
  page,
}) => {
  for (const locale of ['en', 'ms'] as const) {
    const t = pusaraCopy(locale);
    const response = await page.goto(inLocale(locale, '/pusara-pro/mykasih/mykasih/eligibility-criteria'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: t('sponsored.criteria.signIn') })).toBeVisible();
    const missing = await page.goto(
      inLocale(locale, '/pusara-pro/mykasih/no-such-partner/eligibility-criteria'),
    );
    expect(missing?.status()).toBe(404);
  }
  await expectNoSeriousViolations(page);
});

test("the charity partner's own deployment: the remote alone on another origin, in the partner's colours", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const locale of ['en', 'ms'] as const) {
    const response = await page.goto(`${urlOf(ports.partnerStandalone)}${inLocale(locale, '/my-kasih')}`);
    expect(response?.status()).toBe(200);
    const header = page.getByTestId('partner-deployment-header');
    await expect(header).toContainText(
      copy('partners', locale, 'sponsored.deployment.title', { partner: 'MyKasih Foundation' }),
    );
    // The partner's data, not a rebuild: its colours and logo.
    await expect(header).toHaveCSS('background-color', 'rgb(180, 35, 90)');
    await expect(
      header.getByRole('img', {
        name: copy('partners', locale, 'sponsored.deployment.logo', { partner: 'MyKasih Foundation' }),
      }),
    ).toBeVisible();
    // The same API: the employer partners are read from it.
    await expect(page.getByRole('heading', { level: 3, name: 'Gemilang Logistics Sdn Bhd' })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.screenshot({ path: '/tmp/sponsored-deployment-ms.png', fullPage: false });
  expect(errors).toEqual([]);
});
