import { expect, test } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { expectShellChrome, waitForInteractive } from './support/pages';
import { localeCookieName } from './support/product';
import { apiScripts, ports, urlOf } from './support/servers';

const homeTitle = (locale: Locale) => copy('marketing', locale, 'home.hero.title');

test('home renders in English, switches to Malay, and the choice survives reloads', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: exactly(homeTitle('en')) })).toBeVisible();
  await expectShellChrome(page, 'en');
  // The language switch is a button: it works once the app has taken over the prerendered page.
  await waitForInteractive(page);

  await page
    .getByRole('button', { name: copy('shell', 'en', 'nav.languageName.ms') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/ms\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: exactly(homeTitle('ms')) })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  const cookie = (await context.cookies()).find((c) => c.name === localeCookieName);
  expect(cookie?.value).toBe('ms');
  // The cookie lasts a year.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  // The unprefixed address now opens in Malay, before and after a reload.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: exactly(homeTitle('ms')) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: exactly(homeTitle('ms')) })).toBeVisible();
  await expectShellChrome(page, 'ms');

  // Switching back is remembered too.
  await waitForInteractive(page);
  await page
    .getByRole('button', { name: copy('shell', 'ms', 'nav.languageName.en') })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: exactly(homeTitle('en')) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: exactly(homeTitle('en')) })).toBeVisible();
});

test('a /ms address renders in Malay whatever the cookie says', async ({ page, context }) => {
  await context.addCookies([{ name: localeCookieName, value: 'en', url: urlOf(ports.web) }]);
  const response = await page.goto('/ms');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.getByRole('heading', { level: 1, name: exactly(homeTitle('ms')) })).toBeVisible();
  await expectShellChrome(page, 'ms');
});

test('home gets its data from the API without network, CORS or server errors', async ({ page }) => {
  test.skip(!apiScripts().start, 'the API has no start script yet');
  const api = urlOf(ports.api);
  const problems: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(api)) problems.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(api) && response.status() >= 500) {
      problems.push(`${response.url()}: HTTP ${response.status()}`);
    }
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: exactly(homeTitle('en')) })).toBeVisible();
  expect(problems).toEqual([]);
});
