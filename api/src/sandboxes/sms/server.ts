// A sandbox of Twilio's Programmable Messaging API (2010-04-01), kept in memory, as Twilio documents it:
// - POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded To, From or MessagingServiceSid, Body,
//   StatusCallback; HTTP Basic auth with AccountSid:AuthToken; 201 with the Message resource (status `queued`,
//   or `accepted` through a Messaging Service);
// - GET .../Messages/{Sid}.json and GET .../Messages.json (To, From, PageSize) as the SDK reads them;
// - errors as Twilio's JSON: { code, message, more_info, status } (20003 authentication, 20404 not found,
//   21211 invalid To, 21602 no Body, 21603 no From, 21604 no To, 21606 bad From, 21610 unsubscribed,
//   21614 not a mobile number, 21617 Body too long, 20500 internal error);
// - status callbacks: sent, then delivered or undelivered (ErrorCode 30003), POSTed form-encoded to the
//   StatusCallback URL and signed in X-Twilio-Signature (HMAC-SHA1, the auth token as key, of the URL followed
//   by every parameter name and value sorted by name, in base64).
// Sandbox-only: GET /sandbox/messages?to= lists what was accepted (the SMS twin of the developer mailbox).
// Numbers that behave badly, by their last four digits: 9901 not a mobile number (21614), 9902 unsubscribed
// (21610), 9903 accepted but undelivered (30003), 9904 unverified on a trial account (21608), 9905 Twilio
// failing (20500); Twilio's own test numbers
// +15005550001 (21211), +15005550004 (21610) and +15005550009 (21614) answer as with test credentials.
import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createScheduler } from '../delivery';

export interface SmsSandboxOptions {
  accountSid: string;
  authToken: string;
  /** How long after it is accepted a message is sent, then delivered (default 300 ms each). */
  stepDelayMs?: number;
  logger?: boolean;
}

type MessageStatus = 'accepted' | 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed';

/** The Message resource, field by field as Twilio answers it. */
export interface TwilioMessage {
  account_sid: string;
  api_version: '2010-04-01';
  body: string;
  date_created: string;
  date_sent: string | null;
  date_updated: string;
  direction: 'outbound-api';
  error_code: number | null;
  error_message: string | null;
  from: string | null;
  messaging_service_sid: string | null;
  num_media: string;
  num_segments: string;
  price: string | null;
  price_unit: string;
  sid: string;
  status: MessageStatus;
  subresource_uris: { media: string; feedback: string };
  to: string;
  uri: string;
}

export interface SmsSandbox {
  app: FastifyInstance;
  /** Every accepted message, oldest first. */
  messages: TwilioMessage[];
  /** Status callbacks sent, with the receiver's HTTP status (null when it could not be reached). */
  callbacks: { sid: string; status: MessageStatus; url: string; answered: number | null }[];
  idle(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const ALPHANUMERIC_SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/;
const BODY_LIMIT = 1600;

/** The signature Twilio puts in X-Twilio-Signature of a request to `url` with these form parameters. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return crypto.createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

class TwilioError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** Twilio's dates: RFC 2822 in UTC ("Thu, 26 Nov 2026 14:56:37 +0000"). */
function rfc2822(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

/** GSM-7 messages fit 160 characters (153 a segment when split), anything else UCS-2: 70 (67). */
function segments(body: string): number {
  const gsm = /^[\n\r\u0020-\u007e£¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà]*$/.test(body);
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return body.length <= single ? 1 : Math.ceil(body.length / part);
}

function sid(prefix: string): string {
  return prefix + crypto.randomBytes(16).toString('hex');
}

export async function buildSmsSandbox(options: SmsSandboxOptions): Promise<SmsSandbox> {
  const app = Fastify({ logger: options.logger ?? false });
  const stepDelayMs = options.stepDelayMs ?? 300;
  const scheduler = createScheduler(app);
  const messages: TwilioMessage[] = [];
  const callbacks: SmsSandbox['callbacks'] = [];
  const base = '/2010-04-01/Accounts/:AccountSid';

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, raw, done) => done(null, Object.fromEntries(new URLSearchParams(raw as string))),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof TwilioError) {
      return reply.status(error.status).send({
        code: error.code,
        message: error.message,
        more_info: `https://www.twilio.com/docs/errors/${error.code}`,
        status: error.status,
      });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.status(status).send({
      code: status >= 500 ? 20500 : 20001,
      message: status >= 500 ? 'Internal Server Error' : (error as Error).message,
      more_info: `https://www.twilio.com/docs/errors/${status >= 500 ? 20500 : 20001}`,
      status,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      code: 20404,
      message: `The requested resource ${request.url} was not found`,
      more_info: 'https://www.twilio.com/docs/errors/20404',
      status: 404,
    });
  });

  /** HTTP Basic with the account's SID and auth token; the SID in the path must be the same account. */
  function authenticate(request: FastifyRequest<{ Params: { AccountSid: string } }>): string {
    const header = request.headers.authorization ?? '';
    const [scheme, encoded] = header.split(' ');
    const [user, ...rest] = Buffer.from(encoded ?? '', 'base64')
      .toString('utf8')
      .split(':');
    const password = rest.join(':');
    const same = (a: string, b: string) =>
      a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));
    if (
      scheme?.toLowerCase() !== 'basic' ||
      !same(user ?? '', options.accountSid) ||
      !same(password, options.authToken)
    ) {
      throw new TwilioError(401, 20003, 'Authenticate');
    }
    if (request.params.AccountSid !== options.accountSid) {
      throw new TwilioError(
        404,
        20404,
        `The requested resource /2010-04-01/Accounts/${request.params.AccountSid}/Messages.json was not found`,
      );
    }
    return options.accountSid;
  }

  function sendCallback(message: TwilioMessage, url: string): void {
    const params: Record<string, string> = {
      AccountSid: message.account_sid,
      ApiVersion: '2010-04-01',
      From: message.from ?? '',
      MessageSid: message.sid,
      MessageStatus: message.status,
      SmsSid: message.sid,
      SmsStatus: message.status,
      To: message.to,
    };
    if (message.messaging_service_sid) params.MessagingServiceSid = message.messaging_service_sid;
    if (message.error_code !== null) params.ErrorCode = String(message.error_code);
    const record = { sid: message.sid, status: message.status, url, answered: null as number | null };
    callbacks.push(record);
    scheduler.track(
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(options.authToken, url, params),
          'user-agent': 'TwilioProxy/1.1',
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (response) => {
          record.answered = response.status;
          await response.arrayBuffer().catch(() => undefined);
        },
        () => undefined,
      ),
    );
  }

  function advance(message: TwilioMessage, statusCallback: string | null, undeliverable: boolean): void {
    const step = (status: MessageStatus, error: { code: number; message: string } | null = null) => {
      const now = new Date();
      message.status = status;
      message.date_updated = rfc2822(now);
      if (status === 'sent') message.date_sent = rfc2822(now);
      if (error) {
        message.error_code = error.code;
        message.error_message = error.message;
      }
      if (statusCallback) sendCallback(message, statusCallback);
    };
    scheduler.later(stepDelayMs, () => {
      step('sent');
      scheduler.later(stepDelayMs, () =>
        undeliverable
          ? step('undelivered', { code: 30003, message: 'Unreachable destination handset' })
          : step('delivered'),
      );
    });
  }

  /** What a number does in the sandbox (see the header). */
  function refusal(to: string): TwilioError | null {
    const testNumbers: Record<string, TwilioError> = {
      '+15005550001': new TwilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`),
      '+15005550004': new TwilioError(400, 21610, 'Attempt to send to unsubscribed recipient'),
      '+15005550009': new TwilioError(400, 21614, `'To' number ${to} is not a valid mobile number`),
    };
    if (testNumbers[to]) return testNumbers[to];
    switch (to.slice(-4)) {
      case '9901':
        return new TwilioError(400, 21614, `'To' number ${to} is not a valid mobile number`);
      case '9902':
        return new TwilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
      case '9904':
        return new TwilioError(
          400,
          21608,
          `The number ${to} is unverified. Trial accounts cannot send messages to unverified numbers.`,
        );
      case '9905':
        return new TwilioError(500, 20500, 'Internal Server Error');
      default:
        return null;
    }
  }

  app.post<{ Params: { AccountSid: string }; Body: Record<string, string> | undefined }>(
    `${base}/Messages.json`,
    async (request, reply) => {
      const accountSid = authenticate(request);
      const form = request.body ?? {};
      const to = (form.To ?? '').trim();
      const from = form.From?.trim() || null;
      const serviceSid = form.MessagingServiceSid?.trim() || null;
      const body = form.Body ?? '';
      if (!to) throw new TwilioError(400, 21604, "A 'To' phone number is required.");
      if (!from && !serviceSid) throw new TwilioError(400, 21603, "A 'From' phone number is required.");
      if (from && !E164.test(from) && !ALPHANUMERIC_SENDER.test(from)) {
        throw new TwilioError(
          400,
          21606,
          `The 'From' phone number provided (${from}) is not a valid message-capable Twilio phone number for this destination.`,
        );
      }
      if (!from && serviceSid && !MESSAGING_SERVICE_SID.test(serviceSid)) {
        throw new TwilioError(
          404,
          20404,
          `The requested resource /2010-04-01/Services/${serviceSid} was not found`,
        );
      }
      if (!body && !form.MediaUrl && !form.ContentSid)
        throw new TwilioError(400, 21602, 'Message body is required.');
      if (body.length > BODY_LIMIT) {
        throw new TwilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
      }
      if (!E164.test(to))
        throw new TwilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      const refused = refusal(to);
      if (refused) throw refused;

      const now = rfc2822(new Date());
      const messageSid = sid('SM');
      const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${messageSid}.json`;
      const message: TwilioMessage = {
        account_sid: accountSid,
        api_version: '2010-04-01',
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from,
        messaging_service_sid: serviceSid,
        num_media: '0',
        num_segments: String(segments(body)),
        price: null,
        price_unit: 'USD',
        sid: messageSid,
        status: from ? 'queued' : 'accepted',
        subresource_uris: {
          media: uri.replace('.json', '/Media.json'),
          feedback: uri.replace('.json', '/Feedback.json'),
        },
        to,
        uri,
      };
      messages.push(message);
      advance(message, form.StatusCallback?.trim() || null, to.endsWith('9903'));
      return reply.status(201).send(message);
    },
  );

  app.get<{ Params: { AccountSid: string; Sid: string } }>(`${base}/Messages/:Sid.json`, async (request) => {
    authenticate(request);
    const message = messages.find((candidate) => candidate.sid === request.params.Sid);
    if (!message) {
      throw new TwilioError(404, 20404, `The requested resource ${request.url} was not found`);
    }
    return message;
  });

  app.get<{
    Params: { AccountSid: string };
    Querystring: { To?: string; From?: string; PageSize?: string };
  }>(`${base}/Messages.json`, async (request) => {
    const accountSid = authenticate(request);
    const { To, From } = request.query;
    const pageSize = Math.min(1000, Math.max(1, Number(request.query.PageSize ?? 50) || 50));
    const found = messages
      .filter((message) => (!To || message.to === To) && (!From || message.from === From))
      .reverse()
      .slice(0, pageSize);
    const uri = `/2010-04-01/Accounts/${accountSid}/Messages.json?PageSize=${pageSize}&Page=0`;
    return {
      messages: found,
      end: Math.max(0, found.length - 1),
      first_page_uri: uri,
      next_page_uri: null,
      page: 0,
      page_size: pageSize,
      previous_page_uri: null,
      start: 0,
      uri,
    };
  });

  // Sandbox-only (not Twilio): the messages accepted for a number, newest first, for tests and developers.
  app.get<{ Querystring: { to?: string } }>('/sandbox/messages', async (request, reply: FastifyReply) => {
    const to = request.query.to;
    const found = messages.filter((message) => !to || message.to === to).reverse();
    return reply.send({
      messages: found.map(({ sid: messageSid, to: number, from, body, status, date_created }) => ({
        sid: messageSid,
        to: number,
        from,
        body,
        status,
        date_created,
      })),
    });
  });

  return { app, messages, callbacks, idle: scheduler.idle };
}
