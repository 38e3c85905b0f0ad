/**
 * Delivery of the mail and SMS outboxes (the `deliver-messages` job): each pending row whose time
 * has come is claimed by one delivery (row locks, SKIP LOCKED: two instances never take the same
 * row), sent once through the SMTP server or the SMS provider, and marked with what came of it:
 *
 * - sent, with the server's answer;
 * - a temporary failure: pending again, tried after MESSAGE_RETRY_SECONDS, doubled at each next
 *   attempt (at most an hour, or later when the service asked so), failed after
 *   MESSAGE_MAX_ATTEMPTS tries;
 * - a permanent one: failed with its reason.
 *
 * A row still `sending` long after it was claimed belongs to a delivery that was cut (the process
 * was killed mid-send): it may or may not have arrived, so it is failed as interrupted and never
 * sent again unasked; "Reintentar" on the outbox page sends it again, with the same Message-ID.
 * A row that waited past its `expires_at` (its link or code no longer works) is failed as expired.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DeliveryOutcome } from '../../adapters/delivery';
import { messageIdOf, type MailSender } from '../../adapters/mail';
import type { SmsSender } from '../../adapters/sms';
import type { Db } from '../../db/client';
import { mailOutbox, smsOutbox } from '../../db/schema';
import type { Logger } from '../../logger';

/** The longest wait between two attempts at one message. */
export const MAX_RETRY_DELAY_SECONDS = 3_600;

export interface DeliveryOptions {
  db: Db;
  log: Logger;
  now: () => Date;
  /** Null: mail is not configured and mails wait. */
  mail: MailSender | null;
  /** Null: SMS is not configured and text messages wait. */
  sms: SmsSender | null;
  maxAttempts: number;
  retrySeconds: number;
  /** A row `sending` for longer than this was cut mid-send. */
  staleAfterMs: number;
  /** Rows claimed (and sent side by side) at once, per channel. */
  batchSize: number;
}

export interface DeliveryCounts {
  sent: number;
  /** Temporary failures put back to wait. */
  retried: number;
  failed: number;
  expired: number;
  interrupted: number;
}

export const noCounts = (): DeliveryCounts => ({
  sent: 0,
  retried: 0,
  failed: 0,
  expired: 0,
  interrupted: 0,
});

/** The wait after the `attempts`-th failed attempt: the base, doubled each time, at most an hour. */
export function retryDelaySeconds(
  attempts: number,
  baseSeconds: number,
  askedSeconds?: number,
): number {
  const doubled = baseSeconds * 2 ** Math.max(0, attempts - 1);
  return Math.max(Math.min(doubled, MAX_RETRY_DELAY_SECONDS), askedSeconds ?? 0);
}

type Table = typeof mailOutbox | typeof smsOutbox;

/** Fails the rows cut mid-send and the rows that waited past their expiry. */
async function settleAbandoned(
  o: DeliveryOptions,
  table: Table,
  counts: DeliveryCounts,
): Promise<void> {
  const now = o.now();
  const cut = await o.db
    .update(table)
    .set({
      status: 'failed',
      errorKind: 'interrupted',
      lastError:
        'the delivery was cut while sending (the server stopped): it may or may not have arrived',
      claimedAt: null,
    })
    .where(
      and(
        eq(table.status, 'sending'),
        lt(table.claimedAt, new Date(now.getTime() - o.staleAfterMs)),
      ),
    )
    .returning({ id: table.id });
  counts.interrupted += cut.length;
  if (cut.length > 0) o.log.warn('messages cut mid-send failed', { ids: cut.map((r) => r.id) });
  const expired = await o.db
    .update(table)
    .set({
      status: 'failed',
      errorKind: 'expired',
      lastError: 'not sent before it expired',
    })
    .where(and(eq(table.status, 'pending'), lte(table.expiresAt, now)))
    .returning({ id: table.id });
  counts.expired += expired.length;
}

/** Claims up to `limit` due rows of a table (status sending, one attempt more): their ids. */
async function claim(o: DeliveryOptions, table: Table, limit: number): Promise<number[]> {
  const now = o.now();
  return o.db
    .transaction(async (tx) => {
      const due = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.status, 'pending'),
            lte(table.nextAttemptAt, now),
            or(isNull(table.expiresAt), gt(table.expiresAt, now)),
          ),
        )
        .orderBy(asc(table.nextAttemptAt), asc(table.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(table)
        .set({ status: 'sending', claimedAt: now, attempts: sql`${table.attempts} + 1` })
        .where(
          and(
            inArray(
              table.id,
              due.map((d) => d.id),
            ),
            eq(table.status, 'pending'),
          ),
        )
        .returning({ id: table.id });
    })
    .then((rows) => rows.map((r) => r.id));
}

/** Writes what one attempt came to, on the row the delivery still holds. */
async function record(
  o: DeliveryOptions,
  table: Table,
  row: { id: number; attempts: number; claimedAt: Date | null },
  outcome: DeliveryOutcome,
  counts: DeliveryCounts,
): Promise<void> {
  const now = o.now();
  const ours = and(
    eq(table.id, row.id),
    row.claimedAt ? eq(table.claimedAt, row.claimedAt) : isNull(table.claimedAt),
  );
  if (outcome.ok) {
    await o.db
      .update(table)
      .set({
        status: 'sent',
        sentAt: now,
        response: outcome.response,
        lastError: null,
        errorKind: null,
        claimedAt: null,
      })
      .where(ours);
    counts.sent += 1;
    return;
  }
  const lastTry = row.attempts >= o.maxAttempts;
  if (outcome.kind === 'temporary' && !lastTry) {
    const wait = retryDelaySeconds(row.attempts, o.retrySeconds, outcome.retryAfterSeconds);
    await o.db
      .update(table)
      .set({
        status: 'pending',
        nextAttemptAt: new Date(now.getTime() + wait * 1000),
        lastError: outcome.reason,
        errorKind: 'temporary',
        claimedAt: null,
      })
      .where(ours);
    counts.retried += 1;
    return;
  }
  await o.db
    .update(table)
    .set({
      status: 'failed',
      lastError: outcome.reason,
      errorKind: outcome.kind === 'permanent' ? 'permanent' : 'attempts',
      claimedAt: null,
    })
    .where(ours);
  counts.failed += 1;
  o.log.warn('message failed', {
    channel: table === mailOutbox ? 'mail' : 'sms',
    id: row.id,
    attempts: row.attempts,
    reason: outcome.reason,
  });
}

/** A thrown send (a bug, not an answer of the service) is a temporary failure with its message. */
async function attempt(send: () => Promise<DeliveryOutcome>): Promise<DeliveryOutcome> {
  try {
    return await send();
  } catch (e) {
    return { ok: false, kind: 'temporary', reason: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * One pass: settles abandoned rows, then claims and sends what is due, a batch per channel at a
 * time, until nothing is due or `signal` fires (what is in flight then still finishes and is
 * recorded). Answers what it did.
 */
export async function deliverDue(
  o: DeliveryOptions,
  signal?: AbortSignal,
): Promise<DeliveryCounts> {
  const counts = noCounts();
  const { mail, sms } = o;
  if (mail) await settleAbandoned(o, mailOutbox, counts);
  if (sms) await settleAbandoned(o, smsOutbox, counts);
  for (;;) {
    if (signal?.aborted) break;
    const mailIds = mail ? await claim(o, mailOutbox, o.batchSize) : [];
    const smsIds = sms ? await claim(o, smsOutbox, o.batchSize) : [];
    const mails =
      mailIds.length > 0
        ? await o.db.select().from(mailOutbox).where(inArray(mailOutbox.id, mailIds))
        : [];
    const texts =
      smsIds.length > 0
        ? await o.db.select().from(smsOutbox).where(inArray(smsOutbox.id, smsIds))
        : [];
    if (mails.length === 0 && texts.length === 0) break;
    await Promise.all([
      ...mails.map(async (m) => {
        const outcome = await attempt(() =>
          mail!.send({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.body,
            html: m.html,
            messageId: messageIdOf(m, mail!.domain),
          }),
        );
        await record(o, mailOutbox, m, outcome, counts);
      }),
      ...texts.map(async (s) => {
        const outcome = await attempt(() => sms!.send({ id: s.id, to: s.to, body: s.body }));
        await record(o, smsOutbox, s, outcome, counts);
      }),
    ]);
  }
  return counts;
}
