// The cookie choice and the ads conversions (contract 7.5, docs/adr/0017), on the web server with an ads tag
// configured, in English and Malay. Google is never reached: the gtag.js request is answered here by a stand-in
// and every other Google request is refused and counted. Declining loads no tag and sends no conversion;
// accepting loads the tag, and a successful footer newsletter subscribe and calculator e-mail each push one
// conversion to the data layer. axe on the banner; screenshots on a desktop and a phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { uniqueEmail } from './support/member';
import { waitForInteractive } from './support/pages';
import { adsTag, apiScripts, ports, urlOf } from './support/servers';

const adsSite = urlOf(ports.webAds);
const googleHosts =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google\.com|google\.com\.my|googleadservices\.com|doubleclick\.net)\//;

/** Answers gtag.js with a stand-in and refuses anything else bound for Google; counts both. */
async function interceptGoogle(page: Page) {
  const seen = { gtag: [] as string[], other: [] as string[] };
  await page.route(googleHosts, async (route) => {
    const url = route.request().url();
    if (url.startsWith('https://www.googletagmanager.com/gtag/js')) {
      seen.gtag.push(url);
      await route.fulfill({
        contentType: 'application/javascript',
        body: 'window.gtagStandIn = true;',
      });
    } else {
      seen.other.push(url);
      await route.abort();
    }
  });
  return seen;
}

/** The conversions pushed to the data layer, as `send_to` values. */
function conversions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === 'event' && call[1] === 'conversion')
      .map((call) => (call[2] as { send_to: string }).send_to),
  );
}

const home = (locale: Locale) => `${adsSite}${locale === 'en' ? '/' : '/ms'}`;

async function subscribeFromFooter(page: Page, locale: Locale) {
  const s = (key: string) => copy('shell', locale, key);
  const footer = page.getByRole('contentinfo');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await footer
    .getByRole('textbox', { name: s('newsletter.emailLabel') })
    .fill(uniqueEmail(`consent-${locale}`));
  await footer.getByRole('button', { name: exactly(s('newsletter.subscribe')) }).click();
  await expect(footer.getByRole('status')).toContainText(s('newsletter.subscribed'));
}

async function emailQuote(page: Page, locale: Locale) {
  const p = (key: string, values?: Record<string, string>) => copy('pusara', locale, key, values);
  const main = page.getByRole('main');
  await waitForInteractive(page);
  await main.getByLabel(new RegExp(p('quote.dob'))).fill('1990-07-21');
  await main.getByLabel(new RegExp(p('quote.gender'))).selectOption('m');
  const send = main.getByRole('button', { name: exactly(p('calculatorEmail.send')) });
  await expect(send).toBeEnabled();
  const email = uniqueEmail(`consent-quote-${locale}`);
  await main.getByLabel(p('calculatorEmail.label')).fill(email);
  await send.click();
  await expect(main.getByRole('status')).toContainText(p('calculatorEmail.sent', { email }));
}

test('the manifest carries the ads tag only on the server configured with one', async ({ request }) => {
  const withTag = (await (await request.get(`${adsSite}/deployment-manifest.json`)).json()) as {
    adsTag: unknown;
  };
  expect(withTag.adsTag).toEqual({
    tagId: adsTag.tagId,
    conversionLabels: { calculator: adsTag.labels.calculator, newsletter: adsTag.labels.newsletter },
  });
  const plain = (await (await request.get('/deployment-manifest.json')).json()) as { adsTag: unknown };
  expect(plain.adsTag).toBeNull();
});

test('the server without an ads tag asks nothing and offers no cookie settings', async ({ page }) => {
  await page.goto('/');
  await waitForInteractive(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(
    page.getByRole('heading', { name: exactly(copy('shell', 'en', 'newsletter.title')) }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: copy('shell', 'en', 'consent.title', { brand: 'Teduh' }) }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: exactly(copy('shell', 'en', 'consent.settings')) }),
  ).toHaveCount(0);
});

for (const locale of ['en', 'ms'] as const satisfies readonly Locale[]) {
  const s = (key: string, values?: Record<string, string>) => copy('shell', locale, key, values);
  const bannerOf = (page: Page) =>
    page.getByRole('region', { name: exactly(s('consent.title', { brand: 'Teduh' })) });

  test(`declining loads no tag and sends no conversion (${locale})`, async ({ page }, testInfo) => {
    test.skip(!apiScripts().start, 'the API has no start script yet');
    const google = await interceptGoogle(page);
    await page.goto(home(locale));
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();

    const axe = await new AxeBuilder({ page })
      .include('[data-cookie-banner]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`banner-${locale}-desktop.png`) });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: testInfo.outputPath(`banner-${locale}-phone.png`) });
    await page.setViewportSize({ width: 1280, height: 720 });

    // Declining is one press, like accepting.
    await banner.getByRole('button', { name: exactly(s('consent.necessaryOnly')) }).click();
    await expect(banner).toHaveCount(0);

    await subscribeFromFooter(page, locale);
    expect(await conversions(page)).toEqual([]);
    expect(google.gtag).toEqual([]);
    expect(google.other).toEqual([]);

    // Remembered: the next page asks nothing and still loads no tag.
    await page.reload();
    await waitForInteractive(page);
    await expect(bannerOf(page)).toHaveCount(0);
    expect(google.gtag).toEqual([]);
  });

  test(`accepting loads the tag, and each successful submit sends one conversion (${locale})`, async ({
    page,
  }, testInfo) => {
    test.skip(!apiScripts().start, 'the API has no start script yet');
    const google = await interceptGoogle(page);
    await page.goto(home(locale));
    const banner = bannerOf(page);
    const tagRequested = page.waitForRequest((request) =>
      request.url().startsWith('https://www.googletagmanager.com/gtag/js'),
    );
    await banner.getByRole('button', { name: exactly(s('consent.acceptMarketing')) }).click();
    await expect(banner).toHaveCount(0);
    expect((await tagRequested).url()).toBe(
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(adsTag.tagId)}`,
    );
    await expect.poll(() => page.evaluate(() => 'gtagStandIn' in window)).toBe(true);
    expect(await conversions(page)).toEqual([]);

    await subscribeFromFooter(page, locale);
    expect(await conversions(page)).toEqual([`${adsTag.tagId}/${adsTag.labels.newsletter}`]);

    // The calculator, on a page of its own: the tag loads again from the remembered choice.
    await page.goto(`${adsSite}${locale === 'en' ? '' : '/ms'}/pusara-pro/quick-quote`);
    await expect(bannerOf(page)).toHaveCount(0);
    await emailQuote(page, locale);
    expect(await conversions(page)).toEqual([`${adsTag.tagId}/${adsTag.labels.calculator}`]);
    expect(google.gtag).toHaveLength(2);
    await page.screenshot({ path: testInfo.outputPath(`quote-${locale}.png`), fullPage: true });

    // "Cookie settings" in the footer of a default page: the choice can be withdrawn as easily.
    await page.goto(home(locale));
    await expect.poll(() => google.gtag.length).toBe(3);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: exactly(s('consent.settings')) })
      .click();
    const dialog = page.getByRole('dialog', { name: exactly(s('consent.settings')) });
    await expect(dialog).toContainText(s('consent.current.marketing'));
    await page.screenshot({ path: testInfo.outputPath(`settings-${locale}.png`) });
    await dialog.getByRole('button', { name: exactly(s('consent.necessaryOnly')) }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await waitForInteractive(page);
    // The withdrawn choice loads nothing more.
    await expect(bannerOf(page)).toHaveCount(0);
    expect(google.gtag).toHaveLength(3);
    expect(await conversions(page)).toEqual([]);
  });
}
