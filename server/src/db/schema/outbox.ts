/**
 * Storage of outgoing mail and SMS: rows are written in the same transaction as the change that
 * causes them and delivered by the `deliver-messages` job (modules/outbox/delivery.ts) through the
 * SMTP server and the SMS provider, when they are configured; without them they wait, readable in
 * the outbox.
 *
 * A row's life: pending → sending (claimed by one delivery, attempts + 1) → sent, or back to
 * pending with a later next_attempt_at after a temporary failure, or failed (a permanent refusal,
 * the last attempt, or a delivery cut while sending: it may or may not have arrived, so it is never
 * sent again unasked). "Reintentar" puts a failed row back to pending.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { OUTBOX_ERROR_KINDS, OUTBOX_STATUSES } from '../../../../src/protocol/operations';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const OUTBOX_ROW_STATUSES = OUTBOX_STATUSES;
export type OutboxRowStatus = (typeof OUTBOX_STATUSES)[number];
export type OutboxErrorKind = (typeof OUTBOX_ERROR_KINDS)[number];

/** The delivery columns both outboxes share. */
const delivery = () => ({
  status: text('status', { enum: OUTBOX_ROW_STATUSES }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  /** The earliest a pending row is tried (now for a new one, later after a temporary failure). */
  nextAttemptAt: stamp('next_attempt_at').notNull().defaultNow(),
  /** When the delivery that holds it (status sending) took it. */
  claimedAt: stamp('claimed_at'),
  lastError: text('last_error'),
  errorKind: text('error_kind', { enum: OUTBOX_ERROR_KINDS }),
  /** The receiving server's answer: the SMTP reply, or the provider's message id. */
  response: text('response'),
  /**
   * After this it is no use sending it (the link or code it carries has expired): a row still
   * waiting then is failed as expired. Null: worth sending whenever it can go.
   */
  expiresAt: stamp('expires_at'),
  createdAt: stamp('created_at').notNull().defaultNow(),
  sentAt: stamp('sent_at'),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    /** The HTML part (null: the mail is sent as plain text only). */
    html: text('html'),
    template: text('template'),
    userId: integer('user_id'),
    ...delivery(),
  },
  (t) => [
    index('mail_outbox_status_created_idx').on(t.status, t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    userId: integer('user_id'),
    ...delivery(),
  },
  (t) => [
    index('sms_outbox_status_created_idx').on(t.status, t.createdAt),
    index('sms_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
  ],
);
