/**
 * The Twilio client of the text messages (the one-time code of the data update, spec 1 §4):
 * Twilio's Messages API, one form POST per message over the built-in fetch, with Basic
 * authentication (account SID and auth token) and a time limit.
 *
 * What an answer comes to (a DeliveryOutcome):
 * - 200/201 with the message's sid: delivered to Twilio; the sid (and its status) is kept.
 * - 429, any 5xx, no answer in time, a refused or cut connection: temporary.
 * - 401/403 (bad credentials) and a redirect: temporary, since the configuration is wrong and
 *   not the message; the reason names the variables to check.
 * - 400 and any other 4xx (an invalid or landline number, a recipient who replied STOP):
 *   permanent, with Twilio's code and message ("Twilio 21211: The 'To' number … is not a valid
 *   phone number.").
 * A caller's signal that aborts makes send() throw instead of answering.
 */
import type { Env } from '../../env';
import type { DeliveryOutcome } from '../delivery';
import type { OutgoingSms, SmsSender } from './index';

export interface TwilioConfig {
  /** AC followed by 32 hexadecimal digits. */
  accountSid: string;
  authToken: string;
  /** An E.164 number ("+525512345678") or a Messaging Service id ("MG…"). */
  from: string;
  /** The API's origin: https://api.twilio.com, a regional edge, or a test server. */
  apiUrl: string;
  timeoutMs: number;
}

/** Reasons are kept on the outbox row and shown on the outbox page: a line or two. */
const MAX_REASON_CHARS = 500;
export const TWILIO_API_URL = 'https://api.twilio.com';

const clip = (s: string): string => {
  const line = s.replace(/\s+/g, ' ').trim();
  return line.length > MAX_REASON_CHARS ? `${line.slice(0, MAX_REASON_CHARS - 1)}…` : line;
};

const isMessagingService = (from: string): boolean => /^MG/.test(from);

type Json = { [key: string]: unknown };
const isObject = (x: unknown): x is Json =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Twilio's error body: {code, message, more_info, status}. */
function twilioError(body: unknown): { code: number; message: string } | null {
  if (!isObject(body)) return null;
  const { code, message } = body;
  if (typeof code !== 'number' || typeof message !== 'string') return null;
  return { code, message };
}

/** Retry-After as seconds or an HTTP date; nothing when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** The system error code of a failed fetch, looked for along its causes. */
function errorCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e !== undefined && e !== null; depth++) {
    if (isObject(e) && typeof e.code === 'string') return e.code;
    // Both addresses of a name (IPv4 and IPv6) refused: the first one's code says it.
    if (e instanceof AggregateError && e.errors.length > 0) e = e.errors[0];
    else e = isObject(e) ? e.cause : undefined;
  }
  return undefined;
}

/** A failed connection, in words an operator can act on. */
function networkReason(err: unknown, url: URL): string {
  const host = url.host;
  const code = errorCode(err);
  switch (code) {
    case 'ECONNREFUSED':
      return `connection refused by ${host} (is SMS_API_URL right and the SMS provider up?)`;
    case 'ENOTFOUND':
      return `no such host: ${url.hostname} (check SMS_API_URL and the server's DNS)`;
    case 'EAI_AGAIN':
      return `the name ${url.hostname} could not be looked up for now (DNS)`;
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return `connection to ${host} cut before the SMS provider answered`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `no connection to ${host} could be opened in time`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${host} cannot be reached from this server (network unreachable)`;
  }
  if (code !== undefined && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|TLS|SSL/.test(code))
    return `the TLS certificate of ${host} is not trusted (${code})`;
  const cause = isObject(err) && err.cause instanceof Error ? err.cause : undefined;
  const detail = code ?? cause?.message ?? (err instanceof Error ? err.message : String(err));
  return `could not reach the SMS provider at ${host} (${detail})`;
}

/** What an HTTP answer from the Messages API comes to. */
export function outcomeOfAnswer(
  status: number,
  statusText: string,
  headers: Headers,
  text: string,
): DeliveryOutcome {
  const body = parseJson(text);
  if (status === 200 || status === 201) {
    const sid = isObject(body) && typeof body.sid === 'string' ? body.sid : '';
    if (sid === '')
      return {
        ok: false,
        kind: 'temporary',
        reason: clip(
          `HTTP ${status} answer without a message sid: is SMS_API_URL Twilio's API? (${text.slice(0, 200)})`,
        ),
      };
    const state = isObject(body) && typeof body.status === 'string' ? body.status : '';
    return { ok: true, response: clip(state ? `${sid} ${state}` : sid) };
  }
  const error = twilioError(body);
  const said = error
    ? `Twilio ${error.code}: ${error.message}`
    : `the SMS provider answered HTTP ${status}${statusText ? ` ${statusText}` : ''}`;
  if (status === 429) {
    const after = retryAfterSeconds(headers.get('retry-after'));
    return {
      ok: false,
      kind: 'temporary',
      reason: clip(`${said} (rate limited)`),
      ...(after === undefined ? {} : { retryAfterSeconds: after }),
    };
  }
  if (status === 401 || status === 403)
    return {
      ok: false,
      kind: 'temporary',
      reason: clip(
        `${said}: the SMS provider refused the credentials; check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN`,
      ),
    };
  if (status >= 500) return { ok: false, kind: 'temporary', reason: clip(said) };
  if (status >= 400) return { ok: false, kind: 'permanent', reason: clip(said) };
  // A redirect or another unexpected success: the API is not where SMS_API_URL points.
  const location = headers.get('location');
  return {
    ok: false,
    kind: 'temporary',
    reason: clip(
      `${said}${location ? ` (to ${location})` : ''}: check SMS_API_URL, it should be Twilio's API origin`,
    ),
  };
}

export function twilioSender(config: TwilioConfig): SmsSender {
  const origin = config.apiUrl.replace(/\/+$/, '');
  const url = new URL(
    `${origin}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
  );
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const viaService = isMessagingService(config.from);
  const at = origin === TWILIO_API_URL ? '' : ` at ${origin}`;
  /** The auth token never reaches a reason, whatever an answer or an error echoes. */
  const redact = (outcome: DeliveryOutcome): DeliveryOutcome =>
    outcome.ok || config.authToken === '' || !outcome.reason.includes(config.authToken)
      ? outcome
      : { ...outcome, reason: outcome.reason.split(config.authToken).join('[auth token]') };

  return {
    description: viaService
      ? `Twilio (Messaging Service ${config.from}${at})`
      : `Twilio (from ${config.from}${at})`,

    async send(sms: OutgoingSms, signal?: AbortSignal): Promise<DeliveryOutcome> {
      signal?.throwIfAborted();
      const form = new URLSearchParams();
      form.set('To', sms.to);
      form.set(viaService ? 'MessagingServiceSid' : 'From', config.from);
      form.set('Body', sms.body);
      const timeout = AbortSignal.timeout(config.timeoutMs);
      let res: Response;
      let text: string;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: form.toString(),
          redirect: 'manual',
          signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
        });
        text = await res.text();
      } catch (err) {
        // The caller stops (shutdown): no outcome, the message stays as it was.
        signal?.throwIfAborted();
        if (timeout.aborted)
          return {
            ok: false,
            kind: 'temporary',
            reason: `no answer from the SMS provider within ${config.timeoutMs} ms (SMS_TIMEOUT_MS)`,
          };
        return redact({ ok: false, kind: 'temporary', reason: clip(networkReason(err, url)) });
      }
      return redact(outcomeOfAnswer(res.status, res.statusText, res.headers, text));
    },
  };
}

type SmsEnv = Pick<
  Env,
  | 'SMS_PROVIDER'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'SMS_FROM'
  | 'SMS_API_URL'
  | 'SMS_TIMEOUT_MS'
>;

/**
 * The SMS sender the configuration asks for; null without SMS_PROVIDER (the messages wait in the
 * outbox). The variables a provider needs are checked at start (env.ts); a missing one here is
 * a programming error and throws naming it.
 */
export function smsSenderFrom(env: SmsEnv): SmsSender | null {
  if (env.SMS_PROVIDER === undefined) return null;
  const required = (name: 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'SMS_FROM'): string => {
    const value = env[name];
    if (!value) throw new Error(`${name}: required with SMS_PROVIDER=${env.SMS_PROVIDER}`);
    return value;
  };
  return twilioSender({
    accountSid: required('TWILIO_ACCOUNT_SID'),
    authToken: required('TWILIO_AUTH_TOKEN'),
    from: required('SMS_FROM'),
    apiUrl: env.SMS_API_URL,
    timeoutMs: env.SMS_TIMEOUT_MS,
  });
}
