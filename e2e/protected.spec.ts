import { expect, test } from '@playwright/test';
import { builtRoutes, samplePath } from './support/routes';
import { expectShellChrome } from './support/pages';
import { copy, exactly } from './support/copy';
import { sessionCookieName } from './support/product';

/** The seeded demo member (api/README.md), never in production. */
const demoMember = { email: 'demo@teduh.my', password: 'Payung-Hijau-27' };

const protectedRoutes = builtRoutes().filter((route) => route.requiresSessionCookie);

test('the builds mark the protected pages', () => {
  expect(protectedRoutes.length).toBeGreaterThan(0);
});

for (const route of protectedRoutes) {
  const path = samplePath(route.path);

  test(`${path} sends a visitor without a session to sign-in, in both languages`, async ({ request }) => {
    for (const prefix of ['', '/ms', '/en']) {
      const response = await request.get(`${prefix}${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers().location).toBe(
        `${prefix}/user/sign-in?next=${encodeURIComponent(`${prefix}${path}`)}`,
      );
    }
  });
}

test('the redirect lands on a working sign-in page that knows where to return', async ({ page }) => {
  const route = protectedRoutes[0]!;
  const path = samplePath(route.path);
  await page.goto(`/ms${path}`);
  await expect(page).toHaveURL(`/ms/user/sign-in?next=${encodeURIComponent(`/ms${path}`)}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectShellChrome(page, 'ms');
});

test('with a session cookie the page itself is served', async ({ request }) => {
  const path = samplePath(protectedRoutes[0]!.path);
  const response = await request.get(path, {
    maxRedirects: 0,
    headers: { cookie: `${sessionCookieName}=present` },
  });
  expect(response.status()).toBe(200);
});

for (const locale of ['en', 'ms'] as const) {
  test(`signing in after the redirect lands on the page asked for, not the profile (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const prefix = locale === 'ms' ? '/ms' : '';
    const asked = `${prefix}/user/change-password`;
    await page.goto(asked);
    await expect(page).toHaveURL(`${prefix}/user/sign-in?next=${encodeURIComponent(asked)}`);
    const labelled = (key: string) => page.getByLabel(new RegExp(`^\\s*${copy('dashboard', locale, key)}`));
    await labelled('signIn.email').fill(demoMember.email);
    await labelled('signIn.password').fill(demoMember.password);
    await page.getByRole('button', { name: exactly(copy('dashboard', locale, 'signIn.submit')) }).click();
    await expect(page).toHaveURL(asked, { timeout: 20_000 });
    // Still there once the session is known: not sent on to the profile afterwards.
    await expect(
      page.getByRole('banner').getByRole('link', { name: /Dashboard|Papan pemuka/ }),
    ).toBeVisible();
    await expect(page).toHaveURL(asked);
  });
}
