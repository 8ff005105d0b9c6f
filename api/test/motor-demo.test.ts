// The motor demo: the illustrative tariff with hand-checked figures (src/modules/motor-demo/README.md), the
// quotation saved and resumed by its uuid, validation in the contract's shape in both languages, and the
// summary e-mail with its cap.
import { todayIso } from '@teduh/shared/domain';
import { normalizeRegistration } from '../src/modules/motor-demo/routes';
import {
  comprehensiveBasicSen,
  marketValueSen,
  premiumOf,
  sumInsuredRange,
} from '../src/modules/motor-demo/tariff';
import { vehicleModelById } from '../src/modules/motor-demo/vehicles';
import { createTestApp, uniqueEmail, type TestContext } from './helpers/test-app';

const BASE = '/demos/api/v1/motor';
const year = Number(todayIso().slice(0, 4));
const myvi = vehicleModelById('perodua-myvi')!;

describe('the illustrative tariff', () => {
  it('values a 3-year-old Myvi at RM40,100 and allows RM36,100 to RM44,100', () => {
    // 55,000 -> 49,500 -> 44,550 -> 40,095, rounded to the RM100.
    expect(marketValueSen(myvi, 2023, 2026)).toBe(4_010_000);
    expect(sumInsuredRange(4_010_000)).toEqual({ minSen: 3_610_000, maxSen: 4_410_000 });
    // Never under 20% of new: 55,000 × 20% = 11,000.
    expect(marketValueSen(myvi, 2005, 2026)).toBe(1_100_000);
  });

  it('adds RM26 for each further RM1,000 or part of it', () => {
    expect(comprehensiveBasicSen(1496, 100_000)).toBe(30_550);
    expect(comprehensiveBasicSen(1496, 100_100)).toBe(30_550 + 2_600);
    expect(comprehensiveBasicSen(1496, 4_000_000)).toBe(30_550 + 39 * 2_600);
    expect(comprehensiveBasicSen(1400, 100_000)).toBe(27_380);
    expect(comprehensiveBasicSen(1401, 100_000)).toBe(30_550);
    expect(comprehensiveBasicSen(5000, 100_000)).toBe(50_130);
  });

  it('prices comprehensive with NCD 38.33%, windscreen and special perils to RM1,266.84', () => {
    expect(
      premiumOf({
        coverType: 'comprehensive',
        engineCc: 1496,
        sumInsuredSen: 4_000_000,
        ncdBasisPoints: 3833,
        addOns: ['special_perils', 'windscreen'],
      }),
    ).toEqual({
      basicSen: 131_950,
      ncdSen: 50_576, // 131,950 × 38.33% = 50,576.435
      addOns: [
        { id: 'windscreen', premiumSen: 15_000 },
        { id: 'special_perils', premiumSen: 20_000 },
      ],
      addOnsSen: 35_000,
      grossSen: 116_374,
      sstSen: 9_310, // 116,374 × 8% = 9,309.92
      stampDutySen: 1_000,
      totalSen: 126_684,
    });
  });

  it('prices third party fire and theft at 75% and third party by the engine band', () => {
    // 2,200 cc band: 339.10 + 29 × 26 = 1,093.10; 75% = 819.825 -> 819.83; NCD 55% = 450.9065 -> 450.91.
    const tpft = premiumOf({
      coverType: 'third_party_fire_theft',
      engineCc: 1798,
      sumInsuredSen: 3_000_000,
      ncdBasisPoints: 5500,
      addOns: [],
    });
    expect(tpft).toMatchObject({ basicSen: 81_983, ncdSen: 45_091, grossSen: 36_892, sstSen: 2_951 });
    expect(tpft.totalSen).toBe(36_892 + 2_951 + 1_000);
    // Third party, 998 cc: RM120.60, no NCD: SST 9.648 -> 9.65; total 140.25.
    expect(
      premiumOf({
        coverType: 'third_party',
        engineCc: 998,
        sumInsuredSen: null,
        ncdBasisPoints: 0,
        addOns: [],
      }),
    ).toMatchObject({ basicSen: 12_060, ncdSen: 0, sstSen: 965, totalSen: 14_025 });
  });

  it('reads Malaysian registration numbers', () => {
    expect(normalizeRegistration('wxy1234')).toBe('WXY 1234');
    expect(normalizeRegistration(' qaa 12 a ')).toBe('QAA 12 A');
    expect(normalizeRegistration('V 8')).toBe('V 8');
    expect(normalizeRegistration('WXY 0123')).toBeNull();
    expect(normalizeRegistration('WIO 123')).toBeNull();
    expect(normalizeRegistration('ABCD 1234')).toBeNull();
    expect(normalizeRegistration('WXY 12345')).toBeNull();
  });
});

describe('the motor demo API', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = (overrides: object = {}) => ({
    registration_number: 'wxy1234',
    vehicle_model: 'perodua-myvi',
    year: year - 3,
    engine_cc: 1496,
    cover_type: 'comprehensive',
    sum_insured: '40000.00',
    ncd: '38.33',
    add_ons: ['windscreen', 'special_perils'],
    owner_id_ref: '900101-14-5679',
    postcode: '50450',
    ...overrides,
  });

  const create = (payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `${BASE}/quotations/`,
      payload,
      headers: { 'accept-language': language },
    });

  it('lists the vehicles with the sums insured each year allows', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${BASE}/vehicles/` });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    const model = data.models.find((m: { id: string }) => m.id === 'perodua-myvi');
    expect(model).toMatchObject({ make: 'Perodua', model: 'Myvi', engine_cc: 1496 });
    expect(model.years[3]).toEqual({
      year: year - 3,
      market_value: '40100.00',
      sum_insured_min: '36100.00',
      sum_insured_max: '44100.00',
      comprehensive: true,
    });
    expect(data.ncd).toEqual(['0', '25', '30', '38.33', '45', '55']);
  });

  it('prices, saves and answers the quotation again by its uuid, with the NRIC masked', async () => {
    const created = await create(valid());
    expect(created.statusCode).toBe(201);
    const quotation = created.json().data;
    expect(quotation).toMatchObject({
      demo: true,
      registration_number: 'WXY 1234',
      vehicle: { id: 'perodua-myvi', make: 'Perodua', model: 'Myvi' },
      market_value: '40100.00',
      sum_insured: '40000.00',
      ncd: '38.33',
      owner_id_ref_masked: '******-**-5679',
      city: 'Kuala Lumpur',
      state: 'Wp Kuala Lumpur',
      premium: {
        basic: '1319.50',
        ncd_discount: '505.76',
        add_ons: [
          { id: 'windscreen', amount: '150.00' },
          { id: 'special_perils', amount: '200.00' },
        ],
        add_ons_total: '350.00',
        gross: '1163.74',
        sst: '93.10',
        stamp_duty: '10.00',
        total: '1266.84',
      },
    });
    expect(JSON.stringify(quotation)).not.toContain('900101');

    const again = await t.app.inject({ method: 'GET', url: `${BASE}/quotations/${quotation.uuid}/` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(quotation);

    const changed = await t.app.inject({
      method: 'PUT',
      url: `${BASE}/quotations/${quotation.uuid}/`,
      payload: valid({ ncd: '55', add_ons: [] }),
    });
    expect(changed.statusCode).toBe(200);
    // 1,319.50 - 725.725 (-> 725.73) = 593.77; SST 47.5016 -> 47.50; + 10.
    expect(changed.json().data.premium).toMatchObject({
      ncd_discount: '725.73',
      gross: '593.77',
      sst: '47.50',
      total: '651.27',
    });
    expect(changed.json().data.uuid).toBe(quotation.uuid);
  });

  it('answers 404 for an unknown or malformed uuid', async () => {
    for (const uuid of ['3f6c1a52-8d0e-4b7a-9e61-2a4f5c7d9b10', 'not-a-uuid']) {
      const response = await t.app.inject({ method: 'GET', url: `${BASE}/quotations/${uuid}/` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: { code: 'not_found', detail: 'This motor quotation was not found.' },
      });
      const put = await t.app.inject({ method: 'PUT', url: `${BASE}/quotations/${uuid}/`, payload: valid() });
      expect(put.statusCode).toBe(404);
    }
  });

  it('names each field at fault, in the language asked', async () => {
    const response = await create(
      valid({
        registration_number: 'WXY 0123',
        sum_insured: '60000.00',
        engine_cc: 200,
        owner_id_ref: '900101145679',
        postcode: '00000',
        cover_type: 'third_party_fire_theft',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      code: 'invalid',
      detail: expect.any(String),
      fields: {
        registration_number: [expect.stringContaining('Malaysian registration number')],
        engine_cc: ['Enter the engine capacity in cc, from 600 to 8000.'],
        sum_insured: ['The sum insured must be from RM36,100 to RM44,100 for this car.'],
        add_ons: ['Add-ons can only be added to comprehensive cover.'],
        owner_id_ref: ['Length of NRIC should be 14'],
        postcode: ['This postcode was not found. Check the five digits.'],
      },
    });

    const malay = await create(valid({ year: 1990, ncd: '40' }), 'ms');
    expect(malay.statusCode).toBe(400);
    expect(malay.json().errors.fields).toEqual({ ncd: [expect.stringContaining('diskaun tanpa tuntutan')] });
    const tooEarly = await create(valid({ year: 1990 }), 'ms');
    expect(tooEarly.json().errors.fields).toEqual({
      year: [`Pilih tahun dibuat dari 2005 hingga ${year} bagi model ini.`],
    });
  });

  it('needs a sum insured except for third party, and comprehensive only for cars up to 15 years old', async () => {
    const missing = await create(valid({ sum_insured: null }));
    expect(missing.json().errors.fields).toEqual({ sum_insured: ['Enter the sum insured.'] });
    const thirdParty = await create(valid({ cover_type: 'third_party', sum_insured: null, add_ons: [] }));
    expect(thirdParty.statusCode).toBe(201);
    expect(thirdParty.json().data).toMatchObject({ sum_insured: null, premium: { basic: '135.00' } });
    const old = await create(valid({ year: year - 16, sum_insured: null }));
    expect(old.json().errors.fields.cover_type).toEqual([expect.stringContaining('cars up to 15 years old')]);
  });

  it('e-mails the summary in the language asked, at most five times', async () => {
    const uuid = (await create(valid())).json().data.uuid as string;
    const email = uniqueEmail('motor');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/quotations/${uuid}/email/`,
        payload: { email },
        headers: { 'accept-language': 'ms' },
      });
    const first = await send();
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toEqual({ email, emails_left: 4 });
    await t.app.jobs.runDue();
    const mailbox = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox?to=${encodeURIComponent(email)}`,
    });
    const [mail] = mailbox.json<{ data: { subject: string; text: string; template: string }[] }>().data;
    expect(mail).toMatchObject({
      template: 'motor_demo_summary',
      subject: 'Sebut harga motor Teduh anda (demonstrasi): RM1,266.84',
    });
    expect(mail!.text).toContain('WXY 1234, Perodua Myvi');
    expect(mail!.text).toContain('SST (8%) RM93.10, duti setem RM10.00. Jumlah RM1,266.84.');
    expect(mail!.text).toContain(`/ms/demo-ecics-motor-sales-journey/summary/${uuid}`);

    for (let i = 0; i < 4; i += 1) expect((await send()).statusCode).toBe(202);
    const capped = await send();
    expect(capped.statusCode).toBe(429);
    expect(capped.json().errors.code).toBe('email_limit');

    const bad = await t.app.inject({
      method: 'POST',
      url: `${BASE}/quotations/${uuid}/email/`,
      payload: { email: 'not-an-address' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.fields).toEqual({ email: ['Invalid E-mail'] });
  });
});
