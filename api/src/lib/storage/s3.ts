// The S3-compatible store: AWS S3, MinIO, Ceph, ... through aws4fetch (AWS Signature V4 over fetch).
import crypto from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type ObjectStorage } from './object-storage';

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
 * A bucket addressed path-style (`<endpoint>/<bucket>/<key>`), requests signed with Signature V4 including the
 * payload's hash. The bucket should be private and encrypted at rest.
 */
export class S3CompatibleStorage implements ObjectStorage {
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
    assertSafeKey(key);
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
