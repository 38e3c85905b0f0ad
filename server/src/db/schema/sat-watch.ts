/**
 * Storage of the watch over registered invoices at the tax authority ("Watching invoices
 * after registration") and of the notices sent about them ("Telling people"): each invoice's last
 * known SAT state, every check made, the alerts for administrators when a state changed, the runs
 * of the re-check job, the users' notice preferences and the log that makes each notice go once.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { erpInvoices } from './invoicing';
import { users } from './users';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The watched state of an invoice, as derived from the SAT's answer (src/domain/sat-watch):
 * vigente, cancelling (a cancellation request in process), cancelled, notFound.
 */
export const SAT_WATCH_STATES = ['vigente', 'cancelling', 'cancelled', 'notFound'] as const;
export type SatWatchState = (typeof SAT_WATCH_STATES)[number];

/** The last known SAT state of a registered electronic invoice; absent until its first check. */
export const satWatch = pgTable(
  'sat_watch',
  {
    invoiceId: integer('invoice_id')
      .primaryKey()
      .references(() => erpInvoices.id, { onDelete: 'cascade' }),
    state: text('state').$type<SatWatchState>().notNull(),
    /** The answer's fields as the SAT wrote them. */
    estado: text('estado').notNull(),
    esCancelable: text('es_cancelable'),
    estatusCancelacion: text('estatus_cancelacion'),
    /** The issuer is on the article 69-B list as Presunto or Definitivo (or ValidacionEFOS 100). */
    listed69b: boolean('listed_69b').notNull().default(false),
    /** The last check that got an answer, and the last attempt (an unanswered one included). */
    checkedAt: stamp('checked_at').notNull(),
    attemptedAt: stamp('attempted_at').notNull(),
  },
  (t) => [
    check('sat_watch_state', sql`${t.state} in ('vigente', 'cancelling', 'cancelled', 'notFound')`),
  ],
);

/** One question asked about an invoice: its answer, or why there was none (failure). */
export const satChecks = pgTable(
  'sat_checks',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => erpInvoices.id, { onDelete: 'cascade' }),
    checkedAt: stamp('checked_at').notNull(),
    /** Null when the service gave no answer. */
    state: text('state').$type<SatWatchState>(),
    estado: text('estado'),
    estatusCancelacion: text('estatus_cancelacion'),
    listed69b: boolean('listed_69b'),
    /** The state or the listing differs from the one known before. */
    changed: boolean('changed').notNull().default(false),
    failure: text('failure'),
  },
  (t) => [
    index('sat_checks_invoice').on(t.invoiceId, t.checkedAt),
    index('sat_checks_checked_idx').on(t.checkedAt),
  ],
);

/** What changed: the state (cancelled, cancelling, ...) or the issuer's 69-B listing. */
export const SAT_ALERT_KINDS = ['state', 'listed69b'] as const;
export type SatAlertKind = (typeof SAT_ALERT_KINDS)[number];

/** A change found by a check, for administrators: listed until acknowledged (audited). */
export const satAlerts = pgTable(
  'sat_alerts',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => erpInvoices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SatAlertKind>().notNull(),
    /** For `state` the states; for `listed69b` 'no' and 'yes'. */
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    detectedAt: stamp('detected_at').notNull(),
    acknowledgedAt: stamp('acknowledged_at'),
    acknowledgedBy: integer('acknowledged_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('sat_alerts_open')
      .on(t.detectedAt)
      .where(sql`acknowledged_at is null`),
    index('sat_alerts_invoice').on(t.invoiceId),
    check('sat_alerts_kind', sql`${t.kind} in ('state', 'listed69b')`),
  ],
);

/**
 * A run of the re-check job: while `finishedAt` is null and its heartbeat is recent the run holds
 * the job (no other process starts one); afterwards it records what the run did.
 */
export const satWatchRuns = pgTable('sat_watch_runs', {
  id: serial('id').primaryKey(),
  startedAt: stamp('started_at').notNull(),
  heartbeatAt: stamp('heartbeat_at').notNull(),
  finishedAt: stamp('finished_at'),
  /** Counts and timings: checked, calls, changes, failures, paid notices, elapsed ms. */
  summary: jsonb('summary').$type<Record<string, number | boolean>>(),
});

/** A user's notice preferences: the kinds turned off and the language of their mails. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Kinds of src/protocol/notification-preferences NOTICE_KINDS the user does not want. */
  disabled: text('disabled')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** es or en: the language the user last used on the profile. */
  language: text('language').notNull().default('es'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/**
 * Every notice given, by kind and subject (an invoice id, a complement, an alert): inserting its
 * row first makes each notice go exactly once, whoever asks for it again.
 */
export const noticeLog = pgTable(
  'notice_log',
  {
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] })],
);
