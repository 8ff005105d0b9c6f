import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/pages';
import { builtRoutes, isParameterised } from './support/routes';

// Every page that exists without parameters; protected ones redirect to sign-in, which is checked itself.
const pages = builtRoutes().filter((route) => !isParameterised(route) && !route.requiresSessionCookie);

for (const route of pages) {
  test(`${route.path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
  });
}
