// A small storage adapter for uploaded files. Today a local folder outside any web root (UPLOADS_DIR); an object
// store (S3 and the like) fits the same interface when the API runs on several machines.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; nothing happens when it is already gone. */
  delete(key: string): Promise<void>;
}

/** Keys are flat names of letters, digits, '-', '_' and one extension: never a path. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}\.[a-z0-9]{1,8}$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** A long random name (256 bits) that cannot be guessed, with the given extension. */
export function randomStorageKey(extension: string): string {
  return `${crypto.randomBytes(32).toString('base64url')}.${extension}`;
}

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    // Two levels of folders from the key's first characters keep any one folder small.
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written under a temporary name and renamed, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temporary, data, { mode: 0o600 });
    await fs.rename(temporary, file);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isStorageKey(key)) return null;
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await fs.rm(this.pathOf(key), { force: true });
  }
}
