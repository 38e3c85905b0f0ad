/**
 * Estadísticas from per-day roll-ups: the statistics-rollup job writes the figures of every
 * closed day (Mexico City), the Statistics call reads them and computes only today (and a day not
 * rolled up yet) live, and the two answer the same numbers day by day. The figures that change
 * after their day follow statistics.ts's choices: refusals stay live, idempotency counts survive
 * the retention of their records, and the last two closed days are computed again.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  auditEvents,
  erpInvoices,
  erpPaymentComplements,
  idempotencyKeys,
  statisticsDays,
  users,
} from '../../db/schema';
import { jobHandlers } from '../../jobs/handlers';
import type { JobName } from '../../jobs/queues';
import { createLogger } from '../../logger';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { addDays, dayAt, daysIn } from './days';
import { liveStatistics, ROLLED_METRICS, rollUpStatistics, statistics } from './statistics';

let t: TestApp;
let registrar: number;

/** Noon of 2031-03-10 in Mexico City: the closed days are those up to 2031-03-09. */
const NOW = new Date('2031-03-10T18:00:00Z');
const FROM = '2031-03-04';
const TO = '2031-03-11';
/** An instant of a day in Mexico City (UTC-6 all year since 2022). */
const mx = (day: string, time: string) => new Date(`${day}T${time}-06:00`);

const signIn = (
  day: string,
  time: string,
  outcome: 'success' | 'failure',
  resource = 'session',
) => ({
  actionId: ActionId.Update,
  resource,
  target: 'someone',
  detail: { outcome },
  date: mx(day, time),
});
const review = (day: string, time: string, order: string) => ({
  actionId: ActionId.Update,
  resource: 'ResultsOrderMP',
  target: order,
  date: mx(day, time),
});
let invoiceNumber = 0;
const invoice = (day: string, time: string, extra: Partial<typeof erpInvoices.$inferInsert>) => {
  invoiceNumber++;
  return {
    kind: 'LEASE',
    bukrs: 'MX10',
    lifnr: '0000100001',
    uuid: `STATS-ROLLUP-${invoiceNumber}`,
    xblnr: `F-${invoiceNumber}`,
    electronic: true,
    belnr: `59${String(invoiceNumber).padStart(8, '0')}`,
    gjahr: '2031',
    blart: 'RE',
    bldat: day,
    budat: day,
    paymentDays: 30,
    balance: '100.00',
    impuestos: '16.00',
    monto: '100.00',
    retencionesC: '0.00',
    retencionesIsr: '0.00',
    retencionesIva: '0.00',
    total: '116.00',
    currency: 'MXN',
    status: '02',
    registeredBy: registrar,
    registeredAt: mx(day, time),
    ...extra,
  };
};
const complement = (day: string, time: string, n: number) => ({
  uuid: `STATS-COMPLEMENT-${n}`,
  bukrs: 'MX10',
  lifnr: '0000100001',
  augbl: `15${String(n).padStart(8, '0')}`,
  gjahr: '2031',
  xblnr: `P-${n}`,
  registeredAt: mx(day, time),
});
const key = (day: string, time: string, status: number | null, n: number) => ({
  key: `stats-rollup-${n}`,
  userId: registrar,
  requestHash: 'h',
  responseStatus: status,
  createdAt: mx(day, time),
});

beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, 'admin'));
  registrar = admin!.id;
  const db = t.handle.db;
  await db.insert(auditEvents).values([
    // 03-05: three sign-ins (portal and API), two failed, one of them the last microsecond of the
    // day; a view (ActionId 21) is not a sign-in; order A reviewed twice counts once.
    signIn('2031-03-05', '08:00:00', 'success'),
    signIn('2031-03-05', '09:30:00', 'success', 'token'),
    signIn('2031-03-05', '23:59:59.999', 'success'),
    signIn('2031-03-05', '10:00:00', 'failure'),
    signIn('2031-03-05', '10:00:05', 'failure', 'token'),
    { ...signIn('2031-03-05', '11:00:00', 'success'), actionId: ActionId.View },
    review('2031-03-05', '12:00:00', 'A'),
    review('2031-03-05', '12:30:00', 'A'),
    review('2031-03-05', '13:00:00', 'B'),
    // 03-06: the first instant of the day.
    signIn('2031-03-06', '00:00:00', 'success'),
    review('2031-03-06', '00:00:00', 'A'),
    // Today: live.
    signIn('2031-03-10', '07:00:00', 'success'),
    signIn('2031-03-10', '07:01:00', 'failure'),
  ]);
  await db
    .insert(idempotencyKeys)
    .values([
      key('2031-03-06', '09:00:00', 200, 1),
      key('2031-03-06', '09:01:00', 409, 2),
      key('2031-03-06', '09:02:00', 409, 3),
      key('2031-03-06', '09:03:00', null, 4),
      key('2031-03-08', '22:00:00', 200, 5),
      key('2031-03-10', '08:00:00', 409, 6),
    ]);
  await db
    .insert(erpInvoices)
    .values([
      invoice('2031-03-07', '10:00:00', {}),
      invoice('2031-03-07', '11:00:00', {}),
      invoice('2031-03-07', '12:00:00', { registeredBy: null }),
      invoice('2031-03-07', '13:00:00', { kind: 'MT', comment: 'Sin orden de compra' }),
      invoice('2031-03-08', '13:00:00', { kind: 'MT', status: '01' }),
      invoice('2031-03-09', '13:00:00', { kind: 'MT', comment: 'Sin orden de compra' }),
      invoice('2031-03-10', '09:00:00', { kind: 'MT', comment: 'Importe distinto' }),
    ]);
  await db
    .insert(erpPaymentComplements)
    .values([
      complement('2031-03-08', '10:00:00', 1),
      complement('2031-03-08', '10:05:00', 2),
      complement('2031-03-10', '10:00:00', 3),
    ]);
});
afterAll(() => t.close());

/** Rolls up until no closed day is left (the first runs cover the seeded history). */
async function rollUpAll(now: Date) {
  let runs = 0;
  for (;;) {
    const { more } = await rollUpStatistics(t.handle.db, now);
    runs++;
    if (!more || runs > 20) return runs;
  }
}

const dayOf = (answer: Awaited<ReturnType<typeof statistics>>, day: string) =>
  answer.Days.find((d) => d.Day === day)!;

describe('the live computation', () => {
  it('counts each figure on its Mexico City day', async () => {
    const live = await liveStatistics(t.handle.db, FROM, TO);
    expect(live.Days.map((d) => d.Day)).toEqual([
      '2031-03-04',
      '2031-03-05',
      '2031-03-06',
      '2031-03-07',
      '2031-03-08',
      '2031-03-09',
      '2031-03-10',
      '2031-03-11',
    ]);
    expect(dayOf(live, '2031-03-05')).toMatchObject({
      SignIns: 3,
      FailedSignIns: 2,
      OrdersReviewed: 2,
    });
    expect(dayOf(live, '2031-03-06')).toMatchObject({
      SignIns: 1,
      OrdersReviewed: 1,
      EditsSynced: 3,
      Conflicts: 2,
    });
    expect(dayOf(live, '2031-03-07')).toMatchObject({ InvoicesRegistered: 3, InvoicesRefused: 1 });
    expect(dayOf(live, '2031-03-08')).toMatchObject({ EditsSynced: 1, Complements: 2 });
    expect(dayOf(live, '2031-03-10')).toMatchObject({
      SignIns: 1,
      FailedSignIns: 1,
      Conflicts: 1,
      InvoicesRefused: 1,
      Complements: 1,
    });
    expect(live.Refusals).toEqual([
      { Reason: 'Sin orden de compra', Count: 2 },
      { Reason: 'Importe distinto', Count: 1 },
    ]);
  });
});

describe('the roll-up', () => {
  it('writes every closed day once and answers what the live computation answers, day by day', async () => {
    const before = await statistics(t.handle.db, FROM, TO, NOW);
    expect(before).toEqual(await liveStatistics(t.handle.db, FROM, TO));

    const runs = await rollUpAll(NOW);
    expect(runs).toBeGreaterThanOrEqual(1);
    const rolled = await t.handle.db
      .select({ day: statisticsDays.day, n: sql<number>`count(*)::int` })
      .from(statisticsDays)
      .groupBy(statisticsDays.day);
    expect(rolled.every((r) => Number(r.n) === ROLLED_METRICS.length)).toBe(true);
    const days = rolled.map((r) => r.day).sort();
    expect(days[days.length - 1]).toBe('2031-03-09');
    expect(days).toHaveLength(daysIn(days[0]!, '2031-03-09'));

    const answered = await statistics(t.handle.db, FROM, TO, NOW);
    const live = await liveStatistics(t.handle.db, FROM, TO);
    for (const day of live.Days) expect(dayOf(answered, day.Day), day.Day).toEqual(day);
    expect(answered.Refusals).toEqual(live.Refusals);
  });

  it('is read for the closed days: a rolled-up figure is the one answered', async () => {
    // A figure changed in the roll-up shows in the answer: the call did not count it again.
    await t.handle.db
      .update(statisticsDays)
      .set({ value: 41 })
      .where(and(eq(statisticsDays.day, '2031-03-05'), eq(statisticsDays.metric, 'SignIns')));
    expect(dayOf(await statistics(t.handle.db, FROM, TO, NOW), '2031-03-05').SignIns).toBe(41);
    // Today is never read from a roll-up, even one written by a clock ahead of this one.
    await t.handle.db
      .insert(statisticsDays)
      .values(ROLLED_METRICS.map((metric) => ({ day: '2031-03-10', metric, value: 99 })));
    expect(dayOf(await statistics(t.handle.db, FROM, TO, NOW), '2031-03-10').SignIns).toBe(1);
    await t.handle.db.delete(statisticsDays).where(eq(statisticsDays.day, '2031-03-10'));
    await t.handle.db
      .update(statisticsDays)
      .set({ value: 3 })
      .where(and(eq(statisticsDays.day, '2031-03-05'), eq(statisticsDays.metric, 'SignIns')));
  });

  it('counts again the last two closed days, where late rows land', async () => {
    await t.handle.db.insert(auditEvents).values(signIn('2031-03-09', '23:00:00', 'success'));
    await t.handle.db.insert(auditEvents).values(signIn('2031-03-07', '23:00:00', 'success'));
    const summary = await rollUpStatistics(t.handle.db, NOW);
    expect(summary).toEqual({ days: 2, more: false });
    const answered = await statistics(t.handle.db, FROM, TO, NOW);
    expect(dayOf(answered, '2031-03-09').SignIns).toBe(1);
    // Three days back is final: the late row there is not counted.
    expect(dayOf(answered, '2031-03-07').SignIns).toBe(0);
    expect(dayOf(await liveStatistics(t.handle.db, FROM, TO), '2031-03-07').SignIns).toBe(1);
  });

  it('keeps the synced changes of a day after retention deleted their records', async () => {
    await t.handle.db.delete(idempotencyKeys).where(sql`${idempotencyKeys.key} like 'stats-rollup-%'
      and ${idempotencyKeys.createdAt} < ${mx('2031-03-07', '00:00:00')}`);
    const answered = await statistics(t.handle.db, FROM, TO, NOW);
    expect(dayOf(answered, '2031-03-06')).toMatchObject({ EditsSynced: 3, Conflicts: 2 });
    expect(dayOf(await liveStatistics(t.handle.db, FROM, TO), '2031-03-06').EditsSynced).toBe(0);
  });

  it('answers a refusal made after its invoice’s day was rolled up', async () => {
    await t.handle.db
      .update(erpInvoices)
      .set({ kind: 'MT', status: '02', comment: 'Importe distinto' })
      .where(eq(erpInvoices.uuid, 'STATS-ROLLUP-1'));
    const answered = await statistics(t.handle.db, FROM, TO, NOW);
    expect(dayOf(answered, '2031-03-07')).toMatchObject({
      InvoicesRegistered: 3,
      InvoicesRefused: 2,
    });
    expect(answered.Refusals).toEqual([
      { Reason: 'Importe distinto', Count: 2 },
      { Reason: 'Sin orden de compra', Count: 2 },
    ]);
  });
});

describe('the statistics-rollup job and Statistics 20', () => {
  it('runs as a background job and hands a long history to its next run', async () => {
    await t.handle.db.delete(statisticsDays);
    const sent: JobName[] = [];
    const handlers = jobHandlers({
      db: t.handle.db,
      env: t.env,
      now: () => NOW,
      log: createLogger('silent'),
      mail: null,
      sms: null,
    });
    const controller = new AbortController();
    const output = await handlers['statistics-rollup']({
      signal: controller.signal,
      stopping: controller.signal,
      data: {},
      send: (name) => {
        sent.push(name);
        return Promise.resolve('next');
      },
    });
    expect(output).toMatchObject({ days: expect.any(Number) });
    expect(Number(output!.days)).toBeGreaterThan(0);
    // The seeded history is years long: more than one run's share.
    expect(output!.more).toBe(true);
    expect(sent).toEqual(['statistics-rollup']);
    const [latest] = await t.handle.db
      .select({ day: sql<string>`max(${statisticsDays.day})::text` })
      .from(statisticsDays);
    expect(latest!.day).toBe('2031-03-09');
  });

  it('answers the same figures through the call as computed live, today included', async () => {
    const now = new Date();
    const today = dayAt(now);
    const from = addDays(today, -6);
    await rollUpAll(now);
    const res = await t.call(
      'Statistics',
      { ActionId: 20, From: from, To: today },
      await t.tokenFor('admin'),
    );
    expect(res.status).toBe(200);
    const live = await liveStatistics(t.handle.db, from, today);
    expect({ Days: res.body.Days, Refusals: res.body.Refusals }).toEqual(live);
    expect((res.body.Days as { SignIns: number }[]).at(-1)!.SignIns).toBeGreaterThan(0);
  });

  it('refuses an impossible day with a message, never a 500', async () => {
    const res = await t.call(
      'Statistics',
      { ActionId: 20, From: '2031-02-30', To: '2031-03-02' },
      await t.tokenFor('admin'),
    );
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('La fecha no es válida');
  });
});
