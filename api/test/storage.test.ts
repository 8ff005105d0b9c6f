// The storage layer's contract, kept by both stores: the local folder, and the S3-compatible store against an
// in-process S3 stand-in that checks every signature. Then the areas (prefixes) and the configuration.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import {
  LocalDirectoryStorage,
  S3CompatibleStorage,
  openStorage,
  withPrefix,
  type ObjectStorage,
} from '../src/lib/storage';
import { bucket, credentials, region, startFakeS3, type FakeS3 } from './helpers/fake-s3';

let s3: FakeS3;
const folders: string[] = [];

function temporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'teduh-storage-'));
  folders.push(folder);
  return folder;
}

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const s3Options = () => ({ endpoint: s3.endpoint, bucket, region, ...credentials });

const stores: [string, () => ObjectStorage][] = [
  ['the local folder', () => new LocalDirectoryStorage(temporaryFolder())],
  ['the S3-compatible store', () => new S3CompatibleStorage(s3Options())],
];

describe.each(stores)('%s', (_name, open) => {
  it('reads back the bytes it stored, and replaces them when stored again', async () => {
    const storage = open();
    const bytes = Buffer.from([0, 1, 2, 254, 255, 10, 13]);
    await storage.put('contract-a/one.bin', bytes);
    expect((await storage.get('contract-a/one.bin'))?.equals(bytes)).toBe(true);
    await storage.put('contract-a/one.bin', Buffer.from('second'));
    expect((await storage.get('contract-a/one.bin'))?.toString()).toBe('second');
  });

  it('answers null for a key with nothing under it', async () => {
    expect(await open().get('contract-b/missing.pdf')).toBeNull();
  });

  it('deletes, and deleting a missing object is not an error', async () => {
    const storage = open();
    await storage.put('contract-c/gone.webp', Buffer.from('x'));
    await storage.put('contract-c/kept.webp', Buffer.from('y'));
    await storage.delete('contract-c/gone.webp');
    expect(await storage.get('contract-c/gone.webp')).toBeNull();
    expect((await storage.get('contract-c/kept.webp'))?.toString()).toBe('y');
    await expect(storage.delete('contract-c/gone.webp')).resolves.toBeUndefined();
  });

  it.each(['../escape.jpg', 'a/../../etc/passwd', '/absolute', 'a//b', 'a/./b', '', 'space in/key'])(
    'refuses the key %j',
    async (key) => {
      const storage = open();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
    },
  );

  it('keeps areas apart: a prefixed view sees only its own keys', async () => {
    const storage = open();
    const ekyc = withPrefix(storage, 'ekyc');
    const certificates = withPrefix(storage, 'certificates');
    await ekyc.put('same/key.bin', Buffer.from('ekyc'));
    await certificates.put('same/key.bin', Buffer.from('certificates'));
    expect((await ekyc.get('same/key.bin'))?.toString()).toBe('ekyc');
    expect((await certificates.get('same/key.bin'))?.toString()).toBe('certificates');
    expect((await storage.get('ekyc/same/key.bin'))?.toString()).toBe('ekyc');
    await ekyc.delete('same/key.bin');
    expect((await certificates.get('same/key.bin'))?.toString()).toBe('certificates');
    await expect(ekyc.get('../certificates/same/key.bin')).rejects.toThrow('Invalid storage key');
  });
});

describe('the local folder', () => {
  it('writes files readable by the API user only, and drops a key folder once it is empty', async () => {
    const root = temporaryFolder();
    const storage = new LocalDirectoryStorage(root);
    await storage.put('abc-123/front_ic.jpg', Buffer.from('x'));
    expect(fs.statSync(path.join(root, 'abc-123', 'front_ic.jpg')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(root, 'abc-123')).mode & 0o777).toBe(0o700);
    await storage.delete('abc-123/front_ic.jpg');
    expect(fs.existsSync(path.join(root, 'abc-123'))).toBe(false);
    expect(fs.existsSync(root)).toBe(true);
  });
});

describe('openStorage', () => {
  it("keeps an area in its own folder by default, and in the bucket under the area's prefix with S3", async () => {
    const folder = temporaryFolder();
    const local = openStorage({ s3: null }, 'certificates', folder);
    expect(local.kind).toBe('local');
    await local.put('c-1/certificate.pdf', Buffer.from('%PDF'));
    expect(fs.readFileSync(path.join(folder, 'c-1', 'certificate.pdf')).toString()).toBe('%PDF');

    const remote = openStorage({ s3: s3Options() }, 'profile-pictures', folder);
    expect(remote.kind).toBe('s3');
    await remote.put('ab/abcdef.webp', Buffer.from('RIFF'));
    expect(s3.objects.get(`/${bucket}/profile-pictures/ab/abcdef.webp`)?.toString()).toBe('RIFF');
    expect(fs.existsSync(path.join(folder, 'ab'))).toBe(false);
    expect(s3.rejected).toEqual([]);
  });
});

describe('storage configuration', () => {
  const dataRoot = temporaryFolder();
  const base = { PGLITE_DATA_DIR: path.join(dataRoot, 'pglite') };
  const bucketSettings = {
    STORAGE_S3_ENDPOINT: 'https://s3.example',
    STORAGE_S3_BUCKET: 'teduh-files',
    STORAGE_S3_ACCESS_KEY_ID: 'id',
    STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is local unless STORAGE=s3, which needs the bucket and keys', () => {
    expect(loadConfig(base).storage).toEqual({ s3: null });
    expect(loadConfig({ ...base, STORAGE: 'local', ...bucketSettings }).storage).toEqual({ s3: null });
    expect(() => loadConfig({ ...base, STORAGE: 's3', STORAGE_S3_ENDPOINT: 'https://s3.example' })).toThrow(
      'STORAGE_S3_BUCKET: required when STORAGE=s3',
    );
    expect(
      loadConfig({ ...base, STORAGE: 's3', ...bucketSettings, STORAGE_S3_REGION: 'eu-west-1' }).storage,
    ).toEqual({
      s3: {
        endpoint: 'https://s3.example',
        bucket: 'teduh-files',
        region: 'eu-west-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
      },
    });
  });

  it('reads the older eKYC names only where the new ones are unset', () => {
    const config = loadConfig({
      ...base,
      EKYC_STORAGE: 's3',
      EKYC_S3_ENDPOINT: 'https://old.example',
      EKYC_S3_BUCKET: 'old-bucket',
      EKYC_S3_ACCESS_KEY_ID: 'old-id',
      EKYC_S3_SECRET_ACCESS_KEY: 'old-secret',
      STORAGE_S3_BUCKET: 'teduh-files',
    });
    expect(config.storage.s3).toEqual({
      endpoint: 'https://old.example',
      bucket: 'teduh-files',
      region: 'ap-southeast-5',
      accessKeyId: 'old-id',
      secretAccessKey: 'old-secret',
    });
    expect(loadConfig({ ...base, STORAGE: 'local', EKYC_STORAGE: 's3' }).storage).toEqual({ s3: null });
  });
});
