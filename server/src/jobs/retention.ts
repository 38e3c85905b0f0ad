/**
 * Data retention: deletes what the portal no longer needs once its time is past, so that years of
 * use do not fill the database. Each table is emptied in bounded batches (one short statement per
 * batch, each its own transaction), so even a first run over millions of rows never holds one long
 * transaction or lock. Every rule is idempotent, so a run that stopped part-way is finished by the
 * next one; runs are meant one at a time, though two at once delete no row twice.
 *
 * Kept for the configured days (RETENTION_*; 0 keeps forever):
 * - sessions: once expired or ended that many days ago;
 * - idempotency answers: by the day of the first attempt, never a claim still being answered;
 * - recorded server errors: by their date;
 * - mails and text messages: once sent (or failed) that many days ago; pending ones never;
 * - the SAT re-check's individual checks: by their time, always keeping each invoice's latest
 *   check; with them the re-check's finished runs, always keeping the latest one. The watched
 *   state (sat_watch) is never deleted.
 *
 * Fixed rules, for state that is useless a day after its last use: recovery tokens a day after
 * they expired (used or not), pending contact-data codes (with the data they would apply) a day
 * after they expired, and the one-minute throttling windows a day after they opened.
 *
 * Never deleted: the audit trail (audit_events), alerts for administrators, the notice log (it
 * makes each notice go once), and business records. Unfinished uploads go with their own job
 * (expire-uploads.ts), old sign-in budgets and failure counts with prune-sign-in-state.ts.
 */
import { and, asc, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { STALE_CLAIM_MS } from '../api/idempotency';
import type { Db } from '../db/client';
import {
  idempotencyKeys,
  loginThrottle,
  mailOutbox,
  oneTimeCodes,
  recoveryTokens,
  satChecks,
  satWatchRuns,
  serverErrors,
  sessions,
  smsOutbox,
} from '../db/schema';
import type { Env } from '../env';

/** Rows per DELETE statement. */
export const RETENTION_BATCH_SIZE = 5_000;

const DAY_MS = 24 * 60 * 60_000;

/** Days (fractions allowed) each kind of record is kept past its time; 0 keeps it forever. */
export interface RetentionPolicy {
  /** Sessions, after they expired or were ended. */
  sessionsDays: number;
  /** Stored answers of idempotent writes, after the first attempt. */
  idempotencyDays: number;
  /** Recorded server errors. */
  serverErrorsDays: number;
  /** Mails and text messages, once sent or failed. */
  messagesDays: number;
  /** The SAT re-check's checks and runs. */
  satChecksDays: number;
  /** Rows per DELETE statement (RETENTION_BATCH_SIZE unless given). */
  batchSize?: number;
}

/** Rows deleted per table by one run. */
export interface RetentionSummary {
  sessions: number;
  idempotencyKeys: number;
  serverErrors: number;
  mailOutbox: number;
  smsOutbox: number;
  satChecks: number;
  satWatchRuns: number;
  recoveryTokens: number;
  oneTimeCodes: number;
  loginThrottle: number;
}

/** A summary of a run that deleted nothing, every table named. */
export function nothingDeleted(): RetentionSummary {
  return {
    sessions: 0,
    idempotencyKeys: 0,
    serverErrors: 0,
    mailOutbox: 0,
    smsOutbox: 0,
    satChecks: 0,
    satWatchRuns: 0,
    recoveryTokens: 0,
    oneTimeCodes: 0,
    loginThrottle: 0,
  };
}

/** The policy the configuration sets (RETENTION_* variables). */
export function retentionPolicyFrom(
  env: Pick<
    Env,
    | 'RETENTION_SESSIONS_DAYS'
    | 'RETENTION_IDEMPOTENCY_DAYS'
    | 'RETENTION_SERVER_ERRORS_DAYS'
    | 'RETENTION_MESSAGES_DAYS'
    | 'RETENTION_SAT_CHECKS_DAYS'
  >,
): RetentionPolicy {
  return {
    sessionsDays: env.RETENTION_SESSIONS_DAYS,
    idempotencyDays: env.RETENTION_IDEMPOTENCY_DAYS,
    serverErrorsDays: env.RETENTION_SERVER_ERRORS_DAYS,
    messagesDays: env.RETENTION_MESSAGES_DAYS,
    satChecksDays: env.RETENTION_SAT_CHECKS_DAYS,
  };
}

/** One table's rule: the rows to delete, found by their single-column key. */
interface Rule {
  table: PgTable;
  key: PgColumn;
  where: SQL | undefined;
  /** Scanning in this order lets the rule's index find the batch (none: any order). */
  order?: PgColumn;
}

/** Deletes the rule's rows, `batch` per statement, until none is left; answers how many. */
async function deleteInBatches(db: Db, rule: Rule, batch: number): Promise<number> {
  let total = 0;
  for (;;) {
    const chosen = db
      .select({ key: rule.key })
      .from(rule.table)
      .where(rule.where)
      .orderBy(...(rule.order ? [asc(rule.order)] : []))
      .limit(batch);
    const gone = await db
      .delete(rule.table)
      .where(inArray(rule.key, chosen))
      .returning({ key: rule.key });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}

/**
 * Deletes the idempotency answers of attempts made before `cutoff`, never a claim whose first
 * attempt may still answer (pending and younger than STALE_CLAIM_MS). Their key is two columns.
 */
async function deleteIdempotency(db: Db, now: Date, cutoff: Date, batch: number) {
  const staleClaim = new Date(now.getTime() - STALE_CLAIM_MS);
  const t = idempotencyKeys;
  let total = 0;
  for (;;) {
    const chosen = db
      .select({ key: t.key, userId: t.userId })
      .from(t)
      .where(
        and(lt(t.createdAt, cutoff), or(isNotNull(t.responseStatus), lt(t.createdAt, staleClaim))),
      )
      .orderBy(asc(t.createdAt))
      .limit(batch);
    const gone = await db
      .delete(t)
      .where(sql`(${t.key}, ${t.userId}) in ${chosen}`)
      .returning({ key: t.key });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}

/** Runs every rule of the policy at `now`; answers the rows deleted per table. */
export async function runRetention(
  db: Db,
  now: Date,
  policy: RetentionPolicy,
): Promise<RetentionSummary> {
  const batch = Math.max(1, Math.floor(policy.batchSize ?? RETENTION_BATCH_SIZE));
  /** The instant `days` before now; null when the days are 0 (kept forever). */
  const before = (days: number) => (days > 0 ? new Date(now.getTime() - days * DAY_MS) : null);
  const run = (rule: Rule) => deleteInBatches(db, rule, batch);
  const summary = nothingDeleted();

  const sessionsCutoff = before(policy.sessionsDays);
  if (sessionsCutoff) {
    summary.sessions = await run({
      table: sessions,
      key: sessions.id,
      where: or(lt(sessions.expiresAt, sessionsCutoff), lt(sessions.revokedAt, sessionsCutoff)),
    });
  }

  const idempotencyCutoff = before(policy.idempotencyDays);
  if (idempotencyCutoff) {
    summary.idempotencyKeys = await deleteIdempotency(db, now, idempotencyCutoff, batch);
  }

  const errorsCutoff = before(policy.serverErrorsDays);
  if (errorsCutoff) {
    summary.serverErrors = await run({
      table: serverErrors,
      key: serverErrors.id,
      where: lt(serverErrors.date, errorsCutoff),
      order: serverErrors.date,
    });
  }

  const messagesCutoff = before(policy.messagesDays);
  if (messagesCutoff) {
    // Sent or failed (an administrator may queue a failed one again); a pending one is never due.
    // A message sent late counts from its sending.
    for (const [table, field] of [
      [mailOutbox, 'mailOutbox'],
      [smsOutbox, 'smsOutbox'],
    ] as const) {
      summary[field] = await run({
        table,
        key: table.id,
        where: and(
          inArray(table.status, ['sent', 'failed']),
          lt(table.createdAt, messagesCutoff),
          or(isNull(table.sentAt), lt(table.sentAt, messagesCutoff)),
        ),
      });
    }
  }

  const satCutoff = before(policy.satChecksDays);
  if (satCutoff) {
    const newer = sql`exists (select 1 from ${satChecks} as later where later.invoice_id = ${satChecks.invoiceId} and (later.checked_at, later.id) > (${satChecks.checkedAt}, ${satChecks.id}))`;
    summary.satChecks = await run({
      table: satChecks,
      key: satChecks.id,
      where: and(lt(satChecks.checkedAt, satCutoff), newer),
      order: satChecks.checkedAt,
    });
    // Finished runs, but the latest one (administrators see when it ended); runs that died
    // without finishing once their last heartbeat is as old.
    const latestFinished = sql`(select latest.id from ${satWatchRuns} as latest where latest.finished_at is not null order by latest.finished_at desc, latest.id desc limit 1)`;
    summary.satWatchRuns = await run({
      table: satWatchRuns,
      key: satWatchRuns.id,
      where: or(
        and(lt(satWatchRuns.finishedAt, satCutoff), sql`${satWatchRuns.id} <> ${latestFinished}`),
        and(isNull(satWatchRuns.finishedAt), lt(satWatchRuns.heartbeatAt, satCutoff)),
      ),
    });
  }

  const dayAgo = new Date(now.getTime() - DAY_MS);
  summary.recoveryTokens = await run({
    table: recoveryTokens,
    key: recoveryTokens.id,
    where: lt(recoveryTokens.expiresAt, dayAgo),
  });
  summary.oneTimeCodes = await run({
    table: oneTimeCodes,
    key: oneTimeCodes.userId,
    where: lt(oneTimeCodes.expiresAt, dayAgo),
  });
  summary.loginThrottle = await run({
    table: loginThrottle,
    key: loginThrottle.key,
    where: lt(loginThrottle.windowStart, dayAgo),
  });
  return summary;
}

/** The summary in one line for the log. */
export function describeRetention(s: RetentionSummary): string {
  const parts = Object.entries(s)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${table} ${n}`);
  return parts.length > 0 ? `retention deleted: ${parts.join(', ')}` : 'retention: nothing due';
}
