// An S3 stand-in in this process: stores objects in memory and checks every request's Signature V4 (with the
// payload's hash), as S3 does; the storage tests run the S3-compatible store against it.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export const credentials = { accessKeyId: 'AKIDTEDUHTEST', secretAccessKey: 'teduh-test-secret-key' };
export const region = 'ap-southeast-5';
export const bucket = 'teduh-ekyc-test';

export interface FakeS3 {
  endpoint: string;
  objects: Map<string, Buffer>;
  rejected: string[];
  close(): Promise<void>;
}

/** Stores objects in memory; answers 403 to a request whose signature does not verify. */
export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const rejected: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const authorization = req.headers.authorization ?? '';
        const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
        const headers: Record<string, string> = {};
        for (const name of signedHeaders) {
          if (name !== 'host') headers[name] = String(req.headers[name] ?? '');
        }
        const { port } = server.address() as AddressInfo;
        const expected = await new AwsV4Signer({
          method: req.method,
          url: `http://127.0.0.1:${port}${req.url}`,
          headers,
          body: body.length > 0 ? new Uint8Array(body) : undefined,
          ...credentials,
          service: 's3',
          region,
          datetime: headers['x-amz-date'],
        }).authHeader();
        const sha = crypto.createHash('sha256').update(body).digest('hex');
        if (expected !== authorization || headers['x-amz-content-sha256'] !== sha) {
          rejected.push(`${req.method} ${req.url}`);
          res.statusCode = 403;
          res.end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        const key = decodeURIComponent(req.url ?? '');
        if (req.method === 'PUT') {
          objects.set(key, body);
          res.end();
        } else if (req.method === 'GET') {
          const object = objects.get(key);
          res.statusCode = object ? 200 : 404;
          res.end(object ?? '<Error><Code>NoSuchKey</Code></Error>');
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.statusCode = 204;
          res.end();
        } else {
          res.statusCode = 405;
          res.end();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    rejected,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
