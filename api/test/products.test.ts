// The product services over HTTP: list, detail, categories, insurers, the public rate call and its errors, and
// the catalogue seed.
import { todayIso } from '@teduh/shared/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/database';
import { productCategories, products } from '../src/db/schema';
import { FLAGSHIP_PRODUCT_ID, insurerSeeds } from '../src/modules/products/catalogue';
import { seedCatalogue } from '../src/modules/products/catalogue-seed';
import { answersPastPublicLimit, createTestApp, type TestContext } from './helpers/test-app';

const RATE = `/products/api/v1/${FLAGSHIP_PRODUCT_ID}/rate/`;

/** Shifts a `YYYY-MM-DD` day by whole days (UTC arithmetic on the calendar date only). */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A date of birth whose birthday is `today`, giving that age next birthday today. */
function dobForAgeNextBirthday(age: number, today = todayIso()): string {
  const [year, month, day] = today.split('-');
  // Born on 29 February? Shift to the 28th, a birthday already reached, so the age stays the same.
  const monthDay = `${month}-${day}` === '02-29' ? '02-28' : `${month}-${day}`;
  return `${String(Number(year) - (age - 1)).padStart(4, '0')}-${monthDay}`;
}

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.app.db);
});
afterAll(() => t.close());

const rate = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: RATE, payload: payload as object, headers });

describe('POST products/api/v1/{id}/rate/', () => {
  it('prices the advertised RM4.13 for a woman of age next birthday 20 and RM50,000', async () => {
    const response = await rate({ dob: dobForAgeNextBirthday(20), gender: 'f', coverage_amount: '50000.00' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          monthly_gross_premium: '4.13',
          yearly_gross_premium: '45.43',
          wakalah_fee_monthly: '0.83',
          tabarru_monthly: '3.30',
          wakalah_fee_yearly: '9.09',
          tabarru_yearly: '36.34',
          sum_covered: '50000.00',
          age_next_birthday: 20,
          currency: 'MYR',
        },
      ],
    });
  });

  it('counts age next birthday on today in Malaysia: the day before the birthday is a year younger', async () => {
    const onBirthday = await rate({ dob: dobForAgeNextBirthday(26), gender: 'm', coverage_amount: 100000 });
    const tomorrow = dobForAgeNextBirthday(26, addDays(todayIso(), 1));
    const dayBefore = await rate({ dob: tomorrow, gender: 'male', coverage_amount: '100000' });
    // 100 x 0.1180 and 100 x 0.0950
    expect(onBirthday.json().data[0]).toMatchObject({
      age_next_birthday: 26,
      monthly_gross_premium: '11.80',
    });
    expect(dayBefore.json().data[0]).toMatchObject({ age_next_birthday: 25, monthly_gross_premium: '9.50' });
  });

  it('rounds half a sen up and takes the sum covered as whole ringgit', async () => {
    const response = await rate({ dob: dobForAgeNextBirthday(16), gender: 'female', coverage_amount: 75000 });
    expect(response.json().data[0]).toMatchObject({
      monthly_gross_premium: '6.20',
      yearly_gross_premium: '68.20',
      sum_covered: '75000.00',
    });
  });

  it('prices the top of the calculator range and the largest sum', async () => {
    const response = await rate({
      dob: dobForAgeNextBirthday(70),
      gender: 'm',
      coverage_amount: '500000.00',
    });
    expect(response.json().data[0]).toMatchObject({
      monthly_gross_premium: '1275.00',
      yearly_gross_premium: '14025.00',
      age_next_birthday: 70,
    });
  });

  it('needs no login and is not cached', async () => {
    const response = await rate({ dob: dobForAgeNextBirthday(30), gender: 'f', coverage_amount: '50000.00' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('names every missing field, in English and Malay', async () => {
    const en = await rate({});
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      errors: {
        code: 'invalid',
        detail: 'This field is required',
        fields: {
          dob: ['This field is required'],
          gender: ['This field is required'],
          coverage_amount: ['This field is required'],
        },
      },
    });
    const ms = await rate({ dob: '', gender: 'f', coverage_amount: '' }, { 'accept-language': 'ms' });
    expect(ms.statusCode).toBe(400);
    expect(ms.json().errors.fields).toEqual({
      dob: ['Ruangan ini wajib diisi'],
      coverage_amount: ['Ruangan ini wajib diisi'],
    });
  });

  it.each([
    ['1990-02-30', 'Invalid date of birth'],
    ['30/01/1990', 'Invalid date of birth'],
    [addDays(todayIso(), 1), 'The date of birth cannot be in the future.'],
    [dobForAgeNextBirthday(71), 'Your age should be in the range between 16 to 70 years of age'],
    [addDays(dobForAgeNextBirthday(16), 1), 'Your age should be in the range between 16 to 70 years of age'],
  ])('refuses the date of birth %s', async (dob, message) => {
    const response = await rate({ dob, gender: 'f', coverage_amount: '50000.00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ code: 'invalid', detail: message, fields: { dob: [message] } });
  });

  it('tells the age range in Malay', async () => {
    const response = await rate(
      { dob: dobForAgeNextBirthday(71), gender: 'f', coverage_amount: '50000.00' },
      { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.5' },
    );
    expect(response.json().errors.fields.dob).toEqual([
      'Umur anda mestilah dalam lingkungan 16 hingga 70 tahun',
    ]);
  });

  it('refuses an unknown gender', async () => {
    const response = await rate({ dob: dobForAgeNextBirthday(30), gender: 'x', coverage_amount: '50000.00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.fields).toEqual({ gender: ['Choose female or male.'] });
    const ms = await rate(
      { dob: dobForAgeNextBirthday(30), gender: 'M', coverage_amount: '50000.00' },
      { 'accept-language': 'ms' },
    );
    expect(ms.json().errors.fields).toEqual({ gender: ['Pilih perempuan atau lelaki.'] });
  });

  it.each(['60000.00', '25000.00', '525000.00', 'lima puluh ribu', 50_000.5, true])(
    'refuses the sum covered %p',
    async (coverage_amount) => {
      const response = await rate({ dob: dobForAgeNextBirthday(30), gender: 'f', coverage_amount });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.fields).toEqual({
        coverage_amount: ['The sum covered must be from RM50,000 to RM500,000, in steps of RM25,000.'],
      });
    },
  );

  it('tells the sum covered rule in Malay', async () => {
    const response = await rate(
      { dob: dobForAgeNextBirthday(30), gender: 'f', coverage_amount: '510000' },
      { 'accept-language': 'ms' },
    );
    expect(response.json().errors.fields.coverage_amount).toEqual([
      'Jumlah perlindungan mestilah antara RM50,000 hingga RM500,000, dalam gandaan RM25,000.',
    ]);
  });

  it('answers 404 for a product that does not exist or is not priced online', async () => {
    const body = { dob: dobForAgeNextBirthday(30), gender: 'f', coverage_amount: '50000.00' };
    for (const url of ['/products/api/v1/999/rate/', '/products/api/v1/abc/rate/']) {
      const response = await t.app.inject({ method: 'POST', url, payload: body });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: { code: 'not_found', detail: 'This product was not found.' },
      });
    }
    const [category] = await t.app.db.select().from(productCategories);
    const [flagship] = await t.app.db.select().from(products);
    await t.app.db.insert(products).values({
      ...flagship!,
      id: 901,
      slug: 'unpriced-plan',
      state: 'draft',
      categoryId: category!.id,
    });
    // A draft is not public at all; once launched it is a product that is not priced online.
    const draft = await t.app.inject({ method: 'POST', url: '/products/api/v1/901/rate/', payload: body });
    expect(draft.json().errors.code).toBe('not_found');
    expect((await t.app.inject({ method: 'GET', url: '/products/api/v1/901/' })).statusCode).toBe(404);
    await t.app.db.execute(sql`update products set state = 'launched' where id = 901`);
    const unpriced = await t.app.inject({ method: 'POST', url: '/products/api/v1/901/rate/', payload: body });
    expect(unpriced.statusCode).toBe(404);
    expect(unpriced.json().errors).toEqual({
      code: 'not_rated',
      detail: 'This product cannot be priced online.',
    });
    await t.app.db.execute(sql`delete from products where id = 901`);
  });
});

describe('the rate limit of the rate call', () => {
  it('answers 429 past the public limit of calls per window', async () => {
    const body = { dob: dobForAgeNextBirthday(30), gender: 'f', coverage_amount: '50000.00' };
    const replies = await answersPastPublicLimit(t.database, () => ({
      method: 'POST',
      url: RATE,
      payload: body,
    }));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 429]);
  });
});

describe('GET products/api/v1/', () => {
  it('lists the launched products in the language of the request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products/api/v1/?state=launched' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.json().data).toEqual([
      {
        id: 2,
        slug: 'pusara-pro',
        name: 'Pusara Pro',
        summary: expect.stringContaining('RM50,000 to RM500,000'),
        state: 'launched',
        category: { id: expect.any(Number), slug: 'life', name: 'Life protection' },
        operator: { id: expect.any(Number), slug: 'teduh', name: 'Teduh' },
      },
    ]);
    const ms = await t.app.inject({
      method: 'GET',
      url: '/products/api/v1/',
      headers: { 'accept-language': 'ms' },
    });
    expect(ms.json().data[0]).toMatchObject({
      summary: expect.stringContaining('RM50,000 hingga RM500,000'),
      category: { name: 'Perlindungan hayat' },
    });
    const withdrawn = await t.app.inject({ method: 'GET', url: '/products/api/v1/?state=withdrawn' });
    expect(withdrawn.json().data).toEqual([]);
    for (const state of ['sold', 'draft']) {
      const bad = await t.app.inject({ method: 'GET', url: `/products/api/v1/?state=${state}` });
      expect(bad.statusCode).toBe(400);
    }
  });
});

describe('GET products/api/v1/{id}/', () => {
  it('gives the flagship plan with its pricing constants and rate table', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products/api/v1/2/' });
    expect(response.statusCode).toBe(200);
    const { pricing } = response.json().data;
    expect(pricing).toMatchObject({
      currency: 'MYR',
      sum_covered_min: '50000.00',
      sum_covered_max: '500000.00',
      sum_covered_step: '25000.00',
      sum_covered_default: '50000.00',
      entry_age_min: 16,
      entry_age_max: 50,
      calculator_age_min: 16,
      calculator_age_max: 70,
      wakalah_fee_percent: '20.00',
      yearly_months: 11,
    });
    expect(pricing.rates).toHaveLength(9);
    expect(pricing.rates[0]).toEqual({ age_min: 16, age_max: 25, female: '0.0826', male: '0.0950' });
    expect(pricing.rates[8]).toEqual({ age_min: 66, age_max: 70, female: '1.9300', male: '2.5500' });
  });

  it('gives the same product by its slug (the app webview’s address)', async () => {
    const byId = await t.app.inject({ method: 'GET', url: '/products/api/v1/2/' });
    const bySlug = await t.app.inject({ method: 'GET', url: '/products/api/v1/pusara-pro/' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(byId.json());
  });

  it('answers 404 for an unknown product', async () => {
    for (const url of [
      '/products/api/v1/3/',
      '/products/api/v1/0/',
      '/products/api/v1/pusara/',
      '/products/api/v1/no-such-plan/',
      '/products/api/v1/Pusara-Pro/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'ms' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual({ code: 'not_found', detail: 'Produk ini tidak dijumpai.' });
    }
  });
});

describe('product/api/v1/categories', () => {
  it('lists the categories and gives one with its launched products', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/product/api/v1/categories/' });
    expect(list.json().data).toEqual([
      {
        id: expect.any(Number),
        slug: 'life',
        name: 'Life protection',
        description: expect.stringContaining('takaful'),
      },
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: '/product/api/v1/categories/life',
      headers: { 'accept-language': 'ms' },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      slug: 'life',
      name: 'Perlindungan hayat',
      products: [{ id: 2 }],
    });
    const missing = await t.app.inject({ method: 'GET', url: '/product/api/v1/categories/motor' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors.detail).toBe('This category was not found.');
  });
});

describe('product/api/v1/insurers', () => {
  it('pages through the insurers with limit and offset', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/product/api/v1/insurers?limit=50' });
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect(page.count).toBe(insurerSeeds.length);
    expect(page.results).toHaveLength(insurerSeeds.length);
    expect(page.results[0]).toEqual({
      id: expect.any(Number),
      slug: 'teduh',
      name: 'Teduh',
      role: 'takaful_operator',
      is_takaful: true,
    });
    const second = await t.app.inject({ method: 'GET', url: '/product/api/v1/insurers?limit=5&offset=5' });
    expect(second.json().data.results.map((row: { slug: string }) => row.slug)).toEqual(
      page.results.slice(5, 10).map((row: { slug: string }) => row.slug),
    );
    const tooMany = await t.app.inject({ method: 'GET', url: '/product/api/v1/insurers?limit=1000' });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('seedCatalogue', () => {
  const snapshot = () =>
    queryRows<Record<string, unknown>>(
      t.app.db,
      sql`select json_build_object(
            'categories', (select json_agg(c order by c.id) from (select id, slug, name_en, name_ms, description_en, description_ms, sort_order from product_categories) c),
            'insurers', (select json_agg(i order by i.id) from (select id, slug, name, role, is_takaful, sort_order from insurers) i),
            'products', (select json_agg(p order by p.id) from (select id, slug, name_en, name_ms, summary_en, summary_ms, state, category_id, operator_id from products) p),
            'pricing', (select json_agg(x order by x.product_id) from product_pricing x),
            'rates', (select json_agg(r order by r.product_id, r.gender, r.age_min) from product_rates r)
          ) as tables`,
    );

  it('leaves the same rows when it runs again, and restores a changed rate', async () => {
    const before = await snapshot();
    const report = await seedCatalogue(t.app.db);
    expect(report).toEqual({ categories: 1, insurers: insurerSeeds.length, products: 1, rateBands: 18 });
    expect(await snapshot()).toEqual(before);

    await t.app.db.execute(
      sql`update product_rates set rate_per_thousand_micros = 1 where product_id = 2 and age_min = 16`,
    );
    await t.app.db.execute(sql`insert into product_rates values (2, 'female', 71, 75, 3000000)`);
    await seedCatalogue(t.app.db);
    expect(await snapshot()).toEqual(before);
  });
});
