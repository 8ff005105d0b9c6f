// The sales-closed switch of the API (SALES_CLOSED_FROM): from that day on a new quotation answers 409
// sales_closed with the day in English and Malay; before it, quotations are made as usual.
import { loadConfig } from '../src/config';
import { createQuotation, verifiedMember } from './certificates-fixtures';
import { createTestApp, type TestContext } from './helpers/test-app';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { seedCertificatesReference } from '../src/modules/underwriting/reference-seed';

jest.setTimeout(60_000);

async function appClosedFrom(closedFrom: string | null): Promise<TestContext> {
  const t = await createTestApp({ config: { sales: { closedFrom } } });
  await seedCatalogue(t.app.db);
  await seedCertificatesReference(t.app.db);
  return t;
}

describe('SALES_CLOSED_FROM', () => {
  it('is read as a calendar day, and refuses other text', () => {
    expect(loadConfig({ NODE_ENV: 'test', SALES_CLOSED_FROM: '2025-10-01' }).sales).toEqual({
      closedFrom: '2025-10-01',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).sales).toEqual({ closedFrom: null });
    expect(() => loadConfig({ NODE_ENV: 'test', SALES_CLOSED_FROM: 'October' })).toThrow(/SALES_CLOSED_FROM/);
  });

  it('refuses new quotations from the day on, in English and Malay', async () => {
    const t = await appClosedFrom('2025-10-01');
    try {
      const member = await verifiedMember(t);
      const response = await createQuotation(t, member);
      expect(response.statusCode).toBe(409);
      expect(response.json().errors).toEqual({
        code: 'sales_closed',
        detail:
          'New certificates are no longer sold since 2025-10-01: the regulatory sandbox has ended. Existing certificates stay active for their term.',
      });
      const malay = await t.app.inject({
        method: 'POST',
        url: '/certificates/api/v1/quotations/',
        headers: { authorization: `Teduh ${member.access}`, 'accept-language': 'ms' },
        payload: { product: 2, coverage_amount: '50000.00', persons: [{ person_type: 'main_insured' }] },
      });
      expect(malay.statusCode).toBe(409);
      expect(malay.json().errors.detail).toMatch(/^Sijil baharu tidak lagi dijual sejak 2025-10-01/);
    } finally {
      await t.close();
    }
  });

  it('still makes quotations before the day', async () => {
    const t = await appClosedFrom('2999-01-01');
    try {
      const member = await verifiedMember(t);
      expect((await createQuotation(t, member)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
