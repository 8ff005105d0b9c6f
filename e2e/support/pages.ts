import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { copy, type Locale } from './copy';
import type { BuiltRoute } from './routes';
import { repoRoot } from './servers';

/** The shell's navbar and footer, which must survive anything a remote does. */
/**
 * Waits until React has taken over the page (the shell's first commit). A prerendered page is on screen, and its
 * load event fires, before that: what is typed into it meanwhile is replaced with the rest of the page.
 */
export async function waitForInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('teduh:interactive').length > 0);
}

/**
 * Reloads the page until `locator` shows `text` (something the server finishes in the background: a payout, a
 * claim payment). Each round first waits for the page to render the locator, which takes seconds on a loaded
 * machine, and only then looks briefly for the text; a round that gave up while the page was still loading would
 * reload it again and never see it.
 */
export async function reloadUntilShown(
  page: Page,
  locator: Locator,
  text: string | RegExp,
  timeout = 90_000,
): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(locator).toBeVisible({ timeout: 30_000 });
    await expect(locator).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout });
}

export async function expectShellChrome(page: Page, locale: Locale = 'en'): Promise<void> {
  await expect(page.getByRole('navigation', { name: copy('shell', locale, 'nav.label') })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/**
 * The remote's page is on screen: the shell titles the document with the route's own title, and wraps
 * it in the route's layout (navbar and footer only in the default one).
 */
export async function expectRoutePage(page: Page, route: BuiltRoute, locale: Locale = 'en'): Promise<void> {
  if (route.titleKey) {
    const title = copy(route.namespace, locale, route.titleKey);
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  }
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  if ((route.layout ?? 'default') === 'default') await expectShellChrome(page, locale);
}

/** The serious and critical WCAG 2.2 AA violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** No serious or critical WCAG 2.2 AA violation on the page as it is now. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page), page.url()).toEqual([]);
}

/** Text that is a key of the marketing namespace rather than a translation (e.g. `faq.title`). */
const marketingKeys = Object.keys(
  JSON.parse(readFileSync(path.join(repoRoot, 'mfe-marketing/src/locales/en.json'), 'utf8')) as object,
);
const rawMarketingKey = new RegExp(
  `(?:\\bmarketing[:.][a-zA-Z]|\\b(?:${marketingKeys.join('|')})\\.[a-zA-Z]+\\b)`,
);

/** No marketing key or unfilled `{{value}}` shows instead of its text. */
export async function expectFullyTranslated(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(
    text.match(rawMarketingKey)?.[0] ?? null,
    'a translation key is shown instead of its text',
  ).toBeNull();
  expect(text).not.toContain('{{');
}
