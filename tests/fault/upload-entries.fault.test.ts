/**
 * Fault injection of files sent from the outbox: attachments queued with saveEdit as
 * { $upload: blobId } (PDFs of one to three upload parts), some modified again right after by
 * their ClientId, are drained by the real sync engine and the app's own upload transport into the
 * real Hono app, while every single call (each upload start, each part, each write) may be
 * dropped before the server, have its answer dropped after the server applied it, be answered
 * 500/503/429/408 or 401 without the server, or end the page mid-send (a reload).
 *
 * Over many seeded schedules, every attachment must exist on the server exactly once, with the
 * very bytes saved on the device and its last notes: lost 0, duplicated 0. Uploads must resume
 * (the server never receives more part bytes than the files' size plus the parts it acknowledged
 * and whose answers were dropped). A failing run is replayed by its seed (FAULT_SEED=<n>).
 */
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalDatabase } from '../../src/offline/db';
import { retryEntry, saveEdit, userEntries } from '../../src/offline/outbox';
import { createSyncEngine, type TransportAnswer } from '../../src/offline/sync-engine';
import { uploadingTransport, type ApiCall } from '../../src/offline/upload-transport';
import type { Attachment } from '../../src/protocol/maintenance';
import { UPLOAD_PART_BYTES } from '../../src/protocol/maintenance-files';
import { ordersOf } from '../../server/src/testing/maintenance-kit';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app';
import { between, mulberry32, pick, type Random } from './random';

const LESSOR = '0000100001';
const USER_ID = 7;
const RUNS = Number(process.env.FAULT_UPLOAD_RUNS ?? 8);
const FIRST_SEED = Number(process.env.FAULT_SEED ?? 1);

let t: TestApp;
let token: string;
let pool: string[];

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor('mantto.fijo');
  pool = (await ordersOf(t, LESSOR, '03')).map((o) => o.aufnr);
});
afterAll(() => t.close());

type Fault = 'pass' | 'dropRequest' | 'dropResponse' | 'transient' | 'unauthorized' | 'reload';

interface Stats {
  calls: number;
  faults: number;
  /** Bytes of parts the server received (appended or replayed). */
  partBytes: number;
  /** Bytes of parts whose answer was dropped after the server had them. */
  droppedPartBytes: number;
  reloads: number;
}

function chooseFault(random: Random): Fault {
  const r = random();
  if (r < 0.1) return 'dropRequest';
  if (r < 0.2) return 'dropResponse';
  if (r < 0.3) return 'transient';
  if (r < 0.34) return 'unauthorized';
  if (r < 0.4) return 'reload';
  return 'pass';
}

const never = () => new Promise<TransportAnswer>(() => undefined);

/**
 * The app's API calls into the real server with faults; after a reload every later call and
 * every answer of this page instance never arrives, as when a tab is reloaded.
 */
function faultyCall(random: Random, stats: Stats, onReload: () => void): ApiCall {
  let gone = false;
  const toServer: ApiCall = async (name, body, headers) => {
    const res = await t.call(name, body, token, headers ?? {});
    const upload = body.Upload as { PartBase64?: string } | undefined;
    if (name === 'Upload' && upload?.PartBase64) {
      stats.partBytes += Buffer.from(upload.PartBase64, 'base64').byteLength;
    }
    return { status: res.status, body: res.body };
  };
  return async (name, body, headers) => {
    if (gone) return never();
    stats.calls++;
    const fault = chooseFault(random);
    if (fault !== 'pass') stats.faults++;
    switch (fault) {
      case 'pass': {
        const answer = await toServer(name, body, headers);
        return gone ? never() : answer;
      }
      case 'dropRequest':
        return { status: null, body: null };
      case 'dropResponse': {
        await toServer(name, body, headers);
        const upload = body.Upload as { PartBase64?: string } | undefined;
        if (upload?.PartBase64) {
          stats.droppedPartBytes += Buffer.from(upload.PartBase64, 'base64').byteLength;
        }
        return { status: null, body: null };
      }
      case 'transient':
        return { status: pick(random, [500, 503, 429, 408]), body: null };
      case 'unauthorized':
        return { status: 401, body: { Result: false, Message: 'session expired' } };
      case 'reload':
        if (random() < 0.5) await toServer(name, body, headers);
        gone = true;
        stats.reloads++;
        onReload();
        return never();
    }
  };
}

interface PlannedFile {
  orderCode: string;
  clientId: string;
  description: string;
  notes: string;
  sha256: string;
  size: number;
}

/** A PDF of `size` bytes (magic bytes first, then a pattern of the seed). */
function pdfBytes(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed * 7) & 0xff;
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
  return bytes;
}

const hex = (bytes: Uint8Array | Buffer) => createHash('sha256').update(bytes).digest('hex');
const uuidish = (tag: string, i: number) => `${tag}-${i}-${'0'.repeat(8)}`.slice(0, 64);

async function queueFiles(
  db: PortalDatabase,
  random: Random,
  seed: number,
  orders: readonly string[],
): Promise<PlannedFile[]> {
  const planned: PlannedFile[] = [];
  const count = between(random, 2, 4);
  for (let i = 0; i < count; i++) {
    const orderCode = pick(random, orders);
    const size = between(random, 1_000, 2 * UPLOAD_PART_BYTES + 50_000);
    const bytes = pdfBytes(size, seed * 10 + i);
    const blobId = uuidish(`u${seed}`, i);
    const file: PlannedFile = {
      orderCode,
      clientId: uuidish(`c${seed}`, i),
      description: `falla ${seed}-${i}`,
      notes: `notas ${seed}-${i}`,
      sha256: hex(bytes),
      size,
    };
    await saveEdit(db, {
      userId: USER_ID,
      orderCode,
      mutation: {
        name: 'Attachment',
        body: {
          ActionId: 11,
          Attachment: {
            ClientId: file.clientId,
            OrderCode: orderCode,
            AttachmentTypeId: 1,
            Description: file.description,
            Notes: file.notes,
            FileName: `acta-${seed}-${i}`,
            FileExt: 'pdf',
            UploadId: { $upload: blobId },
          },
        },
      },
      blobs: [
        { id: blobId, name: 'acta.pdf', type: 'application/pdf', size, data: new Blob([bytes]) },
      ],
      now: 0,
      newKey: () => `upload-${seed}-${i}`,
    });
    if (random() < 0.4) {
      // Modified offline before the add ever reached the server: it must follow the add.
      file.notes = `notas cambiadas ${seed}-${i}`;
      await saveEdit(db, {
        userId: USER_ID,
        orderCode,
        mutation: {
          name: 'Attachment',
          body: {
            ActionId: 31,
            Attachment: {
              ClientId: file.clientId,
              Description: file.description,
              Notes: file.notes,
            },
          },
        },
        now: 0,
        newKey: () => `modify-${seed}-${i}`,
      });
    }
    planned.push(file);
  }
  return planned;
}

interface RunResult {
  files: number;
  stats: Stats;
  lost: number;
  duplicated: number;
  problems: string[];
}

async function runSchedule(seed: number): Promise<RunResult> {
  const random = mulberry32(seed);
  const shuffled = [...pool].sort(() => random() - 0.5);
  const orders = shuffled.slice(0, between(random, 1, 2));
  const db = new PortalDatabase(`fault-upload-${seed}-${Date.now()}`);
  const stats: Stats = { calls: 0, faults: 0, partBytes: 0, droppedPartBytes: 0, reloads: 0 };
  const problems: string[] = [];
  try {
    const planned = await queueFiles(db, random, seed, orders);
    let clock = 1_000_000;
    const start = () => {
      let signal: () => void = () => undefined;
      const reloaded = new Promise<'reload'>((resolve) => (signal = () => resolve('reload')));
      const engine = createSyncEngine({
        db,
        transport: uploadingTransport(faultyCall(random, stats, signal)),
        currentUser: () => USER_ID,
        now: () => clock,
        random,
        locks: null,
      });
      return { engine, reloaded };
    };
    let page = start();
    let steps = 0;
    for (; steps < 600; steps++) {
      if (page.engine.status().pausedFor !== null) page.engine.resume(USER_ID);
      const next = await Promise.race([page.engine.drain(), page.reloaded]);
      if (next === 'reload') {
        page = start();
        continue;
      }
      if (next !== null) {
        clock = Math.max(clock, next);
        continue;
      }
      const left = await userEntries(db, USER_ID);
      if (left.length === 0) break;
      for (const parked of left.filter((e) => e.state !== 'pending')) {
        problems.push(`entry ${parked.idempotencyKey} parked: ${parked.lastMessage ?? ''}`);
        await retryEntry(db, parked.id!, clock);
      }
      if (problems.length > 0) break;
    }
    if (steps >= 600) problems.push('stuck: outbox not empty');

    let lost = 0;
    let duplicated = 0;
    for (const orderCode of orders) {
      const res = await t.call(
        'Attachment',
        { ActionId: 20, Filter: { OrderCode: orderCode } },
        token,
      );
      const list = res.body.List as Attachment[];
      for (const file of planned.filter((f) => f.orderCode === orderCode)) {
        const found = list.filter((a) => a.Description === file.description);
        if (found.length === 0) lost++;
        if (found.length > 1) duplicated++;
        const [one] = found;
        if (!one) continue;
        if (one.Notes !== file.notes) problems.push(`${file.description}: notes ${one.Notes}`);
        const full = await t.call(
          'Attachment',
          { ActionId: 21, Attachment: { Id: one.Id } },
          token,
        );
        const content = Buffer.from(
          (full.body.Attachment as Attachment).FileBase64 ?? '',
          'base64',
        );
        if (content.byteLength !== file.size || hex(content) !== file.sha256) {
          problems.push(`${file.description}: content differs (${content.byteLength} bytes)`);
        }
      }
    }
    // Resumed, never restarted: part bytes beyond the files are only parts whose answer was lost.
    const sizes = planned.reduce((sum, f) => sum + f.size, 0);
    if (stats.partBytes > sizes + stats.droppedPartBytes + stats.reloads * UPLOAD_PART_BYTES) {
      problems.push(`sent ${stats.partBytes} part bytes for ${sizes} bytes of files`);
    }
    return {
      files: planned.length,
      stats,
      lost,
      duplicated,
      problems: problems.map((p) => `seed ${seed}: ${p}`),
    };
  } finally {
    db.close();
    await db.delete();
  }
}

/** Totals over the seeded schedules of this file, printed and checked once they have all run. */
const totals = { runs: 0, files: 0, calls: 0, faults: 0, reloads: 0 };
const SEEDS = Array.from({ length: RUNS }, (_, i) => FIRST_SEED + i);

describe('files sent from the outbox under injected faults', () => {
  // One test per schedule: each has the project's time limit of its own, and a failure names its
  // seed (replay it with FAULT_SEED=<n> FAULT_UPLOAD_RUNS=1).
  it.each(SEEDS)(
    'stores every queued attachment exactly once, whole, resuming its upload, in seeded schedule %i',
    async (seed) => {
      const run = await runSchedule(seed);
      totals.runs += 1;
      totals.files += run.files;
      totals.calls += run.stats.calls;
      totals.faults += run.stats.faults;
      totals.reloads += run.stats.reloads;
      expect(run.problems).toEqual([]);
      expect(run.lost).toBe(0);
      expect(run.duplicated).toBe(0);
    },
  );

  it('injected faults across the schedules, more than one per schedule', () => {
    console.log(
      `upload fault injection: ${totals.runs} runs, ${totals.files} attachments, ` +
        `${totals.calls} calls, ${totals.faults} faults injected (${totals.reloads} reloads)`,
    );
    expect(totals.runs).toBe(RUNS);
    expect(totals.faults).toBeGreaterThan(RUNS);
  });
});
