// eKYC image storage: the local folder (keys cannot escape it) and the S3-compatible store against a small
// S3 stand-in that checks every request's Signature V4, then a member's upload through the app on S3.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { LocalDirectoryStorage, S3CompatibleStorage } from '../src/lib/storage';
import { EKYC, auth, goodImages, upload } from './fixtures/ekyc/helpers';
import { bucket, credentials, region, startFakeS3, type FakeS3 } from './helpers/fake-s3';
import { createTestApp, registerMember } from './helpers/test-app';

describe('the local folder', () => {
  it('stores, reads and deletes, refusing keys that could leave the folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'teduh-ekyc-local-'));
    const storage = new LocalDirectoryStorage(root);
    try {
      await storage.put('abc-123/front_ic.jpg', Buffer.from('x'));
      expect((await storage.get('abc-123/front_ic.jpg'))?.toString()).toBe('x');
      expect(fs.statSync(path.join(root, 'abc-123', 'front_ic.jpg')).mode & 0o777).toBe(0o600);
      await storage.delete('abc-123/front_ic.jpg');
      expect(await storage.get('abc-123/front_ic.jpg')).toBeNull();
      expect(fs.existsSync(path.join(root, 'abc-123'))).toBe(false);
      await expect(storage.put('../escape.jpg', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.get('abc/../../etc/passwd')).rejects.toThrow('Invalid storage key');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the S3-compatible store', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());

  it('signs every request, and reads back what it stored', async () => {
    const storage = new S3CompatibleStorage({ endpoint: s3.endpoint, bucket, region, ...credentials });
    await storage.put('abc-123/selfie.webp', Buffer.from('image bytes'));
    expect(s3.objects.get(`/${bucket}/abc-123/selfie.webp`)?.toString()).toBe('image bytes');
    expect((await storage.get('abc-123/selfie.webp'))?.toString()).toBe('image bytes');
    expect(await storage.get('abc-123/missing.jpg')).toBeNull();
    await storage.delete('abc-123/selfie.webp');
    expect(s3.objects.size).toBe(0);
    expect(s3.rejected).toEqual([]);

    const wrongSecret = new S3CompatibleStorage({
      endpoint: s3.endpoint,
      bucket,
      region,
      accessKeyId: credentials.accessKeyId,
      secretAccessKey: 'not-the-secret',
    });
    await expect(wrongSecret.put('abc-123/front_ic.jpg', Buffer.from('x'))).rejects.toThrow(/answered 403/);
    expect(s3.rejected).toEqual([`PUT /${bucket}/abc-123/front_ic.jpg`]);
  });

  it("holds a member's upload when storage is S3", async () => {
    const t = await createTestApp({
      config: { storage: { s3: { endpoint: s3.endpoint, bucket, region, ...credentials } } },
    });
    try {
      const member = await registerMember(t.app);
      const response = await upload(t.app, member.access, '900512-14-5678');
      expect(response.statusCode).toBe(201);
      const { uuid } = response.json().data;
      // Under the eKYC area's prefix of the shared bucket.
      expect([...s3.objects.keys()].filter((key) => key.includes(uuid)).sort()).toEqual([
        `/${bucket}/ekyc/${uuid}/back_ic.png`,
        `/${bucket}/ekyc/${uuid}/front_ic.jpg`,
        `/${bucket}/ekyc/${uuid}/selfie.webp`,
      ]);
      const image = await t.app.inject({
        method: 'GET',
        url: `${EKYC}/${uuid}/images/back_ic/`,
        headers: auth(member.access),
      });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(s3.objects.get(`/${bucket}/ekyc/${uuid}/back_ic.png`)!)).toBe(true);
      expect((await goodImages()).back_ic.data.length).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('is chosen by EKYC_STORAGE=s3, which then needs the bucket and keys', () => {
    const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'teduh-ekyc-config-'));
    try {
      const base = { PGLITE_DATA_DIR: path.join(dataRoot, 'pglite') };
      expect(loadConfig(base).storage.s3).toBeNull();
      expect(() =>
        loadConfig({ ...base, EKYC_STORAGE: 's3', EKYC_S3_ENDPOINT: 'https://s3.example' }),
      ).toThrow('EKYC_S3_BUCKET: required when EKYC_STORAGE=s3');
      const config = loadConfig({
        ...base,
        EKYC_STORAGE: 's3',
        EKYC_S3_ENDPOINT: 'https://s3.example',
        EKYC_S3_BUCKET: bucket,
        EKYC_S3_ACCESS_KEY_ID: 'id',
        EKYC_S3_SECRET_ACCESS_KEY: 'secret',
      });
      expect(config.storage.s3).toEqual({
        endpoint: 'https://s3.example',
        bucket,
        region: 'ap-southeast-5',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
      });
    } finally {
      fs.rmSync(dataRoot, { recursive: true, force: true });
    }
  });
});
