/**
 * Mail and text messages from two instances on one PostgreSQL, to a real SMTP server (STARTTLS and
 * AUTH on) and to a local server that answers as Twilio's Messages API does: each message goes
 * out once, a temporary refusal is retried, a permanent one is failed with its reason, and a
 * restart in the middle of the queue sends nothing twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../server/src/testing/fake-twilio';
import {
  startSmtpTestServer,
  type SmtpTestServer,
} from '../../server/src/testing/smtp-test-server';
import { ADMIN_URL, startInstance, useFleet, waitReady, type Instance } from './instance-kit';

const METRICS_TOKEN = 'metricas-de-prueba-0123456789';
let smtp: SmtpTestServer;
let twilio: FakeTwilio;
let env: Record<string, string> = {};

/** Polls `check` until it holds (or fails with what it last saw). */
async function until<T>(read: () => Promise<T>, holds: (v: T) => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  let last = await read();
  while (!holds(last)) {
    if (Date.now() > end) throw new Error(`still not there: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 250));
    last = await read();
  }
  return last;
}

describe.skipIf(!ADMIN_URL)('mail and SMS from two instances', () => {
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    twilio = await startFakeTwilio();
  });
  afterAll(async () => {
    await smtp?.close();
    await twilio?.close();
  });
  const fleet = useFleet('messages', 2, (url) => {
    env = {
      DATABASE_URL: url,
      SHUTDOWN_GRACE_MS: '0',
      METRICS_TOKEN,
      SMTP_URL: smtp.url,
      SMTP_CA_FILE: smtp.caFile!,
      SMTP_TLS: 'starttls',
      MAIL_FROM: 'PortalPRO <portal@operador.mx>',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      SMS_FROM: '+525500000000',
      SMS_API_URL: twilio.url,
      MESSAGE_RETRY_SECONDS: '1',
    };
    return env;
  });

  const queueMails = async (n: number, tag: string) =>
    (
      await fleet.sql.query<{ id: number }>(
        `insert into mail_outbox ("to", subject, body, html, template)
         select 'persona.' || g || '.${tag}@ejemplo.mx', 'Aviso ${tag} ' || g, 'Texto ' || g, '<p>' || g || '</p>', 'invoicePaid'
         from generate_series(1, $1) g returning id`,
        [n],
      )
    ).rows.map((r) => r.id);
  const statuses = async (ids: number[]) =>
    (
      await fleet.sql.query<{
        id: number;
        status: string;
        attempts: number;
        error_kind: string | null;
        last_error: string | null;
      }>(
        'select id, status, attempts, error_kind, last_error from mail_outbox where id = any($1) order by id',
        [ids],
      )
    ).rows;
  const arrivedFor = (tag: string) =>
    smtp.received.filter((m) => m.to.some((to) => to.endsWith(`.${tag}@ejemplo.mx`)));

  it('says at start where mail and text messages go, and checks the mail server', async () => {
    for (const i of fleet.instances) {
      expect(i.output()).toContain(
        `mail: SMTP localhost:${smtp.port}, STARTTLS required, as portal`,
      );
      expect(i.output()).toContain('SMS: Twilio (from +525500000000');
      // The check runs beside the start, not before it: its line may come after "ready".
      await until(
        async () => i.output(),
        (out) => out.includes('mail server reached'),
        30_000,
      );
    }
  });

  it('sends every mail and text message once, whichever instance takes it', async () => {
    const ids = await queueMails(40, 'once');
    const codes = (
      await fleet.sql.query<{ id: number }>(
        `insert into sms_outbox ("to", body)
         select '+5255000000' || lpad(g::text, 2, '0'), 'PortalPRO: su código de verificación es ' || (1000 + g)
         from generate_series(1, 10) g returning id`,
      )
    ).rows.map((r) => r.id);
    await until(
      () => statuses(ids),
      (rows) => rows.every((r) => r.status === 'sent'),
    );
    await until(
      async () =>
        (await fleet.sql.query('select status from sms_outbox where id = any($1)', [codes])).rows,
      (rows) => rows.every((r: { status: string }) => r.status === 'sent'),
    );
    const arrived = arrivedFor('once');
    expect(arrived).toHaveLength(40);
    const messageIds = new Set(arrived.map((m) => m.messageId));
    expect(messageIds.size).toBe(40);
    for (const m of arrived) {
      expect(m.secure).toBe(true);
      expect(m.user).toBe('portal');
      expect(m.messageId).toMatch(/^<portalpro\.\d+\.[0-9a-z]+@operador\.mx>$/);
    }
    const texts = twilio.received.filter((s) => s.body.startsWith('PortalPRO: su código'));
    expect(texts).toHaveLength(10);
    expect(new Set(texts.map((s) => s.to)).size).toBe(10);
    // Sent, failed and waiting are counted for the operator's monitoring.
    const res = await fetch(`${fleet.instances[0]!.base}metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const metrics = await res.text();
    expect(metrics).toMatch(/portalpro_outbox_messages\{channel="mail",status="sent"\} 40/);
    expect(metrics).toMatch(/portalpro_outbox_messages\{channel="sms",status="sent"\} 10/);
  });

  it('retries a mail refused for now (4xx) and fails one refused for good (5xx), with its reason', async () => {
    smtp.refuseNext(451, '4.7.1 Greylisted, try again later');
    smtp.refuseNext(550, '5.1.1 No such mailbox');
    const ids = await queueMails(2, 'refused');
    const rows = await until(
      () => statuses(ids),
      (r) => r.every((x) => x.status === 'sent' || x.status === 'failed'),
    );
    const failed = rows.filter((r) => r.status === 'failed');
    const sent = rows.filter((r) => r.status === 'sent');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ attempts: 1, error_kind: 'permanent' });
    expect(failed[0]!.last_error).toContain('550 5.1.1 No such mailbox');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attempts).toBe(2);
    expect(arrivedFor('refused')).toHaveLength(1);
  });

  it('a restart in the middle of the queue sends each mail once', async () => {
    // A slow mail server: the instances stop while mails are still on their way.
    smtp.holdNext(300, 30);
    const ids = await queueMails(30, 'restart');
    await until(
      async () => arrivedFor('restart').length,
      (n) => n >= 4,
    );
    for (const i of fleet.instances) i.signal('SIGTERM');
    const codes = await Promise.all(fleet.instances.map((i) => i.exited));
    expect(codes).toEqual([0, 0]);
    const halfway = await statuses(ids);
    expect(halfway.some((r) => r.status === 'pending')).toBe(true);
    expect(halfway.some((r) => r.status === 'sending')).toBe(false);

    let next: Instance | undefined;
    try {
      next = await startInstance(env);
      await waitReady(next);
      const rows = await until(
        () => statuses(ids),
        (r) => r.every((x) => x.status === 'sent'),
      );
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
      const arrived = arrivedFor('restart');
      expect(arrived).toHaveLength(30);
      expect(new Set(arrived.map((m) => m.messageId)).size).toBe(30);
    } finally {
      next?.signal('SIGKILL');
    }
  });
});
