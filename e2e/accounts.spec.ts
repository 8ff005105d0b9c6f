// The member's account end to end, against the real API of the suite (its outbox gives the mailed PINs,
// codes and links): register, log out and in, change the password, recover it, update the profile with a
// picture, the newsletter switch, an enquiry, a change of e-mail and deleting the account; in English and
// in Malay. Axe checks the new screens and modals.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { ports, repoRoot, urlOf } from './support/servers';

const api = `${urlOf(ports.api)}/`;

/** A validation message of the shared library (namespace `shared`), as the forms show it. */
function sharedMessage(locale: Locale, key: string): string {
  const file = path.join(repoRoot, 'shared', 'src', 'locales', `${locale}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const segment of key.split('.')) node = (node as Record<string, unknown>)[segment];
  if (typeof node !== 'string') throw new Error(`No ${locale} shared copy for ${key}`);
  return node;
}

/** A field's label: its text, and the required mark (" *") some labels end with. */
function labelled(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?\\s*$`);
}

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
}

async function mailTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const response = await request.get(`${api}dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Mail[] }).data;
}

/**
 * Runs `action`, then waits for a new mail to `email` that `wanted` accepts (by default one with a 6-digit
 * code: other mails, such as a newsletter welcome, may arrive meanwhile from the job queue).
 */
async function newMail(
  request: APIRequestContext,
  email: string,
  action: () => Promise<void>,
  wanted: (mail: Mail) => boolean = (mail) => /\b\d{6}\b/.test(mail.text),
): Promise<Mail> {
  const before = new Set((await mailTo(request, email)).map((mail) => mail.id));
  await action();
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, email)).filter((mail) => !before.has(mail.id) && wanted(mail)).pop();
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

function sixDigits(mail: Mail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`No 6-digit code in "${mail.subject}"`);
  return match[1]!;
}

/** A 64x64 PNG (two colours), made here so the test needs no fixture file. */
function smallPng(): Buffer {
  const width = 64;
  const height = 64;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = y * (width * 3 + 1) + 1 + x * 3;
      raw[offset] = x < 32 ? 200 : 11;
      raw[offset + 1] = x < 32 ? 60 : 110;
      raw[offset + 2] = 99;
    }
  }
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 255]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectNoSeriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking).toEqual([]);
}

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  const prefix = locale === 'en' ? '' : '/ms';
  const d = (key: string, values?: Record<string, string>) => copy('dashboard', locale, key, values);
  const field = (page: Page, key: string) => page.getByRole('main').getByLabel(labelled(d(key)));
  // The journey kit's own words (the e-mail, PIN and password steps): shared's `journey` section.
  const j = (key: string) => copy('shared', locale, key);
  const kitField = (page: Page, key: string) => page.getByRole('main').getByLabel(labelled(j(key)));
  const main = (page: Page) => page.getByRole('main');

  test(`a member's account from registration to deletion, in ${locale === 'en' ? 'English' : 'Malay'}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const email = `e2e-accounts-${locale}-${stamp}@example.my`;
    const firstName = locale === 'en' ? 'Farah' : 'Nurul';
    // An NRIC of this run only (born 1 January 1988): its last four digits come from the stamp.
    const nricLast = stamp.slice(-4);
    const passwords = ['Payung-Hijau-27-Daun', 'Kenari-Biru-Senja-81', 'Merbuk-Jingga-Pagi-45'];

    await test.step('register with the PIN from the outbox', async () => {
      await page.goto(`${prefix}/user/register`);
      await kitField(page, 'journey.email.email').fill(email);
      await main(page).getByRole('checkbox').check();
      const mail = await newMail(request, email, () =>
        main(page)
          .getByRole('button', { name: exactly(j('journey.email.submit')) })
          .click(),
      );
      await kitField(page, 'journey.pin.pin').fill(sixDigits(mail));
      await main(page)
        .getByRole('button', { name: exactly(j('journey.pin.submit')) })
        .click();
      await field(page, 'register.details.firstName').fill(firstName);
      await field(page, 'register.details.lastName').fill('Hamzah');
      await field(page, 'register.details.password').fill(passwords[0]!);
      await main(page)
        .getByRole('button', { name: exactly(d('register.details.submit')) })
        .click();
      await expect(page).toHaveURL(`${prefix}/user/profile`);
      await expect(
        main(page).getByRole('heading', { level: 1, name: d('profile.greeting', { name: firstName }) }),
      ).toBeVisible();
    });

    await test.step('log out, then log in', async () => {
      await main(page)
        .getByRole('button', { name: exactly(d('profile.logout.button')) })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.web)}${prefix || '/'}$`));
      await page.goto(`${prefix}/user/sign-in`);
      await field(page, 'signIn.email').fill(email);
      await field(page, 'signIn.password').fill(passwords[0]!);
      await main(page)
        .getByRole('button', { name: exactly(d('signIn.submit')) })
        .click();
      await expect(page).toHaveURL(`${prefix}/user/profile`);
      // Signed in, the signed-out-only pages send the member to the profile.
      for (const path of ['/dashboard/login', '/dashboard/reset-password', '/dashboard/landing']) {
        await page.goto(`${prefix}${path}`);
        await expect(page).toHaveURL(`${prefix}/user/profile`);
      }
    });

    await test.step('change the password', async () => {
      await main(page)
        .getByRole('link', { name: exactly(d('profile.changePassword')) })
        .click();
      await field(page, 'changePassword.current').fill(passwords[0]!);
      await field(page, 'changePassword.new').fill(passwords[1]!);
      await field(page, 'changePassword.confirm').fill(passwords[1]!);
      await main(page)
        .getByRole('button', { name: exactly(d('changePassword.submit')) })
        .click();
      await expect(page.getByText(d('changePassword.success'))).toBeVisible();
      await expect(page).toHaveURL(`${prefix}/user/profile`);
    });

    await test.step('recover the password from the sign-in page, then sign in with it', async () => {
      await main(page)
        .getByRole('button', { name: exactly(d('profile.logout.button')) })
        .click();
      await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.web)}${prefix || '/'}$`));
      await page.goto(`${prefix}/user/sign-in`);
      await main(page)
        .getByRole('link', { name: exactly(d('signIn.forgotPassword')) })
        .click();
      await expect(page).toHaveURL(`${prefix}/dashboard/reset-password`);
      await expectNoSeriousViolations(page, 'main');
      await kitField(page, 'journey.email.email').fill(email);
      const mail = await newMail(request, email, () =>
        main(page)
          .getByRole('button', { name: exactly(j('journey.email.submit')) })
          .click(),
      );
      await expect(
        main(page).getByRole('heading', { level: 1, name: d('recovery.pin.title') }),
      ).toBeVisible();
      await main(page)
        .getByRole('button', { name: exactly(j('journey.pin.submit')) })
        .click();
      await expect(page.getByText(sharedMessage(locale, 'validation.pinRequired'))).toBeVisible();
      await kitField(page, 'journey.pin.pin').fill(sixDigits(mail));
      await main(page)
        .getByRole('button', { name: exactly(j('journey.pin.submit')) })
        .click();
      await kitField(page, 'journey.password.password').fill(passwords[2]!);
      await kitField(page, 'journey.password.confirm').fill(`${passwords[2]!}x`);
      await main(page)
        .getByRole('button', { name: exactly(d('recovery.password.submit')) })
        .click();
      await expect(page.getByText(sharedMessage(locale, 'validation.passwordsDoNotMatch'))).toBeVisible();
      await kitField(page, 'journey.password.confirm').fill(passwords[2]!);
      await main(page)
        .getByRole('button', { name: exactly(d('recovery.password.submit')) })
        .click();
      await expect(
        main(page).getByRole('heading', { level: 1, name: d('recovery.done.title') }),
      ).toBeVisible();
      await main(page)
        .getByRole('link', { name: exactly(d('recovery.done.signIn')) })
        .click();
      await field(page, 'signIn.email').fill(email);
      await field(page, 'signIn.password').fill(passwords[2]!);
      await main(page)
        .getByRole('button', { name: exactly(d('signIn.submit')) })
        .click();
      await expect(page).toHaveURL(`${prefix}/user/profile`);
    });

    await test.step('update the profile with a picture and an NRIC', async () => {
      await main(page)
        .getByRole('link', { name: exactly(d('profile.editProfile')) })
        .click();
      await expect(page).toHaveURL(`${prefix}/user/edit-profile`);
      await expect(field(page, 'editProfile.firstName')).toHaveValue(firstName);
      await main(page).getByTestId('profile-picture-input').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: smallPng(),
      });
      await expect(main(page).getByRole('img', { name: d('editProfile.picture.previewAlt') })).toBeVisible();
      await field(page, 'editProfile.lastName').fill('Hamzah Ali');
      await field(page, 'editProfile.nric').fill(`88010114${nricLast}`);
      await expect(field(page, 'editProfile.nric')).toHaveValue(`880101-14-${nricLast}`);
      await expectNoSeriousViolations(page, 'main');
      await main(page)
        .getByRole('button', { name: exactly(d('editProfile.submit')) })
        .click();
      await expect(page.getByText(d('editProfile.success'))).toBeVisible();
      await expect(page).toHaveURL(`${prefix}/user/profile`);
      await expect(main(page).getByText(`${firstName} Hamzah Ali`)).toBeVisible();
      await expect(main(page).getByTestId('nric')).toHaveText(`******-**-${nricLast}`);
      const picture = main(page).getByRole('img', { name: d('profile.pictureAlt') });
      await expect(picture).toBeVisible();
      // The picture the API stored is served back and decodes as an image.
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    });

    await test.step('subscribe to the newsletter from the profile switch', async () => {
      await main(page)
        .getByRole('link', { name: exactly(d('profile.account.newsletterManage')) })
        .click();
      const toggle = main(page).getByRole('switch', { name: d('editProfile.newsletter.label') });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
      await toggle.click();
      await expect(page.getByText(d('editProfile.newsletter.subscribed'))).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      const state = await page.request.get(`${api}api/newsletter/subscription/`);
      expect(((await state.json()) as { data: { data: boolean } }).data.data).toBe(true);
      await main(page)
        .getByRole('link', { name: exactly(d('editProfile.cancel')) })
        .click();
      await expect(main(page).getByText(exactly(d('profile.account.newsletterOn')))).toBeVisible();
    });

    await test.step('send an enquiry from the profile', async () => {
      await main(page)
        .getByRole('button', { name: exactly(d('profile.contactUs')) })
        .click();
      const dialog = page.getByRole('dialog', { name: d('enquiry.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(labelled(d('enquiry.email')))).toHaveValue(email);
      await expect(dialog.getByLabel(labelled(d('enquiry.email')))).toBeDisabled();
      const send = dialog.getByRole('button', { name: exactly(d('enquiry.submit')) });
      await expect(send).toBeDisabled();
      await dialog.getByLabel(labelled(d('enquiry.topic'))).selectOption('account');
      await dialog
        .getByLabel(labelled(d('enquiry.message')))
        .fill(locale === 'en' ? 'How do I add a beneficiary?' : 'Bagaimana saya menambah penerima?');
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await send.click();
      await expect(dialog.getByText(d('enquiry.success'))).toBeVisible();
      await expect(dialog.getByLabel(labelled(d('enquiry.message')))).toBeDisabled();
      await dialog.getByRole('button', { name: exactly(d('enquiry.close')) }).click();
      await expect(dialog).toBeHidden();
    });

    const newEmail = `e2e-accounts-${locale}-${stamp}-new@example.my`;
    await test.step('change the e-mail through the mailed link', async () => {
      await main(page)
        .getByRole('button', { name: exactly(d('profile.account.changeEmail')) })
        .click();
      const dialog = page.getByRole('dialog', { name: d('changeEmail.title') });
      await dialog.getByLabel(labelled(d('changeEmail.email'))).fill(newEmail);
      await expectNoSeriousViolations(page, '[role="dialog"]');
      const mail = await newMail(
        request,
        newEmail,
        async () => {
          await dialog.getByRole('button', { name: exactly(d('changeEmail.submit')) }).click();
          await expect(page.getByText(d('changeEmail.sent'))).toBeVisible();
        },
        (candidate) => candidate.text.includes('/dashboard/email-verification?token='),
      );
      await expect(dialog.getByLabel(labelled(d('changeEmail.email')))).toBeDisabled();
      await expect(dialog.getByRole('button', { name: exactly(d('changeEmail.submit')) })).toHaveCount(0);
      await dialog.getByRole('button', { name: exactly(d('changeEmail.close')) }).click();

      const link = /https?:\/\/\S+\/dashboard\/email-verification\?token=[\w-]+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      // The link is in the member's language already (the Malay one starts with /ms).
      const url = new URL(link!);
      expect(url.pathname).toBe(`${prefix}/dashboard/email-verification`);
      await page.goto(`${url.pathname}${url.search}`);
      await expect(main(page).getByTestId('new-email')).toHaveText(newEmail);
      await expectNoSeriousViolations(page, 'main');
      await main(page)
        .getByRole('button', { name: exactly(d('emailVerification.confirm')) })
        .click();
      await expect(
        main(page).getByRole('heading', { level: 1, name: d('emailVerification.doneTitle') }),
      ).toBeVisible();
      await main(page)
        .getByRole('link', { name: exactly(d('emailVerification.toProfile')) })
        .click();
      await expect(main(page).getByText(newEmail, { exact: true })).toBeVisible();
    });

    await test.step('delete the account with the mailed code; the member lands home, signed out', async () => {
      await main(page)
        .getByRole('button', { name: exactly(d('deleteAccount.open')) })
        .click();
      const dialog = page.getByRole('dialog', { name: d('deleteAccount.dialogTitle') });
      const mail = await newMail(request, newEmail, () =>
        dialog.getByRole('button', { name: exactly(d('deleteAccount.sendCode')) }).click(),
      );
      await dialog.getByLabel(labelled(d('deleteAccount.password'))).fill(passwords[2]!);
      await dialog.getByLabel(labelled(d('deleteAccount.code'))).fill(sixDigits(mail));
      await expectNoSeriousViolations(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: exactly(d('deleteAccount.confirm')) }).click();
      await expect(page.getByText(d('deleteAccount.done'))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`^${urlOf(ports.web)}${prefix || '/'}$`));
      // Signed out: the profile now asks for sign-in, and the old password no longer works.
      await page.goto(`${prefix}/user/profile`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/user/sign-in\\?next=`));
      const signIn = await request.post(`${api}auth/api/v1/jwt/`, {
        data: { email: newEmail, password: passwords[2] },
      });
      expect(signIn.status()).toBe(400);
    });
  });
}

test('the older dashboard pages: landing, presignup and validate, each with no serious violation', async ({
  page,
}) => {
  await page.goto('/ms/dashboard/landing');
  await expect(
    page.getByRole('heading', { level: 1, name: copy('dashboard', 'ms', 'landing.heading') }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'main');
  await page.getByRole('link', { name: exactly(copy('dashboard', 'ms', 'landing.register')) }).click();
  await expect(page).toHaveURL('/ms/user/register');

  await page.goto('/dashboard/presignup');
  await expect(
    page.getByRole('heading', { level: 1, name: copy('dashboard', 'en', 'register.email.title') }),
  ).toBeVisible();

  await page.goto('/dashboard/validate?token=abc');
  await expect(page).toHaveURL('/dashboard/email-verification?token=abc');
  await expect(
    page.getByRole('heading', { level: 1, name: copy('dashboard', 'en', 'emailVerification.invalidTitle') }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'main');
});
