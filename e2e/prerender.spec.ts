import { expect, test, type APIRequestContext } from '@playwright/test';
import { copy, exactly, startingWith, type Locale } from './support/copy';
import { expectShellChrome, waitForInteractive } from './support/pages';
import { ports, urlOf } from './support/servers';

const homes: [Locale, string][] = [
  ['en', '/'],
  ['ms', '/ms'],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, path] of homes) {
    test(`${path} is the whole, styled page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const title = copy('marketing', locale, 'home.hero.title');
      await expect(page.getByRole('heading', { level: 1, name: exactly(title) })).toBeVisible();
      await expectShellChrome(page, locale);
      // Styled: the primary call to action has its brand background, not the browser's default.
      const cta = page.getByRole('main').getByRole('link', {
        name: exactly(copy('marketing', locale, 'home.hero.primaryCta')),
      });
      expect(await cta.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe(
        'rgba(0, 0, 0, 0)',
      );
    });
  }
});

test('the prerendered home becomes the app without showing a loader', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { loader: false };
    Object.assign(window, { teduhLoaderSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('#root [aria-busy="true"], #root .boot-main')) seen.loader = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const title = copy('marketing', 'en', 'home.hero.title');
  await expect(page.getByRole('heading', { level: 1, name: exactly(title) })).toBeVisible();
  // React owns the page now: the language switch works without a page load.
  await page
    .getByRole('button', { name: copy('shell', 'en', 'nav.languageName.ms') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ms\/?$/);
  expect(
    await page.evaluate(
      () => (window as unknown as { teduhLoaderSeen: { loader: boolean } }).teduhLoaderSeen.loader,
    ),
  ).toBe(false);
  // The prerendered copy of the styles is gone once styled-components holds them.
  await expect(page.locator('style[data-prerendered]')).toHaveCount(0);
});

test('what a visitor enters on the prerendered quick quote before the app takes over is kept', async ({
  page,
}) => {
  const t = (key: string) => copy('pusara', 'en', key);
  // The app's script waits until the visitor has typed, so every keystroke lands on the prerendered page.
  let releaseApp = () => undefined as void;
  const typed = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route('**/main.js', async (route) => {
    await typed;
    await route.continue();
  });
  // Not until load: the held script is preloaded, and the load event waits for it.
  await page.goto('/pusara-pro/quick-quote', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const dob = main.getByLabel(startingWith(t('quote.dob')));
  await dob.fill('1992-03-15');
  await main.getByLabel(startingWith(t('quote.gender'))).selectOption('f');
  await dob.focus();
  expect(await page.evaluate(() => performance.getEntriesByName('teduh:interactive').length)).toBe(0);

  releaseApp();
  await waitForInteractive(page);
  await expect(dob).toHaveValue('1992-03-15');
  await expect(main.getByLabel(startingWith(t('quote.gender')))).toHaveValue('f');
  await expect(dob).toBeFocused();
  // The page's state has them: the sum covered can be chosen, and a price is quoted.
  await expect(main.getByRole('slider', { name: t('quote.sumCovered') })).toBeEnabled();
  await expect(main.getByRole('link', { name: exactly(t('quote.createQuotation')) })).toBeVisible();
});

/** The first article of the seeded content, as the API lists it. */
async function firstArticleTitle(request: APIRequestContext, locale: Locale): Promise<string> {
  const response = await request.get(
    `${urlOf(ports.api)}/cms/api/v1/articles/?lang=${locale}&limit=1&offset=0`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { results: { title: string }[] } };
  const title = body.data.results[0]?.title;
  if (!title) throw new Error('The seed has no articles');
  return title;
}

test.describe('content pages prerendered with their data, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, path] of [
    ['en', '/resources'],
    ['ms', '/ms/resources'],
  ] as [Locale, string][]) {
    test(`${path} shows its articles in the HTML`, async ({ page, request }) => {
      const title = await firstArticleTitle(request, locale);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();
    });
  }
});

test('a content page prerendered with its data becomes the app without a loader, and refreshes its data', async ({
  page,
  request,
}) => {
  const title = await firstArticleTitle(request, 'en');
  await page.addInitScript(() => {
    const seen = { loader: false };
    Object.assign(window, { teduhLoaderSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('#root [aria-busy="true"], #root [data-testid="skeleton"]'))
        seen.loader = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const refreshed = page.waitForResponse((response) => response.url().includes('/cms/api/v1/articles/'));
  await page.goto('/resources', { waitUntil: 'networkidle' });
  await refreshed;
  await expect(page.getByRole('main').getByText(title, { exact: true }).first()).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { teduhLoaderSeen: { loader: boolean } }).teduhLoaderSeen.loader,
    ),
  ).toBe(false);
});
