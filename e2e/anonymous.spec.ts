// An anonymous visitor's pages ask the API nothing it must refuse: the session is probed only when the API's
// readable "signed in" cookie is there, so no call answers 401 and the console stays clean. Once signed in,
// the same pages know the member again.
import { expect, test } from '@playwright/test';
import { copy, exactly } from './support/copy';
import { registerMember, uniqueEmail } from './support/member';
import { waitForInteractive } from './support/pages';

const pages = ['/', '/faq', '/resources', '/pusara-pro/quick-quote', '/ms'];

test('anonymous pages make no call that answers 401, and log no error', async ({ page }) => {
  const refused: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 403)
      refused.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const path of pages) {
    await page.goto(path);
    await waitForInteractive(page);
    await page.waitForLoadState('networkidle');
  }
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
});

test('a signed-in member is known again on a page loaded afresh', async ({ page }) => {
  await registerMember(page.request, uniqueEmail('hint'));
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('link', { name: new RegExp(`${copy('shell', 'en', 'nav.dashboard')}$`) }),
  ).toBeVisible();
  await expect(header.getByRole('link', { name: exactly(copy('shell', 'en', 'nav.signIn')) })).toHaveCount(0);
});
