// product/api/v1/attachments/{id}: the product documents by id (the PDS and the product statement, in English
// and Malay), the same PDFs as documents/; unknown ids and other documents are 404 in the error shape.
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { pdfText } from './helpers/pdf-text';
import { createTestApp, type TestContext } from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const get = (url: string, language = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

describe('GET product/api/v1/attachments/{id}', () => {
  it.each([
    ['pusara-pro-pds-en', ['Product Disclosure Sheet', 'RM4.13']],
    ['pusara-pro-pds-ms', ['Helaian Pendedahan Produk', 'RM4.13']],
    ['pusara-pro-product-statement-en', ['Product Statement', 'Cooling-off']],
    ['pusara-pro-product-statement-ms.pdf', ['Penyata Produk', 'Tempoh bertenang']],
  ])('%s is a PDF with the expected text', async (id, phrases) => {
    const response = await get(`/product/api/v1/attachments/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);
    for (const phrase of phrases) expect(text).toContain(phrase);
  });

  it.each(['unknown', 'no-such-plan-pds-en', 'privacy_policy_en', '12345', '..%2F..%2Fetc%2Fpasswd'])(
    '%s is 404 in the error shape, in the language asked',
    async (id) => {
      const response = await get(`/product/api/v1/attachments/${id}`, 'ms');
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toMatchObject({ code: 'not_found', detail: expect.any(String) });
    },
  );

  it('an over-long id is 400 in the error shape', async () => {
    const response = await get(`/product/api/v1/attachments/${'a'.repeat(200)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });
});
