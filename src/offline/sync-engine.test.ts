import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase, type OutboxEntry } from './db';
import { saveDraft } from './drafts';
import { readLastSync } from './last-sync';
import { discardEntry, outboxSummary, retryEntry, saveEdit, userEntries } from './outbox';
import { createSyncEngine, SEND_CONCURRENCY, type TransportAnswer } from './sync-engine';

let db: PortalDatabase;
let clock: number;
let keys: number;
let sent: { key: string; order: string; body: Record<string, unknown> }[];
let answers: ((entry: OutboxEntry) => TransportAnswer)[];

const ok: TransportAnswer = { status: 200, body: { Result: true, Message: null } };

function engine(user: number | null = 7) {
  return createSyncEngine({
    db,
    currentUser: () => user,
    now: () => clock,
    random: () => 0.5,
    locks: null,
    transport: async (entry) => {
      sent.push({ key: entry.idempotencyKey, order: entry.orderCode, body: entry.body });
      const next = answers.shift();
      return next ? next(entry) : ok;
    },
  });
}

async function edit(orderCode: string, n: number, userId = 7) {
  return saveEdit(db, {
    userId,
    orderCode,
    draft: { kind: 'group', targetId: `g${n}`, baseVersion: 3, value: { status: 'VAPV' } },
    mutation: { name: 'ResultsOrderMP', body: { ActionId: 31, n } },
    now: clock,
    newKey: () => `key-${++keys}`,
  });
}

beforeEach(() => {
  db = new PortalDatabase(`test-${Math.random()}`);
  clock = 1_000_000;
  keys = 0;
  sent = [];
  answers = [];
});
afterEach(async () => {
  await db.delete();
});

describe('saving an edit', () => {
  it('writes the draft and its outbox entry together, with an idempotency key', async () => {
    await edit('4000001', 1);
    const [entry] = await userEntries(db, 7);
    expect(entry).toMatchObject({
      orderCode: '4000001',
      state: 'pending',
      idempotencyKey: 'key-1',
    });
    expect(await db.drafts.get(entry!.draftKey!)).toMatchObject({ baseVersion: 3, kind: 'group' });
  });

  it('writes nothing when the transaction fails (no draft without its entry)', async () => {
    await expect(
      saveEdit(db, {
        userId: 7,
        orderCode: '4000001',
        draft: { kind: 'group', targetId: 'g1', baseVersion: 1, value: 1 },
        // A function cannot be stored in IndexedDB: the add fails inside the transaction.
        mutation: { name: 'x', body: { bad: () => undefined } },
        now: clock,
      }),
    ).rejects.toThrow();
    expect(await db.drafts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('sync engine', () => {
  it('sends every entry once, in the order made, and empties the outbox', async () => {
    await edit('A', 1);
    await edit('B', 2);
    await edit('A', 3);
    await engine().drain();
    expect(sent.map((s) => s.body.n)).toEqual([1, 2, 3]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps an entry after a network failure and retries it later with the same key', async () => {
    await edit('A', 1);
    answers.push(() => ({ status: null, body: null }));
    const e = engine();
    const nextDue = await e.drain();
    expect(nextDue).toBeGreaterThan(clock);
    expect(await db.outbox.count()).toBe(1);
    // Not due yet: nothing is sent.
    await e.drain();
    expect(sent).toHaveLength(1);
    clock = nextDue!;
    await e.drain();
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([408, 429, 500, 502, 503])('retries forever on %i', async (status) => {
    await edit('A', 1);
    const e = engine();
    for (let i = 0; i < 12; i++) {
      answers.push(() => ({ status, body: null }));
      const due = await e.drain();
      clock = due ?? clock;
    }
    const [entry] = await userEntries(db, 7);
    expect(entry).toMatchObject({ state: 'pending', attempts: 12 });
  });

  it.each([
    [
      503,
      'La misma solicitud con esta clave de idempotencia sigue en proceso, intente de nuevo en unos momentos',
    ],
    [
      409,
      'La misma solicitud con esta clave de idempotencia sigue en proceso, intente de nuevo en unos momentos',
    ],
    [
      409,
      'The same request under this idempotency key is still being processed, try again in a moment',
    ],
  ])(
    'sends again later, with the same key, an entry whose first attempt still runs (%i %s)',
    async (status, Message) => {
      await edit('A', 1);
      answers.push(() => ({ status, body: { Result: false, Message } }));
      const e = engine();
      const due = await e.drain();
      const [waiting] = await userEntries(db, 7);
      expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
      expect(due).toBeGreaterThan(clock);
      clock = due!;
      await e.drain();
      expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1']);
      expect(await db.outbox.count()).toBe(0);
    },
  );

  it('holds back later edits of the same order while an earlier one waits, not other orders', async () => {
    await edit('A', 1);
    await edit('A', 2);
    await edit('B', 3);
    answers.push(() => ({ status: 503, body: null }));
    await engine().drain();
    expect(sent.map((s) => s.body.n)).toEqual([1, 3]);
    expect((await userEntries(db, 7)).map((e) => e.body.n)).toEqual([1, 2]);
  });

  it('parks a refusal with the server message and never drops it', async () => {
    await edit('A', 1);
    await edit('A', 2);
    answers.push(() => ({
      status: 200,
      body: { Result: false, Message: 'Rechazado sin comentarios' },
    }));
    const e = engine();
    await e.drain();
    await e.drain();
    const entries = await userEntries(db, 7);
    expect(entries.map((x) => x.state)).toEqual(['attention', 'pending']);
    expect(entries[0]!.lastMessage).toBe('Rechazado sin comentarios');
    expect(await outboxSummary(db, 7)).toEqual({ pending: 1, attention: 1, conflicts: 0 });
    // Fixed by the user, it is sent again; then the held-back edit follows.
    await retryEntry(db, entries[0]!.id!, clock);
    await e.drain();
    expect(await db.outbox.count()).toBe(0);
  });

  it.each([400, 403, 404, 413, 422])('parks a %i as needing attention', async (status) => {
    await edit('A', 1);
    answers.push(() => ({ status, body: { Result: false, Message: 'no' } }));
    await engine().drain();
    expect((await userEntries(db, 7))[0]).toMatchObject({ state: 'attention', lastStatus: status });
  });

  it('keeps the server state of a 409 conflict for the user to choose', async () => {
    await edit('A', 1);
    answers.push(() => ({ status: 409, body: { Result: false, Message: 'changed', version: 5 } }));
    await engine().drain();
    const [entry] = await userEntries(db, 7);
    expect(entry).toMatchObject({ state: 'conflict', serverState: { version: 5 } });
  });

  it('pauses on 401 until the same user signs in again, and loses nothing', async () => {
    await edit('A', 1);
    await edit('B', 2);
    answers.push(() => ({ status: 401, body: null }));
    const e = engine();
    await e.drain();
    expect(e.status().pausedFor).toBe(7);
    await e.drain();
    expect(sent).toHaveLength(1);
    e.resume(7);
    await e.drain();
    expect(sent.map((s) => s.body.n)).toEqual([1, 1, 2]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends only the signed-in user's entries and nothing when nobody is signed in", async () => {
    await edit('A', 1, 7);
    await edit('A', 2, 8);
    await engine(null).drain();
    expect(sent).toHaveLength(0);
    await engine(8).drain();
    expect(sent.map((s) => s.body.n)).toEqual([2]);
    expect((await userEntries(db, 7)).length).toBe(1);
  });

  it('blocks an entry whose photo is missing instead of sending an incomplete review', async () => {
    await saveEdit(db, {
      userId: 7,
      orderCode: 'A',
      mutation: { name: 'ImageFile', body: { ActionId: 11 } },
      blobs: [{ id: 'p1', name: 'foto.jpg', type: 'image/jpeg', size: 3, data: new Blob(['abc']) }],
      now: clock,
    });
    await db.blobs.delete('p1');
    await engine().drain();
    expect(sent).toHaveLength(0);
    expect((await userEntries(db, 7))[0]).toMatchObject({
      state: 'attention',
      lastMessage: 'missingBlob',
    });
  });

  it('removes the blobs of a sent or discarded entry', async () => {
    const id = await saveEdit(db, {
      userId: 7,
      orderCode: 'A',
      mutation: { name: 'ImageFile', body: { ActionId: 11 } },
      blobs: [{ id: 'p1', name: 'foto.jpg', type: 'image/jpeg', size: 3, data: new Blob(['abc']) }],
      now: clock,
    });
    await discardEntry(db, id);
    expect(await db.blobs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('runs one drain at a time in a page', async () => {
    for (let i = 1; i <= 5; i++) await edit('A', i);
    const e = engine();
    await Promise.all([e.drain(), e.drain(), e.drain()]);
    expect(sent.map((s) => s.body.n)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('a draft saved with its entry', () => {
  it('is carried by the entry and dropped when the server acknowledges it', async () => {
    const id = await edit('A', 1);
    const [draft] = await db.drafts.toArray();
    expect(draft?.queuedBy).toBe(id);
    await engine().drain();
    expect(await db.drafts.count()).toBe(0);
  });

  it('stays when it was edited again before the acknowledgement', async () => {
    await edit('A', 1);
    await saveDraft(db, {
      userId: 7,
      orderCode: 'A',
      kind: 'group',
      targetId: 'g1',
      baseVersion: 3,
      value: { status: 'REPV' },
      now: clock + 1,
    });
    await engine().drain();
    expect((await db.drafts.toArray()).map((d) => d.value)).toEqual([{ status: 'REPV' }]);
  });
});

describe('sending several orders side by side', () => {
  /** A promise and its resolver. */
  function deferred() {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  }

  it('does not hold other orders behind a slow one, and keeps the order within each', async () => {
    await edit('C', 0);
    await edit('A', 1);
    await edit('B', 2);
    await edit('A', 3);
    await edit('B', 4);
    const events: string[] = [];
    const bDone = deferred();
    const e = createSyncEngine({
      db,
      currentUser: () => 7,
      now: () => clock,
      locks: null,
      transport: async (entry) => {
        const n = entry.body.n as number;
        events.push(`start ${entry.orderCode}${n}`);
        // The first edit of order A waits until order B is done.
        if (n === 1) await bDone.promise;
        events.push(`end ${entry.orderCode}${n}`);
        if (n === 4) bDone.resolve();
        return ok;
      },
    });
    await e.drain();
    expect(await db.outbox.count()).toBe(0);
    expect(events.indexOf('end B4')).toBeLessThan(events.indexOf('end A1'));
    expect(events.indexOf('end A1')).toBeLessThan(events.indexOf('start A3'));
    expect(events.indexOf('end B2')).toBeLessThan(events.indexOf('start B4'));
  });

  it(`sends at most ${SEND_CONCURRENCY} orders at once, the first send alone`, async () => {
    for (let n = 0; n < 20; n++) await edit(`O${n % 10}`, n);
    let inFlight = 0;
    const seen: number[] = [];
    const perOrder = new Map<string, number[]>();
    const e = createSyncEngine({
      db,
      currentUser: () => 7,
      now: () => clock,
      locks: null,
      transport: async (entry) => {
        seen.push(++inFlight);
        perOrder.set(entry.orderCode, [
          ...(perOrder.get(entry.orderCode) ?? []),
          entry.body.n as number,
        ]);
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
        return ok;
      },
    });
    await e.drain();
    expect(seen[0]).toBe(1);
    expect(Math.max(...seen)).toBe(SEND_CONCURRENCY);
    for (const [order, sent] of perOrder) {
      const n = Number(order.slice(1));
      expect(sent).toEqual([n, n + 10]);
    }
  });
});

describe('the last successful sync', () => {
  it('is kept per user and read again after a reload', async () => {
    await edit('A', 1);
    await edit('A', 2, 8);
    await engine().drain();
    const reopened = new PortalDatabase(db.name);
    expect(await readLastSync(reopened, 7)).toBe(clock);
    expect(await readLastSync(reopened, 8)).toBeNull();
    reopened.close();
  });
});
