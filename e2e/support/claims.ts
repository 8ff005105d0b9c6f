// What the claim suites share: a certificate a next of kin can claim on.
import type { Browser } from '@playwright/test';
import { apiUrl, fromWeb, ok, registerMember, reviewNric, uniqueEmail, verifyIdentity } from './member';
import {
  answerAllNo,
  expectIssuedCertificate,
  payOnCardCheckout,
  submitApplication,
  walkToUnderwriting,
} from './pusara-journey';

/** A member who bought Pusara Pro by card, naming a hibah beneficiary; answers their NRIC and certificate. */
export async function certificateWithBeneficiary(
  browser: Browser,
): Promise<{ idRef: string; number: string }> {
  const holder = await browser.newContext();
  const reviewer = await browser.newContext();
  try {
    const page = await holder.newPage();
    const idRef = reviewNric();
    await registerMember(page.request, uniqueEmail('claims-holder'));
    await verifyIdentity(page.request, reviewer.request, idRef);
    const quotation = await walkToUnderwriting(page, 'en');
    await ok(
      page.request.patch(`${apiUrl}certificates/api/v1/quotations/${quotation}/`, {
        headers: fromWeb,
        data: {
          beneficiary: {
            name: 'Aminah binti Yusof',
            contact_number: '012-345 6780',
            relationship: 'spouse',
            type: 'hibah',
            gender: 'female',
            email: null,
            payout: 100,
            agreed: true,
          },
        },
      }),
    );
    await answerAllNo(page, 'en');
    await submitApplication(page, 'en');
    await payOnCardCheckout(page, 'en', '4242424242424242');
    const number = await expectIssuedCertificate(page, 'en');
    return { idRef, number };
  } finally {
    await reviewer.close();
    await holder.close();
  }
}
