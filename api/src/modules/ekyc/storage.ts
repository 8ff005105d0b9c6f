// Where identity images live. The service sees only the interface: a local directory (the default) or an
// S3-compatible bucket, chosen by EKYC_STORAGE.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';

export interface ImageStorage {
  readonly kind: string;
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const safeKey = /^[a-z0-9-]+(\/[a-z0-9_.-]+)*$/i;

/**
 * Files under one folder, outside any web root (default `<repo>/.data/ekyc`), readable by the API's user
 * only. Keys are `<submission uuid>/<kind>.<ext>`; anything that could leave the folder is refused.
 */
export class LocalDirectoryStorage implements ImageStorage {
  readonly kind = 'local';

  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!safeKey.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.tmp`;
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
    // Drop the submission's folder once it is empty.
    await fs.rmdir(path.dirname(file)).catch(() => undefined);
  }
}

export interface S3StorageOptions {
  /** The service's base URL, e.g. https://s3.ap-southeast-5.amazonaws.com or a MinIO server. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  fetch?: typeof fetch;
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, ...), addressed path-style (`<endpoint>/<bucket>/<key>`),
 * requests signed with AWS Signature V4 (`aws4fetch`). The bucket should be private and encrypted at rest.
 */
export class S3CompatibleStorage implements ImageStorage {
  readonly kind = 's3';
  private readonly client: AwsClient;
  private readonly base: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      service: 's3',
      region: options.region,
      retries: 2,
    });
    this.base = `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  }

  private urlOf(key: string): string {
    if (!safeKey.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return `${this.base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  }

  private async send(method: string, key: string, body?: Buffer): Promise<Response> {
    // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD), so S3 refuses altered bytes.
    const payloadHash = crypto
      .createHash('sha256')
      .update(body ?? Buffer.alloc(0))
      .digest('hex');
    const request = await this.client.sign(this.urlOf(key), {
      method,
      body: body ? new Uint8Array(body) : undefined,
      headers: {
        'x-amz-content-sha256': payloadHash,
        ...(body ? { 'content-type': 'application/octet-stream' } : {}),
      },
    });
    return (this.options.fetch ?? fetch)(request);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const response = await this.send('PUT', key, data);
    if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      return null;
    }
    if (!response.ok) throw new Error(`S3 GET ${key} answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.arrayBuffer();
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 DELETE ${key} answered ${response.status}`);
  }
}
