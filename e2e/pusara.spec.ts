// The flagship plan bought end to end, on the production build, the real API and the card sandbox: a new
// member is verified through eKYC (staff review), creates a quotation, walks the sales journey, pays the
// first contribution with the test card 4242 4242 4242 4242 and sees the issued certificate number.
// Other payment outcomes, FPX, Malay and underwriting review: pusara-payments.spec.ts.
import { expect, test } from '@playwright/test';
import { exactly } from './support/copy';
import { expectNoSeriousViolations, newVerifiedMember } from './support/member';
import {
  expectIssuedCertificate,
  openIssuedCertificate,
  payOnCardCheckout,
  pusaraCopy,
  submitApplication,
  walkToUnderwriting,
} from './support/pusara-journey';

const t = pusaraCopy('en');

test('a verified member buys Pusara Pro by card and sees the issued certificate', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await newVerifiedMember(page, browser);

  await walkToUnderwriting(page, 'en', { checkAccessibility: true });
  const noes = page.getByRole('radio', { name: exactly(t('common.no')) });
  await expect(noes).toHaveCount(4);
  await expectNoSeriousViolations(page);
  for (const radio of await noes.all()) await radio.check();
  await page.getByRole('button', { name: t('underwriting.submit') }).click();

  await submitApplication(page, 'en');
  await expectNoSeriousViolations(page);
  await payOnCardCheckout(page, 'en', '4242424242424242');
  const number = await expectIssuedCertificate(page, 'en');
  await openIssuedCertificate(page, 'en', number);
});
