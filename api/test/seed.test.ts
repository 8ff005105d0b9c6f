import { passwordProblems } from '../src/modules/auth/password-policy';
import { demoMember, runSeed } from '../src/modules/seed/seed';
import { API, createTestApp, type TestContext } from './helpers/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seed', () => {
  it('creates the demo member once, who can then log in with the documented password', async () => {
    expect(await runSeed(t.app.db, { scryptCost: 1024 })).toEqual({ demoMember: 'created' });
    expect(await runSeed(t.app.db, { scryptCost: 1024 })).toEqual({ demoMember: 'exists' });

    const login = await t.app.inject({
      method: 'POST',
      url: `${API}/jwt/`,
      payload: { email: demoMember.email, password: demoMember.password, delivery: 'body' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.profile).toMatchObject({
      email: 'demo@teduh.my',
      full_name: 'Aisyah Rahman',
      id_ref: '900512-14-5678',
      dob: '1990-05-12',
      gender: 'female',
      completed_registration: true,
      addresses: [expect.objectContaining({ postcode: '60000', city: 'Kuala Lumpur' })],
    });
  });

  it('uses a password that passes the password rules', () => {
    expect(
      passwordProblems(demoMember.password, {
        email: demoMember.email,
        firstName: demoMember.firstName,
        lastName: demoMember.lastName,
      }),
    ).toEqual([]);
  });
});
