import { expect, test } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { registerMember, uniqueEmail } from './support/member';
import { expectShellChrome } from './support/pages';
import { apiScripts } from './support/servers';

const cases: { path: string; locale: Locale; why: string }[] = [
  { path: '/this-page-does-not-exist', locale: 'en', why: 'no remote owns the path' },
  { path: '/ms/halaman-yang-tiada', locale: 'ms', why: 'no remote owns the path, in Malay' },
  { path: '/pusara-pro/no-such-step', locale: 'en', why: 'a remote owns the prefix but has no such page' },
  { path: '/glossary', locale: 'en', why: 'no remote declares it (the glossary is /resources/glossary)' },
];

for (const { path, locale, why } of cases) {
  test(`${path} answers HTTP 404 with the 404 page (${why})`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const title = copy('shared-ui', locale, 'ui.notFound.title');
    await expect(page.getByRole('heading', { name: exactly(title) })).toBeVisible();
    await expect(page.getByText(copy('shared-ui', locale, 'ui.notFound.text'))).toBeVisible();
    await expectShellChrome(page, locale);
  });
}

test('the 404 answer carries the copy for browsers without JavaScript', async ({ request }) => {
  const response = await request.get('/this-page-does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain(
    `<noscript><h1>${copy('shared-ui', 'en', 'ui.notFound.title')}</h1>`,
  );
});

// Pages whose parameters name nothing answer 404 too, not a 200 that shows the 404 page (a soft 404): the web
// server checks them as the route data says (paramCheck), against the allow-list or the API.
test('unknown deep links, app articles and products, records, articles and journey uuids answer HTTP 404', async ({
  page,
}) => {
  test.skip(!apiScripts().start, 'the API has no start script yet');
  // The status is what a crawler reads; the page's own rendering of "not found" is tested with each page.
  const statusOf = async (path: string) => ({ path, status: (await page.request.get(path)).status() });
  const unknownUuid = '9d1c7c1e-0000-4000-8000-000000000000';
  for (const path of [
    '/deeplink/evil.example.com',
    '/ms/deeplink/admin/secret',
    '/app/no-such-article-here',
    '/app/product-details/no-such-plan',
    `/records/${unknownUuid}`,
    '/ms/records/not-a-uuid',
    '/resources/no-such-article-here',
  ]) {
    expect(await statusOf(path)).toEqual({ path, status: 404 });
  }
  for (const path of ['/deeplink/faq', '/resources', '/records', '/app/product-details/pusara-pro']) {
    expect(await statusOf(path)).toEqual({ path, status: 200 });
  }

  // A signed-in member's journey pages for a quotation or certificate that does not exist.
  await registerMember(page.request, uniqueEmail('soft404'));
  for (const path of [
    `/pusara-pro/sales-journey/${unknownUuid}`,
    `/pusara-pro/generated-quotation/${unknownUuid}`,
    `/pusara-pro/payment-summary/${unknownUuid}`,
  ]) {
    expect(await statusOf(path)).toEqual({ path, status: 404 });
  }
});
