import { expect, type Page } from '@playwright/test';
import { copy, type Locale } from './copy';
import type { BuiltRoute } from './routes';

/** The shell's navbar and footer, which must survive anything a remote does. */
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
