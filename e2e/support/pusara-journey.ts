// The Pusara Pro sales journey as a member walks it, in English or Malay (Malay pages under /ms), and the
// providers' sandbox pages (card checkout, 3-D Secure, FPX bank) on the way to a certificate.
import { expect, type Page } from '@playwright/test';
import { copy, copyPattern, exactly, type Locale } from './copy';
import { apiUrl, dataOf, expectNoSeriousViolations } from './member';
import { ports, urlOf } from './servers';

/** The path of a page in the locale: English unprefixed, Malay under /ms. */
export const inLocale = (locale: Locale, path: string) => (locale === 'ms' ? `/ms${path}` : path);

/** A URL pattern of a page in the locale, `rest` being the pattern after the page's path. */
export function pageUrl(locale: Locale, path: string, rest = ''): RegExp {
  const origin = urlOf(ports.web).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${origin}${inLocale(locale, path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${rest}`);
}

export const pusaraCopy = (locale: Locale) => (key: string, values?: Record<string, string>) =>
  copy('pusara', locale, key, values);

const uuidPattern = '[0-9a-f-]{36}';

/**
 * From the quick quote to the underwriting step: quote, beneficiary (skipped), terms, monthly frequency.
 * Answers the quotation's uuid. `checkAccessibility`: axe on the quote step too. `alreadyOnQuotation`: the
 * member reached create-quotation by the product's own links (no address typed).
 */
export async function walkToUnderwriting(
  page: Page,
  locale: Locale,
  { checkAccessibility = false, alreadyOnQuotation = false } = {},
): Promise<string> {
  const t = pusaraCopy(locale);
  // The quick quote sends a signed-in member on to the quotation priced from their NRIC.
  if (!alreadyOnQuotation) await page.goto(inLocale(locale, '/pusara-pro/quick-quote'));
  await expect(page).toHaveURL(pageUrl(locale, '/pusara-pro/create-quotation', '$'));
  await expect(
    page.getByText(
      new RegExp(`^${t('quote.priceFromPrefix')} RM\\d+\\.\\d{2} ${t('quote.priceFromSuffix')}$`),
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: t('quote.createQuotation') }).click();

  // The sales journey, each step saved and kept in the URL.
  await expect(page).toHaveURL(pageUrl(locale, '/pusara-pro/sales-journey/', `${uuidPattern}\\?step=quote$`));
  const quotation = /sales-journey\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  await expect(page.getByLabel(t('quoteStep.breakdown'))).toContainText(t('quoteStep.wakalah'));
  if (checkAccessibility) await expectNoSeriousViolations(page);
  const next = () =>
    page.getByRole('button', { name: exactly(copy('shared', locale, 'journey.continue')) }).click();
  await next();

  await expect(page).toHaveURL(/step=beneficiary$/);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(t('beneficiary.title')) }),
  ).toBeFocused();
  // Naming a beneficiary is optional: one press skips it.
  await page.getByRole('button', { name: exactly(t('beneficiary.skip')) }).click();

  await expect(page).toHaveURL(/step=terms$/);
  await next();
  await expect(page.getByText(copy('shared', locale, 'validation.mustAgreeAllTerms')).first()).toBeVisible();
  // One box below the terms ticks all of them.
  await page.getByRole('checkbox', { name: t('terms.all') }).check();
  await next();

  // Monthly, the price the quote showed, is chosen to start with.
  await expect(page).toHaveURL(/step=frequency$/);
  await expect(
    page.getByRole('radio', {
      name: copyPattern('pusara', locale, 'frequency.monthly', { amount: 'RM[\\d,.]+' }),
    }),
  ).toBeChecked();
  await next();

  await expect(page).toHaveURL(/step=underwriting$/);
  return quotation;
}

/** The underwriting step with every answer No (accepted at once). */
export async function answerAllNo(page: Page, locale: Locale): Promise<void> {
  const t = pusaraCopy(locale);
  const noes = page.getByRole('radio', { name: exactly(t('common.no')) });
  await expect(noes).toHaveCount(4);
  for (const radio of await noes.all()) await radio.check();
  await page.getByRole('button', { name: t('underwriting.submit') }).click();
}

/** The applicant step: confirm the details, submit; lands on the payment-method page of the certificate. */
export async function submitApplication(page: Page, locale: Locale): Promise<string> {
  const t = pusaraCopy(locale);
  await expect(page).toHaveURL(/step=applicant$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('applicant.submit') }).click();
  await expect(page).toHaveURL(pageUrl(locale, '/pusara-pro/payment-method/', `${uuidPattern}$`));
  await expect(page.getByLabel(t('payment.summaryLabel'))).toBeVisible();
  return /payment-method\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

/** A new verified member's journey up to the payment-method page; answers the certificate's uuid. */
export async function walkToPayment(page: Page, locale: Locale): Promise<string> {
  await walkToUnderwriting(page, locale);
  await answerAllNo(page, locale);
  return submitApplication(page, locale);
}

/** Card chosen on our page, then the provider's (sandbox, English) hosted checkout filled in and paid. */
export async function payOnCardCheckout(page: Page, locale: Locale, cardNumber: string): Promise<void> {
  const t = pusaraCopy(locale);
  // Card is chosen to start with.
  await expect(page.getByRole('radio', { name: new RegExp(t('payment.card')) })).toBeChecked();
  await page.getByRole('button', { name: t('payment.pay') }).click();
  await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.cardSandbox)}/checkout/`));
  await page.getByLabel('Name on card').fill('Nur Ujian');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay RM/ }).click();
}

/** The success page with the issued certificate's number, in the locale; answers the number. */
export async function expectIssuedCertificate(page: Page, locale: Locale): Promise<string> {
  const t = pusaraCopy(locale);
  await expect(page).toHaveURL(pageUrl(locale, '/pusara-pro/payment-response/success', '\\?uuid='));
  await expect(page.getByRole('heading', { level: 1, name: t('result.success.title') })).toBeVisible();
  const number = page.getByText(
    copyPattern('pusara', locale, 'result.success.number', { number: 'TPP-\\d{4}-\\d{6}' }),
  );
  await expect(number).toBeVisible({ timeout: 25_000 });
  const issued = /TPP-\d{4}-\d{6}/.exec((await number.textContent()) ?? '')![0];

  // What was bought, and the ways to the certificate: its page, its PDF and the member's certificates.
  await expect(page.getByLabel(t('payment.certificateLabel'))).toContainText(issued);
  await expect(page.getByLabel(t('payment.certificateLabel'))).toContainText(t('quote.sumCovered'));
  await expect(page.getByRole('link', { name: t('result.success.viewCertificate') })).toHaveAttribute(
    'href',
    new RegExp(`^${inLocale(locale, '/dashboard/policy-detail/')}${uuidPattern}$`),
  );
  await expect(page.getByRole('button', { name: t('result.success.downloadPdf') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('common.toDashboard') })).toHaveAttribute(
    'href',
    inLocale(locale, '/dashboard/policies'),
  );
  await expectCertificateMail(page, issued);
  return issued;
}

interface OutboxMail {
  subject: string;
  template: string;
  language: string;
  text: string;
  attachments: { filename: string; content_type: string; url: string }[];
}

/** The certificate's e-mail in the dev outbox, with its e-certificate PDF attached. */
async function expectCertificateMail(page: Page, number: string): Promise<void> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await dataOf<OutboxMail[]>(
          page.request.get(`${apiUrl}dev/mailbox?limit=200`, { headers: { Accept: 'application/json' } }),
        );
        mail = mails.find((each) => each.template === 'certificate_notice' && each.subject.includes(number));
        return mail;
      },
      { message: `the e-mail of certificate ${number}`, timeout: 15_000 },
    )
    .toBeTruthy();
  expect(mail!.attachments).toEqual([
    expect.objectContaining({
      filename: `certificate-${number.toLowerCase()}.pdf`,
      content_type: 'application/pdf',
    }),
  ]);
  expect(mail!.text).toMatch(
    new RegExp(`${inLocale(mail!.language as Locale, '/dashboard/policy-detail/')}`),
  );
  const pdf = await page.request.get(`${apiUrl}${mail!.attachments[0]!.url.replace(/^\//, '')}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

/**
 * From the success page to the member's certificates ("Go to my dashboard") and on to the certificate's page,
 * on a phone: the page exists in the locale and the certificate number is on one line.
 */
export async function openIssuedCertificate(page: Page, locale: Locale, number: string): Promise<void> {
  const t = pusaraCopy(locale);
  const d = (key: string) => copy('dashboard', locale, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: t('common.toDashboard') }).click();
  await expect(page).toHaveURL(pageUrl(locale, '/dashboard/policies', '$'));
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(d('policies.list.title')) }),
  ).toBeVisible();
  const card = page.getByTestId('certificate-card').filter({ hasText: number });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(pageUrl(locale, '/dashboard/policy-detail/', `${uuidPattern}$`));
  const shown = page.getByText(number, { exact: true }).first();
  await expect(shown).toBeVisible();
  // Polled: the page renders again once its documents load, replacing the element.
  await expect
    .poll(
      async () =>
        shown.evaluate((element) => {
          const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 24;
          return element.getBoundingClientRect().height < lineHeight * 1.5;
        }),
      { message: `${number} on one line` },
    )
    .toBe(true);
}

interface CertificateSummary {
  uuid: string;
  number: string | null;
  status: string;
}

/** The member's certificates as the API lists them (`?state=issued` or `pending`). */
export async function certificatesOf(page: Page, state: 'issued' | 'pending'): Promise<CertificateSummary[]> {
  return dataOf<CertificateSummary[]>(page.request.get(`${apiUrl}policy/api/v1/policies/?state=${state}`));
}

export { expectNoSeriousViolations };
