/**
 * A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json), for
 * the tests of the text messages: the SMS client's own tests, and servers started as child
 * processes with SMS_API_URL, TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN pointed at it.
 *
 * It answers as Twilio does: 401 with error 20003 for wrong credentials, 400 with Twilio's error
 * codes for a missing or invalid field (21211 for a 'To' that is not E.164), 201 with a Message
 * resource (sid SM + 32 hex digits, status queued, or accepted through a Messaging Service) for
 * a message it takes. A test queues other answers (a 429, a 500, a late answer, a connection
 * closed without an answer) with answerNext.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the fake took (answered 201 itself), as the form said it. */
export interface FakeTwilioMessage {
  sid: string;
  to: string;
  /** The From field; null when sent through a Messaging Service. */
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

/** Every request that reached the fake, whatever it was answered. */
export interface FakeTwilioRequest {
  method: string;
  path: string;
  contentType: string | null;
  form: Record<string, string>;
}

/**
 * An answer queued for the next request. With a status: that answer as given (a body that is not
 * a string is sent as JSON). Without one: the answer the fake would give anyway. delayMs holds
 * either back, e.g. past the client's time limit.
 */
export interface FakeTwilioAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Close the connection instead of answering (after delayMs). */
  hangUp?: boolean;
}

export interface FakeTwilioOptions {
  /** Defaults: a random AC… sid and a random token. */
  accountSid?: string;
  authToken?: string;
}

export interface FakeTwilio {
  /** The origin to give as SMS_API_URL: "http://127.0.0.1:<port>". */
  url: string;
  accountSid: string;
  authToken: string;
  received: FakeTwilioMessage[];
  requests: FakeTwilioRequest[];
  answerNext(answer: FakeTwilioAnswer): void;
  close(): Promise<void>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const E164 = /^\+[1-9]\d{6,14}$/;
const MAX_BODY_CHARS = 1600;

/** Twilio's error body. */
export function twilioErrorBody(status: number, code: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

/** Twilio's dates: RFC 2822 in GMT ("Tue, 04 Mar 2025 17:02:11 +0000"). */
const rfc2822 = (d: Date) => d.toUTCString().replace('GMT', '+0000');

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeTwilio(opts: FakeTwilioOptions = {}): Promise<FakeTwilio> {
  const accountSid = opts.accountSid ?? `AC${hex(16)}`;
  const authToken = opts.authToken ?? hex(16);
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const received: FakeTwilioMessage[] = [];
  const requests: FakeTwilioRequest[] = [];
  const queue: FakeTwilioAnswer[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const reply = (
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    if (res.destroyed) return;
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/plain' : 'application/json; charset=utf-8';
    res.writeHead(status, { 'Content-Type': type, ...headers });
    res.end(text);
  };
  const error = (res: ServerResponse, status: number, code: number, message: string) =>
    reply(res, status, twilioErrorBody(status, code, message));

  /** What Twilio would answer this request. */
  const answer = (req: IncomingMessage, res: ServerResponse, form: Record<string, string>) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.headers.authorization !== expectedAuth) {
      res.setHeader('WWW-Authenticate', 'Basic realm="Twilio API"');
      return reply(res, 401, {
        ...twilioErrorBody(401, 20003, 'Authenticate'),
        detail: 'Your AccountSid or AuthToken was incorrect.',
      });
    }
    if (path !== messagesPath)
      return error(res, 404, 20404, `The requested resource ${path} was not found`);
    if (req.method !== 'POST') return error(res, 405, 20004, 'Method not allowed');
    const to = form['To'];
    const from = form['From'] ?? null;
    const messagingServiceSid = form['MessagingServiceSid'] ?? null;
    const body = form['Body'];
    if (!to) return error(res, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to))
      return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (from === null && messagingServiceSid === null)
      return error(res, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.");
    if (from !== null && !E164.test(from))
      return error(res, 400, 21212, `The 'From' number ${from} is not a valid phone number.`);
    if (messagingServiceSid !== null && !/^MG[0-9a-fA-F]{32}$/.test(messagingServiceSid))
      return error(res, 400, 21701, `The Messaging Service Sid ${messagingServiceSid} is invalid.`);
    if (!body) return error(res, 400, 21602, 'Message body is required.');
    if (body.length > MAX_BODY_CHARS)
      return error(
        res,
        400,
        21617,
        'The concatenated message body exceeds the 1600 character limit.',
      );
    const sid = `SM${hex(16)}`;
    received.push({ sid, to, from, messagingServiceSid, body });
    const now = rfc2822(new Date());
    return reply(res, 201, {
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
      messaging_service_sid: messagingServiceSid,
      num_media: '0',
      num_segments: messagingServiceSid === null ? String(Math.ceil(body.length / 160)) : '0',
      price: null,
      price_unit: 'USD',
      sid,
      status: messagingServiceSid === null ? 'queued' : 'accepted',
      subresource_uris: {
        media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json`,
      },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  };

  const server = createServer((req, res) => {
    void readBody(req).then(
      (text) => {
        const contentType = req.headers['content-type'] ?? null;
        // Twilio reads form fields only; a JSON body leaves them all missing.
        const form = contentType?.startsWith('application/x-www-form-urlencoded')
          ? Object.fromEntries(new URLSearchParams(text))
          : {};
        requests.push({
          method: req.method ?? '',
          path: (req.url ?? '').split('?')[0] ?? '',
          contentType,
          form,
        });
        const queued = queue.shift();
        const respond = () => {
          if (queued?.hangUp) res.socket?.destroy();
          else if (queued?.status === undefined) answer(req, res, form);
          else reply(res, queued.status, queued.body ?? '', queued.headers);
        };
        if (queued?.delayMs === undefined) return respond();
        const timer = setTimeout(() => {
          timers.delete(timer);
          respond();
        }, queued.delayMs);
        timers.add(timer);
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    received,
    requests,
    answerNext(a) {
      queue.push(a);
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
    },
  };
}
