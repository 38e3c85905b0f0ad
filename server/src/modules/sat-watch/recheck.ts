/**
 * One pass of the re-check of registered invoices at the SAT: every electronic invoice
 * (lessor and supplier) registered in the last 12 months and due by its age (daily for the first
 * 30 days, weekly after; src/domain/sat-watch) is asked again through the SAT adapter, its check
 * recorded, and a change — the state (vigente, cancellation in process, cancelled) or the issuer
 * now (or no longer) on the 69-B list — becomes one alert for administrators and one mail to the
 * invoice's owner, in the same transaction as the new state, so each change is told once. The pass
 * ends with the paid notices (cleared items not yet told) and the reminders of payment
 * complements due within 3 days.
 *
 * Calls to the real service are paced at SAT_RECHECK_RATE per second; the embedded registry is
 * asked unpaced and the summary says the rate the pass would make against the real service.
 * One run at a time across processes (lease.ts). A run may be given a time budget
 * and an AbortSignal: it then stops at the next invoice, records what it checked, releases the
 * lease and says where the pass got (`more`, `lastId`), for the next job to go on from there.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  CADENCE_SLACK_MS,
  DAILY_FOR_DAYS,
  DAY_MS,
  efosListed,
  watchedSince,
  watchStateOf,
  type WatchState,
} from '../../../../src/domain/sat-watch';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { answerOf, type SatAdapter } from '../../adapters/sat';
import type { Db } from '../../db/client';
import {
  companies,
  erpInvoices,
  erpVendors,
  leaseLessors,
  satAlerts,
  satChecks,
  satWatch,
  satWatchRuns,
  suppliers,
} from '../../db/schema';
import { noticeComplementsDue, noticePaidInvoices, notifySatChange } from '../notices/notify';
import { keepLease, takeLease } from './lease';

export { LEASE_MS } from './lease';
/** Invoices asked and written per transaction. */
export const BATCH_SIZE = 500;
/** Items cleared this many days back (or later) are told as paid; older payments are history. */
export const PAID_LOOKBACK_DAYS = 10;

export interface RecheckOptions {
  db: Db;
  sat: SatAdapter;
  now: () => Date;
  /** SAT_RECHECK_RATE: the most status calls per second against the real service. */
  ratePerSecond: number;
  /** Pace the calls (the real service); false for the embedded registry. */
  paced: boolean;
  batchSize?: number;
  /** How a paced call waits (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
  /** Stop at the next invoice when this fires (the server is stopping). */
  signal?: AbortSignal;
  /** Stop at the next invoice after this long (a job's slice of a long pass). */
  budgetMs?: number;
  /** Go on from the invoice after this id (the previous slice's `lastId`). */
  startAfterId?: number;
  /**
   * The portal's public address the owners' mails link to (PUBLIC_URL; recheckOptionsFrom sets
   * it). Without it the mails go without the button to the portal.
   */
  origin?: string;
}

export interface RecheckSummary {
  /** Invoices asked about, and the status calls made (one per invoice). */
  checked: number;
  calls: number;
  /** 69-B list look-ups (one per issuer in the pass; the list lives in the database). */
  listLookups: number;
  changes: number;
  /** Calls the service did not answer (retried on the next run). */
  failures: number;
  paidNotices: number;
  /** Payments told their complement is due within 3 days. */
  complementReminders: number;
  elapsedMs: number;
  /** Calls per second this pass made, and the cap the real service gets (SAT_RECHECK_RATE). */
  callsPerSecond: number;
  cappedRate: number;
  /** The pass stopped early (budget or signal) with due invoices left after `lastId`. */
  more: boolean;
  /** The highest invoice id this run got to (every due one up to it was asked). */
  lastId: number;
}

/** Lowest rate the pass reports as "would make against the real service": the cap or less. */
export function realServiceRate(s: Pick<RecheckSummary, 'callsPerSecond' | 'cappedRate'>): number {
  return Math.min(s.callsPerSecond, s.cappedRate);
}

/** The summary as the one-shot command and the bench print it. */
export function describeRecheck(s: RecheckSummary): string {
  const seconds = (s.elapsedMs / 1000).toFixed(1);
  const realSeconds = s.calls / s.cappedRate;
  return (
    `SAT re-check: ${s.checked} invoices checked with ${s.calls} status calls in ${seconds} s ` +
    `(${s.callsPerSecond.toFixed(0)} calls/s here), ${s.listLookups} 69-B look-ups, ` +
    `${s.changes} changes, ${s.failures} unanswered, ${s.paidNotices} paid notices, ` +
    `${s.complementReminders} complement reminders. ` +
    `Against the real service: ${realServiceRate(s).toFixed(1)} calls/s ` +
    `(capped by SAT_RECHECK_RATE=${s.cappedRate}), about ${Math.ceil(realSeconds)} s for these calls.`
  );
}

/** Starts calls no faster than `rate` per second (spaced 1/rate apart), whatever the concurrency. */
function pacer(rate: number, sleep: (ms: number) => Promise<void>) {
  const gap = 1000 / rate;
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await sleep(at - now);
  };
}

interface DueInvoice {
  id: number;
  registeredAt: Date;
  issuerRfc: string;
  receiverRfc: string;
  total: string;
  uuid: string;
  state: WatchState | null;
  listed69b: boolean | null;
}

/** The next due invoices after `afterId` (keyset, so a failed one is not asked twice in a pass). */
export async function dueBatch(
  db: Db,
  now: Date,
  afterId: number,
  limit: number,
): Promise<DueInvoice[]> {
  const since = watchedSince(now);
  const young = new Date(now.getTime() - DAILY_FOR_DAYS * DAY_MS);
  const dailyBefore = new Date(now.getTime() - DAY_MS + CADENCE_SLACK_MS);
  const weeklyBefore = new Date(now.getTime() - 7 * DAY_MS + CADENCE_SLACK_MS);
  const rows = await db
    .select({
      id: erpInvoices.id,
      registeredAt: erpInvoices.registeredAt,
      kind: erpInvoices.kind,
      lessorRfc: leaseLessors.rfc,
      vendorRfc: erpVendors.rfc,
      partnerTin: suppliers.tin,
      receiverRfc: companies.tin,
      total: erpInvoices.total,
      uuid: erpInvoices.uuid,
      state: satWatch.state,
      listed69b: satWatch.listed69b,
    })
    .from(erpInvoices)
    .innerJoin(companies, eq(companies.code, erpInvoices.bukrs))
    .leftJoin(satWatch, eq(satWatch.invoiceId, erpInvoices.id))
    .leftJoin(leaseLessors, eq(leaseLessors.lifnr, erpInvoices.lifnr))
    .leftJoin(erpVendors, eq(erpVendors.lifnr, erpInvoices.lifnr))
    .leftJoin(suppliers, eq(suppliers.code, erpInvoices.lifnr))
    .where(
      and(
        eq(erpInvoices.electronic, true),
        gt(erpInvoices.id, afterId),
        // Where the watched invoices start (index erp_invoices_watched_idx), so a batch does not
        // walk past every invoice older than 12 months (ids grow with registration, mostly).
        sql`${erpInvoices.id} >= (select coalesce(min(w.id), 0) from ${erpInvoices} w
              where w.electronic and w.registered_at >= ${since.toISOString()})`,
        sql`${erpInvoices.registeredAt} >= ${since.toISOString()}`,
        sql`(${satWatch.attemptedAt} is null or ${satWatch.attemptedAt} <= case
              when ${erpInvoices.registeredAt} >= ${young.toISOString()} then ${dailyBefore.toISOString()}::timestamptz
              else ${weeklyBefore.toISOString()}::timestamptz end)`,
      ),
    )
    .orderBy(erpInvoices.id)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    registeredAt: r.registeredAt,
    // A supplier invoice's issuer is the vendor; a lessor's (lease, MT, receipts) the lessor.
    issuerRfc:
      (r.kind === 'SUPPLIER' ? (r.vendorRfc ?? r.lessorRfc) : (r.lessorRfc ?? r.vendorRfc)) ??
      r.partnerTin ??
      '',
    receiverRfc: r.receiverRfc,
    total: r.total,
    uuid: r.uuid,
    state: r.state,
    listed69b: r.listed69b,
  }));
}

/** What one invoice's check found. */
interface Outcome {
  invoice: DueInvoice;
  answer: {
    state: WatchState;
    estado: string;
    esCancelable: string | null;
    estatusCancelacion: string | null;
    listed: boolean;
  } | null;
  failure: string | null;
}

/**
 * The state an alert compares with: the last known one, or the registration's baseline — an
 * invoice is registered only while Vigente and its issuer off the 69-B list, and a "No Encontrado"
 * (the SAT not answering for it yet) tells nothing new.
 */
const baselineState = (s: WatchState | null): WatchState =>
  s === null || s === 'notFound' ? 'vigente' : s;

/** Writes a batch's checks, states, alerts and mails in one transaction; answers the changes. */
async function recordBatch(
  db: Db,
  outcomes: Outcome[],
  at: Date,
  runId: number,
  origin: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const changes: {
      invoiceId: number;
      kind: 'state' | 'listed69b';
      oldValue: string;
      newValue: string;
    }[] = [];
    const checks: (typeof satChecks.$inferInsert)[] = [];
    const states: (typeof satWatch.$inferInsert)[] = [];
    const attempted: number[] = [];
    for (const o of outcomes) {
      const a = o.answer;
      if (!a) {
        checks.push({ invoiceId: o.invoice.id, checkedAt: at, failure: o.failure });
        if (o.invoice.state !== null) attempted.push(o.invoice.id);
        continue;
      }
      const before = baselineState(o.invoice.state);
      const stateChanged = a.state !== 'notFound' && a.state !== before;
      const wasListed = o.invoice.listed69b ?? false;
      const listChanged = a.listed !== wasListed;
      if (stateChanged)
        changes.push({
          invoiceId: o.invoice.id,
          kind: 'state',
          oldValue: before,
          newValue: a.state,
        });
      if (listChanged)
        changes.push({
          invoiceId: o.invoice.id,
          kind: 'listed69b',
          oldValue: wasListed ? 'yes' : 'no',
          newValue: a.listed ? 'yes' : 'no',
        });
      checks.push({
        invoiceId: o.invoice.id,
        checkedAt: at,
        state: a.state,
        estado: a.estado,
        estatusCancelacion: a.estatusCancelacion,
        listed69b: a.listed,
        changed: stateChanged || listChanged,
      });
      states.push({
        invoiceId: o.invoice.id,
        state: a.state,
        estado: a.estado,
        esCancelable: a.esCancelable,
        estatusCancelacion: a.estatusCancelacion,
        listed69b: a.listed,
        checkedAt: at,
        attemptedAt: at,
      });
    }
    if (checks.length > 0) await tx.insert(satChecks).values(checks);
    if (states.length > 0)
      await tx
        .insert(satWatch)
        .values(states)
        .onConflictDoUpdate({
          target: satWatch.invoiceId,
          set: {
            state: sql`excluded.state`,
            estado: sql`excluded.estado`,
            esCancelable: sql`excluded.es_cancelable`,
            estatusCancelacion: sql`excluded.estatus_cancelacion`,
            listed69b: sql`excluded.listed_69b`,
            checkedAt: sql`excluded.checked_at`,
            attemptedAt: sql`excluded.attempted_at`,
          },
        });
    if (attempted.length > 0)
      await tx
        .update(satWatch)
        .set({ attemptedAt: at })
        .where(inArray(satWatch.invoiceId, attempted));
    for (const c of changes) {
      const [alert] = await tx
        .insert(satAlerts)
        .values({ ...c, detectedAt: at })
        .returning({ id: satAlerts.id });
      if (alert) await notifySatChange(tx, { alertId: alert.id, ...c }, origin);
    }
    await tx.update(satWatchRuns).set({ heartbeatAt: at }).where(eq(satWatchRuns.id, runId));
    return changes.length;
  });
}

/**
 * Runs one pass. Null when another run holds the job. Idempotent: what is not due is not asked,
 * and a change is recorded (and told) once, since the new state is stored with its alert.
 */
export async function runSatRecheck(opts: RecheckOptions): Promise<RecheckSummary | null> {
  const { db, sat } = opts;
  const origin = opts.origin ?? '';
  const startedAt = opts.now();
  const runId = await takeLease(db, startedAt);
  if (runId === null) return null;
  const started = performance.now();
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const pace = opts.paced ? pacer(opts.ratePerSecond, sleep) : null;
  // Enough calls in flight to reach the cap against a service that answers in a few hundred ms.
  const concurrency = opts.paced ? Math.max(1, Math.min(16, opts.ratePerSecond)) : 1;
  const listed = new Map<string, Promise<boolean | null>>();
  const summary = {
    checked: 0,
    calls: 0,
    listLookups: 0,
    changes: 0,
    failures: 0,
    paidNotices: 0,
    complementReminders: 0,
  };

  const isListed = (rfc: string): Promise<boolean | null> => {
    const key = rfc.trim().toUpperCase();
    let known = listed.get(key);
    if (!known) {
      summary.listLookups += 1;
      known = answerOf(() => sat.blacklist(key)).then((a) =>
        'unavailable' in a ? null : a.consultaOk !== 'true',
      );
      listed.set(key, known);
    }
    return known;
  };

  const checkOne = async (invoice: DueInvoice): Promise<Outcome> => {
    if (pace) await pace();
    summary.calls += 1;
    const status = await answerOf(() =>
      sat.status({
        issuerRfc: invoice.issuerRfc,
        receiverRfc: invoice.receiverRfc,
        total: invoice.total,
        uuid: invoice.uuid,
      }),
    );
    if ('unavailable' in status) return { invoice, answer: null, failure: status.unavailable };
    const onList = invoice.issuerRfc === '' ? false : await isListed(invoice.issuerRfc);
    return {
      invoice,
      answer: {
        state: watchStateOf(status),
        estado: status.Estado,
        esCancelable: status.EsCancelable ?? null,
        estatusCancelacion: status.EstatusCancelacion ?? null,
        listed: efosListed(status) || (onList ?? invoice.listed69b ?? false),
      },
      failure: null,
    };
  };

  const lease = keepLease(db, runId, opts.now);
  const deadline = opts.budgetMs === undefined ? Infinity : started + opts.budgetMs;
  const mustStop = () => opts.signal?.aborted === true || performance.now() >= deadline;
  let afterId = opts.startAfterId ?? 0;
  let more = false;

  try {
    for (;;) {
      if (mustStop()) {
        more = true;
        break;
      }
      const now = opts.now();
      const batch = await dueBatch(db, now, afterId, opts.batchSize ?? BATCH_SIZE);
      if (batch.length === 0) break;
      const outcomes: (Outcome | undefined)[] = new Array<Outcome | undefined>(batch.length);
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(concurrency, batch.length) }, async () => {
          while (next < batch.length && !mustStop()) {
            const i = next++;
            outcomes[i] = await checkOne(batch[i]!);
          }
        }),
      );
      // Only the invoices asked without a gap before them count as done: the next run starts
      // after the last of them.
      const firstGap = outcomes.findIndex((o) => o === undefined);
      const done = (firstGap === -1 ? outcomes : outcomes.slice(0, firstGap)) as Outcome[];
      if (done.length > 0) {
        afterId = done[done.length - 1]!.invoice.id;
        summary.checked += done.length;
        summary.failures += done.filter((o) => o.answer === null).length;
        summary.changes += await recordBatch(db, done, opts.now(), runId, origin);
      }
      if (done.length < batch.length) {
        more = true;
        break;
      }
    }
    if (!more) {
      const now = opts.now();
      const clearedSince = new Date(now.getTime() - PAID_LOOKBACK_DAYS * DAY_MS);
      summary.paidNotices = await noticePaidInvoices(
        db,
        watchedSince(now),
        mexicoCityToday(clearedSince),
        origin,
      );
      summary.complementReminders = await noticeComplementsDue(db, mexicoCityToday(now), origin);
    }
  } finally {
    const elapsedMs = Math.round(performance.now() - started);
    await lease.release({ ...summary, elapsedMs, more, lastId: afterId });
  }
  const elapsedMs = Math.max(1, Math.round(performance.now() - started));
  return {
    ...summary,
    elapsedMs,
    callsPerSecond: summary.calls / (elapsedMs / 1000),
    cappedRate: opts.ratePerSecond,
    more,
    lastId: afterId,
  };
}
