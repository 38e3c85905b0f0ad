/**
 * Stored answers of idempotent writes: a synced order edit's compact answer (api/ResultsOrderMP 31,
 * the sync engine's review) is kept as its text, a large one (a conflict answering the whole
 * order) compressed into a fraction of its JSON; either replays to the caller exactly what the
 * first attempt answered, as answers stored as text before do.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetails } from '../../../src/protocol/maintenance';
import { ReviewUpdateResponse, rowKey } from '../../../src/protocol/maintenance-review';
import { auditEvents, idempotencyKeys, users } from '../db/schema';
import { EMPTY_BASE, details, ordersOf, reviewBody } from '../testing/maintenance-kit';
import { createTestApp, socketFrom, type TestApp } from '../testing/test-app';
import {
  PACK_FROM_LENGTH,
  claimIdempotency,
  packAnswer,
  requestFingerprint,
  storeIdempotency,
  unpackAnswer,
} from './idempotency';
import type { AuditRecord } from './types';

let t: TestApp;
let lessor: string;
/** Status 03 orders of the lessor, each test taking its own. */
let executed: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  lessor = await t.tokenFor('mantto.fijo');
  executed = (await ordersOf(t, '0000100001', '03')).map((o) => o.aufnr);
});
afterAll(() => t.close());

/** What the caller receives: status, the replay header and the body's exact text. */
async function post(name: string, body: string, token: string, key: string) {
  const res = await t.app.request(
    `/PortalPRO/api/${name}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
        'Idempotency-Key': key,
      },
      body,
    },
    socketFrom('192.0.2.1'),
  );
  return {
    status: res.status,
    replayed: res.headers.get('idempotency-replayed'),
    text: await res.text(),
  };
}

async function nextOrder(): Promise<OrderDetails> {
  const aufnr = executed.shift();
  if (!aufnr) throw new Error('out of seeded 03 orders');
  return details(t, lessor, aufnr);
}

/** The review the device queues for the order's first group (as the sync engine sends it). */
const approveFirst = (d: OrderDetails) =>
  JSON.stringify(
    reviewBody(
      d,
      { groups: [{ uuidObj: d.groups[0]!.uuidObj, groupStatusPr: 'VAPV' }] },
      { [rowKey.group(d.groups[0]!.uuidObj)]: EMPTY_BASE },
    ),
  );

async function storedRow(key: string) {
  const [row] = await t.handle.db
    .select({
      status: idempotencyKeys.responseStatus,
      body: idempotencyKeys.responseBody,
      packed: idempotencyKeys.responsePacked,
      packedOnDisk: sql<number>`pg_column_size(${idempotencyKeys.responsePacked})`,
    })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  if (!row) throw new Error(`no row for ${key}`);
  return row;
}

async function userIdOf(userName: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  return row!.id;
}

describe('a synced order edit under an Idempotency-Key', () => {
  it('keeps a compact answer as its text and replays the same answer', async () => {
    const d = await nextOrder();
    const body = approveFirst(d);
    const first = await post('ResultsOrderMP', body, lessor, 'sync-order-1');
    expect(first.status, first.text).toBe(200);
    expect(first.replayed).toBeNull();

    const row = await storedRow('sync-order-1');
    expect(row.status).toBe(200);
    // The compact answer (the rows written, not the whole order): under 2 kB, under the length
    // from which answers are compressed, kept as it was sent.
    expect(Buffer.byteLength(first.text)).toBeLessThan(2048);
    expect(first.text.length).toBeLessThan(PACK_FROM_LENGTH);
    expect(row.packed).toBeNull();
    expect(row.body).toBe(first.text);

    // Another edit of the order meanwhile: the replay still answers what the first attempt did.
    const later = JSON.stringify(
      reviewBody(
        { orderCode: d.orderCode, version: d.version + 1 },
        { groups: [{ uuidObj: d.groups[1]!.uuidObj, groupStatusPr: 'VAPV' }] },
        { [rowKey.group(d.groups[1]!.uuidObj)]: EMPTY_BASE },
      ),
    );
    expect((await post('ResultsOrderMP', later, lessor, 'sync-order-2')).status).toBe(200);

    const replay = await post('ResultsOrderMP', body, lessor, 'sync-order-1');
    expect(replay.status).toBe(200);
    expect(replay.replayed).toBe('true');
    expect(replay.text).toBe(first.text);
    // What the device reads from it: the order after its own edit, to refresh its offline copy.
    const answered = v.parse(ReviewUpdateResponse, JSON.parse(replay.text));
    expect(answered.Result).toBe(true);
    expect(answered.Data?.version).toBe(d.version + 1);
    expect(answered.Data?.groups[0]?.groupStatusPr).toBe('VAPV');
  });

  it('replays a conflict (409 with the current order and the conflicting rows) as it was', async () => {
    const d = await nextOrder();
    expect((await post('ResultsOrderMP', approveFirst(d), lessor, 'base-edit')).status).toBe(200);
    // Sent from the copy before that edit: its Base of the first group is stale.
    const stale = JSON.stringify(
      reviewBody(
        d,
        {
          groups: [{ uuidObj: d.groups[0]!.uuidObj, groupStatusPr: 'REPV', groupCommentsPr: 'No' }],
        },
        { [rowKey.group(d.groups[0]!.uuidObj)]: EMPTY_BASE },
      ),
    );
    const first = await post('ResultsOrderMP', stale, lessor, 'stale-edit');
    expect(first.status, first.text).toBe(409);

    // The whole order (tens of kB): kept compressed, smaller than PostgreSQL keeps the same text
    // under its own TOAST compression.
    const row = await storedRow('stale-edit');
    expect(first.text.length).toBeGreaterThanOrEqual(PACK_FROM_LENGTH);
    expect(row.body).toBeNull();
    expect(await unpackAnswer(row.packed!)).toBe(first.text);
    const userId = await userIdOf('mantto.fijo');
    await t.handle.db.insert(idempotencyKeys).values({
      key: 'as-text',
      userId,
      requestHash: 'h',
      // A 200: the statistics below count it among the edits synced, not the conflicts.
      responseStatus: 200,
      responseBody: first.text,
    });
    const [asText] = await t.handle.db
      .select({ onDisk: sql<number>`pg_column_size(${idempotencyKeys.responseBody})` })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, 'as-text'), eq(idempotencyKeys.userId, userId)));
    expect(Number(row.packedOnDisk)).toBeLessThan(Number(asText!.onDisk) * 0.8);

    const replay = await post('ResultsOrderMP', stale, lessor, 'stale-edit');
    expect(replay.status).toBe(409);
    expect(replay.replayed).toBe('true');
    expect(replay.text).toBe(first.text);
    expect((JSON.parse(replay.text) as { Conflicts: string[] }).Conflicts).toEqual([
      rowKey.group(d.groups[0]!.uuidObj),
    ]);
  });

  it('counts a conflict in the day’s statistics', async () => {
    const admin = await t.tokenFor('admin');
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const res = await t.call('Statistics', { ActionId: 20, From: yesterday, To: tomorrow }, admin);
    const days = res.body.Days as { Day: string; EditsSynced: number; Conflicts: number }[];
    const sum = (f: 'EditsSynced' | 'Conflicts') => days.reduce((n, x) => n + x[f], 0);
    expect(days.some((x) => x.Day === today || x.Day === yesterday)).toBe(true);
    // This file's stored answers: three edits, the stale one a conflict (and the text row).
    expect(sum('Conflicts')).toBe(1);
    expect(sum('EditsSynced')).toBe(5);
  });
});

describe('answers stored before they were compressed', () => {
  it('replay from their text', async () => {
    const admin = await t.tokenFor('admin');
    const body = JSON.stringify({ ActionId: 31, Site: { MsgStart: 'Guardado como texto' } });
    const stored = { Result: true, Message: 'Guardado antes', Site: { MsgStart: 'Antes' } };
    await t.handle.db.insert(idempotencyKeys).values({
      key: 'kept-as-text',
      userId: await userIdOf('admin'),
      requestHash: requestFingerprint('site', 31, body),
      responseStatus: 200,
      responseBody: JSON.stringify(stored),
    });
    const replay = await post('site', body, admin, 'kept-as-text');
    expect(replay.status).toBe(200);
    expect(replay.replayed).toBe('true');
    expect(JSON.parse(replay.text)).toEqual(stored);
  });
});

describe('packAnswer / unpackAnswer', () => {
  it('give back the same text, accents and characters outside the BMP included', async () => {
    const texts = [
      '{}',
      JSON.stringify({ Result: false, Message: 'La orden no admite revisión 🚧', List: [] }),
      JSON.stringify({ List: Array.from({ length: 2_000 }, (_, i) => ({ Id: i, Name: `ñ${i}` })) }),
    ];
    for (const text of texts) {
      const packed = await packAnswer(text);
      expect(await unpackAnswer(packed)).toBe(text);
    }
    const large = texts[2]!;
    expect((await packAnswer(large)).length).toBeLessThan(Buffer.byteLength(large) / 4);
  });
});

describe('the audit events of a reply', () => {
  const quietLog = () => {
    const errors: string[] = [];
    const note = () => undefined;
    return {
      errors,
      log: { debug: note, info: note, warn: note, error: (m: string) => void errors.push(m) },
    };
  };
  const reply = (audit: AuditRecord[]) => ({
    status: 200 as const,
    body: { Result: true, Message: 'Listo' },
    audit,
  });

  it('are written with the stored answer', async () => {
    const userId = await userIdOf('admin');
    const key = 'with-audit';
    await claimIdempotency(t.handle.db, key, userId, 'h', { waitMs: 0 });
    const { errors, log } = quietLog();
    const event = { actionId: 31, resource: 'site', target: key, userId, detail: { a: 1 } };
    await storeIdempotency(t.handle.db, key, userId, reply([event, event]), log);
    expect(errors).toEqual([]);
    expect((await storedRow(key)).body).toBe(JSON.stringify(reply([]).body));
    const events = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.target, key));
    expect(events).toHaveLength(2);
  });

  it('that cannot be written leave the answer stored and the failure logged', async () => {
    const userId = await userIdOf('admin');
    const key = 'audit-refused';
    await claimIdempotency(t.handle.db, key, userId, 'h', { waitMs: 0 });
    const { errors, log } = quietLog();
    // No action: the column is NOT NULL, so the insert fails.
    const broken = { actionId: null, resource: 'site', target: key } as unknown as AuditRecord;
    await storeIdempotency(t.handle.db, key, userId, reply([broken]), log);
    expect(errors).toEqual(['audit write failed']);
    expect((await storedRow(key)).status).toBe(200);
    const events = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.target, key));
    expect(events).toHaveLength(0);
  });
});
