/**
 * Fault injection of the offline sync engine: review edits queued with saveEdit on a
 * fresh IndexedDB (fake-indexeddb) are drained by the real sync engine into the real Hono app on
 * a copy of the seeded database, through a transport that drops requests, drops responses after
 * the server committed, answers 500/503/429/408/401 without the server, reloads the page
 * mid-send and, in every fourth run, answers 409/413 (which must park the entry, never drop or
 * apply it). Over many seeded schedules, every edit must be applied exactly once.
 *
 * One app serves the whole file (a database copy per run would cost seconds each): each run takes
 * a few status 03 orders of lessor 0000100001 and reads their version, audit count and group
 * values first, so what it checks is only what its own edits did. A failing run is replayed by
 * its seed (FAULT_SEED=<n>).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalDatabase } from '../../src/offline/db';
import { saveEdit, userEntries } from '../../src/offline/outbox';
import { createSyncEngine } from '../../src/offline/sync-engine';
import { rowKey } from '../../src/protocol/maintenance-review';
import {
  auditCount,
  details,
  ordersOf,
  reviewBody,
} from '../../server/src/testing/maintenance-kit';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app';
import { drive } from './drive';
import { faultTransport, newStats, type FaultStats } from './fault-transport';
import { between, mulberry32 } from './random';
import { planOrder, queueEdits, verify, type OrderPlan } from './review-edits';

const LESSOR = '0000100001';
const USER_ID = 7;
const RUNS = Number(process.env.FAULT_RUNS ?? 40);
const FIRST_SEED = Number(process.env.FAULT_SEED ?? 1);

let t: TestApp;
let token: string;
let executed: string[];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('mantto.fijo');
  executed = (await ordersOf(t, LESSOR, '03')).map((o) => o.aufnr);
});
afterAll(() => t.close());

/** `count` distinct orders of the pool, chosen by the run's PRNG. */
function chooseOrders(random: () => number, count: number): string[] {
  const pool = [...executed];
  const chosen: string[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(between(random, 0, pool.length - 1), 1)[0]!);
  }
  return chosen;
}

interface RunSummary {
  entries: number;
  stats: FaultStats;
  reloads: number;
  parked: number;
  lost: number;
  duplicated: number;
  problems: string[];
}

async function runSchedule(seed: number): Promise<RunSummary> {
  const random = mulberry32(seed);
  const refusals = seed % 4 === 0;
  const plans: OrderPlan[] = [];
  for (const code of chooseOrders(random, between(random, 2, 3))) {
    plans.push(await planOrder(t, token, code));
  }
  const db = new PortalDatabase(`fault-run-${seed}-${Date.now()}`);
  try {
    const entries = between(random, 6, 12);
    await queueEdits(db, USER_ID, plans, entries, random, `s${seed}`);
    const stats = newStats();
    const faults = { t, token, random, refusals, stats };
    const driven = await drive({
      t,
      token,
      db,
      userId: USER_ID,
      plans,
      faults,
      random,
      stepCap: 400,
    });
    const left = await userEntries(db, USER_ID);
    const verdict = await verify(t, token, plans);
    const problems = [...driven.problems, ...verdict.problems];
    if (left.length > 0) problems.push(`${left.length} entries left in the outbox`);
    if (stats.unreplayed > 0) problems.push(`${stats.unreplayed} committed entries not replayed`);
    return {
      entries,
      stats,
      reloads: driven.reloads,
      parked: driven.parked,
      lost: verdict.lost,
      duplicated: verdict.duplicated,
      problems: problems.map((p) => `seed ${seed}: ${p}`),
    };
  } finally {
    await db.delete();
  }
}

/** Totals over the seeded schedules of this file, printed and checked once they have all run. */
const totals = { runs: 0, entries: 0, faults: 0, parked: 0, reloads: 0, replays: 0 };
const SEEDS = Array.from({ length: RUNS }, (_, i) => FIRST_SEED + i);

describe('sync engine under injected faults', () => {
  // One test per schedule: each has the project's time limit of its own, and a failure names its
  // seed (replay it with FAULT_SEED=<n> FAULT_RUNS=1).
  it.each(SEEDS)('applies every queued edit exactly once in seeded schedule %i', async (seed) => {
    const run = await runSchedule(seed);
    totals.runs += 1;
    totals.entries += run.entries;
    totals.faults += run.stats.faults;
    totals.parked += run.parked;
    totals.reloads += run.reloads;
    totals.replays += run.stats.replays;
    expect(run.problems).toEqual([]);
    expect(run.lost).toBe(0);
    expect(run.duplicated).toBe(0);
  });

  it('injected faults across the schedules, more than one per schedule', () => {
    console.log(
      `sync fault injection: ${totals.runs} runs, ${totals.entries} entries, ` +
        `${totals.faults} faults injected (${totals.reloads} page reloads, ${totals.parked} entries ` +
        `parked by injected 409/413 and retried, ${totals.replays} idempotent replays)`,
    );
    expect(totals.runs).toBe(RUNS);
    expect(totals.faults).toBeGreaterThan(RUNS);
  });

  it('applies an entry once when it is sent again with the same key after a dropped response', async () => {
    const [plan] = await Promise.all(
      chooseOrders(mulberry32(999), 1).map((c) => planOrder(t, token, c)),
    );
    const uuidObj = [...plan!.rows.keys()][0]!;
    const db = new PortalDatabase(`fault-replay-${Date.now()}`);
    try {
      const body = reviewBody(
        { orderCode: plan!.code, version: plan!.version },
        { groups: [{ uuidObj, groupStatusPr: 'VAPV', groupCommentsPr: 'replay once' }] },
        { [rowKey.group(uuidObj)]: plan!.rows.get(uuidObj)! },
      );
      await saveEdit(db, {
        userId: USER_ID,
        orderCode: plan!.code,
        mutation: { name: 'ResultsOrderMP', body },
        now: 0,
        newKey: () => 'replay-once',
      });
      const stats = newStats();
      let clock = 1_000_000;
      const engine = createSyncEngine({
        db,
        transport: faultTransport(
          {
            t,
            token,
            random: mulberry32(1),
            refusals: false,
            stats,
            script: ['dropResponse', 'pass'],
          },
          () => undefined,
        ),
        currentUser: () => USER_ID,
        now: () => clock,
        random: () => 0.5,
        locks: null,
      });
      const retryAt = await engine.drain();
      expect(retryAt).not.toBeNull();
      expect(await db.outbox.count()).toBe(1);
      clock = retryAt!;
      expect(await engine.drain()).toBeNull();
      expect(await db.outbox.count()).toBe(0);
      expect(stats.serverCalls).toBe(2);
      expect(stats.replays).toBe(1);
      const after = await details(t, token, plan!.code);
      expect(after.version).toBe(plan!.version + 1);
      expect(await auditCount(t, plan!.code)).toBe(plan!.audits + 1);
      expect(after.groups.find((g) => g.uuidObj === uuidObj)).toMatchObject({
        groupStatusPr: 'VAPV',
        groupCommentsPr: 'replay once',
      });
    } finally {
      await db.delete();
    }
  });
});
