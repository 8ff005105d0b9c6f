import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtRoutes, isParameterised } from './support/routes';

// Every page that exists without parameters; protected ones redirect to sign-in, which is checked itself.
const pages = builtRoutes().filter((route) => !isParameterised(route) && !route.requiresSessionCookie);

for (const route of pages) {
  test(`${route.path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(blocking).toEqual([]);
  });
}
