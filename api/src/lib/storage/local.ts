// The local store: files under one folder, outside any web root, readable by the API's user only.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ObjectStorage } from './object-storage';

/** A key `a/b/c.ext` is the file `<root>/a/b/c.ext`; anything that could leave the folder is refused. */
export class LocalDirectoryStorage implements ObjectStorage {
  readonly kind = 'local';

  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
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
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.rm(file, { force: true });
    // Drop the key's folder once it is empty (not the root).
    const folder = path.dirname(file);
    if (folder !== this.root) await fs.rmdir(folder).catch(() => undefined);
  }
}
