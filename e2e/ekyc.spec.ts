// Identity verification end to end, on the production build and the real API: a new member sends an NRIC
// and the sample MyKad and selfie images, declares their details, waits under review, a staff reviewer
// accepts, and the member sees the verified status. Then axe on each eKYC page.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ensureEkycImages } from './fixtures/ekyc/make-images';
import { copy, exactly, type Locale } from './support/copy';
import {
  apiUrl,
  expectNoSeriousViolations,
  fromWeb,
  ok,
  registerMember,
  reviewNric,
  signInStaff,
} from './support/member';

const ekyc = (locale: Locale, key: string, values?: Record<string, string>) =>
  copy('ekyc', locale, key, values);

/** The staff reviewer accepts the member's current submission through the staff API (its own session). */
async function staffAccepts(request: APIRequestContext, submissionUuid: string): Promise<void> {
  await signInStaff(request);
  await ok(
    request.post(`${apiUrl}staff/api/v1/ekyc/${submissionUuid}/decision/`, {
      data: { decision: 'accept', reason: 'Checked the card and selfie by hand (e2e).' },
      headers: fromWeb,
    }),
  );
}

test.beforeAll(async () => {
  await ensureEkycImages();
});

test('a new member verifies their identity, is reviewed by staff and is accepted', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const images = await ensureEkycImages();
  const email = `ekyc-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.my`;
  const nric = reviewNric();
  await registerMember(page.request, email);

  // The introduction, then the photo steps.
  await page.goto('/ekyc/begin-verification');
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(ekyc('en', 'beginVerification.title')) }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: ekyc('en', 'beginVerification.start') }).click();

  await expect(page).toHaveURL(/\/ekyc\/photo-verification$/);
  const nricField = page.getByLabel(ekyc('en', 'photo.steps.nric.label'));
  await expect(nricField).toBeVisible();
  await expectNoSeriousViolations(page);
  await nricField.fill(nric.replace(/-/g, ''));
  await expect(nricField).toHaveValue(nric);
  await page.getByRole('button', { name: ekyc('en', 'photo.continue') }).click();

  const sides: [string, string][] = [
    ['front_ic', images.front],
    ['back_ic', images.back],
    ['selfie', images.selfie],
  ];
  for (const [kind, file] of sides) {
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(ekyc('en', `photo.steps.${kind}.title`)) }),
    ).toBeFocused();
    await page.getByLabel(ekyc('en', `photo.steps.${kind}.upload`)).setInputFiles(file);
    await expect(page.getByRole('img', { name: ekyc('en', `photo.steps.${kind}.previewAlt`) })).toBeVisible();
    if (kind === 'front_ic') await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: ekyc('en', 'photo.usePhoto') }).click();
  }

  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(ekyc('en', 'photo.steps.review.title')) }),
  ).toBeVisible();
  await expect(page.getByText(nric, { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: ekyc('en', 'photo.upload.submit') }).click();

  // The identity form: the postcode fills in the city and state.
  await expect(page).toHaveURL(/\/ekyc\/address-declaration$/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(ekyc('en', 'address.title')) }),
  ).toBeVisible();
  await page.getByRole('radio', { name: exactly(ekyc('en', 'address.nationality.malaysian')) }).check();
  await page.getByLabel(ekyc('en', 'address.fields.postcode')).fill('40000');
  await expect(page.getByLabel(ekyc('en', 'address.fields.city'))).toHaveValue('Shah Alam');
  await expect(page.getByLabel(ekyc('en', 'address.fields.state'))).toHaveValue('Selangor');
  await page.getByLabel(ekyc('en', 'address.fields.address1')).fill('12 Jalan Damai, Seksyen 7');
  await page.getByLabel(ekyc('en', 'address.fields.phone')).fill('012-345 6789');
  await page.getByLabel(ekyc('en', 'address.fields.height')).fill('165');
  await page.getByLabel(ekyc('en', 'address.fields.weight')).fill('60');
  await page.getByRole('radio', { name: exactly(ekyc('en', 'address.smoker.no')) }).check();
  await expectNoSeriousViolations(page);

  // A reload keeps the draft.
  await page.reload();
  await expect(page.getByLabel(ekyc('en', 'address.fields.height'))).toHaveValue('165');
  await page.getByRole('button', { name: ekyc('en', 'address.continue') }).click();

  // The summary and the required acknowledgement.
  await expect(page).toHaveURL(/\/ekyc\/declaration$/);
  await expect(page.getByRole('region', { name: ekyc('en', 'address.sections.address') })).toContainText(
    'Shah Alam',
  );
  await page.getByRole('button', { name: ekyc('en', 'declaration.submit') }).click();
  await expect(page.getByRole('alert')).toContainText(/true and accurate/);
  await expectNoSeriousViolations(page);
  await page.getByRole('checkbox', { name: ekyc('en', 'declaration.acknowledgement') }).check();
  await page.getByRole('button', { name: ekyc('en', 'declaration.submit') }).click();

  // Under verification or under staff review (the 99 serial), never accepted on its own.
  await expect(page).toHaveURL(/\/ekyc\/v2$/);
  const status = page.getByTestId('ekyc-status');
  await expect(status).toHaveAttribute('data-template', /^(pending|processing)$/);
  await expect(page.getByRole('heading', { level: 2, name: ekyc('en', 'stored.title') })).toBeVisible();
  await expect(page.getByRole('img', { name: ekyc('en', 'photo.steps.selfie.previewAlt') })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/suspicious|undetermined/i);
  await expectNoSeriousViolations(page);

  const overview = await page.request.get(`${apiUrl}ekyc/api/v1/`);
  const { submission } = ((await overview.json()) as { data: { submission: { uuid: string } | null } }).data;
  expect(submission).not.toBeNull();

  // A staff reviewer accepts, in a session of their own; the member's page picks it up by itself.
  const staff = await browser.newContext();
  try {
    await staffAccepts(staff.request, submission!.uuid);
  } finally {
    await staff.close();
  }
  await expect(status).toHaveAttribute('data-template', 'accepted', { timeout: 20_000 });
  await expect(
    page.getByRole('status').filter({ hasText: ekyc('en', 'status.templates.accepted.title') }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: ekyc('en', 'status.actions.quote') })).toHaveAttribute(
    'href',
    '/pusara-pro/create-quotation',
  );
  await expectNoSeriousViolations(page);

  // Entering begin-verification now goes to the status page, in Malay too.
  await page.goto('/ms/ekyc/begin-verification');
  await expect(page).toHaveURL(/\/ms\/ekyc\/v2$/);
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(ekyc('ms', 'status.title')) }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});
