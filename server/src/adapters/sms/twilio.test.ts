import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeTwilio,
  twilioErrorBody,
  type FakeTwilio,
  type FakeTwilioAnswer,
} from '../../testing/fake-twilio';
import type { DeliveryOutcome } from '../delivery';
import type { OutgoingSms } from './index';
import { retryAfterSeconds, smsSenderFrom, twilioSender, type TwilioConfig } from './twilio';

const FROM = '+525598765432';
const SERVICE = 'MG0123456789abcdef0123456789abcdef';
const SMS: OutgoingSms = {
  id: 7,
  to: '+525512345678',
  // Accents, "&", "+" and "=" must arrive as written through the form encoding.
  body: 'PortalPRO: tu código de verificación es 482913 & vence en 10 min (+info: a=b)',
};

let fake: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.received.length = 0;
  fake.requests.length = 0;
});

const config = (): TwilioConfig => ({
  accountSid: fake.accountSid,
  authToken: fake.authToken,
  from: FROM,
  apiUrl: fake.url,
  timeoutMs: 5_000,
});

const sender = (overrides: Partial<TwilioConfig> = {}) =>
  twilioSender({ ...config(), ...overrides });

/** Waits until the fake has seen `n` requests (the client is then waiting for the answer). */
async function requestsReached(n: number) {
  for (let i = 0; i < 200 && fake.requests.length < n; i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(fake.requests).toHaveLength(n);
}

describe('Twilio sender: accepted messages', () => {
  it('posts To, From and Body once and keeps the message sid', async () => {
    const outcome = await sender().send(SMS);

    expect(fake.received).toEqual([
      {
        sid: expect.stringMatching(/^SM[0-9a-f]{32}$/),
        to: SMS.to,
        from: FROM,
        messagingServiceSid: null,
        body: SMS.body,
      },
    ]);
    expect(outcome).toEqual({ ok: true, response: `${fake.received[0]!.sid} queued` });
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${fake.accountSid}/Messages.json`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: SMS.to, From: FROM, Body: SMS.body },
      },
    ]);
  });

  it('sends through a Messaging Service when SMS_FROM is an MG id', async () => {
    const s = sender({ from: SERVICE });
    const outcome = await s.send(SMS);

    expect(fake.received).toEqual([
      {
        sid: expect.stringMatching(/^SM/),
        to: SMS.to,
        from: null,
        messagingServiceSid: SERVICE,
        body: SMS.body,
      },
    ]);
    expect(fake.requests[0]?.form).toEqual({
      To: SMS.to,
      MessagingServiceSid: SERVICE,
      Body: SMS.body,
    });
    expect(outcome).toEqual({ ok: true, response: `${fake.received[0]!.sid} accepted` });
    expect(s.description).toBe(`Twilio (Messaging Service ${SERVICE} at ${fake.url})`);
  });

  it('describes itself by sender, without the token', () => {
    const s = sender();
    expect(s.description).toBe(`Twilio (from ${FROM} at ${fake.url})`);
    expect(twilioSender({ ...config(), apiUrl: 'https://api.twilio.com' }).description).toBe(
      `Twilio (from ${FROM})`,
    );
    expect(s.description).not.toContain(fake.authToken);
  });
});

describe('Twilio sender: refused messages', () => {
  it('is permanent for a number Twilio calls invalid, with its code (21211)', async () => {
    const outcome = await sender().send({ ...SMS, to: '5512345678' });

    expect(outcome).toEqual({
      ok: false,
      kind: 'permanent',
      reason: "Twilio 21211: The 'To' number 5512345678 is not a valid phone number.",
    });
    expect(fake.received).toEqual([]);
  });

  it('is temporary for bad credentials (20003) and names the variables to check', async () => {
    const wrongToken = 'wrong-token-0123456789';
    const outcome = await sender({ authToken: wrongToken }).send(SMS);

    expect(outcome).toEqual({
      ok: false,
      kind: 'temporary',
      reason:
        'Twilio 20003: Authenticate: the SMS provider refused the credentials; check TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN',
    });
    expect(JSON.stringify(outcome)).not.toContain(wrongToken);
    expect(fake.received).toEqual([]);
  });

  it.each<{ name: string; answer: FakeTwilioAnswer; outcome: DeliveryOutcome }>([
    {
      name: 'a 429 with Retry-After: temporary, retry after its seconds',
      answer: {
        status: 429,
        body: twilioErrorBody(429, 20429, 'Too Many Requests'),
        headers: { 'Retry-After': '30' },
      },
      outcome: {
        ok: false,
        kind: 'temporary',
        reason: 'Twilio 20429: Too Many Requests (rate limited)',
        retryAfterSeconds: 30,
      },
    },
    {
      name: 'a 429 without Retry-After: temporary, no wait given',
      answer: { status: 429, body: twilioErrorBody(429, 20429, 'Too Many Requests') },
      outcome: {
        ok: false,
        kind: 'temporary',
        reason: 'Twilio 20429: Too Many Requests (rate limited)',
      },
    },
    {
      name: "a 500 with Twilio's error body: temporary",
      answer: { status: 500, body: twilioErrorBody(500, 20500, 'Internal Server Error') },
      outcome: { ok: false, kind: 'temporary', reason: 'Twilio 20500: Internal Server Error' },
    },
    {
      name: 'a 503 that is not JSON: temporary, with the status line',
      answer: { status: 503, body: '<html><body>Service Unavailable</body></html>' },
      outcome: {
        ok: false,
        kind: 'temporary',
        reason: 'the SMS provider answered HTTP 503 Service Unavailable',
      },
    },
    {
      name: 'a landline (21614): permanent',
      answer: {
        status: 400,
        body: twilioErrorBody(400, 21614, "'To' number is not a valid mobile number"),
      },
      outcome: {
        ok: false,
        kind: 'permanent',
        reason: "Twilio 21614: 'To' number is not a valid mobile number",
      },
    },
    {
      name: 'a recipient who replied STOP (21610): permanent',
      answer: {
        status: 400,
        body: twilioErrorBody(400, 21610, 'Attempt to send to unsubscribed recipient'),
      },
      outcome: {
        ok: false,
        kind: 'permanent',
        reason: 'Twilio 21610: Attempt to send to unsubscribed recipient',
      },
    },
    {
      name: 'another 4xx that is not JSON: permanent, with the status line',
      answer: { status: 404, body: 'Not Found' },
      outcome: {
        ok: false,
        kind: 'permanent',
        reason: 'the SMS provider answered HTTP 404 Not Found',
      },
    },
    {
      name: 'a 200 without a message sid: temporary, pointing at SMS_API_URL',
      answer: { status: 200, body: '<html>Welcome</html>' },
      outcome: {
        ok: false,
        kind: 'temporary',
        reason:
          "HTTP 200 answer without a message sid: is SMS_API_URL Twilio's API? (<html>Welcome</html>)",
      },
    },
    {
      name: 'a redirect: temporary, pointing at SMS_API_URL',
      answer: { status: 301, headers: { Location: 'https://api.twilio.com/' } },
      outcome: {
        ok: false,
        kind: 'temporary',
        reason:
          "the SMS provider answered HTTP 301 Moved Permanently (to https://api.twilio.com/): check SMS_API_URL, it should be Twilio's API origin",
      },
    },
  ])('$name', async ({ answer, outcome }) => {
    fake.answerNext(answer);
    expect(await sender().send(SMS)).toEqual(outcome);
    expect(fake.requests).toHaveLength(1);
    expect(fake.received).toEqual([]);
  });

  it('keeps a long reason short and never shows the auth token', async () => {
    fake.answerNext({
      status: 400,
      body: twilioErrorBody(400, 21000, `token ${fake.authToken} ${'x'.repeat(2_000)}`),
    });
    const outcome = await sender().send(SMS);

    expect(outcome).toMatchObject({ ok: false, kind: 'permanent' });
    const reason = outcome.ok ? '' : outcome.reason;
    expect(reason.startsWith('Twilio 21000: token [auth token] xxx')).toBe(true);
    expect(reason).not.toContain(fake.authToken);
    expect(reason.length).toBeLessThanOrEqual(500);
  });
});

describe('Twilio sender: no answer', () => {
  it('is temporary when the answer comes after the time limit', async () => {
    fake.answerNext({ delayMs: 3_000 });
    const started = Date.now();
    const outcome = await sender({ timeoutMs: 300 }).send(SMS);

    expect(outcome).toEqual({
      ok: false,
      kind: 'temporary',
      reason: 'no answer from the SMS provider within 300 ms (SMS_TIMEOUT_MS)',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('is temporary when the connection is cut before the answer', async () => {
    fake.answerNext({ hangUp: true });
    const outcome = await sender().send(SMS);

    expect(outcome).toEqual({
      ok: false,
      kind: 'temporary',
      reason: `connection to ${new URL(fake.url).host} cut before the SMS provider answered`,
    });
    expect(fake.requests).toHaveLength(1);
    expect(fake.received).toEqual([]);
  });

  it('is temporary when the connection is refused', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const outcome = await sender({ apiUrl: `http://127.0.0.1:${port}` }).send(SMS);

    expect(outcome).toEqual({
      ok: false,
      kind: 'temporary',
      reason: `connection refused by 127.0.0.1:${port} (is SMS_API_URL right and the SMS provider up?)`,
    });
  });
});

describe('Twilio sender: the caller stops', () => {
  it('throws without sending when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();

    await expect(sender().send(SMS, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(fake.requests).toEqual([]);
  });

  it('throws when the signal aborts while waiting for the answer', async () => {
    fake.answerNext({ delayMs: 3_000 });
    const controller = new AbortController();
    const sending = sender().send(SMS, controller.signal);
    await requestsReached(1);
    controller.abort();

    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.received).toEqual([]);
  });
});

describe('smsSenderFrom', () => {
  const env = () => ({
    SMS_PROVIDER: 'twilio' as const,
    TWILIO_ACCOUNT_SID: fake.accountSid,
    TWILIO_AUTH_TOKEN: fake.authToken,
    SMS_FROM: FROM,
    SMS_API_URL: fake.url,
    SMS_TIMEOUT_MS: 5_000,
  });

  it('is null without SMS_PROVIDER', () => {
    expect(smsSenderFrom({ ...env(), SMS_PROVIDER: undefined })).toBeNull();
  });

  it('builds the Twilio sender from the variables', async () => {
    const s = smsSenderFrom(env());

    expect(s?.description).toBe(`Twilio (from ${FROM} at ${fake.url})`);
    expect(await s?.send(SMS)).toMatchObject({ ok: true, response: expect.stringMatching(/^SM/) });
    expect(fake.received).toHaveLength(1);
  });

  it('names a missing variable', () => {
    expect(() => smsSenderFrom({ ...env(), TWILIO_AUTH_TOKEN: undefined })).toThrow(
      'TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio',
    );
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2025-03-04T17:00:00Z');
  it.each([
    ['30', 30],
    ['0', 0],
    ['Tue, 04 Mar 2025 17:01:30 GMT', 90],
    ['Tue, 04 Mar 2025 16:59:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
  ])('reads %s as %s', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});
