// The PDFs the site links to: built from the stored pricing, in English and Malay, valid PDF files.
import { eq } from 'drizzle-orm';
import { productRates } from '../src/db/schema';
import { FLAGSHIP_PRODUCT_ID } from '../src/modules/products/catalogue';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, type TestContext } from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET documents/...', () => {
  it.each([
    ['/documents/pds/pusara-pro-pds-en.pdf', ['Product Disclosure Sheet', 'RM4.13', 'DB1', 'CB1', '20%']],
    [
      '/documents/pds/pusara-pro-pds-ms.pdf',
      ['Helaian Pendedahan Produk', 'RM4.13', 'tempoh bertenang 15 hari', 'tabarru'],
    ],
    [
      '/documents/product-statement/pusara-pro-product-statement-en.pdf',
      ['Product Statement', 'Cooling-off'],
    ],
    [
      '/documents/product-statement/pusara-pro-product-statement-ms.pdf',
      ['Penyata Produk', 'Tempoh bertenang'],
    ],
    [
      '/documents/privacy-policy/privacy_policy_en.pdf',
      ['Privacy Notice', 'Personal Data Protection Act 2010'],
    ],
    [
      '/documents/privacy-policy/privacy_policy_ms.pdf',
      ['Notis Privasi', 'Akta Perlindungan Data Peribadi 2010'],
    ],
  ])('%s is a PDF in its language', async (url, phrases) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(pdf);
    for (const phrase of phrases) expect(text).toContain(phrase);
  });

  it('gives the Malay document for the older -bm names', async () => {
    const text = pdfText((await get('/documents/pds/pusara-pro-pds-bm.pdf')).rawPayload);
    expect(text).toContain('Helaian Pendedahan Produk');
  });

  it('prints the stored rate table, not a copy in code', async () => {
    await t.app.db
      .update(productRates)
      .set({ ratePerThousandMicros: 90_000 })
      .where(eq(productRates.productId, FLAGSHIP_PRODUCT_ID));
    const fresh = await createTestApp({ database: t.database });
    try {
      const text = pdfText(
        (await fresh.app.inject({ method: 'GET', url: '/documents/pds/pusara-pro-pds-en.pdf' })).rawPayload,
      );
      expect(text).toContain('RM0.09');
      expect(text).toContain('RM4.50'); // 50 x 0.09, the new lowest monthly price
      expect(text).not.toContain('RM4.13');
    } finally {
      await fresh.app.close();
    }
  });

  it.each([
    '/documents/pds/no-such-plan-pds-en.pdf',
    '/documents/pds/pusara-pro-pds-en.txt',
    '/documents/privacy-policy/privacy_policy.pdf',
    '/documents/elsewhere/privacy_policy_en.pdf',
  ])('answers 404 with the error shape for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: expect.objectContaining({ code: expect.any(String) }) });
  });
});
