// The flagship journey as a new visitor walks it, in the browser only: quick quote -> register (PIN from the dev
// outbox) -> eKYC -> the quotation prefilled from the quick quote -> payment with a sandbox test card ->
// certificate. Every fill, select, check and file pick is an input (what the person enters or chooses); every
// click and key press is a press (continue, links, buttons). Both counts and the wall time are printed, and the
// inputs are held to issue 22's figure: a practiced person needs at most 30.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ensureEkycImages } from './fixtures/ekyc/make-images';
import { copy, exactly, startingWith, type Locale } from './support/copy';
import { waitForInteractive } from './support/pages';
import { readPin, uniqueEmail } from './support/member';
import {
  answerAllNo,
  expectIssuedCertificate,
  inLocale,
  pageUrl,
  payOnCardCheckout,
  pusaraCopy,
  submitApplication,
  walkToUnderwriting,
} from './support/pusara-journey';

/**
 * Issue 22 asks for at most 30 inputs and under 4 minutes. The input count is the same on every machine, so it is
 * asserted; the wall time is a measurement of this machine, printed and never asserted.
 */
const INPUT_TARGET = 30;
const visaTestCard = '4242424242424242';

const inputActions = ['fill', 'check', 'selectOption', 'setInputFiles'] as const;
const pressActions = ['click', 'press'] as const;
type CountedAction = (typeof inputActions)[number] | (typeof pressActions)[number];

/** Counts the inputs and presses made through any locator (the shared journey helpers included) until `stop()`. */
function countActions(page: Page): { inputs: () => number; presses: () => number; stop: () => void } {
  const prototype = Object.getPrototypeOf(page.locator('body')) as Record<CountedAction, unknown>;
  const counts = { inputs: 0, presses: 0 };
  const wrap = (names: readonly CountedAction[], kind: keyof typeof counts) =>
    names.map((name) => {
      const original = prototype[name];
      prototype[name] = function counted(this: Locator, ...args: unknown[]) {
        counts[kind] += 1;
        return (original as (...a: unknown[]) => unknown).apply(this, args);
      };
      return [name, original] as const;
    });
  const originals = [...wrap(inputActions, 'inputs'), ...wrap(pressActions, 'presses')];
  return {
    inputs: () => counts.inputs,
    presses: () => counts.presses,
    stop: () => {
      for (const [name, original] of originals) prototype[name] = original;
    },
  };
}

/** An NRIC of this run for a date of birth and gender (odd last digit: male), passing the vendor sandbox. */
function nricFor(dob: string, gender: 'm' | 'f'): string {
  const [year, month, day] = dob.split('-');
  const serial = 10 + Math.floor(Math.random() * 80);
  const last = Math.floor(Math.random() * 5) * 2 + (gender === 'm' ? 1 : 0);
  return `${year!.slice(2)}${month}${day}-14-${serial}${Math.floor(Math.random() * 10)}${last}`;
}

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  test(`flagship: quick quote to certificate in the browser, counted (${locale})`, async ({ page }) => {
    test.setTimeout(300_000);
    const images = await ensureEkycImages();
    const t = pusaraCopy(locale);
    const d = (key: string) => copy('dashboard', locale, key);
    const j = (key: string) => copy('shared', locale, key);
    const e = (key: string) => copy('ekyc', locale, key);
    const main = page.getByRole('main');
    const email = uniqueEmail(`flagship-${locale}`);
    const quote = { dob: '1992-03-15', gender: 'f' as const, coverage: '150000' };
    const nric = nricFor(quote.dob, quote.gender);

    await page.goto(inLocale(locale, '/pusara-pro/quick-quote'));
    const started = Date.now();
    const actions = countActions(page);
    try {
      // The quick quote is prerendered: it takes input once the app has taken it over.
      await waitForInteractive(page);
      // Quick quote.
      await main.getByLabel(startingWith(t('quote.dob'))).fill(quote.dob);
      await main.getByLabel(startingWith(t('quote.gender'))).selectOption(quote.gender);
      await main.getByRole('slider', { name: t('quote.sumCovered') }).fill(quote.coverage);
      await main.getByRole('link', { name: exactly(t('quote.createQuotation')) }).click();

      // Registration, the PIN read from the dev outbox; it ends on eKYC.
      await expect(page).toHaveURL(pageUrl(locale, '/user/register', '\\?next='));
      await main.getByLabel(startingWith(j('journey.email.email'))).fill(email);
      await main.getByRole('checkbox').check();
      await main.getByRole('button', { name: exactly(j('journey.email.submit')) }).click();
      await main.getByLabel(startingWith(j('journey.pin.pin'))).fill(await readPin(page.request, email));
      await main.getByRole('button', { name: exactly(j('journey.pin.submit')) }).click();
      await main.getByLabel(startingWith(d('register.details.firstName'))).fill('Nur');
      await main.getByLabel(startingWith(d('register.details.lastName'))).fill('Ujian');
      await main.getByLabel(startingWith(d('register.details.password'))).fill('Kain-Batik-Teduh-42');
      await main.getByRole('button', { name: exactly(d('register.details.submit')) }).click();

      // eKYC: NRIC, the three pictures, the declaration; it ends with the way to the quotation.
      await expect(page).toHaveURL(pageUrl(locale, '/ekyc/begin-verification', '$'));
      await page.getByRole('link', { name: e('beginVerification.start') }).click();
      await page.getByLabel(e('photo.steps.nric.label')).fill(nric.replace(/-/g, ''));
      await page.getByRole('button', { name: e('photo.continue') }).click();
      for (const [kind, file] of [
        ['front_ic', images.front],
        ['back_ic', images.back],
        ['selfie', images.selfie],
      ] as const) {
        await page.getByLabel(e(`photo.steps.${kind}.upload`)).setInputFiles(file);
        await page.getByRole('button', { name: e('photo.usePhoto') }).click();
      }
      await page.getByRole('button', { name: e('photo.upload.submit') }).click();
      await expect(page).toHaveURL(pageUrl(locale, '/ekyc/address-declaration', '$'), { timeout: 20_000 });
      // Malaysian, the nationality of the MyKad just checked, is chosen to start with.
      await expect(
        page.getByRole('radio', { name: exactly(e('address.nationality.malaysian')) }),
      ).toBeChecked();
      await page.getByLabel(e('address.fields.postcode')).fill('40000');
      await expect(page.getByLabel(e('address.fields.city'))).toHaveValue('Shah Alam');
      await page.getByLabel(e('address.fields.address1')).fill('12 Jalan Damai, Seksyen 7');
      await page.getByLabel(e('address.fields.phone')).fill('012-345 6789');
      await page.getByLabel(e('address.fields.height')).fill('165');
      await page.getByLabel(e('address.fields.weight')).fill('60');
      await page.getByRole('radio', { name: exactly(e('address.smoker.no')) }).check();
      await page.getByRole('button', { name: e('address.continue') }).click();
      await expect(page).toHaveURL(pageUrl(locale, '/ekyc/declaration', '$'));
      await page.getByRole('checkbox', { name: e('declaration.acknowledgement') }).check();
      await page.getByRole('button', { name: e('declaration.submit') }).click();
      await expect(page).toHaveURL(pageUrl(locale, '/ekyc/v2', '$'));
      await expect(page.getByTestId('ekyc-status')).toHaveAttribute('data-template', 'accepted', {
        timeout: 30_000,
      });
      await page.getByRole('link', { name: e('status.actions.quote') }).click();

      // The quotation starts from the quick quote: the same date of birth, gender and sum.
      await expect(page).toHaveURL(pageUrl(locale, '/pusara-pro/create-quotation', '$'));
      await expect(main.getByText(nric, { exact: true })).toBeVisible();
      await expect(main.getByText(t('quote.female'), { exact: true })).toBeVisible();
      await expect(main.getByText(/^15 (Mar|Mac)\w* 1992$/)).toBeVisible();
      await expect(main.getByRole('slider', { name: t('quote.sumCovered') })).toHaveValue(quote.coverage);

      // The sales journey and the card payment to the certificate.
      await walkToUnderwriting(page, locale, { alreadyOnQuotation: true });
      await answerAllNo(page, locale);
      await submitApplication(page, locale);
      await payOnCardCheckout(page, locale, visaTestCard);
      await expectIssuedCertificate(page, locale);
    } finally {
      actions.stop();
    }
    const elapsed = Date.now() - started;
    const summary = `flagship: ${actions.inputs()} inputs (at most ${INPUT_TARGET}) and ${actions.presses()} presses, ${(elapsed / 1000).toFixed(1)} s from quick quote to certificate (${locale})`;
    console.log(summary);
    test.info().annotations.push({ type: 'flagship', description: summary });
    expect(actions.inputs(), summary).toBeLessThanOrEqual(INPUT_TARGET);
  });
}
