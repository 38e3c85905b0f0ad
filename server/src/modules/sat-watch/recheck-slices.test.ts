/**
 * A re-check pass that does not finish in one go: stopped by the server's stop signal or by its
 * time budget, it records what it asked, releases its lease at once and says where it got, so the
 * next job goes on from there; and the lease lives on a clock, not on batches.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SatAdapter } from '../../adapters/sat';
import { createEmbeddedSat } from '../../adapters/sat/embedded';
import { satChecks, satWatchRuns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { LEASE_MS, runSatRecheck, type RecheckOptions } from './recheck';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = () => new Date();
const options = (sat: SatAdapter, extra: Partial<RecheckOptions> = {}): RecheckOptions => ({
  db: t.handle.db,
  sat,
  now,
  ratePerSecond: 5,
  paced: false,
  batchSize: 2,
  ...extra,
});

/** The embedded registry, firing `controller` once `calls` status calls were made. */
function abortingAfter(calls: number, controller: AbortController): SatAdapter {
  const sat = createEmbeddedSat(t.handle.db);
  let made = 0;
  return {
    ...sat,
    status: async (q) => {
      const answer = await sat.status(q);
      made += 1;
      if (made === calls) controller.abort();
      return answer;
    },
  };
}

const liveRuns = () =>
  t.handle.db.select().from(satWatchRuns).where(isNull(satWatchRuns.finishedAt));

it('stopped by its signal, records what it asked, releases the lease; the next run goes on from there', async () => {
  const controller = new AbortController();
  const first = await runSatRecheck(
    options(abortingAfter(3, controller), { signal: controller.signal }),
  );
  expect(first).toMatchObject({ checked: 3, calls: 3, more: true });
  expect(first!.lastId).toBeGreaterThan(0);
  expect(await liveRuns()).toEqual([]);

  const rest = await runSatRecheck(
    options(createEmbeddedSat(t.handle.db), { startAfterId: first!.lastId }),
  );
  expect(rest).toMatchObject({ more: false });
  expect(rest!.checked).toBeGreaterThan(0);
  // Every due invoice was asked once across the two runs.
  const perInvoice = await t.handle.db
    .select({ invoiceId: satChecks.invoiceId, n: sql<number>`count(*)::int` })
    .from(satChecks)
    .groupBy(satChecks.invoiceId);
  expect(perInvoice.length).toBe(first!.checked + rest!.checked);
  expect(perInvoice.every((r) => r.n === 1)).toBe(true);
});

it('stops at its time budget with the pass not done', async () => {
  await t.handle.db.delete(satChecks);
  await t.handle.db.execute(
    sql`update sat_watch set attempted_at = attempted_at - interval '8 days'`,
  );
  const s = await runSatRecheck(options(createEmbeddedSat(t.handle.db), { budgetMs: 0 }));
  expect(s).toMatchObject({ checked: 0, more: true, paidNotices: 0 });
  expect(await liveRuns()).toEqual([]);
});

it('a live lease blocks another run; one whose heartbeat stopped LEASE_MS ago does not', async () => {
  const [live] = await t.handle.db
    .insert(satWatchRuns)
    .values({ startedAt: new Date(), heartbeatAt: new Date() })
    .returning({ id: satWatchRuns.id });
  expect(await runSatRecheck(options(createEmbeddedSat(t.handle.db)))).toBeNull();
  const stale = new Date(Date.now() - LEASE_MS - 1_000);
  await t.handle.db
    .update(satWatchRuns)
    .set({ heartbeatAt: stale })
    .where(and(eq(satWatchRuns.id, live!.id)));
  expect(await runSatRecheck(options(createEmbeddedSat(t.handle.db)))).not.toBeNull();
});
