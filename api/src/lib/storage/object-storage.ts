// The contract every store keeps, and the keys it takes.

export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores the bytes under the key, replacing what was there; a reader never sees half of them. */
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** Segments of letters, digits, '-', '_' and '.', joined by '/'; no '.' or '..' segment, so never a way out. */
const KEY_PATTERN = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.split('/').every((part) => part !== '.' && part !== '..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Invalid storage key: ${key}`);
}
