// The older generation walked call by call (contract section 7.3, transcribed below): every older call whose
// newer twin exists is routed under api/ and answers a typical call with its documented status, with the same
// login as its twin (member calls refuse a visitor with 401). The calls of 7.3 without a newer twin are listed
// too, and are not routed: adding one means moving it from the second table to the first.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { seedContent } from '../src/modules/cms/content-seed';
import {
  answer,
  auth,
  createCertificatesApp,
  createQuotation,
  nricForAge,
  pendingCertificate,
  quotationBody,
  verifiedMember,
  type VerifiedMember,
} from './certificates-fixtures';
import { registerMember, uniqueEmail, type TestContext, type TestMember } from './helpers/test-app';

jest.setTimeout(60_000);

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

interface Context {
  /** The member of the account calls. */
  account: TestMember;
  /** A member with a draft quotation, its underwriting answers given. */
  buyer: VerifiedMember;
  quotation: string;
  submission: string;
  /** A member with a pending certificate. */
  holder: VerifiedMember;
  certificate: string;
  referralCode: string;
  /** A policy the account member recorded in the vault. */
  vaultPolicy: string;
}

interface OlderCall {
  /** The line of 7.3 the call belongs to. */
  area: string;
  method: Method;
  /** The path under api/, as the table below names it. */
  path: string;
  url: (context: Context) => string;
  /** Whose session the call carries: none for public calls. */
  as?: (context: Context) => { access: string };
  payload?: (context: Context) => object;
  status: number;
}

const older = (path: string) => (): string => `/api${path}`;

const vaultPolicyBody = {
  product: 'Great Life Protector',
  policy_number: 'GE-2024-0012345',
  insurer: null,
  insurer_other: 'Kurnia Insurans',
  type: 'life',
  coverage_amount: '100000.00',
  start_date: '2024-03-15',
  expiry_date: '2044-03-14',
};

/** Section 7.3, the calls with a newer twin, in the order a member would make them. */
const routedCalls: OlderCall[] = [
  // Auth: jwt/login; jwt/refresh; verify; me; recovery with its verify and confirmation; password;
  // email-verification with its verify and confirmation; me/change-email; generate-otp.
  {
    area: 'Auth',
    method: 'POST',
    path: 'jwt/login/',
    url: older('/jwt/login/'),
    payload: ({ account }) => ({ email: account.email, password: account.password, delivery: 'body' }),
    status: 200,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'jwt/refresh/',
    url: older('/jwt/refresh/'),
    payload: ({ account }) => ({ refresh: account.refresh }),
    status: 200,
  },
  {
    area: 'Auth',
    method: 'GET',
    path: 'jwt/verify/',
    url: older('/jwt/verify/'),
    as: (c) => c.holder,
    status: 200,
  },
  { area: 'Auth', method: 'GET', path: 'verify/', url: older('/verify/'), as: (c) => c.holder, status: 200 },
  { area: 'Auth', method: 'GET', path: 'me/', url: older('/me/'), as: (c) => c.holder, status: 200 },
  {
    area: 'Auth',
    method: 'PATCH',
    path: 'me/',
    url: older('/me/'),
    as: (c) => c.holder,
    payload: () => ({ first_name: 'Older' }),
    status: 200,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'recovery/',
    url: older('/recovery/'),
    payload: () => ({ email: uniqueEmail('recovery') }),
    status: 200,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'recovery/verify/ (a wrong PIN)',
    url: older('/recovery/verify/'),
    payload: ({ holder }) => ({ email: holder.email, pin: '000000' }),
    status: 400,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'recovery/confirmation/ (an unknown token)',
    url: older('/recovery/confirmation/'),
    payload: () => ({ token: 'unknown', password: 'Durian-Musang-77', password_confirm: 'Durian-Musang-77' }),
    status: 400,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'password/ (a wrong current password)',
    url: older('/password/'),
    as: (c) => c.holder,
    payload: () => ({
      password: 'Not-The-Password-1',
      password_new: 'Durian-Musang-77',
      password_confirm: 'Durian-Musang-77',
    }),
    status: 400,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'me/change-email/',
    url: older('/me/change-email/'),
    as: (c) => c.holder,
    payload: () => ({ email: uniqueEmail('moved') }),
    status: 200,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'email-verification/',
    url: older('/email-verification/'),
    as: (c) => c.holder,
    payload: () => ({ email: uniqueEmail('moved') }),
    status: 200,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'email-verification/verify/ (an unknown token)',
    url: older('/email-verification/verify/'),
    payload: () => ({ token: 'unknown' }),
    status: 400,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'email-verification/confirmation/ (an unknown token)',
    url: older('/email-verification/confirmation/'),
    payload: () => ({ token: 'unknown' }),
    status: 400,
  },
  {
    area: 'Auth',
    method: 'POST',
    path: 'generate-otp/',
    url: older('/generate-otp/'),
    as: (c) => c.holder,
    payload: () => ({ purpose: 'delete-account' }),
    status: 200,
  },
  {
    area: 'Auth',
    method: 'DELETE',
    path: 'me/ (a wrong one-time code)',
    url: older('/me/'),
    as: (c) => c.holder,
    payload: ({ holder }) => ({ password: holder.password, otp: '000000' }),
    status: 400,
  },

  // Products: list, detail, categories, related, keywords, ..., {product}-test-recommendations,
  // {id}/rating (quick quote), insurers.
  {
    area: 'Products',
    method: 'GET',
    path: 'products/',
    url: older('/products/?state=launched'),
    status: 200,
  },
  { area: 'Products', method: 'GET', path: 'products/<id>/', url: older('/products/2/'), status: 200 },
  {
    area: 'Products',
    method: 'GET',
    path: 'products/categories/',
    url: older('/products/categories/'),
    status: 200,
  },
  {
    area: 'Products',
    method: 'GET',
    path: 'products/<id>/related/',
    url: older('/products/2/related/'),
    status: 200,
  },
  {
    area: 'Products',
    method: 'GET',
    path: 'products/insurers/',
    url: older('/products/insurers/'),
    status: 200,
  },
  {
    area: 'Products',
    method: 'POST',
    path: 'products/<product>-test-recommendations/',
    url: older('/products/teduh-test-recommendations/'),
    payload: () => ({
      about_you: { dob: nricForAge(30).dob, gender: 'f', citizenship: 'malaysian' },
      family: { has_spouse: true, children: 2, youngest_child_age: 5 },
      money: { monthly_income: '3000_4999', monthly_commitments: '1000_2999', existing_cover: '0' },
      debts: { home_loan: '50000_199999', other_debts: 'none' },
      priorities: ['income', 'debts', 'education', 'final_expenses'],
    }),
    status: 200,
  },
  {
    area: 'Quick quote',
    method: 'POST',
    path: 'products/<id>/rating/',
    url: older('/products/2/rating/'),
    payload: () => ({
      product_id: 2,
      constraint_id: 1,
      currency: 'MYR',
      plan_id: 1,
      aggregate_limit_amount: 50000,
      payment_mode: 'month',
      insured: { birth_date: nricForAge(20).dob, gender: 'f' },
    }),
    status: 200,
  },

  // Quotations: create, get, patch, rate, activate.
  {
    area: 'Quotations',
    method: 'POST',
    path: 'quotations/',
    url: older('/quotations/'),
    as: (c) => c.buyer,
    payload: ({ buyer }) => quotationBody(buyer, { coverage_amount: '75000.00' }),
    status: 201,
  },
  {
    area: 'Quotations',
    method: 'GET',
    path: 'quotations/<uuid>/',
    url: (c) => `/api/quotations/${c.quotation}/`,
    as: (c) => c.buyer,
    status: 200,
  },
  {
    area: 'Quotations',
    method: 'PATCH',
    path: 'quotations/<uuid>/',
    url: (c) => `/api/quotations/${c.quotation}/`,
    as: (c) => c.buyer,
    payload: ({ submission }) => ({ underwriting_submission: submission, terms_accepted: true }),
    status: 200,
  },
  {
    area: 'Quotations',
    method: 'POST',
    path: 'quotations/<uuid>/rate/',
    url: (c) => `/api/quotations/${c.quotation}/rate/`,
    as: (c) => c.buyer,
    payload: () => ({ contribution_term: 'month' }),
    status: 200,
  },
  {
    area: 'Quotations',
    method: 'POST',
    path: 'quotations/<uuid>/activate/',
    url: (c) => `/api/quotations/${c.quotation}/activate/`,
    as: (c) => c.buyer,
    payload: () => ({ contribution_term: 'month' }),
    status: 200,
  },

  // Policies: list, linked, detail; DELETE to cancel with a reason body.
  {
    area: 'Policies',
    method: 'GET',
    path: 'policies/',
    url: older('/policies/'),
    as: (c) => c.holder,
    status: 200,
  },
  {
    area: 'Policies',
    method: 'GET',
    path: 'policies/linked/',
    url: older('/policies/linked/'),
    as: (c) => c.holder,
    status: 200,
  },
  {
    area: 'Policies',
    method: 'GET',
    path: 'policies/<uuid>/',
    url: (c) => `/api/policies/${c.certificate}/`,
    as: (c) => c.holder,
    status: 200,
  },
  {
    area: 'Policies',
    method: 'DELETE',
    path: 'policies/<uuid>/ { reason }',
    url: (c) => `/api/policies/${c.certificate}/`,
    as: (c) => c.holder,
    payload: () => ({ reason: 'too_expensive' }),
    status: 200,
  },

  // Newsletter: add-contact; subscription get, post and delete.
  {
    area: 'Newsletter',
    method: 'POST',
    path: 'newsletter/add-contact/',
    url: older('/newsletter/add-contact/'),
    payload: () => ({ list_ids: [1], contacts: [{ email: uniqueEmail('news') }] }),
    status: 201,
  },
  {
    area: 'Newsletter',
    method: 'GET',
    path: 'newsletter/subscription/',
    url: older('/newsletter/subscription/'),
    as: (c) => c.buyer,
    status: 200,
  },
  {
    area: 'Newsletter',
    method: 'POST',
    path: 'newsletter/subscription/',
    url: older('/newsletter/subscription/'),
    as: (c) => c.buyer,
    status: 200,
  },
  {
    area: 'Newsletter',
    method: 'DELETE',
    path: 'newsletter/subscription/',
    url: older('/newsletter/subscription/'),
    as: (c) => c.buyer,
    status: 200,
  },

  // Enquiries: name, email, topic, message.
  {
    area: 'Enquiries',
    method: 'POST',
    path: 'enquiries/',
    url: older('/enquiries/'),
    payload: () => ({ name: 'Aminah', email: uniqueEmail('enquiry'), topic: 'general', message: 'Hello' }),
    status: 201,
  },

  // CMS: categories; posts with limit and categories filters; about/our-team.
  { area: 'CMS', method: 'GET', path: 'cms/categories/', url: older('/cms/categories/'), status: 200 },
  {
    area: 'CMS',
    method: 'GET',
    path: 'cms/posts/',
    url: older('/cms/posts/?limit=2&categories=takaful-basics'),
    status: 200,
  },
  {
    area: 'CMS',
    method: 'GET',
    path: 'cms/about/our-team/',
    url: older('/cms/about/our-team/'),
    status: 200,
  },

  // Referrals: paths not shown; here under referrals/, as referral/api/v1/.
  {
    area: 'Referrals',
    method: 'POST',
    path: 'referrals/check/',
    url: older('/referrals/check/'),
    payload: ({ referralCode }) => ({ code: referralCode }),
    status: 200,
  },
  {
    area: 'Referrals',
    method: 'GET',
    path: 'referrals/history/',
    url: older('/referrals/history/'),
    as: (c) => c.holder,
    status: 200,
  },

  // Simple policies (the vault): under simple-policies/, as policy/api/v1/general-policies/. The reader upload
  // (multipart) is walked in vault.test.ts.
  {
    area: 'Simple policies',
    method: 'GET',
    path: 'simple-policies/',
    url: older('/simple-policies/?limit=10&offset=0'),
    as: (c) => c.account,
    status: 200,
  },
  {
    area: 'Simple policies',
    method: 'POST',
    path: 'simple-policies/user-submission/',
    url: older('/simple-policies/user-submission/'),
    as: (c) => c.account,
    payload: () => vaultPolicyBody,
    status: 201,
  },
  {
    area: 'Simple policies',
    method: 'PATCH',
    path: 'simple-policies/user-submission/<uuid>/',
    url: (c) => `/api/simple-policies/user-submission/${c.vaultPolicy}/`,
    as: (c) => c.account,
    payload: () => ({ coverage_amount: '120000' }),
    status: 200,
  },
  {
    area: 'Simple policies',
    method: 'GET',
    path: 'simple-policies/coverage-summary/',
    url: older('/simple-policies/coverage-summary/'),
    as: (c) => c.account,
    status: 200,
  },
  {
    area: 'Simple policies',
    method: 'GET',
    path: 'simple-policies/suggested-insurance/',
    url: older('/simple-policies/suggested-insurance/'),
    as: (c) => c.account,
    status: 200,
  },
  {
    area: 'Simple policies',
    method: 'DELETE',
    path: 'simple-policies/user-submission/<uuid>/',
    url: (c) => `/api/simple-policies/user-submission/${c.vaultPolicy}/`,
    as: (c) => c.account,
    status: 200,
  },
];

/**
 * Section 7.3, the calls with no newer twin in this API: no route (yet). products/keywords/ reaches the product
 * detail as a slug that names no product, which answers the same 404.
 */
const callsWithoutTwin: { area: string; method: Method; path: string }[] = [
  { area: 'Auth', method: 'POST', path: 'renew/' },
  { area: 'Products', method: 'GET', path: 'products/keywords/' },
  { area: 'Products', method: 'GET', path: 'products/token/get-fields/' },
  { area: 'Medical plan partner flow', method: 'POST', path: 'medical/quotations/' },
  { area: 'Personal accident plan', method: 'POST', path: 'personal-accident/price-check/' },
];

let t: TestContext;
let context: Context;

beforeAll(async () => {
  t = await createCertificatesApp();
  await seedContent(t.app.db);
  const account = await registerMember(t.app);
  const buyer = await verifiedMember(t);
  const submission = (await answer(t, buyer)).json().data.uuid as string;
  const quotation = (await createQuotation(t, buyer)).json().data.uuid as string;
  const holder = await verifiedMember(t);
  const { certificate } = await pendingCertificate(t, holder);
  const [row] = await t.app.db
    .select({ referralCode: users.referralCode })
    .from(users)
    .where(eq(users.id, holder.uuid));
  const recorded = await t.app.inject({
    method: 'POST',
    url: '/policy/api/v1/general-policies/',
    headers: auth(account.access),
    payload: vaultPolicyBody,
  });
  context = {
    account,
    buyer,
    quotation,
    submission,
    holder,
    certificate,
    referralCode: row!.referralCode,
    vaultPolicy: recorded.json().data.uuid as string,
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the older generation (contract 7.3)', () => {
  it.each(routedCalls.map((call) => [`${call.area}: ${call.method} api/${call.path}`, call] as const))(
    '%s',
    async (_name, call) => {
      const url = call.url(context);
      const payload = call.payload?.(context);
      if (call.as) {
        const visitor = await t.app.inject({ method: call.method, url, payload });
        expect(visitor.statusCode).toBe(401);
      }
      const headers = call.as ? auth(call.as(context).access) : {};
      const response = await t.app.inject({ method: call.method, url, payload, headers });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: call.status,
        body: call.status < 400 ? { data: expect.anything() } : { errors: expect.anything() },
      });
    },
  );

  it.each(callsWithoutTwin.map((call) => [`${call.area}: ${call.method} api/${call.path}`, call] as const))(
    '%s has no route',
    async (_name, call) => {
      const response = await t.app.inject({ method: call.method, url: `/api/${call.path}` });
      expect(response.statusCode).toBe(404);
    },
  );
});
