import { expect, test } from '@playwright/test';
import { copy, exactly, type Locale } from './support/copy';
import { expectShellChrome } from './support/pages';

const cases: { path: string; locale: Locale; why: string }[] = [
  { path: '/this-page-does-not-exist', locale: 'en', why: 'no remote owns the path' },
  { path: '/ms/halaman-yang-tiada', locale: 'ms', why: 'no remote owns the path, in Malay' },
  { path: '/pusara-pro/no-such-step', locale: 'en', why: 'a remote owns the prefix but has no such page' },
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
