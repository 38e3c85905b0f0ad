/**
 * The Estadísticas figures (Statistics 20): per day (Mexico City), sign-ins and failed ones,
 * orders reviewed, changes synced from devices and their conflicts, invoices registered and
 * refused, payment complements, and the refusals by reason.
 *
 * The closed days are read from their roll-up (statistics_days, written by the statistics-rollup
 * job); today, and any day the job has not rolled up yet, are computed from the source tables in
 * one pass per table over the day range. Which figures are rolled up, and why:
 * - SignIns, FailedSignIns, OrdersReviewed (the audit log, never deleted nor changed), and
 *   Complements and InvoicesRegistered (their registration instant never changes): final once
 *   their day is over; the job re-computes the last two closed days on each run for the rows
 *   written late (an answer stored a moment after midnight).
 * - EditsSynced and Conflicts count idempotency records by the day of the first attempt; the
 *   retention job deletes those records after RETENTION_IDEMPOTENCY_DAYS, so the roll-up keeps
 *   the figure a live count would lose. A record's answer is stored within seconds of its claim,
 *   which the two re-computed days cover.
 * - InvoicesRefused and the refusals by reason stay live: an invoice is refused days or weeks
 *   after the day it was registered (the day it counts on), so no window of re-computation would
 *   hold it. The live count reads only refused invoices (kind MT, status 02), a small part of the
 *   table, through an index on their registration instant.
 * An invoice's registered_by turns null if its user is deleted: the roll-up keeps counting it as
 * registered through the portal, as the day's figure said.
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import type { StatisticsDay, StatisticsResponse } from '../../../../src/protocol/operations';
import type { Db } from '../../db/client';
import {
  auditEvents,
  erpInvoices,
  erpPaymentComplements,
  idempotencyKeys,
  statisticsDays,
} from '../../db/schema';
import { addDays, dayAt, dayOf, dayRange, eachDay, OPERATIONS_TIME_ZONE } from './days';

/** The figures kept per closed day in statistics_days (every one of them, zeros included). */
export const ROLLED_METRICS = [
  'SignIns',
  'FailedSignIns',
  'OrdersReviewed',
  'EditsSynced',
  'Conflicts',
  'InvoicesRegistered',
  'Complements',
] as const;
export type RolledMetric = (typeof ROLLED_METRICS)[number];
type Figures = Record<RolledMetric, number>;
type StatisticsAnswer = Pick<StatisticsResponse, 'Days' | 'Refusals'>;

/** The closed days the job re-computes on every run (yesterday and the day before). */
export const ROLLUP_RECOMPUTED_DAYS = 2;
/** The most days one run of the job rolls up before it hands the rest to the next run. */
export const ROLLUP_DAYS_PER_RUN = 366;
/** The longest range one pass of the roll-up reads. */
const ROLLUP_CHUNK_DAYS = 31;

const noFigures = (): Figures => ({
  SignIns: 0,
  FailedSignIns: 0,
  OrdersReviewed: 0,
  EditsSynced: 0,
  Conflicts: 0,
  InvoicesRegistered: 0,
  Complements: 0,
});

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
/** The sign-ins' audits (portal and API) of one outcome. */
const signIn = (outcome: 'success' | 'failure') =>
  sql`${auditEvents.resource} in ('session', 'token') and ${auditEvents.actionId} = ${ActionId.Update} and ${auditEvents.detail}->>'outcome' = ${outcome}`;

/**
 * The rolled-up figures of every day from `from` to `to` computed from the source tables: one
 * pass per table, its figures counted side by side with `count(*) filter (…)`.
 */
export async function computeDays(db: Db, from: string, to: string): Promise<Map<string, Figures>> {
  const auditDay = dayOf(auditEvents.date);
  const keyDay = dayOf(idempotencyKeys.createdAt);
  const invoiceDay = dayOf(erpInvoices.registeredAt);
  const complementDay = dayOf(erpPaymentComplements.registeredAt);
  const [audit, keys, invoices, complements] = await Promise.all([
    db
      .select({
        day: auditDay,
        SignIns: countWhere(signIn('success')),
        FailedSignIns: countWhere(signIn('failure')),
        // An order reviewed several times in a day counts once.
        OrdersReviewed: sql<number>`(count(distinct ${auditEvents.target}) filter (where ${auditEvents.resource} = 'ResultsOrderMP'))::int`,
      })
      .from(auditEvents)
      .where(
        and(
          inArray(auditEvents.resource, ['session', 'token', 'ResultsOrderMP']),
          ...dayRange(auditEvents.date, from, to),
        ),
      )
      .groupBy(auditDay),
    // Every change a device queues carries an Idempotency-Key: its first answer is stored once;
    // a synced review that met a newer version answered 409 with its conflicting rows.
    db
      .select({
        day: keyDay,
        EditsSynced: countWhere(sql`${idempotencyKeys.responseStatus} is not null`),
        Conflicts: countWhere(sql`${idempotencyKeys.responseStatus} = 409`),
      })
      .from(idempotencyKeys)
      .where(and(...dayRange(idempotencyKeys.createdAt, from, to)))
      .groupBy(keyDay),
    db
      .select({ day: invoiceDay, InvoicesRegistered: sql<number>`count(*)::int` })
      .from(erpInvoices)
      .where(
        and(isNotNull(erpInvoices.registeredBy), ...dayRange(erpInvoices.registeredAt, from, to)),
      )
      .groupBy(invoiceDay),
    db
      .select({ day: complementDay, Complements: sql<number>`count(*)::int` })
      .from(erpPaymentComplements)
      .where(and(...dayRange(erpPaymentComplements.registeredAt, from, to)))
      .groupBy(complementDay),
  ]);
  const days = new Map<string, Figures>(eachDay(from, to).map((d) => [d, noFigures()]));
  const add = (rows: readonly ({ day: string } & Partial<Figures>)[]) => {
    for (const { day, ...figures } of rows) {
      const target = days.get(day);
      if (!target) continue;
      for (const [metric, n] of Object.entries(figures) as [RolledMetric, number][])
        target[metric] = Number(n);
    }
  };
  add(audit);
  add(keys);
  add(invoices);
  add(complements);
  return days;
}

/** The refused invoices (kind MT, status 02) of the range, per day and by reason; always live. */
async function refusals(db: Db, from: string, to: string) {
  const day = dayOf(erpInvoices.registeredAt);
  const rows = await db
    .select({ day, reason: erpInvoices.comment, n: sql<number>`count(*)::int` })
    .from(erpInvoices)
    .where(
      and(
        eq(erpInvoices.kind, 'MT'),
        eq(erpInvoices.status, '02'),
        ...dayRange(erpInvoices.registeredAt, from, to),
      ),
    )
    .groupBy(day, erpInvoices.comment);
  const perDay = new Map<string, number>();
  const byReason = new Map<string, number>();
  for (const r of rows) {
    perDay.set(r.day, (perDay.get(r.day) ?? 0) + Number(r.n));
    byReason.set(r.reason, (byReason.get(r.reason) ?? 0) + Number(r.n));
  }
  return { perDay, byReason };
}

/** The answer: one row per day from `from` to `to`, and the refusals, most frequent first. */
function answer(
  from: string,
  to: string,
  figures: Map<string, Figures>,
  refused: Awaited<ReturnType<typeof refusals>>,
): StatisticsAnswer {
  const Days: StatisticsDay[] = eachDay(from, to).map((Day) => ({
    Day,
    ...(figures.get(Day) ?? noFigures()),
    InvoicesRefused: refused.perDay.get(Day) ?? 0,
  }));
  const Refusals = [...refused.byReason]
    .map(([Reason, Count]) => ({ Reason, Count }))
    .sort((a, b) => b.Count - a.Count || a.Reason.localeCompare(b.Reason));
  return { Days, Refusals };
}

/** The figures of every day from `from` to `to` computed from the source tables alone. */
export async function liveStatistics(db: Db, from: string, to: string): Promise<StatisticsAnswer> {
  const [figures, refused] = await Promise.all([computeDays(db, from, to), refusals(db, from, to)]);
  return answer(from, to, figures, refused);
}

/** The rolled-up days of a range that hold every figure, with their figures. */
async function rolledUp(db: Db, from: string, to: string): Promise<Map<string, Figures>> {
  const days = new Map<string, Figures>();
  if (from > to) return days;
  const rows = await db
    .select({ day: statisticsDays.day, metric: statisticsDays.metric, value: statisticsDays.value })
    .from(statisticsDays)
    .where(
      and(sql`${statisticsDays.day} >= ${from}::date`, sql`${statisticsDays.day} <= ${to}::date`),
    )
    .orderBy(asc(statisticsDays.day));
  const seen = new Map<string, number>();
  for (const r of rows) {
    if (!(ROLLED_METRICS as readonly string[]).includes(r.metric)) continue;
    const figures = days.get(r.day) ?? noFigures();
    figures[r.metric as RolledMetric] = r.value;
    days.set(r.day, figures);
    seen.set(r.day, (seen.get(r.day) ?? 0) + 1);
  }
  for (const [day, n] of seen) if (n < ROLLED_METRICS.length) days.delete(day);
  return days;
}

/** The days of a range rolled up with every figure (the job's own check: days, not figures). */
async function rolledDays(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: statisticsDays.day })
    .from(statisticsDays)
    .where(
      and(
        sql`${statisticsDays.day} >= ${from}::date`,
        sql`${statisticsDays.day} <= ${to}::date`,
        inArray(statisticsDays.metric, [...ROLLED_METRICS]),
      ),
    )
    .groupBy(statisticsDays.day)
    .having(sql`count(*) = ${ROLLED_METRICS.length}`);
  return new Set(rows.map((r) => r.day));
}

/** Consecutive days grouped in runs (of at most `longest` days when given): [first, last] of each. */
function runsOf(days: readonly string[], longest?: number): [string, string][] {
  const runs: [string, string][] = [];
  for (const d of days) {
    const run = runs[runs.length - 1];
    const follows = run !== undefined && addDays(run[1], 1) === d;
    if (run && follows && (longest === undefined || addDays(run[0], longest - 1) >= d)) run[1] = d;
    else runs.push([d, d]);
  }
  return runs;
}

/**
 * The figures of every day from `from` to `to`: the closed days from their roll-up, the others
 * (today, a day not rolled up yet) computed live, one pass per table and run of such days.
 */
export async function statistics(
  db: Db,
  from: string,
  to: string,
  now: Date,
): Promise<StatisticsAnswer> {
  const lastClosed = addDays(dayAt(now), -1);
  const [rolled, refused] = await Promise.all([
    rolledUp(db, from, to < lastClosed ? to : lastClosed),
    refusals(db, from, to),
  ]);
  const missing = eachDay(from, to).filter((d) => !rolled.has(d));
  const live = await Promise.all(runsOf(missing).map(([a, b]) => computeDays(db, a, b)));
  const figures = new Map(rolled);
  for (const run of live) for (const [d, f] of run) figures.set(d, f);
  return answer(from, to, figures, refused);
}

/** The first day any source table has a row on (Mexico City), or null on an empty database. */
async function firstDay(db: Db): Promise<string | null> {
  const zone = sql.raw(`'${OPERATIONS_TIME_ZONE}'`);
  const [row] = await db
    .select({
      day: sql<string | null>`to_char(least(
        (select min(${auditEvents.date}) from ${auditEvents}),
        (select min(${idempotencyKeys.createdAt}) from ${idempotencyKeys}),
        (select min(${erpInvoices.registeredAt}) from ${erpInvoices}),
        (select min(${erpPaymentComplements.registeredAt}) from ${erpPaymentComplements})
      ) at time zone ${zone}, 'YYYY-MM-DD')`,
    })
    .from(sql`(select 1) as one`);
  return row?.day ?? null;
}

export interface RollupSummary {
  /** Days computed and written by this run. */
  days: number;
  /** Closed days are left for the next run (the budget of one run was spent, or it was asked to stop). */
  more: boolean;
}

/**
 * Rolls up every closed day (before today in Mexico City) from the first day with data that is
 * not rolled up yet, and re-computes the last ROLLUP_RECOMPUTED_DAYS closed days; at most
 * `maxDays` days per run. Idempotent: a day written twice holds the same figures.
 */
export async function rollUpStatistics(
  db: Db,
  now: Date,
  opts: { signal?: AbortSignal; maxDays?: number } = {},
): Promise<RollupSummary> {
  const maxDays = opts.maxDays ?? ROLLUP_DAYS_PER_RUN;
  const lastClosed = addDays(dayAt(now), -1);
  const first = await firstDay(db);
  if (!first || first > lastClosed) return { days: 0, more: false };
  const done = await rolledDays(db, first, lastClosed);
  const recomputed = addDays(lastClosed, 1 - ROLLUP_RECOMPUTED_DAYS);
  // Newest first: the days people look at are ready first after an install on a long history.
  const due = eachDay(first, lastClosed)
    .filter((d) => !done.has(d) || d >= recomputed)
    .reverse();
  const todo = due.slice(0, maxDays).reverse();
  let days = 0;
  for (const [a, b] of runsOf(todo, ROLLUP_CHUNK_DAYS).reverse()) {
    if (opts.signal?.aborted) return { days, more: true };
    const figures = await computeDays(db, a, b);
    const rows = [...figures].flatMap(([day, f]) =>
      ROLLED_METRICS.map((metric) => ({ day, metric, value: f[metric], rolledAt: now })),
    );
    await db
      .insert(statisticsDays)
      .values(rows)
      .onConflictDoUpdate({
        target: [statisticsDays.day, statisticsDays.metric],
        set: { value: sql`excluded.value`, rolledAt: sql`excluded.rolled_at` },
      });
    days += figures.size;
  }
  return { days, more: due.length > todo.length };
}
