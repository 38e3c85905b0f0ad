/**
 * Offline storage and sync, in Node over fake-indexeddb and the real app on loopback:
 * - an edit made durable (saveEdit: draft + outbox entry in one transaction), p50/p95 over 500,
 *   against a raw db.outbox.add of the same entry (target p95 ≤ 30 ms);
 * - writing and reading back a cached order of 12 groups × 10 characteristics and 30 antennas
 *   (saveOfflineOrder / readOfflineOrder) against a plain bulkPut / get of the same record;
 * - draining 1,000 queued review edits (executed orders of lessor 0000100001, user mantto.fijo,
 *   Base chained as tests/fault does) and 20 photos of ~300 kB (api/Upload then api/ImageFile 11
 *   on a characteristic of those orders: a photo never changes an order's version) through the
 *   real sync engine and the app's own upload transport, orders sent side by side (the review edits
 *   waiting for one order in one request), against the same number of plain GET healthz round
 *   trips (target ≤ 20 s); tests/bench/review-edit.bench.ts measures the review edits alone;
 * The server runs in its own process on loopback, as a device meets it: the client's IndexedDB work
 * (fake-indexeddb in this process) does not share a thread with the server's database.
 * Usage: npx tsx tests/bench/offline.bench.ts. Prints figures; never fails.
 */
import 'fake-indexeddb/auto';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../server/src/db/seed';
import { encryptPassword } from '../../server/src/testing/encrypt-password';
import {
  readOfflineOrder,
  saveOfflineOrder,
} from '../../src/features/maintenance/local/offline-orders';
import { PortalDatabase } from '../../src/offline/db';
import { saveEdit } from '../../src/offline/outbox';
import { createSyncEngine, SEND_CONCURRENCY } from '../../src/offline/sync-engine';
import { uploadingTransport } from '../../src/offline/upload-transport';
import type { OrderDetails } from '../../src/protocol/maintenance';
import { rowKey, type RowBase } from '../../src/protocol/maintenance-review';
import { figure } from './figure';
import { freePort, processCpuSeconds, startServer, stopServer } from './server-process';

const LESSOR = '0000100001';
const USER_ID = 7;
const EDITS = 1000;
const PHOTOS = 20;
const PHOTO_BYTES = 300 * 1024;

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(2)} ms`;
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
async function timed(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times;
}

async function durableEdit(): Promise<void> {
  const db = new PortalDatabase(`bench-edit-${Date.now()}`);
  try {
    const value = { status: 'VAPV', comment: 'revisado en sitio' };
    const mutation = { name: 'ResultsOrderMP', body: { ActionId: 31, Process: '2', Data: value } };
    const edit = await timed(500, (i) =>
      saveEdit(db, {
        userId: USER_ID,
        orderCode: '4000001',
        draft: { kind: 'group', targetId: `g${i % 12}`, baseVersion: 1, value },
        mutation,
        now: Date.now(),
      }),
    );
    const raw = await timed(500, (i) =>
      db.outbox.add({
        userId: USER_ID,
        orderCode: '4000002',
        ...mutation,
        idempotencyKey: `raw-${i}`,
        createdAt: 0,
        attempts: 0,
        nextAttemptAt: 0,
        state: 'pending',
      }),
    );
    console.log('edit made durable (saveEdit: draft + outbox entry), 500 edits:');
    console.log(`  p50 ${ms(pct(edit, 50))}, p95 ${ms(pct(edit, 95))} (target p95 ≤ 30 ms)`);
    console.log(`  raw db.outbox.add: p50 ${ms(pct(raw, 50))}, p95 ${ms(pct(raw, 95))}`);
    console.log(`  ratio p95: ${(pct(edit, 95) / pct(raw, 95)).toFixed(2)}x the raw add`);
    figure(
      'offline edit made durable (draft + outbox), p95 (Node, fake IndexedDB)',
      `${ms(pct(edit, 95))} (a plain outbox add: ${ms(pct(raw, 95))})`,
      '≤ 30 ms',
    );
  } finally {
    db.close();
    await db.delete();
  }
}

/** A 12 × 10 + 30 antennas order made from a real one's first group and antenna. */
function bigOrder(real: OrderDetails): OrderDetails | null {
  const group = real.groups[0];
  const char = group?.characteristics[0];
  const antenna = real.inventory?.antennas[0];
  if (!group || !char || !real.inventory || !antenna) return null;
  const characteristics = Array.from({ length: 10 }, (_, c) => ({ ...char, sequence: c + 1 }));
  return {
    ...real,
    groups: Array.from({ length: 12 }, (_, g) => ({
      ...group,
      uuidObj: `${group.uuidObj}-${g}`,
      sequence: g + 1,
      characteristics,
    })),
    inventory: {
      ...real.inventory,
      antennas: Array.from({ length: 30 }, (_, a) => ({ ...antenna, antenna: a + 1 })),
    },
  };
}

async function cachedOrder(details: OrderDetails): Promise<void> {
  const db = new PortalDatabase(`bench-order-${Date.now()}`);
  try {
    const write = await timed(20, (i) =>
      saveOfflineOrder(db, {
        userId: USER_ID,
        details,
        row: null,
        attachments: [],
        photos: [],
        now: i,
      }),
    );
    const read = await timed(20, () => readOfflineOrder(db, USER_ID, details.orderCode));
    const record = await db.orders.get(`${USER_ID}:${details.orderCode}`);
    const rawWrite = await timed(20, (i) => db.orders.bulkPut([{ ...record!, key: `raw:${i}` }]));
    const rawRead = await timed(20, (i) => db.orders.get(`raw:${i}`));
    console.log('cached order, 12 groups × 10 characteristics + 30 antennas, median of 20:');
    console.log(
      `  saveOfflineOrder ${ms(pct(write, 50))} vs plain bulkPut ${ms(pct(rawWrite, 50))}`,
    );
    console.log(
      `  readOfflineOrder (validated) ${ms(pct(read, 50))} vs plain get ${ms(pct(rawRead, 50))}`,
    );
  } finally {
    db.close();
    await db.delete();
  }
}

async function main(): Promise<void> {
  await durableEdit().catch((e: unknown) => console.log(`edit not measured: ${errorText(e)}`));
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portalpro-bench-offline-'));
  const port = await freePort();
  let server: ChildProcess | null = null;
  const db = new PortalDatabase(`bench-drain-${Date.now()}`);
  try {
    server = await startServer(dir, port);
    const base = `http://127.0.0.1:${port}/PortalPRO/`;
    const post = async (name: string, body: unknown, token?: string, key?: string) => {
      const res = await fetch(`${base}api/${name}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(key ? { 'Idempotency-Key': key } : {}),
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const init = await post('session', { ActionId: 11 });
    const password = await encryptPassword(init.body.PublicKey as JsonWebKey, DEMO_PASSWORD);
    const login = await post('session', {
      ActionId: 31,
      Login: { Id: 'mantto.fijo', Password: password },
    });
    const token = (login.body.Session as { Token: string }).Token;
    const detailsOf = async (code: string) =>
      (await post('ResultsOrderMP', { ActionId: 21, Process: '1', Aufnr: code }, token)).body
        .Data as OrderDetails;

    const listed = (await post('reportOrders', { ActionId: 20 }, token)).body.List as {
      AUFNR: string;
      STATUS: string;
      LIFNR: string;
    }[];
    const codes = listed
      .filter((o) => o.LIFNR === LESSOR && o.STATUS === '03')
      .map((o) => o.AUFNR)
      .sort();
    const plans: { code: string; version: number; rows: Map<string, RowBase> }[] = [];
    /** Characteristics of the edited orders a photo can be taken for. */
    const photoTargets: { code: string; ownerUuid: string; charSequence: number }[] = [];
    let sample: OrderDetails | null = null;
    for (const code of codes) {
      const d = await detailsOf(code);
      if (!sample && d.inventory?.antennas.length && d.groups[0]?.characteristics.length)
        sample = d;
      const rows = new Map<string, RowBase>();
      for (const g of d.groups.filter((x) => x.groupStatusTl === '')) {
        rows.set(g.uuidObj, { status: g.groupStatusPr, comment: g.groupCommentsPr });
      }
      if (rows.size > 0) plans.push({ code, version: d.version, rows });
      for (const g of d.groups) {
        for (const c of g.characteristics) {
          photoTargets.push({ code, ownerUuid: g.uuidObj, charSequence: c.sequence });
        }
      }
    }
    const big = sample && bigOrder(sample);
    if (big) await cachedOrder(big);
    else console.log('cached order not measured: no seeded order with groups and antennas');
    if (plans.length === 0) throw new Error('no executed order with editable groups');

    // 1,000 edits round-robin over the orders; each Base is the value the previous edit set.
    for (let i = 0; i < EDITS; i++) {
      const plan = plans[i % plans.length]!;
      const edit = Math.floor(i / plans.length);
      const ids = [...plan.rows.keys()];
      const uuidObj = ids[edit % ids.length]!;
      const next: RowBase = { status: i % 2 ? 'VAPV' : 'REPV', comment: `bench e${i}` };
      const body = {
        ActionId: 31,
        Process: '2',
        Aufnr: plan.code,
        Arbpl: '',
        Version: plan.version + edit,
        Data: {
          orderCode: plan.code,
          groups: [{ uuidObj, groupStatusPr: next.status, groupCommentsPr: next.comment }],
          inventory: null,
        },
        Base: { [rowKey.group(uuidObj)]: plan.rows.get(uuidObj)! },
        RefreshOrderStatus: false,
      };
      plan.rows.set(uuidObj, next);
      await saveEdit(db, {
        userId: USER_ID,
        orderCode: plan.code,
        mutation: { name: 'ResultsOrderMP', body },
        now: 0,
      });
    }
    const photos = photoTargets.length > 0 ? PHOTOS : 0;
    if (!photos) console.log('photos: no characteristic to take a photo for');
    for (let i = 0; i < photos; i++) {
      const target = photoTargets[(i * 7) % photoTargets.length]!;
      // A JPEG by its magic bytes (FF D8 FF E0), then a pattern.
      const bytes = new Uint8Array(PHOTO_BYTES).map((_, j) => (j * 31 + i) & 0xff);
      bytes.set([0xff, 0xd8, 0xff, 0xe0]);
      const id = `bench-photo-${String(i).padStart(4, '0')}-${Date.now()}`;
      await saveEdit(db, {
        userId: USER_ID,
        orderCode: target.code,
        mutation: {
          name: 'ImageFile',
          body: {
            ActionId: 11,
            Photo: {
              ClientId: id,
              OrderCode: target.code,
              OwnerUuid: target.ownerUuid,
              CharSequence: target.charSequence,
              UploadId: { $upload: id },
              lat: 19.4326,
              longitud: -99.1332,
              date: '21-11-2026',
              time: '10:30:00',
            },
          },
        },
        blobs: [
          {
            id,
            name: `${id}.jpg`,
            type: 'image/jpeg',
            size: bytes.length,
            data: new Blob([bytes]),
          },
        ],
        now: 0,
      });
    }

    const transport = uploadingTransport(async (name, body, headers) => {
      try {
        return await post(name, body, token, headers?.['Idempotency-Key']);
      } catch {
        return { status: null, body: null };
      }
    });
    const engine = createSyncEngine({ db, transport, currentUser: () => USER_ID, locks: null });
    const total = EDITS + photos;
    const serverPid = server.pid ?? 0;
    const clientCpuStart = process.cpuUsage();
    const serverCpuStart = processCpuSeconds(serverPid);
    const start = performance.now();
    for (let round = 0; round < 5 && (await db.outbox.count()) > 0; round++) await engine.drain();
    const drainS = (performance.now() - start) / 1000;
    const clientCpu = process.cpuUsage(clientCpuStart);
    const serverCpuS = processCpuSeconds(serverPid) - serverCpuStart;
    const left = await db.outbox.toArray();
    const parked = left.filter((e) => e.state !== 'pending').length;
    const healthStart = performance.now();
    for (let i = 0; i < total; i++) await (await fetch(`${base}healthz`)).arrayBuffer();
    const healthS = (performance.now() - healthStart) / 1000;
    console.log(
      `drain ${EDITS} review edits over ${plans.length} orders + ${photos} photos (~300 kB, api/Upload + api/ImageFile 11), ${SEND_CONCURRENCY} orders side by side:`,
    );
    console.log(
      `  ${drainS.toFixed(2)} s, ${(total / drainS).toFixed(0)} entries/s (target ≤ 20 s); left ${left.length}, parked ${parked}${parked ? ` (${left[0]?.lastMessage ?? ''})` : ''}`,
    );
    console.log(
      `  CPU: server ${serverCpuS.toFixed(1)} s, device (this process) ${((clientCpu.user + clientCpu.system) / 1e6).toFixed(1)} s`,
    );
    console.log(
      `  baseline ${total} GET healthz round trips: ${healthS.toFixed(2)} s, ${(total / healthS).toFixed(0)}/s; drain ${(drainS / healthS).toFixed(2)}x`,
    );
    figure(
      `drain ${EDITS} review edits + ${photos} photos (uploaded in parts) on loopback`,
      `${drainS.toFixed(1)} s (server CPU ${serverCpuS.toFixed(1)} s; ${total} health checks: ${healthS.toFixed(1)} s)`,
      '≤ 20 s',
    );
  } catch (e) {
    console.log(`not measured: ${errorText(e)}`);
  } finally {
    db.close();
    await db.delete().catch(() => undefined);
    await stopServer(server);
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => console.log(`not measured: ${errorText(e)}`));
