import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messageIdOf } from '../../adapters/mail';
import { smtpConfigFrom, smtpSender } from '../../adapters/mail/smtp';
import type { SmsSender } from '../../adapters/sms';
import { twilioSender } from '../../adapters/sms/twilio';
import { mailOutbox, smsOutbox } from '../../db/schema';
import { loadEnv } from '../../env';
import { createLogger } from '../../logger';
import { startFakeTwilio, type FakeTwilio } from '../../testing/fake-twilio';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { deliverDue, retryDelaySeconds, type DeliveryOptions } from './delivery';

let t: TestApp;
let smtp: SmtpTestServer;
let twilio: FakeTwilio;
let clock = new Date('2026-11-29T16:00:00Z');
const FROM = 'PortalPRO <portal@operador.mx>';

function mailSender() {
  return smtpSender(
    smtpConfigFrom(
      loadEnv({
        SMTP_URL: smtp.url,
        SMTP_CA_FILE: smtp.caFile!,
        MAIL_FROM: FROM,
        SMTP_TIMEOUT_MS: '5000',
      }),
    )!,
  );
}
let sms: SmsSender;
let mail: ReturnType<typeof mailSender>;

function options(over: Partial<DeliveryOptions> = {}): DeliveryOptions {
  return {
    db: t.handle.db,
    log: createLogger('silent'),
    now: () => clock,
    mail,
    sms,
    maxAttempts: 3,
    retrySeconds: 60,
    staleAfterMs: 10 * 60_000,
    batchSize: 4,
    ...over,
  };
}

const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function queueMails(n: number, extra: Partial<typeof mailOutbox.$inferInsert> = {}) {
  const rows = await t.handle.db
    .insert(mailOutbox)
    .values(
      Array.from({ length: n }, (_, i) => ({
        to: `destino.${Date.now()}.${i}@ejemplo.mx`,
        subject: `Aviso ${i}`,
        body: `Texto del aviso ${i}`,
        html: `<p>Aviso ${i}</p>`,
        template: 'invoicePaid',
        createdAt: clock,
        nextAttemptAt: clock,
        ...extra,
      })),
    )
    .returning();
  return rows;
}

const rowsOf = (ids: number[]) =>
  t.handle.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer();
  twilio = await startFakeTwilio();
  mail = mailSender();
  sms = twilioSender({
    accountSid: twilio.accountSid,
    authToken: twilio.authToken,
    from: '+525500000000',
    apiUrl: twilio.url,
    timeoutMs: 5000,
  });
});
afterAll(async () => {
  mail.close();
  await smtp.close();
  await twilio.close();
  await t.close();
});
beforeEach(async () => {
  // Each test starts with nothing waiting (the demo's own rows and the previous test's).
  await t.handle.db.update(mailOutbox).set({ status: 'sent' });
  await t.handle.db.update(smsOutbox).set({ status: 'sent' });
});

describe('retryDelaySeconds', () => {
  it.each([
    [1, 60, undefined, 60],
    [2, 60, undefined, 120],
    [3, 60, undefined, 240],
    [7, 60, undefined, 3600],
    [20, 60, undefined, 3600],
    [1, 60, 300, 300],
    [3, 60, 30, 240],
  ])('after attempt %i (base %i s, asked %s s): %i s', (attempts, base, asked, expected) => {
    expect(retryDelaySeconds(attempts, base, asked)).toBe(expected);
  });
});

describe('delivering the mail outbox over SMTP', () => {
  it('sends each pending mail once, with its Message-ID, and keeps the server’s answer', async () => {
    const rows = await queueMails(6);
    const before = smtp.received.length;
    const counts = await deliverDue(options());
    expect(counts.sent).toBe(6);
    const got = smtp.received.slice(before);
    expect(got.map((m) => m.messageId).sort()).toEqual(
      rows.map((r) => messageIdOf(r, 'operador.mx')).sort(),
    );
    for (const r of await rowsOf(rows.map((r) => r.id))) {
      expect(r).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimedAt: null });
      expect(r.response).toMatch(/^250 /);
      expect(r.sentAt).toEqual(clock);
    }
    // A second pass finds nothing more to send.
    expect((await deliverDue(options())).sent).toBe(0);
    expect(smtp.received.length - before).toBe(6);
  });

  it('puts a mail refused for now (4xx) back to wait, then sends it after the backoff', async () => {
    const [row] = await queueMails(1);
    smtp.refuseNext(451, '4.3.0 Try again later');
    const first = await deliverDue(options());
    expect(first).toMatchObject({ sent: 0, retried: 1 });
    let [now] = await rowsOf([row!.id]);
    expect(now).toMatchObject({ status: 'pending', attempts: 1, errorKind: 'temporary' });
    expect(now!.lastError).toContain('451');
    expect(now!.nextAttemptAt.getTime() - clock.getTime()).toBe(60_000);
    // Not before its time.
    later(30);
    expect((await deliverDue(options())).sent).toBe(0);
    later(31);
    smtp.refuseNext(421, '4.7.0 Too many connections');
    expect((await deliverDue(options())).retried).toBe(1);
    [now] = await rowsOf([row!.id]);
    expect(now!.nextAttemptAt.getTime() - clock.getTime()).toBe(120_000);
    later(121);
    const before = smtp.received.length;
    expect((await deliverDue(options())).sent).toBe(1);
    [now] = await rowsOf([row!.id]);
    expect(now).toMatchObject({ status: 'sent', attempts: 3, errorKind: null, lastError: null });
    expect(smtp.received.length - before).toBe(1);
  });

  it('fails a mail refused for good (5xx) with the server’s reason, and never tries it again', async () => {
    const [row] = await queueMails(1);
    smtp.refuseNext(550, '5.1.1 Mailbox does not exist');
    expect((await deliverDue(options())).failed).toBe(1);
    const [now] = await rowsOf([row!.id]);
    expect(now).toMatchObject({ status: 'failed', attempts: 1, errorKind: 'permanent' });
    expect(now!.lastError).toContain('550 5.1.1 Mailbox does not exist');
    later(7200);
    expect((await deliverDue(options())).sent).toBe(0);
  });

  it('fails a mail after its last attempt', async () => {
    const [row] = await queueMails(1);
    smtp.refuseNext(451, 'busy', 3);
    for (let i = 0; i < 3; i++) {
      await deliverDue(options());
      later(3600);
    }
    const [now] = await rowsOf([row!.id]);
    expect(now).toMatchObject({ status: 'failed', attempts: 3, errorKind: 'attempts' });
    expect(now!.lastError).toContain('451 busy');
  });

  it('never sends twice when two deliveries run at once', async () => {
    const rows = await queueMails(12);
    const before = smtp.received.length;
    smtp.holdNext(50, 12);
    const [a, b] = await Promise.all([deliverDue(options()), deliverDue(options())]);
    expect(a.sent + b.sent).toBe(12);
    const ids = smtp.received.slice(before).map((m) => m.messageId);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect((await rowsOf(rows.map((r) => r.id))).every((r) => r.status === 'sent')).toBe(true);
  });

  it('fails, without sending, a mail cut mid-send by a stopped server, and one that expired', async () => {
    const [cut] = await queueMails(1, {
      status: 'sending',
      attempts: 1,
      claimedAt: new Date(clock.getTime() - 11 * 60_000),
    });
    const [expired] = await queueMails(1, { expiresAt: new Date(clock.getTime() - 1000) });
    const [recent] = await queueMails(1, {
      status: 'sending',
      attempts: 1,
      claimedAt: new Date(clock.getTime() - 60_000),
    });
    const before = smtp.received.length;
    const counts = await deliverDue(options());
    expect(counts).toMatchObject({ sent: 0, interrupted: 1, expired: 1 });
    expect(smtp.received.length).toBe(before);
    const [c, e, r] = await rowsOf([cut!.id, expired!.id, recent!.id]);
    expect(c).toMatchObject({ status: 'failed', errorKind: 'interrupted', attempts: 1 });
    expect(e).toMatchObject({ status: 'failed', errorKind: 'expired', attempts: 0 });
    // Still within its delivery's time: left to it.
    expect(r).toMatchObject({ status: 'sending' });
  });

  it('leaves every mail waiting where mail is not configured', async () => {
    const [row] = await queueMails(1);
    const counts = await deliverDue(options({ mail: null }));
    expect(counts.sent).toBe(0);
    const [now] = await rowsOf([row!.id]);
    expect(now).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('delivering the SMS outbox through the provider', () => {
  async function queueSms(to: string) {
    const [row] = await t.handle.db
      .insert(smsOutbox)
      .values({ to, body: 'PortalPRO: su código de verificación es 4821.', nextAttemptAt: clock })
      .returning();
    return row!;
  }
  const smsRow = async (id: number) =>
    (await t.handle.db.select().from(smsOutbox).where(eq(smsOutbox.id, id)))[0]!;

  it('sends the code once and keeps the provider’s message id', async () => {
    const row = await queueSms('+525512345678');
    const before = twilio.received.length;
    expect((await deliverDue(options())).sent).toBe(1);
    const got = twilio.received.slice(before);
    expect(got).toEqual([
      expect.objectContaining({ to: '+525512345678', body: row.body, from: '+525500000000' }),
    ]);
    expect((await smsRow(row.id)).response).toMatch(/^SM[0-9a-f]{32}/);
  });

  it('waits as long as a rate limit (429) asks, then sends', async () => {
    const row = await queueSms('+525512345679');
    twilio.answerNext({
      status: 429,
      body: { code: 20429, message: 'Too Many Requests', status: 429 },
      headers: { 'Retry-After': '600' },
    });
    expect((await deliverDue(options())).retried).toBe(1);
    const now = await smsRow(row.id);
    expect(now).toMatchObject({ status: 'pending', errorKind: 'temporary' });
    expect(now.nextAttemptAt.getTime() - clock.getTime()).toBe(600_000);
    later(601);
    expect((await deliverDue(options())).sent).toBe(1);
  });

  it('fails an invalid number for good with the provider’s reason', async () => {
    const row = await queueSms('5512');
    expect((await deliverDue(options())).failed).toBe(1);
    const now = await smsRow(row.id);
    expect(now).toMatchObject({ status: 'failed', errorKind: 'permanent' });
    expect(now.lastError).toContain('21211');
  });
});
