/**
 * Drives the sync engine over a faulty transport until the outbox is empty: drain, advance the fake
 * clock to the next retry, resume after a 401 (a re-sign-in), build a new engine after a page
 * reload, and check every parked entry (injected 409/413 only) before the user retries it.
 */
import type { PortalDatabase } from '../../src/offline/db';
import { retryEntry, userEntries } from '../../src/offline/outbox';
import { createSyncEngine, type SyncEngine } from '../../src/offline/sync-engine';
import { details } from '../../server/src/testing/maintenance-kit';
import type { TestApp } from '../../server/src/testing/test-app';
import { INJECTED, faultTransport, type FaultTransportOptions } from './fault-transport';
import type { OrderPlan } from './review-edits';
import type { Random } from './random';

export interface DriveInput {
  t: TestApp;
  token: string;
  db: PortalDatabase;
  userId: number;
  plans: readonly OrderPlan[];
  faults: FaultTransportOptions;
  random: Random;
  stepCap: number;
}

export interface DriveResult {
  steps: number;
  reloads: number;
  resumes: number;
  parked: number;
  problems: string[];
}

export async function drive(input: DriveInput): Promise<DriveResult> {
  const { db, userId } = input;
  const result: DriveResult = { steps: 0, reloads: 0, resumes: 0, parked: 0, problems: [] };
  const acknowledged = new Map<string, number>();
  let clock = 1_000_000;

  const start = (): { engine: SyncEngine; reloaded: Promise<'reload'> } => {
    let signal: () => void = () => undefined;
    const reloaded = new Promise<'reload'>((resolve) => (signal = () => resolve('reload')));
    const engine = createSyncEngine({
      db,
      transport: faultTransport(input.faults, signal),
      currentUser: () => userId,
      now: () => clock,
      random: input.random,
      locks: null,
      onAcknowledged: async (entry) => {
        acknowledged.set(entry.orderCode, (acknowledged.get(entry.orderCode) ?? 0) + 1);
      },
    });
    return { engine, reloaded };
  };

  let page = start();
  for (; result.steps < input.stepCap; result.steps++) {
    if (page.engine.status().pausedFor !== null) {
      page.engine.resume(userId);
      result.resumes++;
    }
    const next = await Promise.race([page.engine.drain(), page.reloaded]);
    if (next === 'reload') {
      // The old instance is abandoned mid-send (its answer never comes), as a reloaded page is.
      result.reloads++;
      page = start();
      continue;
    }
    if (next !== null) {
      clock = Math.max(clock, next);
      continue;
    }
    const entries = await userEntries(db, userId);
    if (entries.length === 0) return result;
    for (const entry of entries.filter((e) => e.state !== 'pending')) {
      result.parked++;
      const plan = input.plans.find((p) => p.code === entry.orderCode);
      const version = (await details(input.t, input.token, entry.orderCode)).version;
      const expected = (plan?.version ?? NaN) + (acknowledged.get(entry.orderCode) ?? 0);
      if (entry.lastMessage !== INJECTED || !input.faults.refusals) {
        result.problems.push(`entry ${entry.id} parked by the server: ${entry.lastMessage}`);
      } else if (version !== expected) {
        result.problems.push(`parked entry ${entry.id} of ${entry.orderCode} was applied`);
      }
      // The user fixes / retries it; it must then apply exactly once like the others.
      await retryEntry(db, entry.id!, clock);
    }
    if (result.problems.length > 0) return result;
  }
  result.problems.push(`stuck: outbox not empty after ${input.stepCap} steps`);
  return result;
}
