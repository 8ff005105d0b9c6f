// The SMS sandbox driven by Twilio's official Node SDK (twilio on npm): its own RequestClient, with every
// https://api.twilio.com address turned into the sandbox's, sends, fetches and lists messages, meets the
// documented errors as RestException (code, status, moreInfo), and checks the sandbox's status callbacks with
// the SDK's validateRequest. Our own client (modules/sms) is checked against the same sandbox.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { SmsClient, SmsError } from '../src/modules/sms/sms-client';
import { buildSmsSandbox, type SmsSandbox } from '../src/sandboxes/sms/server';

const ACCOUNT_SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'sdk-test-auth-token-0123456789';
const FROM = '+15005550006';

let sandbox: SmsSandbox;
let sandboxUrl: string;
let receiver: http.Server;
let callbackUrl: string;
const received: { signature: string; params: Record<string, string> }[] = [];

/** The SDK's own HTTP client, pointed at the sandbox instead of Twilio's hosts. */
class SandboxRequestClient extends twilio.RequestClient {
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request<TData>({
      ...opts,
      uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, sandboxUrl),
    });
  }
}

const sdk = (token = AUTH_TOKEN) => twilio(ACCOUNT_SID, token, { httpClient: new SandboxRequestClient() });

beforeAll(async () => {
  sandbox = await buildSmsSandbox({ accountSid: ACCOUNT_SID, authToken: AUTH_TOKEN, stepDelayMs: 20 });
  sandboxUrl = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  receiver = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        signature: String(request.headers['x-twilio-signature'] ?? ''),
        params: Object.fromEntries(new URLSearchParams(raw)),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sms/api/v1/status/?source=twilio`;
});

afterAll(async () => {
  await sandbox.idle();
  await sandbox.app.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('the SMS sandbox through the official Twilio SDK', () => {
  it('creates a message: the documented resource, then signed status callbacks that validateRequest accepts', async () => {
    const message = await sdk().messages.create({
      to: '+60123456789',
      from: FROM,
      body: 'Kod anda ialah 123456',
      statusCallback: callbackUrl,
    });
    expect(message.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(message.accountSid).toBe(ACCOUNT_SID);
    expect(message.status).toBe('queued');
    expect(message.to).toBe('+60123456789');
    expect(message.from).toBe(FROM);
    expect(message.body).toBe('Kod anda ialah 123456');
    expect(message.direction).toBe('outbound-api');
    expect(message.numSegments).toBe('1');
    expect(message.apiVersion).toBe('2010-04-01');
    expect(message.dateCreated).toBeInstanceOf(Date);
    expect(Number.isNaN(message.dateCreated.getTime())).toBe(false);

    await sandbox.idle();
    const mine = received.filter((callback) => callback.params.MessageSid === message.sid);
    expect(mine.map((callback) => callback.params.MessageStatus)).toEqual(['sent', 'delivered']);
    for (const callback of mine) {
      expect(twilio.validateRequest(AUTH_TOKEN, callback.signature, callbackUrl, callback.params)).toBe(true);
      expect(twilio.validateRequest('another-token', callback.signature, callbackUrl, callback.params)).toBe(
        false,
      );
      expect(callback.params).toMatchObject({ AccountSid: ACCOUNT_SID, To: '+60123456789', From: FROM });
    }

    const fetched = await sdk().messages(message.sid).fetch();
    expect(fetched.status).toBe('delivered');
    expect(fetched.dateSent).toBeInstanceOf(Date);
    const listed = await sdk().messages.list({ to: '+60123456789', limit: 5 });
    expect(listed.map((item) => item.sid)).toContain(message.sid);
  });

  it('goes through a Messaging Service: accepted, no From', async () => {
    const message = await sdk().messages.create({
      to: '+60198765432',
      messagingServiceSid: 'MG0123456789abcdef0123456789abcdef',
      body: 'hello',
    });
    expect(message.status).toBe('accepted');
    expect(message.messagingServiceSid).toBe('MG0123456789abcdef0123456789abcdef');
    expect(message.from).toBeNull();
  });

  it('answers the documented errors, which the SDK raises as RestException', async () => {
    const failure = async (
      params: Parameters<ReturnType<typeof sdk>['messages']['create']>[0],
      token?: string,
    ) => {
      try {
        await sdk(token).messages.create(params);
      } catch (error) {
        return error as { status: number; code: number; moreInfo: string; message: string };
      }
      throw new Error('the sandbox accepted it');
    };
    expect(await failure({ to: '12345', from: FROM, body: 'x' })).toMatchObject({
      status: 400,
      code: 21211,
      moreInfo: 'https://www.twilio.com/docs/errors/21211',
    });
    expect(await failure({ to: '+60123459901', from: FROM, body: 'x' })).toMatchObject({
      status: 400,
      code: 21614,
    });
    expect(await failure({ to: '+60123459902', from: FROM, body: 'x' })).toMatchObject({
      status: 400,
      code: 21610,
    });
    expect(await failure({ to: '+60123459904', from: FROM, body: 'x' })).toMatchObject({
      status: 400,
      code: 21608,
    });
    expect(await failure({ to: '+60123456789', from: FROM, body: '' })).toMatchObject({
      status: 400,
      code: 21602,
    });
    expect(await failure({ to: '+60123456789', body: 'x' })).toMatchObject({ status: 400, code: 21603 });
    expect(await failure({ to: '+60123456789', from: FROM, body: 'x'.repeat(1601) })).toMatchObject({
      code: 21617,
    });
    expect(await failure({ to: '+60123456789', from: FROM, body: 'x' }, 'wrong-token')).toMatchObject({
      status: 401,
      code: 20003,
    });
  });

  it('reports an undeliverable number by an undelivered callback with ErrorCode 30003', async () => {
    const message = await sdk().messages.create({
      to: '+60123459903',
      from: FROM,
      body: 'x',
      statusCallback: callbackUrl,
    });
    expect(message.status).toBe('queued');
    await sandbox.idle();
    const last = received.filter((callback) => callback.params.MessageSid === message.sid).at(-1)!;
    expect(last.params).toMatchObject({ MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect(twilio.validateRequest(AUTH_TOKEN, last.signature, callbackUrl, last.params)).toBe(true);
  });
});

describe('our SMS client against the same sandbox', () => {
  const client = (sender = FROM) =>
    new SmsClient({
      baseUrl: sandboxUrl,
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      sender,
      statusCallbackUrl: callbackUrl,
      timeoutMs: 2000,
    });

  it('sends, and checks a callback signature as the SDK does', async () => {
    const message = await client().send('+60112345678', 'Halo');
    expect(message.status).toBe('queued');
    expect(sandbox.messages.at(-1)).toMatchObject({ to: '+60112345678', body: 'Halo', from: FROM });
    await sandbox.idle();
    const callback = received.filter((item) => item.params.MessageSid === message.sid).at(-1)!;
    expect(client().validCallback(callback.signature, callback.params)).toBe(true);
    expect(client().validCallback(callback.signature, { ...callback.params, MessageStatus: 'failed' })).toBe(
      false,
    );
    expect(client().validCallback(undefined, callback.params)).toBe(false);
  });

  it('sends through a Messaging Service when the sender is one', async () => {
    const message = await client('MG0123456789abcdef0123456789abcdef').send('+60112345678', 'Halo');
    expect(message.status).toBe('accepted');
  });

  it('tells a number that cannot get the text from a provider at fault', async () => {
    await expect(client().send('+60123459901', 'x')).rejects.toMatchObject({
      failure: 'recipient',
      status: 400,
      code: 21614,
    });
    await expect(client().send('+60123459905', 'x')).rejects.toMatchObject({
      failure: 'provider',
      status: 500,
      code: 20500,
    });
    const unreachable = new SmsClient({
      baseUrl: 'http://127.0.0.1:9',
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      sender: FROM,
      statusCallbackUrl: null,
      timeoutMs: 500,
    });
    const error = await unreachable.send('+60112345678', 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsError);
    expect(error).toMatchObject({ failure: 'provider', status: null });
  });
});
