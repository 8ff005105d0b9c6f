// The one storage layer for files the API keeps (eKYC images, certificate PDFs, profile pictures): a local
// folder by default, or one S3-compatible bucket shared by every API instance when STORAGE=s3. Each caller has
// its own area: on S3 a key prefix, locally its own folder (docs/adr/0010-storage.md).
import { LocalDirectoryStorage } from './local';
import { assertSafeKey, type ObjectStorage } from './object-storage';
import { S3CompatibleStorage, type S3StorageOptions } from './s3';

export { LocalDirectoryStorage } from './local';
export { isSafeKey, type ObjectStorage } from './object-storage';
export { S3CompatibleStorage, type S3StorageOptions } from './s3';

export interface StorageConfig {
  /** The bucket every area goes to; null keeps each area in its local folder. */
  s3: S3StorageOptions | null;
}

/** The callers, each of which sees only its own keys. */
export type StorageArea =
  'ekyc' | 'certificates' | 'profile-pictures' | 'partner-rosters' | 'vault' | 'claims';

/** A view of a store in which every key is under `<prefix>/`. */
export function withPrefix(storage: ObjectStorage, prefix: string): ObjectStorage {
  assertSafeKey(prefix);
  const full = (key: string) => {
    assertSafeKey(key);
    return `${prefix}/${key}`;
  };
  return {
    kind: storage.kind,
    put: async (key, data) => storage.put(full(key), data),
    get: async (key) => storage.get(full(key)),
    delete: async (key) => storage.delete(full(key)),
  };
}

/** The store of one area: the bucket under the area's prefix when S3 is configured, else the local folder. */
export function openStorage(config: StorageConfig, area: StorageArea, localDir: string): ObjectStorage {
  return config.s3
    ? withPrefix(new S3CompatibleStorage(config.s3), area)
    : new LocalDirectoryStorage(localDir);
}
