// eKYC rules without the HTTP layer where possible: the transition table, the outcome of vendor answers at the
// thresholds, the sandbox patterns, the vendor client's failures, and the declaration's validation over HTTP.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EkycStatus, EkycVendorResult } from '../src/db/schema';
import { ekycStatuses } from '../src/db/schema';
import { evaluateVendorResult, type OutcomeContext } from '../src/modules/ekyc/outcome';
import {
  assertTransition,
  canTransition,
  ekycTransitions,
  IllegalTransitionError,
} from '../src/modules/ekyc/status';
import { VendorClient, VendorError } from '../src/modules/ekyc/vendor-client';
import { sandboxAnswer } from '../src/sandboxes/ekyc-vendor/server';
import { auth, goodImages, noisyPng, SANDBOX_KEY, startSandbox, upload } from './fixtures/ekyc/helpers';
import { createTestApp, registerMember, type TestContext, type TestMember } from './helpers/test-app';

describe('the transition table', () => {
  it('allows the documented moves to their actors only', () => {
    expect(canTransition('unverified', 'pending', 'member')).toBe(true);
    expect(canTransition('pending', 'processing', 'system')).toBe(true);
    expect(canTransition('processing', 'accepted', 'vendor')).toBe(true);
    expect(canTransition('processing', 'undetermined', 'vendor')).toBe(true);
    expect(canTransition('submitted', 'accepted', 'member')).toBe(true);
    expect(canTransition('undetermined', 'rejected', 'staff')).toBe(true);
    expect(canTransition('suspicious', 'submitted', 'cli')).toBe(true);
    expect(canTransition('rejected-can-retry', 'unverified', 'member')).toBe(true);
  });

  it.each<[EkycStatus, EkycStatus, 'member' | 'system' | 'vendor' | 'staff' | 'cli']>([
    ['accepted', 'pending', 'member'],
    ['accepted', 'rejected', 'staff'],
    ['rejected', 'unverified', 'member'],
    ['rejected', 'accepted', 'staff'],
    ['pending', 'accepted', 'vendor'],
    ['processing', 'accepted', 'member'],
    ['undetermined', 'accepted', 'vendor'],
    ['undetermined', 'accepted', 'member'],
    ['suspicious', 'accepted', 'system'],
    ['submitted', 'accepted', 'vendor'],
    ['submitted', 'submitted', 'staff'],
    ['rejected-can-retry', 'pending', 'member'],
    ['unverified', 'accepted', 'staff'],
    ['processing', 'undetermined', 'staff'],
  ])('refuses %s -> %s by %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false);
    expect(() => assertTransition(from, to, actor)).toThrow(IllegalTransitionError);
  });

  it('has a row for every status, and accepted and rejected are final', () => {
    expect(Object.keys(ekycTransitions).sort()).toEqual([...ekycStatuses].sort());
    expect(ekycTransitions.accepted).toEqual({});
    expect(ekycTransitions.rejected).toEqual({});
  });
});

describe('the outcome of a vendor answer', () => {
  const pass: EkycVendorResult = {
    reference: 'r',
    document: { authentic: true, score: 0.9, tampered: false, extracted_id_number: '900512-14-5678' },
    face_match: { score: 0.9 },
    liveness: { passed: true, score: 0.9 },
  };
  const context: OutcomeContext = {
    claimedIdRef: '900512-14-5678',
    profile: { dob: null, gender: null },
    hasDeclaration: false,
    thresholds: { faceMatch: 0.8, liveness: 0.8, document: 0.8 },
  };

  it('passes at the thresholds, and never below them', () => {
    const atThreshold = {
      ...pass,
      document: { ...pass.document, score: 0.8 },
      face_match: { score: 0.8 },
      liveness: { passed: true, score: 0.8 },
    };
    expect(evaluateVendorResult(atThreshold, context)).toEqual({ status: 'submitted', reasonCode: null });
    expect(evaluateVendorResult(pass, { ...context, hasDeclaration: true }).status).toBe('accepted');
    for (const below of [
      { ...pass, face_match: { score: 0.79 } },
      { ...pass, liveness: { passed: true, score: 0.79 } },
      { ...pass, document: { ...pass.document, score: 0.79 } },
      { ...pass, document: { ...pass.document, authentic: false } },
    ]) {
      expect(evaluateVendorResult(below, { ...context, hasDeclaration: true })).toEqual({
        status: 'undetermined',
        reasonCode: 'low_scores',
      });
    }
    expect(
      evaluateVendorResult(pass, {
        ...context,
        thresholds: { faceMatch: 0.95, liveness: 0.8, document: 0.8 },
      }).status,
    ).toBe('undetermined');
  });

  it('reads tampering and spoofs as suspicious, unreadable cards and mismatches as retryable', () => {
    expect(
      evaluateVendorResult({ ...pass, document: { ...pass.document, tampered: true } }, context).status,
    ).toBe('suspicious');
    expect(evaluateVendorResult({ ...pass, liveness: { passed: false, score: 0.95 } }, context).status).toBe(
      'suspicious',
    );
    expect(
      evaluateVendorResult({ ...pass, document: { ...pass.document, extracted_id_number: null } }, context),
    ).toEqual({ status: 'rejected-can-retry', reasonCode: 'image_unreadable' });
    expect(
      evaluateVendorResult(
        { ...pass, document: { ...pass.document, extracted_id_number: '900512-14-5679' } },
        context,
      ),
    ).toEqual({ status: 'rejected-can-retry', reasonCode: 'nric_mismatch' });
    expect(
      evaluateVendorResult(
        { ...pass, document: { ...pass.document, extracted_id_number: '900512145678' } },
        context,
      ).status,
    ).toBe('submitted');
    expect(evaluateVendorResult(pass, { ...context, nricVerifiedElsewhere: true })).toEqual({
      status: 'suspicious',
      reasonCode: 'duplicate_identity',
    });
    expect(evaluateVendorResult(pass, { ...context, profile: { dob: '1990-05-13', gender: null } })).toEqual({
      status: 'rejected-can-retry',
      reasonCode: 'dob_mismatch',
    });
    expect(
      evaluateVendorResult(pass, { ...context, profile: { dob: '1990-05-12', gender: 'male' } }),
    ).toEqual({
      status: 'rejected-can-retry',
      reasonCode: 'gender_mismatch',
    });
  });
});

describe('the vendor sandbox and client', () => {
  it('answers by the serial of the NRIC', () => {
    expect(sandboxAnswer('900512-14-5678')).toMatchObject({
      document: { authentic: true, tampered: false, extracted_id_number: '900512-14-5678' },
    });
    expect(sandboxAnswer('900512149912')).toMatchObject({ face_match: { score: 0.41 } });
    expect(sandboxAnswer('900512-14-9812')).toMatchObject({ document: { tampered: true } });
    expect(sandboxAnswer('900512-14-9712')).toMatchObject({ document: { extracted_id_number: null } });
    expect(sandboxAnswer('900512-14-9612')).toMatchObject({
      document: { extracted_id_number: '900512-14-1234' },
    });
    expect(sandboxAnswer('900512-14-9512')).toMatchObject({ liveness: { passed: false } });
    expect(sandboxAnswer('900512-14-9412')).toBe('unavailable');
  });

  it('the client sends the images and key, and reports a wrong key, a timeout and a bad answer as errors', async () => {
    const sandbox = await startSandbox();
    const images = await goodImages();
    const request = {
      idNumber: '900512-14-5678',
      frontIc: { data: images.front_ic.data, type: 'image/jpeg', filename: 'front_ic.jpg' },
      backIc: { data: images.back_ic.data, type: 'image/png', filename: 'back_ic.png' },
      selfie: { data: images.selfie.data, type: 'image/webp', filename: 'selfie.webp' },
    };
    try {
      const client = new VendorClient({ baseUrl: sandbox.url, apiKey: SANDBOX_KEY, timeoutMs: 5000 });
      expect((await client.verify(request)).face_match.score).toBe(0.97);
      const wrongKey = new VendorClient({ baseUrl: sandbox.url, apiKey: 'wrong-key-123', timeoutMs: 5000 });
      await expect(wrongKey.verify(request)).rejects.toThrow(/answered 401/);
      await expect(
        client.verify({ ...request, frontIc: { ...request.frontIc, data: Buffer.from('%PDF-1.4 nope') } }),
      ).rejects.toThrow(/answered 422/);
    } finally {
      await sandbox.close();
    }

    // A server that is slow, then one that answers nonsense.
    let mode: 'slow' | 'nonsense' = 'slow';
    const server = http.createServer((req, res) => {
      req.resume();
      if (mode === 'slow') {
        setTimeout(() => res.end('{}'), 1000);
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ document: { authentic: 'yes' } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = new VendorClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k', timeoutMs: 200 });
      await expect(client.verify(request)).rejects.toThrow(/unreachable \(TimeoutError/);
      mode = 'nonsense';
      await expect(client.verify(request)).rejects.toThrow(VendorError);
      await expect(client.verify(request)).rejects.toThrow(/unexpected shape/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the declaration', () => {
  let t: TestContext;
  let member: TestMember;
  const valid = {
    nationality: 'malaysian',
    postcode: '50450',
    address_1: '1 Jalan Ampang',
    city: 'Kuala Lumpur',
    state: 'Wp Kuala Lumpur',
    phone: '012-345 6789',
    height_cm: 165,
    weight_kg: 60,
    smoker: false,
    accuracy_acknowledged: true,
  };

  beforeAll(async () => {
    t = await createTestApp();
    member = await registerMember(t.app);
  }, 60_000);
  afterAll(async () => {
    if (t) fs.rmSync(t.app.config.ekyc.storageDir, { recursive: true, force: true });
    await t?.close();
  });

  const declare = (payload: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/ekyc/api/v2/declaration/',
      headers: { ...auth(member.access), 'accept-language': language },
      payload,
    });
  const fields = async (payload: object, language = 'en') => {
    const response = await declare(payload, language);
    expect(response.statusCode).toBe(400);
    return response.json().errors.fields as Record<string, string[]>;
  };

  it('is null until made, then the latest', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/ekyc/api/v2/declaration/',
      headers: auth(member.access),
    });
    expect(before.json()).toEqual({ data: null });
    expect((await declare(valid)).statusCode).toBe(201);
    expect((await declare({ ...valid, smoker: true })).statusCode).toBe(201);
    const after = await t.app.inject({
      method: 'GET',
      url: '/ekyc/api/v2/declaration/',
      headers: auth(member.access),
    });
    expect(after.json().data).toMatchObject({
      smoker: true,
      country_of_origin: 'MY',
      accuracy_acknowledged: true,
    });
  });

  it('requires the accuracy acknowledgement, in English and Malay', async () => {
    expect((await fields({ ...valid, accuracy_acknowledged: false })).accuracy_acknowledged).toEqual([
      'Please confirm that the information you have given is true and accurate.',
    ]);
    const { accuracy_acknowledged: _omitted, ...without } = valid;
    expect((await fields(without)).accuracy_acknowledged).toEqual([
      'Please confirm that the information you have given is true and accurate.',
    ]);
    const malay = (await fields({ ...valid, accuracy_acknowledged: false }, 'ms')).accuracy_acknowledged;
    expect(malay).toHaveLength(1);
    expect(malay![0]).not.toMatch(/Please confirm/);
  });

  it('checks the phone, postcode, sizes and required fields', async () => {
    expect((await fields({ ...valid, phone: '12345' })).phone).toEqual(['Invalid Phone Number']);
    expect((await fields({ ...valid, postcode: '5045' })).postcode).toEqual([
      'Postcode needs to be 5 digits',
    ]);
    expect((await fields({ ...valid, postcode: '00000' })).postcode).toEqual([
      'We could not find this postcode.',
    ]);
    expect((await fields({ ...valid, height_cm: 251 })).height_cm).toEqual([
      'Enter your height in whole centimetres, from 50 to 250.',
    ]);
    expect((await fields({ ...valid, height_cm: 170.5 })).height_cm).toHaveLength(1);
    expect((await fields({ ...valid, weight_kg: 19 })).weight_kg).toEqual([
      'Enter your weight in whole kilograms, from 20 to 300.',
    ]);
    expect((await fields({ ...valid, address_1: '   ' })).address_1).toEqual(['This field is required']);
    const { city: _city, state: _state, ...missing } = valid;
    expect(await fields(missing)).toMatchObject({
      city: ['This field is required'],
      state: ['This field is required'],
    });
    expect((await fields({ ...valid, nationality: 'martian' })).nationality).toEqual([
      'Choose Malaysian or foreigner.',
    ]);
  });

  it('checks the country of origin against the nationality', async () => {
    expect((await fields({ ...valid, nationality: 'foreigner' })).country_of_origin).toEqual([
      'This field is required',
    ]);
    expect(
      (await fields({ ...valid, nationality: 'foreigner', country_of_origin: 'XX' })).country_of_origin,
    ).toEqual(['Choose a country from the list.']);
    expect(
      (await fields({ ...valid, nationality: 'foreigner', country_of_origin: 'MY' })).country_of_origin,
    ).toEqual(['The country of origin of a foreigner cannot be Malaysia.']);
    expect((await fields({ ...valid, country_of_origin: 'ID' })).country_of_origin).toEqual([
      'The country of origin of a Malaysian is Malaysia.',
    ]);
    expect((await fields({ ...valid, country_of_origin: 'Indonesia' })).country_of_origin).toHaveLength(1);
    const foreigner = await declare({ ...valid, nationality: 'foreigner', country_of_origin: 'id' });
    expect(foreigner.statusCode).toBe(201);
    expect(foreigner.json().data.country_of_origin).toBe('ID');
  });

  it('an upload takes images larger than the JSON body limit, up to EKYC_MAX_IMAGE_BYTES', async () => {
    const big = await noisyPng(700);
    expect(big.length).toBeGreaterThan(t.app.config.bodyLimit);
    const response = await upload(t.app, member.access, '900101-01-1111', {
      ...(await goodImages()),
      selfie: { data: big, filename: 'selfie.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('needs a login', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/ekyc/api/v2/declaration/', payload: valid });
    expect(response.statusCode).toBe(401);
  });
});
