// Twilio's Programmable Messaging API as Twilio documents it: POST /2010-04-01/Accounts/{AccountSid}/Messages.json
// form-encoded (To, From or MessagingServiceSid, Body, StatusCallback), HTTP Basic auth with the account SID and
// auth token, the Message resource in reply and { code, message, more_info, status } on error. Status callbacks
// are signed in X-Twilio-Signature: HMAC-SHA1 with the auth token of the URL followed by each parameter's name
// and value, sorted by name, in base64.
import crypto from 'node:crypto';
import { Type, type Static } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';

export const TwilioMessage = Type.Object({
  sid: Type.String({ pattern: '^(SM|MM)[0-9a-fA-F]{32}$' }),
  status: Type.String(),
  to: Type.String(),
  error_code: Type.Union([Type.Integer(), Type.Null()]),
});
export type TwilioMessage = Static<typeof TwilioMessage>;

const TwilioErrorBody = Type.Object({
  code: Type.Integer(),
  message: Type.String(),
  more_info: Type.Optional(Type.String()),
  status: Type.Optional(Type.Integer()),
});

/**
 * Twilio codes that mean "this number cannot get our text" (as opposed to our account or request being wrong):
 * 21211 invalid To, 21408 region not enabled, 21608 unverified on a trial account, 21610 the recipient replied
 * STOP, 21612 no route, 21614 not a mobile number.
 */
const RECIPIENT_REFUSALS = new Set([21211, 21408, 21608, 21610, 21612, 21614]);

export type SmsFailure = 'recipient' | 'provider';

export class SmsError extends Error {
  constructor(
    message: string,
    /** recipient: this number cannot receive it; provider: Twilio or our account is at fault, or unreachable. */
    readonly failure: SmsFailure,
    /** HTTP status of Twilio's answer; null when unreachable. */
    readonly status: number | null,
    /** Twilio's error code (21211, 21614, ...), when it sent one. */
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

export interface SmsClientOptions {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** E.164 number or alphanumeric sender ID, or a Messaging Service SID (MG...). */
  sender: string;
  statusCallbackUrl: string | null;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export class SmsClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: SmsClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** Sends one text; resolves with the Message resource Twilio created, throws SmsError otherwise. */
  async send(to: string, body: string): Promise<TwilioMessage> {
    const { accountSid, authToken, sender, statusCallbackUrl } = this.options;
    const form = new URLSearchParams({ To: to, Body: body });
    if (/^MG[0-9a-fA-F]{32}$/.test(sender)) form.set('MessagingServiceSid', sender);
    else form.set('From', sender);
    if (statusCallbackUrl) form.set('StatusCallback', statusCallbackUrl);

    let response: Response;
    try {
      response = await this.fetch(
        `${this.options.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(this.options.timeoutMs),
        },
      );
    } catch (error) {
      throw new SmsError(`SMS provider unreachable: ${(error as Error).message}`, 'provider', null, null);
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok && Value.Check(TwilioMessage, answer)) return answer;
    if (!response.ok && Value.Check(TwilioErrorBody, answer)) {
      const failure = response.status < 500 && RECIPIENT_REFUSALS.has(answer.code) ? 'recipient' : 'provider';
      throw new SmsError(
        `SMS provider error ${answer.code}: ${answer.message}`,
        failure,
        response.status,
        answer.code,
      );
    }
    throw new SmsError(
      `SMS provider answered ${response.status} unreadably`,
      'provider',
      response.status,
      null,
    );
  }

  /** True when X-Twilio-Signature is Twilio's signature of this callback (made to the configured URL). */
  validCallback(signature: string | undefined, params: Record<string, string>): boolean {
    const url = this.options.statusCallbackUrl;
    if (!signature || !url) return false;
    const data = Object.keys(params)
      .sort()
      .reduce((text, name) => text + name + params[name], url);
    const expected = crypto.createHmac('sha1', this.options.authToken).update(data, 'utf8').digest();
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }
}
