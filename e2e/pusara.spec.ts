// The flagship plan bought end to end, on the production build, the real API and the card sandbox: a new
// member is verified through eKYC (staff review), creates a quotation, walks the sales journey, pays the
// first contribution with the test card 4242 4242 4242 4242 and sees the issued certificate number.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ensureEkycImages } from './fixtures/ekyc/make-images';
import { copy, exactly } from './support/copy';
import { ports, urlOf } from './support/servers';

const apiUrl = `${urlOf(ports.api)}/`;
/** Cookie-authenticated unsafe calls must come from an allowed origin (the API's CSRF defence). */
const fromWeb = { Origin: urlOf(ports.web) };
const memberPassword = 'Kain-Batik-Teduh-42';
const staff = { email: 'staff@teduh.my', password: 'Semak-Identiti-Rimbun-64' };
const t = (key: string, values?: Record<string, string>) => copy('pusara', 'en', key, values);

async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking, page.url()).toEqual([]);
}

/** A random NRIC aged 27-46 whose serial starts with 99, so the vendor sandbox sends it to staff review. */
function reviewNric(): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const year = 80 + Math.floor(Math.random() * 19);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  return `${pad(year)}${pad(month)}${pad(day)}-14-99${pad(Math.floor(Math.random() * 100))}`;
}

async function readPin(request: APIRequestContext, email: string): Promise<string> {
  let pin: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl}dev/mailbox?to=${encodeURIComponent(email)}`, {
          headers: { Accept: 'application/json' },
        });
        const mails = ((await response.json()) as { data?: { text: string }[] }).data ?? [];
        pin = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
        return pin;
      },
      { message: `a registration PIN e-mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return pin!;
}

async function ok(response: Promise<{ status(): number; text(): Promise<string> }>) {
  const done = await response;
  expect(done.status(), await done.text()).toBeLessThan(300);
  return done;
}

/** Registers a new member through the API; the browser context shares the session cookie it sets. */
async function registerMember(request: APIRequestContext, email: string): Promise<void> {
  await ok(request.post(`${apiUrl}auth/api/v1/register/`, { data: { email }, headers: fromWeb }));
  const pin = await readPin(request, email);
  const verified = await ok(
    request.post(`${apiUrl}auth/api/v1/register/verify/`, { data: { email, pin }, headers: fromWeb }),
  );
  const { token } = (
    (await (verified as unknown as { json(): Promise<unknown> }).json()) as {
      data: { token: string };
    }
  ).data;
  await ok(
    request.post(`${apiUrl}auth/api/v1/register/confirm/`, {
      data: {
        token,
        password: memberPassword,
        first_name: 'Nur',
        last_name: 'Ujian',
        agree_terms: true,
        agree_privacy: true,
      },
      headers: fromWeb,
    }),
  );
}

/** The member's identity check through the eKYC API (its pages are tested by ekyc.spec.ts), then staff accept. */
async function verifyIdentity(
  member: APIRequestContext,
  reviewer: APIRequestContext,
  nric: string,
): Promise<void> {
  const images = await ensureEkycImages();
  const file = async (path: string, name: string) => ({
    name,
    mimeType: 'image/jpeg',
    buffer: await readFile(path),
  });
  const submitted = await ok(
    member.post(`${apiUrl}ekyc/api/v1/`, {
      headers: fromWeb,
      multipart: {
        id_ref: nric,
        front_ic: await file(images.front, 'front.jpg'),
        back_ic: await file(images.back, 'back.jpg'),
        selfie: await file(images.selfie, 'selfie.jpg'),
      },
    }),
  );
  const { uuid } = (
    (await (submitted as unknown as { json(): Promise<unknown> }).json()) as {
      data: { uuid: string };
    }
  ).data;
  await ok(
    member.post(`${apiUrl}ekyc/api/v2/declaration/`, {
      headers: fromWeb,
      data: {
        nationality: 'malaysian',
        country_of_origin: 'MY',
        postcode: '40000',
        address_1: '12 Jalan Damai, Seksyen 7',
        address_2: null,
        city: 'Shah Alam',
        state: 'Selangor',
        phone: '012-345 6789',
        height_cm: 165,
        weight_kg: 60,
        smoker: false,
        accuracy_acknowledged: true,
      },
    }),
  );
  await ok(reviewer.post(`${apiUrl}auth/api/v1/jwt/`, { data: staff, headers: fromWeb }));
  await expect
    .poll(
      async () =>
        (
          await reviewer.post(`${apiUrl}staff/api/v1/ekyc/${uuid}/decision/`, {
            data: { decision: 'accept', reason: 'Checked the card and selfie by hand (e2e).' },
            headers: fromWeb,
          })
        ).status(),
      { message: 'staff accept the identity check', timeout: 20_000 },
    )
    .toBeLessThan(300);
}

test('a verified member buys Pusara Pro by card and sees the issued certificate', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `pusara-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.my`;
  await registerMember(page.request, email);
  const reviewer = await browser.newContext();
  try {
    await verifyIdentity(page.request, reviewer.request, reviewNric());
  } finally {
    await reviewer.close();
  }

  // The quick quote sends a signed-in member on to the quotation priced from their NRIC.
  await page.goto('/pusara-pro/quick-quote');
  await expect(page).toHaveURL(/\/pusara-pro\/create-quotation$/);
  await expect(page.getByText(/^from RM\d+\.\d{2} \/ month$/)).toBeVisible();
  await page.getByRole('button', { name: t('quote.createQuotation') }).click();

  // The sales journey, each step saved and kept in the URL.
  await expect(page).toHaveURL(/\/pusara-pro\/sales-journey\/[0-9a-f-]{36}\?step=quote$/);
  await expect(page.getByLabel(t('quoteStep.breakdown'))).toContainText(t('quoteStep.wakalah'));
  await expectNoSeriousViolations(page);
  const next = () => page.getByRole('button', { name: exactly(t('common.continue')) }).click();
  await next();

  await expect(page).toHaveURL(/step=beneficiary$/);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(t('beneficiary.title')) }),
  ).toBeFocused();
  await page.getByRole('radio', { name: exactly(t('beneficiary.skip')) }).check();
  await next();

  await expect(page).toHaveURL(/step=terms$/);
  await next();
  await expect(page.getByText('You must agree to all the terms to continue.').first()).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await next();

  await expect(page).toHaveURL(/step=frequency$/);
  await page.getByRole('radio', { name: /^Monthly: RM/ }).check();
  await next();

  await expect(page).toHaveURL(/step=underwriting$/);
  const noes = page.getByRole('radio', { name: exactly(t('common.no')) });
  await expect(noes).toHaveCount(4);
  await expectNoSeriousViolations(page);
  for (const radio of await noes.all()) await radio.check();
  await page.getByRole('button', { name: t('underwriting.submit') }).click();

  await expect(page).toHaveURL(/step=applicant$/);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('applicant.submit') }).click();

  // The card checkout on the provider's (sandbox) page.
  await expect(page).toHaveURL(/\/pusara-pro\/payment-method\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(t('payment.summaryLabel'))).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('radio', { name: new RegExp(t('payment.card')) }).check();
  await page.getByRole('button', { name: t('payment.pay') }).click();
  await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.cardSandbox)}/checkout/`));
  await page.getByLabel('Name on card').fill('Nur Ujian');
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay RM/ }).click();

  await expect(page).toHaveURL(/\/pusara-pro\/payment-response\/success\?uuid=/);
  await expect(page.getByRole('heading', { level: 1, name: t('result.success.title') })).toBeVisible();
  await expect(page.getByText(/Your certificate number is TPP-\d{4}-\d{6}\./)).toBeVisible({
    timeout: 25_000,
  });
});
