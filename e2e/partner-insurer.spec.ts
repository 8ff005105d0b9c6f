// The partner medical plan (/axa-emedic) in the production build, against the seeded API and the partner
// insurer sandbox, in English and Malay: a 42-year-old sees the deductible and the cashless price and pays on
// the partner's gateway; a 30-year-old sees no deductible; a 50-year-old is refused with the age message; the
// partner declines one application and the buyer is told; no serious accessibility violation on the way.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { copy, type Locale } from './support/copy';
import { apiScripts } from './support/servers';

test.skip(!apiScripts().start, 'the API has no start script yet');

const at = (locale: Locale, path: string) => (locale === 'en' ? path : `/${locale}${path}`);
const t = (locale: Locale, key: string, values?: Record<string, string>) =>
  copy('partners', locale, key, values);
const shared = (locale: Locale, key: string) => copy('shared', locale, key);

async function expectNoSeriousAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

/** A date of birth `years` old today and some days more. */
function dobAged(years: number, extraDays = 30): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

async function aboutYou(page: Page, locale: Locale, dob: string) {
  // A draft of this tab resumes at its step: the first step is asked for.
  await page.goto(at(locale, '/axa-emedic?step=about'));
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'medical.title') })).toBeVisible();
  await page.getByLabel(t(locale, 'medical.about.female')).check();
  await page.getByLabel(t(locale, 'medical.about.dob')).fill(dob);
  await page.getByRole('button', { name: t(locale, 'medical.about.submit') }).click();
}

const next = (page: Page, locale: Locale) =>
  page.getByRole('button', { name: shared(locale, 'journey.continue'), exact: true }).click();

async function apply(page: Page, locale: Locale, email: string, dob: string) {
  // Plan: the recommended Plan 50 is chosen already.
  await expect(page.getByRole('radio', { name: /^Plan 50 / })).toBeChecked();
  await next(page, locale);
  // Health questions: No to each.
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(t(locale, 'medical.steps.health')) }),
  ).toBeVisible();
  const groups = page.getByRole('group');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    await group.getByRole('radio', { name: t(locale, 'medical.health.no'), exact: true }).check();
  }
  await next(page, locale);
  await page.getByLabel(t(locale, 'medical.terms.accept')).check();
  await next(page, locale);
  // The applicant.
  await page.getByLabel(t(locale, 'medical.applicant.name')).fill('Siti Aminah binti Hassan');
  await page
    .getByLabel(t(locale, 'medical.applicant.nric'))
    .fill(`${dob.slice(2, 4)}${dob.slice(5, 7)}${dob.slice(8, 10)}-14-5678`);
  await page.getByLabel(t(locale, 'medical.applicant.email')).fill(email);
  await page.getByLabel(t(locale, 'medical.applicant.phone')).fill('0123456789');
  const yes = t(locale, 'medical.health.yes');
  const no = t(locale, 'medical.health.no');
  await page
    .getByRole('group', { name: t(locale, 'medical.applicant.citizen') })
    .getByRole('radio', { name: yes, exact: true })
    .check();
  await page.getByLabel(t(locale, 'medical.applicant.address1')).fill('12 Jalan Melati');
  await page.getByLabel(t(locale, 'medical.applicant.postcode')).fill('50450');
  await page.getByLabel(t(locale, 'medical.applicant.state')).selectOption({ label: 'Selangor' });
  await page.getByLabel(t(locale, 'medical.applicant.height')).fill('1.60');
  await page.getByLabel(t(locale, 'medical.applicant.weight')).fill('58');
  await page
    .getByRole('group', { name: t(locale, 'medical.applicant.heavyMachinery') })
    .getByRole('radio', { name: no, exact: true })
    .check();
  await page
    .getByRole('group', { name: t(locale, 'medical.applicant.maidOrOfficeWorker') })
    .getByRole('radio', { name: yes, exact: true })
    .check();
  await next(page, locale);
  // Payment: online banking with a bank.
  await page.getByLabel(t(locale, 'medical.payment.bank')).selectOption({ label: 'Maybank2U' });
  await page.getByRole('button', { name: t(locale, 'medical.payment.submit') }).click();
}

for (const locale of ['en', 'ms'] as const) {
  test(`${at(locale, '/axa-emedic')}: a 42-year-old sees the deductible and pays on the partner's gateway`, async ({
    page,
  }) => {
    const dob = dobAged(42);
    await aboutYou(page, locale, dob);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`${t(locale, 'medical.steps.plan')}$`) }),
    ).toBeVisible();
    await expect(page.getByText(t(locale, 'medical.plan.deductibleTitle'))).toBeVisible();
    await expect(page.getByText(t(locale, 'medical.plan.deductible', { amount: 'RM1,000' }))).toBeVisible();
    const cashless = new RegExp(
      t(locale, 'medical.plan.cashlessPrice', { amount: 'RM' }).replace('RM', 'RM[\\d.,]+'),
    );
    await expect(page.getByRole('radio', { name: /^Plan 50 / })).toHaveAccessibleName(cashless);
    await expect(page.getByRole('radio', { name: /^Plan 50 / })).toHaveAccessibleName(
      new RegExp(t(locale, 'medical.plan.recommended')),
    );
    await expectNoSeriousAxeViolation(page);
    if (locale === 'en') {
      await page.screenshot({ path: '/tmp/insurer-plan-desktop.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/insurer-plan-phone.png', fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    await apply(page, locale, `buyer-${locale}-${Date.now()}@example.com`, dob);
    // The partner's own payment page, on its own site.
    await expect(page.getByRole('heading', { name: 'Partner payment gateway (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/axa-emedic/success')}\\?application=`));
    await expect(
      page.getByRole('heading', { level: 1, name: t(locale, 'partnerInsurer.success.title') }),
    ).toBeVisible();
    await expect(page.getByText(t(locale, 'partnerInsurer.summary.policyNumber'))).toBeVisible();
    await expect(
      page.getByRole('link', { name: t(locale, 'partnerInsurer.documents.schedule') }),
    ).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    if (locale === 'en') await page.screenshot({ path: '/tmp/insurer-success.png', fullPage: true });
  });

  test(`${at(locale, '/axa-emedic')}: a 30-year-old sees no deductible; a 50-year-old is refused`, async ({
    page,
  }) => {
    await aboutYou(page, locale, dobAged(30));
    await expect(page.getByText(t(locale, 'medical.plan.noDeductible'))).toBeVisible();
    await expect(page.getByText(t(locale, 'medical.plan.deductibleTitle'))).toHaveCount(0);
    const basePrice = new RegExp(
      t(locale, 'medical.plan.price', { amount: 'RM' }).replace('RM', 'RM[\\d.,]+'),
    );
    await expect(page.getByRole('radio', { name: /^Plan 50 / })).toHaveAccessibleName(basePrice);
    await expect(page.getByRole('radio', { name: /^Plan 50 / })).not.toHaveAccessibleName(
      new RegExp(t(locale, 'medical.plan.cashlessPrice', { amount: '' })),
    );

    await aboutYou(page, locale, dobAged(50));
    await expect(page.getByText(shared(locale, 'validation.medicalPlanAge'))).toBeVisible();
    await expect(page.getByLabel(t(locale, 'medical.about.dob'))).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`${t(locale, 'medical.steps.plan')}$`) }),
    ).toHaveCount(0);
  });

  test(`${at(locale, '/axa-emedic')}: the partner declines an application and the buyer is told`, async ({
    page,
  }) => {
    const dob = dobAged(35);
    await aboutYou(page, locale, dob);
    await apply(page, locale, `decline-${locale}-${Date.now()}@example.com`, dob);
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/axa-emedic/')}[0-9a-f-]{36}`));
    await expect(page.getByText(t(locale, 'partnerInsurer.status.declinedTitle'))).toBeVisible();
    await expect(page.getByText(t(locale, 'partnerInsurer.status.declined'))).toBeVisible();
    await expectNoSeriousAxeViolation(page);
  });
}

for (const locale of ['en', 'ms'] as const) {
  test(`${at(locale, '/axa-elife')}: a buyer names a beneficiary and buys the life plan`, async ({
    page,
  }) => {
    const dob = dobAged(35);
    await page.goto(at(locale, '/axa-elife?step=about'));
    await expect(page.getByRole('heading', { level: 1, name: t(locale, 'life.title') })).toBeVisible();
    await page.getByLabel(t(locale, 'life.about.male'), { exact: true }).check();
    await page.getByLabel(t(locale, 'life.about.dob')).fill(dob);
    await page.getByRole('button', { name: t(locale, 'life.about.submit') }).click();
    await expect(page.getByRole('radio', { name: /^Life 200 / })).toBeChecked();
    await next(page, locale);
    const groups = page.getByRole('group');
    await expect(groups.first()).toBeVisible();
    for (const group of await groups.all()) {
      await group.getByRole('radio', { name: t(locale, 'life.health.no'), exact: true }).check();
    }
    await next(page, locale);
    await page.getByLabel(t(locale, 'life.terms.accept')).check();
    await next(page, locale);
    const yes = t(locale, 'life.health.yes');
    const no = t(locale, 'life.health.no');
    await page.getByLabel(t(locale, 'life.applicant.name')).fill('Ahmad bin Ismail');
    await page
      .getByLabel(t(locale, 'life.applicant.nric'))
      .fill(`${dob.slice(2, 4)}${dob.slice(5, 7)}${dob.slice(8, 10)}-14-5671`);
    await page.getByLabel(t(locale, 'life.applicant.email')).fill(`life-${locale}-${Date.now()}@example.com`);
    await page.getByLabel(t(locale, 'life.applicant.phone')).fill('0123456789');
    await page
      .getByRole('group', { name: t(locale, 'life.applicant.citizen') })
      .getByRole('radio', { name: yes, exact: true })
      .check();
    await page.getByLabel(t(locale, 'life.applicant.address1')).fill('8 Jalan Kenanga');
    await page.getByLabel(t(locale, 'life.applicant.postcode')).fill('43000');
    await page.getByLabel(t(locale, 'life.applicant.state')).selectOption({ label: 'Selangor' });
    await page.getByLabel(t(locale, 'life.applicant.height')).fill('1.72');
    await page.getByLabel(t(locale, 'life.applicant.weight')).fill('70');
    await page
      .getByRole('group', { name: t(locale, 'life.applicant.smoker') })
      .getByRole('radio', { name: no, exact: true })
      .check();
    await next(page, locale);
    await page.getByLabel(t(locale, 'life.beneficiary.name')).fill('Nur Aisyah binti Ahmad');
    await page.getByLabel(t(locale, 'life.beneficiary.relationship')).selectOption({ index: 1 });
    await expectNoSeriousAxeViolation(page);
    await next(page, locale);
    await page.getByLabel(t(locale, 'life.payment.bank')).selectOption({ label: 'Bank Islam' });
    await page.getByRole('button', { name: t(locale, 'life.payment.submit') }).click();
    await expect(page.getByRole('heading', { name: 'Partner payment gateway (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`${at(locale, '/axa-elife/success')}\\?application=`));
    await expect(page.getByText(t(locale, 'partnerInsurer.summary.policyNumber'))).toBeVisible();
    await expect(page.getByText(/^EL\d+/)).toBeVisible();
  });
}
