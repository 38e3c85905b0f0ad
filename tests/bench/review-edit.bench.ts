/**
 * A crew's synced review edit (api/ResultsOrderMP 31 Process '2', spec 3 §7.1) against the server
 * in its own process, as a device meets it on loopback, on PGlite (the embedded default, whose
 * database work is the server process's CPU too) or, with `--pg URL`, on a throwaway database of
 * that PostgreSQL server (the server's own CPU apart from the database's), after 500 edits and 500
 * trivial calls to warm it:
 * - 1,000 edits sent one per request with an Idempotency-Key, as the outbox sends a lone edit:
 *   the server's CPU per edit (from /proc, target ≤ 2 ms) beside that of a trivial authenticated
 *   call, and the answer's size (target ≤ 2 kB);
 * - 1,000 edits queued on the device (fake-indexeddb) over the executed orders of lessor
 *   0000100001 (user mantto.fijo, Base chained as tests/fault does) drained by the real sync
 *   engine, which sends the edits waiting for one order together: time, server CPU per edit,
 *   requests, and a check that every edit was applied exactly once;
 * - the floor, in the same run over the same kind of connection (PGlite on the server's data
 *   folder once the server has stopped, or a node-postgres client of the same database): 1,000
 *   bare UPDATEs of a group row and its order's version, one statement each (target: the drain
 *   within 2 × the floor).
 * Usage: npx tsx tests/bench/review-edit.bench.ts [--pg URL]. Prints figures; never fails.
 */
import 'fake-indexeddb/auto';
import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PortalDatabase } from '../../src/offline/db';
import { saveEdit } from '../../src/offline/outbox';
import { createSyncEngine, SEND_CONCURRENCY } from '../../src/offline/sync-engine';
import type { OrderDetails } from '../../src/protocol/maintenance';
import { rowKey, type RowBase } from '../../src/protocol/maintenance-review';
import pg from 'pg';
import { figure } from './figure';
import {
  apiPoster,
  dropDatabase,
  freshDatabase,
  postgresArg,
  freePort,
  processCpuSeconds,
  signIn,
  startServer,
  stopServer,
  type PostAnswer,
} from './server-process';

const LESSOR = '0000100001';
const USER_ID = 7;
const SINGLE = 1000;
/** Calls of each kind before any is measured. */
const WARM_UP = 500;
const EDITS = 1000;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

interface Plan {
  code: string;
  /** The version before the bench's edits, and how many it made. */
  version: number;
  edits: number;
  /** Editable groups (no operator status) and the Pr values the last edit set. */
  rows: Map<string, RowBase>;
}

/** The next edit of `plan`: one group's Pr side, its Base the value the previous edit set. */
function nextEdit(plan: Plan, i: number): Record<string, unknown> {
  const ids = [...plan.rows.keys()];
  const uuidObj = ids[plan.edits % ids.length]!;
  const next: RowBase = { status: i % 2 ? 'VAPV' : 'REPV', comment: `bench e${i}` };
  const body = {
    ActionId: 31,
    Process: '2',
    Aufnr: plan.code,
    Arbpl: '',
    Version: plan.version + plan.edits,
    Data: {
      orderCode: plan.code,
      groups: [{ uuidObj, groupStatusPr: next.status, groupCommentsPr: next.comment }],
      inventory: null,
    },
    Base: { [rowKey.group(uuidObj)]: plan.rows.get(uuidObj)! },
    RefreshOrderStatus: false,
  };
  plan.rows.set(uuidObj, next);
  plan.edits++;
  return body;
}

/** A statement runner on the server's database: its PGlite folder or the PostgreSQL database. */
async function openFloorDatabase(dataDir: string, url: string | undefined) {
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      query: (text: string, values: unknown[]) => client.query(text, values),
      close: () => client.end(),
    };
  }
  const db = new PGlite(path.join(dataDir, 'pglite'));
  await db.waitReady;
  return {
    query: (text: string, values: unknown[]) => db.query(text, values),
    close: () => db.close(),
  };
}

/** 1,000 bare UPDATEs of a group row and its order's version, one statement each. */
async function bareUpdateFloor(
  dataDir: string,
  url: string | undefined,
  plans: readonly Plan[],
): Promise<number> {
  const db = await openFloorDatabase(dataDir, url);
  try {
    const start = performance.now();
    for (let i = 0; i < EDITS; i++) {
      const plan = plans[i % plans.length]!;
      const ids = [...plan.rows.keys()];
      const uuidObj = ids[i % ids.length]!;
      await db.query(
        `with r as (update maintenance_groups set status_pr = $1, comments_pr = $2
           where uuid_obj = $3 returning aufnr)
         update maintenance_orders set version = version + 1
           where aufnr = (select aufnr from r)`,
        [i % 2 ? 'VAPV' : 'REPV', `floor e${i}`, uuidObj],
      );
    }
    return (performance.now() - start) / 1000;
  } finally {
    await db.close();
  }
}

const DATABASE = 'portalpro_review_bench';

async function main(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portalpro-bench-review-'));
  const port = await freePort();
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const device = new PortalDatabase(`bench-review-${Date.now()}`);
  // Only --pg: npm run bench measures this on PGlite and, in its PostgreSQL part, on PostgreSQL.
  const adminUrl = postgresArg(false);
  const where = adminUrl ? 'PostgreSQL' : 'PGlite';
  try {
    const url = adminUrl ? await freshDatabase(adminUrl, DATABASE) : undefined;
    console.log(`database: ${where}`);
    server = await startServer(dir, port, url);
    const serverPid = server.pid ?? 0;
    const post = apiPoster(`http://127.0.0.1:${port}/PortalPRO/`);
    const token = await signIn(post, 'mantto.fijo');
    const detailsOf = async (code: string) =>
      (await post('ResultsOrderMP', { ActionId: 21, Process: '1', Aufnr: code }, token)).body
        .Data as OrderDetails;
    const listed = (await post('reportOrders', { ActionId: 20 }, token)).body.List as {
      AUFNR: string;
      STATUS: string;
      LIFNR: string;
    }[];
    const plans: Plan[] = [];
    for (const o of listed.filter((x) => x.LIFNR === LESSOR && x.STATUS === '03')) {
      const d = await detailsOf(o.AUFNR);
      const rows = new Map<string, RowBase>();
      for (const g of d.groups.filter((x) => x.groupStatusTl === '')) {
        rows.set(g.uuidObj, { status: g.groupStatusPr, comment: g.groupCommentsPr });
      }
      if (rows.size > 0) plans.push({ code: d.orderCode, version: d.version, edits: 0, rows });
    }
    if (plans.length === 0) throw new Error('no executed order with editable groups');
    plans.sort((a, b) => a.code.localeCompare(b.code));

    // A running server, not a cold one: its code compiled and its query plans made (the compiler's
    // threads count in the process's CPU, and a cold start is not what a crew's edit meets).
    for (let i = 0; i < WARM_UP; i++) {
      await post('AttachmentType', { ActionId: 21 }, token);
      await post(
        'ResultsOrderMP',
        nextEdit(plans[i % plans.length]!, 10_000 + i),
        token,
        `bench-warm-${i}`,
      );
    }

    // What any authenticated call costs the server (session, routing, HTTP), for scale.
    const trivialCpu = processCpuSeconds(serverPid);
    for (let i = 0; i < SINGLE; i++) await post('AttachmentType', { ActionId: 21 }, token);
    const trivialCpuMs = ((processCpuSeconds(serverPid) - trivialCpu) * 1000) / SINGLE;

    // One edit per request, as the outbox sends a lone edit.
    const answers: PostAnswer[] = [];
    const singleCpu = processCpuSeconds(serverPid);
    const singleStart = performance.now();
    for (let i = 0; i < SINGLE; i++) {
      const body = nextEdit(plans[i % plans.length]!, i);
      answers.push(await post('ResultsOrderMP', body, token, `bench-single-${i}`));
    }
    const singleS = (performance.now() - singleStart) / 1000;
    const singleCpuMs = ((processCpuSeconds(serverPid) - singleCpu) * 1000) / SINGLE;
    const refused = answers.filter((a) => a.status !== 200).length;
    const bytes = answers.map((a) => a.bytes);
    console.log(`${SINGLE} review edits, one per request (Idempotency-Key), one after another:`);
    console.log(
      `  server CPU ${singleCpuMs.toFixed(2)} ms per edit (target ≤ 2 ms); ${((singleS * 1000) / SINGLE).toFixed(2)} ms per edit on the wall; refused ${refused}`,
    );
    console.log(
      `  answer ${median(bytes)} bytes median, ${Math.max(...bytes)} max (target ≤ 2 kB)`,
    );
    console.log(
      `  for scale: a trivial authenticated call (api/AttachmentType 21) costs the server ${trivialCpuMs.toFixed(2)} ms of CPU`,
    );

    // The drain: 1,000 edits queued on the device, the orders' edits sent together.
    for (let i = 0; i < EDITS; i++) {
      const plan = plans[i % plans.length]!;
      await saveEdit(device, {
        userId: USER_ID,
        orderCode: plan.code,
        mutation: { name: 'ResultsOrderMP', body: nextEdit(plan, SINGLE + i) },
        now: 0,
      });
    }
    let requests = 0;
    let answered = 0;
    const engine = createSyncEngine({
      db: device,
      transport: async (entry) => {
        requests++;
        try {
          const answer = await post(entry.name, entry.body, token, entry.idempotencyKey);
          answered += answer.bytes;
          return answer;
        } catch {
          return { status: null, body: null };
        }
      },
      currentUser: () => USER_ID,
      locks: null,
    });
    const drainCpu = processCpuSeconds(serverPid);
    const drainStart = performance.now();
    for (let round = 0; round < 5 && (await device.outbox.count()) > 0; round++) {
      await engine.drain();
    }
    const drainS = (performance.now() - drainStart) / 1000;
    const drainCpuMs = ((processCpuSeconds(serverPid) - drainCpu) * 1000) / EDITS;
    const left = await device.outbox.count();
    let wrong = 0;
    for (const plan of plans) {
      const d = await detailsOf(plan.code);
      const off = d.groups.filter((g) => {
        const want = plan.rows.get(g.uuidObj);
        return want && (want.status !== g.groupStatusPr || want.comment !== g.groupCommentsPr);
      });
      if (d.version !== plan.version + plan.edits || off.length > 0) wrong++;
    }

    await stopServer(server);
    server = null;
    const floorS = await bareUpdateFloor(dir, url, plans);
    console.log(
      `drain ${EDITS} review edits over ${plans.length} orders, ${SEND_CONCURRENCY} orders side by side, the edits waiting for one order sent together:`,
    );
    console.log(
      `  ${drainS.toFixed(2)} s in ${requests} requests (${(answered / requests / 1024).toFixed(1)} kB answered per request); server CPU ${drainCpuMs.toFixed(2)} ms per edit; left ${left}; orders not at exactly their edits ${wrong}`,
    );
    console.log(
      `  floor: ${EDITS} bare UPDATEs of a group row and its order's version (${where}, the same data): ${floorS.toFixed(2)} s; drain ${(drainS / floorS).toFixed(2)}x the floor (target ≤ 2x)`,
    );
    figure(
      `synced review edit, one per request, ${where}: server CPU and answer`,
      `${singleCpuMs.toFixed(2)} ms per edit, ${median(bytes)} bytes`,
      '≤ 2 ms, ≤ 2 kB',
    );
    figure(
      `drain ${EDITS} review edits (edits of one order sent together) vs ${EDITS} bare UPDATEs, ${where}`,
      `${drainS.toFixed(2)} s (server CPU ${drainCpuMs.toFixed(2)} ms per edit); floor ${floorS.toFixed(2)} s: ${(drainS / floorS).toFixed(2)}x`,
      '≤ 2x the floor',
    );
  } catch (e) {
    console.log(`not measured: ${errorText(e)}`);
  } finally {
    device.close();
    await device.delete().catch(() => undefined);
    await stopServer(server);
    await rm(dir, { recursive: true, force: true });
    if (adminUrl) await dropDatabase(adminUrl, DATABASE).catch(() => undefined);
  }
}

main().catch((e: unknown) => console.log(`not measured: ${errorText(e)}`));
