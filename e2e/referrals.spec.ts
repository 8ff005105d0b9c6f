// The referral, end to end against the suite's API: a friend signs up through /referral-registration with a
// member's code, and the member then sees that friend in the referral history of the profile.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { copy, exactly } from './support/copy';
import { apiScripts, ports, urlOf } from './support/servers';

test.skip(!apiScripts().start, 'the API has no start script yet');

const api = `${urlOf(ports.api)}/`;
const password = 'Kenari-Biru-Senja-81';
const d = (key: string, values?: Record<string, string>) => copy('dashboard', 'en', key, values);
const j = (key: string) => copy('shared', 'en', key);

async function latestPin(request: APIRequestContext, email: string): Promise<string> {
  let pin: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${api}dev/mailbox?to=${encodeURIComponent(email)}`);
        const mails = ((await response.json()) as { data: { text: string }[] }).data;
        pin = mails.map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1]).find(Boolean);
        return pin !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return pin!;
}

/** A new member made through the API (as any client would), answering their referral code. */
async function registerReferrer(request: APIRequestContext, email: string): Promise<string> {
  await request.post(`${api}auth/api/v1/register/`, { data: { email } });
  const pin = await latestPin(request, email);
  const verify = await request.post(`${api}auth/api/v1/register/verify/`, { data: { email, pin } });
  const token = ((await verify.json()) as { data: { token: string } }).data.token;
  const confirm = await request.post(`${api}auth/api/v1/register/confirm/`, {
    data: {
      token,
      password,
      first_name: 'Aminah',
      last_name: 'Yusof',
      agree_terms: true,
      agree_privacy: true,
      delivery: 'body',
    },
  });
  expect(confirm.status()).toBe(201);
  return ((await confirm.json()) as { data: { profile: { referral_code: string } } }).data.profile
    .referral_code;
}

test('a friend who signs up with a code appears in the referrer’s history', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const referrerEmail = `e2e-referrer-${stamp}@example.my`;
  const friendEmail = `e2e-referred-${stamp}@example.my`;
  const code = await registerReferrer(request, referrerEmail);
  const main = page.getByRole('main');

  await test.step('the friend signs up through the referral registration', async () => {
    await page.goto('/referral-registration');
    await main.getByLabel(/^E-mail/).fill(friendEmail);
    await main.getByLabel(/^Referral code/).fill(code.toLowerCase());
    await main.getByLabel(/^Date of birth/).fill('1994-05-02');
    await main.getByLabel(/^Gender/).selectOption('f');
    await main.getByRole('button', { name: exactly(copy('marketing', 'en', 'referral.submit')) }).click();
    await expect(page).toHaveURL(/\/user\/register$/);
    await expect(main.getByLabel(/^E-mail/)).toHaveValue(friendEmail);
    await main.getByRole('checkbox').check();
    await main.getByRole('button', { name: exactly(j('journey.email.submit')) }).click();
    await main
      .getByLabel(new RegExp(`^\\s*${j('journey.pin.pin')}`))
      .fill(await latestPin(request, friendEmail));
    await main.getByRole('button', { name: exactly(j('journey.pin.submit')) }).click();
    await main.getByLabel(new RegExp(`^\\s*${d('register.details.firstName')}`)).fill('Hafiz');
    await main.getByLabel(new RegExp(`^\\s*${d('register.details.lastName')}`)).fill('Rahim');
    await main.getByLabel(new RegExp(`^\\s*${d('register.details.password')}`)).fill(password);
    await main.getByRole('button', { name: exactly(d('register.details.submit')) }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await main.getByRole('button', { name: exactly(d('profile.logout.button')) }).click();
    await expect(page).toHaveURL(`${urlOf(ports.web)}/`);
  });

  await test.step('the referrer sees the friend, signed up and not paid yet', async () => {
    await page.goto('/user/sign-in');
    await main.getByLabel(new RegExp(`^\\s*${d('signIn.email')}`)).fill(referrerEmail);
    await main.getByLabel(new RegExp(`^\\s*${d('signIn.password')}`)).fill(password);
    await main.getByRole('button', { name: exactly(d('signIn.submit')) }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await main.getByRole('button', { name: exactly(d('profile.referral.history.show')) }).click();
    const history = main.getByRole('list', { name: exactly(d('profile.referral.history.label')) });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText(d('profile.referral.history.status.registered'));
    await expect(
      main.getByText(exactly(d('profile.referral.history.earned', { amount: 'RM0.00' }))),
    ).toBeVisible();
  });
});
