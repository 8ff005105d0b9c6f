// Referral history: the code used at registration (or on the first quotation) is stored, only the first counts,
// and history/ says where each referral stands against the rules: paid, 15-day cooling-off, ages 16-50, and the
// RM10 reward that needs the referrer's active certificate.
import { todayIso } from '@teduh/shared/domain';
import { eq } from 'drizzle-orm';
import { certificates, referrals, users } from '../src/db/schema';
import { addDays } from '../src/modules/certificates/status';
import { referralStatus } from '../src/modules/referral/referrals';
import {
  auth,
  createCertificatesApp,
  nricForAge,
  pendingCertificate,
  verifiedMember,
  type VerifiedMember,
} from './certificates-fixtures';
import { API, readPin, registerMember, uniqueEmail, type TestContext } from './helpers/test-app';

jest.setTimeout(60_000);

const HISTORY = '/referral/api/v1/history/';

interface HistoryEntry {
  registered_on: string;
  status: string;
  cooling_off_ends_on: string | null;
  reward: string;
  reward_available: boolean;
}

let t: TestContext;
beforeAll(async () => {
  t = await createCertificatesApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

async function codeOf(userId: string): Promise<string> {
  const [row] = await t.app.db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  return row!.code;
}

async function history(member: { access: string }): Promise<HistoryEntry[]> {
  const response = await t.app.inject({ method: 'GET', url: HISTORY, headers: auth(member.access) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: HistoryEntry[] }>().data;
}

/** A member who signed up with `code` and can get a quotation (eKYC accepted, NRIC of that age). */
async function referredMember(code: string, age = 30): Promise<VerifiedMember> {
  const member = await registerMember(t.app, { referralCode: code });
  const nric = nricForAge(age);
  await t.app.db
    .update(users)
    .set({ idRef: nric.idRef, dob: nric.dob, gender: 'female', ekycStatus: 'accepted' })
    .where(eq(users.id, member.uuid));
  return { ...member, ...nric };
}

/** Marks the member's certificate paid (issued) with the first period starting `daysAgo` days ago. */
async function paidCertificate(member: VerifiedMember, daysAgo: number): Promise<string> {
  const { certificate } = await pendingCertificate(t, member);
  await t.app.db
    .update(certificates)
    .set({ status: 'issued', issuedAt: new Date(), startDate: addDays(todayIso(), -daysAgo) })
    .where(eq(certificates.id, certificate));
  return certificate;
}

describe('storing the referral code at registration', () => {
  it('records the code used (any case, spaces trimmed) and lists the new member as registered', async () => {
    const referrer = await verifiedMember(t);
    const code = await codeOf(referrer.uuid);
    const referred = await registerMember(t.app, { referralCode: ` ${code.toLowerCase()} ` });
    const [row] = await t.app.db.select().from(referrals).where(eq(referrals.referredUserId, referred.uuid));
    expect(row).toMatchObject({ referrerUserId: referrer.uuid, code });
    expect(await history(referrer)).toEqual([
      {
        registered_on: todayIso(),
        status: 'registered',
        cooling_off_ends_on: null,
        reward: '0.00',
        reward_available: false,
      },
    ]);
    // Nothing personal about the referred member is shown.
    const raw = JSON.stringify(await history(referrer));
    expect(raw).not.toContain(referred.email);
    expect(raw).not.toContain(referred.uuid);
  });

  it("refuses an unknown code with 400 'Invalid Code' on referral_code, in English and Malay, and creates no account", async () => {
    for (const [language, message] of [
      ['en', 'Invalid Code'],
      ['ms', 'Kod Tidak Sah'],
    ] as const) {
      const email = uniqueEmail('badcode');
      await t.app.inject({ method: 'POST', url: `${API}/register/`, payload: { email } });
      const pin = await readPin(t.app, email);
      const verify = await t.app.inject({
        method: 'POST',
        url: `${API}/register/verify/`,
        payload: { email, pin },
      });
      const confirm = await t.app.inject({
        method: 'POST',
        url: `${API}/register/confirm/`,
        headers: { 'accept-language': language },
        payload: {
          token: verify.json().data.token,
          password: 'Kelapa-Sawit-88',
          first_name: 'Siti',
          last_name: 'Aminah',
          agree_terms: true,
          agree_privacy: true,
          referral_code: 'NOSUCH99',
          delivery: 'body',
        },
      });
      expect(confirm.statusCode).toBe(400);
      expect(confirm.json().errors.fields.referral_code).toEqual([message]);
      const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
      expect(user).toBeUndefined();
    }
  });

  it('accepts an empty or null code as none', async () => {
    const blank = await registerMember(t.app, { referralCode: '' });
    const rows = await t.app.db.select().from(referrals).where(eq(referrals.referredUserId, blank.uuid));
    expect(rows).toEqual([]);
  });

  it('counts only the first code: a code given later on a quotation does not replace it', async () => {
    const first = await verifiedMember(t);
    const second = await verifiedMember(t);
    const referred = await referredMember(await codeOf(first.uuid));
    const quotation = await t.app.inject({
      method: 'POST',
      url: '/certificates/api/v1/quotations/',
      headers: auth(referred.access),
      payload: {
        product: 2,
        coverage_amount: '50000.00',
        referral_code: await codeOf(second.uuid),
        persons: [
          {
            id_ref: referred.idRef,
            person_type: 'main_insured',
            address_1: '1 Jalan Raja',
            postcode: '50000',
          },
        ],
      },
    });
    expect(quotation.statusCode).toBe(201);
    expect(await history(first)).toHaveLength(1);
    expect(await history(second)).toEqual([]);
  });

  it('records the code of a first quotation when the member signed up without one', async () => {
    const referrer = await verifiedMember(t);
    const member = await verifiedMember(t);
    const quotation = await t.app.inject({
      method: 'POST',
      url: '/certificates/api/v1/quotations/',
      headers: auth(member.access),
      payload: {
        product: 2,
        coverage_amount: '50000.00',
        referral_code: await codeOf(referrer.uuid),
        persons: [
          { id_ref: member.idRef, person_type: 'main_insured', address_1: '1 Jalan Raja', postcode: '50000' },
        ],
      },
    });
    expect(quotation.statusCode).toBe(201);
    expect((await history(referrer)).map((entry) => entry.status)).toEqual(['registered']);
  });
});

describe('the status of each referral', () => {
  it('moves from cooling_off to qualified after 15 days, with RM10 available only to a certificate holder', async () => {
    const referrer = await verifiedMember(t);
    const code = await codeOf(referrer.uuid);
    const recent = await referredMember(code);
    await paidCertificate(recent, 3);
    const settled = await referredMember(code);
    await paidCertificate(settled, 20);

    const before = await history(referrer);
    expect(
      before.map(({ status, reward, reward_available }) => ({ status, reward, reward_available })),
    ).toEqual([
      { status: 'cooling_off', reward: '0.00', reward_available: false },
      { status: 'qualified', reward: '10.00', reward_available: false },
    ]);
    expect(before[0]!.cooling_off_ends_on).toBe(addDays(addDays(todayIso(), -3), 15));

    // Rewards need an active certificate: once the referrer holds one, the qualified reward is available.
    await paidCertificate(referrer, 1);
    const after = await history(referrer);
    expect(after[1]).toMatchObject({ status: 'qualified', reward: '10.00', reward_available: true });
    expect(after[0]).toMatchObject({ status: 'cooling_off', reward_available: false });
  });

  it('is not_eligible when the referred member cancelled within the cooling-off period', async () => {
    const referrer = await verifiedMember(t);
    const referred = await referredMember(await codeOf(referrer.uuid));
    const certificate = await paidCertificate(referred, 20);
    await t.app.db
      .update(certificates)
      .set({ status: 'canceled', endReason: 'cooling_off' })
      .where(eq(certificates.id, certificate));
    expect((await history(referrer))[0]).toMatchObject({ status: 'not_eligible', reward: '0.00' });
  });
});

describe('referralStatus (the rules on their own)', () => {
  const today = '2025-03-20';
  const base = {
    userId: 'u',
    status: 'issued' as const,
    startDate: '2025-03-01',
    endReason: null,
    ageNextBirthday: 30,
  };

  it('is registered before any paid certificate', () => {
    expect(referralStatus(undefined, today)).toEqual({ status: 'registered', coolingOffEndsOn: null });
    expect(referralStatus({ ...base, startDate: null }, today).status).toBe('registered');
  });

  it('counts the 15th day after the start as still cooling off', () => {
    expect(referralStatus(base, '2025-03-16')).toEqual({
      status: 'cooling_off',
      coolingOffEndsOn: '2025-03-16',
    });
    expect(referralStatus(base, '2025-03-17').status).toBe('qualified');
  });

  it('needs an entry age of 16 to 50 (age next birthday)', () => {
    expect(referralStatus({ ...base, ageNextBirthday: 16 }, today).status).toBe('qualified');
    expect(referralStatus({ ...base, ageNextBirthday: 50 }, today).status).toBe('qualified');
    expect(referralStatus({ ...base, ageNextBirthday: 15 }, today).status).toBe('not_eligible');
    expect(referralStatus({ ...base, ageNextBirthday: 51 }, today).status).toBe('not_eligible');
  });

  it('stays qualified when a certificate ends after the cooling-off period, but not when rescinded', () => {
    expect(referralStatus({ ...base, status: 'canceled', endReason: 'cancellation' }, today).status).toBe(
      'qualified',
    );
    expect(referralStatus({ ...base, status: 'rescinded', endReason: 'rescinded' }, today).status).toBe(
      'not_eligible',
    );
  });
});
