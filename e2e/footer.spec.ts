// The footer keeps still while its newsletter box loads (it loads only when the footer nears the screen):
// the layout shifts Chromium records after the page is scrolled to the footer add up to nothing, on a phone,
// a tablet and a desktop, in both languages.
import { expect, test } from '@playwright/test';
import { copy, exactly } from './support/copy';
import { waitForInteractive } from './support/pages';

const widths = [360, 768, 1280];

for (const locale of ['en', 'ms'] as const) {
  for (const width of widths) {
    test(`the footer does not shift when the newsletter box loads (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(locale === 'en' ? '/' : '/ms');
      // Once React has taken over the prerendered page (its footer included).
      await waitForInteractive(page);
      await page.evaluate(() => {
        const shifts: number[] = [];
        (window as unknown as { footerShifts: number[] }).footerShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift' });
      });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const newsletter = page.getByRole('heading', {
        name: exactly(copy('shell', locale, 'newsletter.title')),
      });
      await expect(newsletter).toBeVisible();
      // Two frames for any shift to be reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const shifts = await page.evaluate(
        () => (window as unknown as { footerShifts: number[] }).footerShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
    });
  }
}
