import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/pages';
import { builtRoutes, isParameterised } from './support/routes';

// Every page that exists without parameters; protected ones redirect to sign-in, which is checked itself.
const pages = builtRoutes().filter((route) => !isParameterised(route) && !route.requiresSessionCookie);

// A few pages a test, one after another in the same tab: its cache then holds the scripts and styles they share,
// as a visitor's would, and each test still names every page it checked, and every page that failed.
const groups = 4;
for (let group = 0; group < groups; group += 1) {
  const routes = pages.filter((_, index) => index % groups === group);
  test(`pages, group ${group + 1} of ${groups}: no serious or critical accessibility violation`, async ({
    page,
  }) => {
    // 20 s a page (about 3.5 s each on a 2-core machine).
    test.setTimeout(routes.length * 20_000);
    for (const route of routes) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect.soft(await seriousViolations(page), route.path).toEqual([]);
      });
    }
  });
}
