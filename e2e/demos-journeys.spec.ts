// The motor demo and the funeral-cover demo against the real API, in English and Malay: a motor quotation
// with NCD and add-ons, saved, resumed from its address, changed and e-mailed; a member's funeral-cover demo
// from the form to the dashboard (another member's address is the 404 page); every route of both journeys
// answers 200 and a bad uuid is the 404 page. Axe checks the form and result pages.
import { expect, test, type Page } from '@playwright/test';
import { copy, exactly, startingWith, type Locale } from './support/copy';
import { apiUrl, expectNoSeriousViolations, registerMember, uniqueEmail } from './support/member';

const badUuid = '3f6c1a52-8d0e-4b7a-9e61-2a4f5c7d9b10';
const year = new Date().getFullYear();
const uuidInPath = '([0-9a-f-]{36})';

const motorRoutes = [
  '/demo-ecics-motor-sales-journey/product-details',
  '/demo-ecics-motor-sales-journey/form',
  `/demo-ecics-motor-sales-journey/form/${badUuid}`,
  `/demo-ecics-motor-sales-journey/summary/${badUuid}`,
];
const funeralRoutes = [
  '/demo-teduh-kubur-pro',
  '/demo-teduh-kubur-pro/form',
  '/demo-teduh-kubur-pro/generated-quotation',
  '/demo-teduh-kubur-pro/success',
  `/dashboard/teduh-policies/kubur-pro/${badUuid}`,
  `/dashboard/teduh-policies/kubur-pro/${badUuid}/make-a-claim`,
];

async function expectNotFound(page: Page, locale: Locale) {
  await expect(
    page.getByRole('heading', { level: 1, name: exactly(copy('shared-ui', locale, 'ui.notFound.title')) }),
  ).toBeVisible();
}

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  const prefix = locale === 'en' ? '' : '/ms';
  const language = locale === 'en' ? 'English' : 'Malay';
  const d = (key: string, values?: Record<string, string>) => copy('demos', locale, key, values);

  test(`every route of the two demos answers 200, in ${language}`, async ({ request }) => {
    // Signed in, so the member-only pages are served rather than sent to sign-in.
    await registerMember(request, uniqueEmail('demo-routes'));
    for (const path of [...motorRoutes, ...funeralRoutes]) {
      const response = await request.get(`${prefix}${path}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}${path}`).toBe(200);
    }
  });

  test(`a motor quotation with NCD and add-ons, resumed from its address, in ${language}`, async ({
    page,
    request,
  }) => {
    // Several pages, each checked by axe, on a shared 2-core machine.
    test.slow();
    const main = page.getByRole('main');
    const continueButton = main.getByRole('button', {
      name: exactly(copy('shared', locale, 'journey.continue')),
    });
    let uuid = '';

    await test.step('a bad uuid is the 404 page', async () => {
      await page.goto(`${prefix}/demo-ecics-motor-sales-journey/summary/${badUuid}`);
      await expectNotFound(page, locale);
      await page.goto(`${prefix}/demo-ecics-motor-sales-journey/form/not-a-uuid`);
      await expectNotFound(page, locale);
    });

    await test.step('from the product page to the form', async () => {
      await page.goto(`${prefix}/demo-ecics-motor-sales-journey/product-details`);
      await main
        .getByRole('link', { name: exactly(d('motor.hero.start')) })
        .first()
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/demo-ecics-motor-sales-journey/form\\?step=vehicle$`),
      );
      await expect(main.getByText(d('motor.demoNotice.title'))).toBeVisible();
    });

    await test.step('the car', async () => {
      await main.getByLabel(startingWith(d('motor.fields.registration'))).fill('wxy 1234');
      await main.getByLabel(startingWith(d('motor.fields.vehicleModel'))).selectOption('perodua-myvi');
      await main.getByLabel(startingWith(d('motor.fields.year'))).selectOption(String(year - 3));
      await expect(main.getByLabel(startingWith(d('motor.fields.engineCc')))).toHaveValue('1496');
      await expectNoSeriousViolations(page);
      await continueButton.click();
    });

    await test.step('the cover: comprehensive, NCD 38.33%, windscreen and special perils', async () => {
      await main.getByLabel(startingWith(d('motor.fields.sumInsured'))).fill('40000');
      await main.getByLabel(startingWith(d('motor.fields.ncd'))).selectOption('38.33');
      await main.getByLabel(d('motor.addOns.windscreen')).check();
      await main.getByLabel(d('motor.addOns.special_perils')).check();
      await continueButton.click();
    });

    await test.step('the owner, then the summary with its premium worked out', async () => {
      await main.getByLabel(startingWith(d('motor.fields.ownerNric'))).fill('900101145679');
      await main.getByLabel(startingWith(d('motor.fields.postcode'))).fill('50450');
      await expect(main.getByText('Kuala Lumpur, Wp Kuala Lumpur')).toBeVisible();
      await main.getByRole('button', { name: exactly(d('motor.form.submit')) }).click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/demo-ecics-motor-sales-journey/summary/${uuidInPath}$`),
      );
      uuid = new RegExp(uuidInPath).exec(page.url())![1]!;
      const premium = main.getByRole('region', { name: d('motor.summary.premium') });
      await expect(premium.getByText(d('motor.summary.ncdDiscount', { percent: '38.33' }))).toBeVisible();
      await expect(premium.getByText('RM1,266.84')).toBeVisible();
      await expect(main.getByText(d('motor.demoNotice.title'))).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step('resumed from its address: NCD 55%, the NRIC typed again', async () => {
      await page.goto(`${prefix}/demo-ecics-motor-sales-journey/form/${uuid}`);
      await expect(main.getByLabel(startingWith(d('motor.fields.registration')))).toHaveValue('WXY 1234');
      await continueButton.click();
      await expect(main.getByLabel(startingWith(d('motor.fields.sumInsured')))).toHaveValue('40000');
      await main.getByLabel(startingWith(d('motor.fields.ncd'))).selectOption('55');
      await continueButton.click();
      await expect(main.getByLabel(startingWith(d('motor.fields.postcode')))).toHaveValue('50450');
      await main.getByLabel(startingWith(d('motor.fields.ownerNric'))).fill('900101145679');
      await main.getByRole('button', { name: exactly(d('motor.form.submit')) }).click();
      await expect(page).toHaveURL(`${prefix}/demo-ecics-motor-sales-journey/summary/${uuid}`);
      // 1,319.50 - 725.73 + 350.00 = 943.77; SST 75.50; stamp duty 10.00.
      await expect(main.getByText('RM1,029.27')).toBeVisible();
    });

    await test.step('e-mailed, and the way to talk to us', async () => {
      const email = uniqueEmail('motor-demo');
      await main.getByLabel(startingWith(d('motor.email.label'))).fill(email);
      await main.getByRole('button', { name: exactly(d('motor.email.send')) }).click();
      await expect(main.getByText(d('motor.email.sentTitle'))).toBeVisible();
      await expect
        .poll(async () => {
          const response = await request.get(`${apiUrl}dev/mailbox?to=${encodeURIComponent(email)}`, {
            headers: { Accept: 'application/json' },
          });
          const mails = ((await response.json()) as { data?: { text: string }[] }).data ?? [];
          return mails.some((mail) => mail.text.includes(`demo-ecics-motor-sales-journey/summary/${uuid}`));
        })
        .toBe(true);
      await main.getByRole('button', { name: exactly(d('motor.talkToUs.button')) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });

  test(`a funeral-cover demo from the form to the dashboard, in ${language}`, async ({ page, browser }) => {
    // Two members, five pages, each checked by axe, on a shared 2-core machine.
    test.slow();
    const main = page.getByRole('main');
    await registerMember(page.request, uniqueEmail('kubur-pro'));
    let uuid = '';

    await test.step('the landing leads to the form', async () => {
      await page.goto(`${prefix}/demo-teduh-kubur-pro`);
      await expect(main.getByText(d('kuburPro.plan.monthly', { amount: 'RM10.00' }))).toBeVisible();
      await expectNoSeriousViolations(page);
      await main
        .getByRole('link', { name: exactly(d('kuburPro.landing.start')) })
        .first()
        .click();
      await expect(page).toHaveURL(`${prefix}/demo-teduh-kubur-pro/form`);
    });

    await test.step('a funeral benefit and a beneficiary', async () => {
      await main.getByLabel(d('kuburPro.plan.option', { benefit: 'RM10,000', monthly: 'RM10.00' })).check();
      await main.getByLabel(startingWith(d('kuburPro.form.beneficiaryName'))).fill('Siti Aminah');
      await main.getByLabel(startingWith(d('kuburPro.form.relationship'))).selectOption('child');
      await main.getByLabel(startingWith(d('kuburPro.form.phone'))).fill('012-345 6789');
      await expectNoSeriousViolations(page);
      await main.getByRole('button', { name: exactly(d('kuburPro.form.submit')) }).click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix}/demo-teduh-kubur-pro/generated-quotation\\?uuid=${uuidInPath}$`),
      );
      uuid = new RegExp(uuidInPath).exec(page.url())![1]!;
    });

    await test.step('the generated quotation, then the demo certificate', async () => {
      await expect(main.getByText('Siti Aminah')).toBeVisible();
      await expectNoSeriousViolations(page);
      await main.getByRole('button', { name: exactly(d('kuburPro.quotation.issue')) }).click();
      await expect(page).toHaveURL(`${prefix}/demo-teduh-kubur-pro/success?uuid=${uuid}`);
      await expect(main.getByText(/^DEMO-KP-[A-Z2-9]{8}$/)).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step('in the dashboard', async () => {
      const number = await main.getByText(/^DEMO-KP-[A-Z2-9]{8}$/).textContent();
      await main.getByRole('link', { name: exactly(d('kuburPro.success.dashboard')) }).click();
      await expect(page).toHaveURL(`${prefix}/dashboard/teduh-policies/kubur-pro/${uuid}`);
      await expect(
        main.getByRole('heading', { level: 1, name: exactly(copy('dashboard', locale, 'kuburPro.title')) }),
      ).toBeVisible();
      await expect(main.getByText(number!)).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    await test.step('bad addresses are the 404 page', async () => {
      await page.goto(`${prefix}/dashboard/teduh-policies/kubur-pro/${badUuid}`);
      await expectNotFound(page, locale);
      await page.goto(`${prefix}/demo-teduh-kubur-pro/generated-quotation?uuid=nope`);
      await expectNotFound(page, locale);
      await page.goto(`${prefix}/demo-teduh-kubur-pro/success?uuid=${badUuid}`);
      await expectNotFound(page, locale);
    });

    await test.step("another member's certificate is the 404 page", async () => {
      const other = await browser.newContext();
      try {
        const otherPage = await other.newPage();
        await registerMember(otherPage.request, uniqueEmail('kubur-pro-other'));
        await otherPage.goto(`${prefix}/dashboard/teduh-policies/kubur-pro/${uuid}`);
        await expectNotFound(otherPage, locale);
      } finally {
        await other.close();
      }
    });
  });
}
