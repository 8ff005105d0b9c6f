// A new member as the flagship-plan specs need one: registered through the API (the browser context shares
// the session cookie it sets) and identity-verified through eKYC with staff accepting the check. The pages of
// registration and eKYC have their own specs (accounts.spec.ts, ekyc.spec.ts); here they are only set-up.
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ensureEkycImages } from '../fixtures/ekyc/make-images';
import { ports, urlOf } from './servers';

export { expectNoSeriousViolations } from './pages';

export const apiUrl = `${urlOf(ports.api)}/`;
/** Cookie-authenticated unsafe calls must come from an allowed origin (the API's CSRF defence). */
export const fromWeb = { Origin: urlOf(ports.web) };
export const memberPassword = 'Kain-Batik-Teduh-42';
/** The seeded staff account (api/README.md), never in production. */
export const staff = { email: 'staff@teduh.my', password: 'Semak-Identiti-Rimbun-64' };

/** A random NRIC aged 27-46 whose serial starts with 99, so the vendor sandbox sends it to staff review. */
export function reviewNric(): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const year = 80 + Math.floor(Math.random() * 19);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  return `${pad(year)}${pad(month)}${pad(day)}-14-99${pad(Math.floor(Math.random() * 100))}`;
}

/** An address no other test (or worker) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.my`;
}

export async function readPin(request: APIRequestContext, email: string): Promise<string> {
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

interface ApiAnswer {
  status(): number;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** The call succeeded (2xx); its body is the failure message otherwise. */
export async function ok(response: Promise<ApiAnswer>): Promise<ApiAnswer> {
  const done = await response;
  expect(done.status(), await done.text()).toBeLessThan(300);
  return done;
}

/** The `data` of a successful call's `{ data }` envelope. */
export async function dataOf<T>(response: Promise<ApiAnswer>): Promise<T> {
  return ((await (await ok(response)).json()) as { data: T }).data;
}

/** Registers a new member through the API; the browser context shares the session cookie it sets. */
export async function registerMember(request: APIRequestContext, email: string): Promise<void> {
  await ok(request.post(`${apiUrl}auth/api/v1/register/`, { data: { email }, headers: fromWeb }));
  const pin = await readPin(request, email);
  const { token } = await dataOf<{ token: string }>(
    request.post(`${apiUrl}auth/api/v1/register/verify/`, { data: { email, pin }, headers: fromWeb }),
  );
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

/** Signs the seeded staff account in on its own request context (cookie session). */
export async function signInStaff(reviewer: APIRequestContext): Promise<void> {
  await ok(reviewer.post(`${apiUrl}auth/api/v1/jwt/`, { data: staff, headers: fromWeb }));
}

/** The member's identity check through the eKYC API (its pages are tested by ekyc.spec.ts), then staff accept. */
export async function verifyIdentity(
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
  const { uuid } = await dataOf<{ uuid: string }>(
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
  await signInStaff(reviewer);
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

/**
 * A new member, registered and eKYC-verified, signed in on the page's browser context. The staff session
 * used for the review is closed again.
 */
export async function newVerifiedMember(page: Page, browser: Browser, prefix = 'pusara'): Promise<string> {
  const email = uniqueEmail(prefix);
  await registerMember(page.request, email);
  const reviewer = await browser.newContext();
  try {
    await verifyIdentity(page.request, reviewer.request, reviewNric());
  } finally {
    await reviewer.close();
  }
  return email;
}
