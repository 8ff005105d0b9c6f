import { expect, test } from '@playwright/test';
import type { Locale } from './support/copy';

const titles: Record<Locale, Record<'pds' | 'statement' | 'privacy', string>> = {
  en: { pds: 'Product Disclosure Sheet', statement: 'Product Statement', privacy: 'Privacy Notice' },
  ms: { pds: 'Helaian Pendedahan Produk', statement: 'Penyata Produk', privacy: 'Notis Privasi' },
};

for (const locale of ['en', 'ms'] as const) {
  test(`the footer's legal and product PDFs download as valid PDFs in ${locale}`, async ({
    page,
    request,
  }) => {
    await page.goto(locale === 'en' ? '/' : '/ms');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer
      .locator('a[href$=".pdf"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.sort()).toEqual(
      [
        `/privacy-policy/privacy_policy_${locale}.pdf`,
        `/pds/pusara-pro-pds-${locale}.pdf`,
        `/product-statement/pusara-pro-product-statement-${locale}.pdf`,
      ].sort(),
    );
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const body = await response.body();
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(body.toString('latin1')).toContain('%%EOF');
      // The document title is in the PDF's metadata in the page's language.
      const kind = href.includes('/pds/') ? 'pds' : href.includes('statement') ? 'statement' : 'privacy';
      expect(body.toString('latin1')).toContain(titles[locale][kind]);
    }
  });
}
