import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_REVIEW_EDITS } from '../protocol/maintenance-review';
import { PortalDatabase, type OutboxEntry } from './db';
import { saveDraft } from './drafts';
import { followEntry, type EntryOutcome } from './follow-entry';
import { saveEdit, userEntries } from './outbox';
import { createSyncEngine, type TransportAnswer } from './sync-engine';

const USER = 7;
const ORDER = '400000100001';
let db: PortalDatabase;
let keys: number;
let sent: OutboxEntry[];
let answers: ((entry: OutboxEntry) => TransportAnswer)[];

const ok: TransportAnswer = { status: 200, body: { Result: true, Message: null } };

function engine() {
  return createSyncEngine({
    db,
    currentUser: () => USER,
    now: () => 1_000,
    random: () => 0.5,
    locks: null,
    transport: async (entry) => {
      sent.push(entry);
      const next = answers.shift();
      return next ? next(entry) : ok;
    },
  });
}

/** A review update of one group of the order (spec 3 §7.1 Process '2'). */
const review = (n: number, orderCode = ORDER) => ({
  ActionId: 31,
  Process: '2',
  Aufnr: orderCode,
  Arbpl: '',
  Version: 3 + n,
  Data: {
    orderCode,
    groups: [{ uuidObj: `g${n}`, groupStatusPr: 'VAPV', groupCommentsPr: `e${n}` }],
    inventory: null,
  },
  Base: { [`group:g${n}`]: { status: '', comment: '' } },
  RefreshOrderStatus: false,
});

/** Queues review `n` carrying a draft of its group, as queueReview does. */
async function queue(n: number, orderCode = ORDER): Promise<number> {
  const key = `${USER}:${orderCode}:group:g${n}`;
  await saveDraft(db, {
    userId: USER,
    orderCode,
    kind: 'group',
    targetId: `g${n}`,
    baseVersion: 3,
    value: { side: 'Pr', status: 'VAPV', comment: `e${n}`, base: { status: null, comment: '' } },
    now: n,
  });
  return saveEdit(db, {
    userId: USER,
    orderCode,
    mutation: { name: 'ResultsOrderMP', body: review(n, orderCode) },
    queueDrafts: [key],
    now: 0,
    newKey: () => `key-${++keys}`,
  });
}

beforeEach(() => {
  db = new PortalDatabase(`test-batch-${Math.random()}`);
  keys = 0;
  sent = [];
  answers = [];
});
afterEach(async () => {
  await db.delete();
});

describe('review updates of one order waiting together', () => {
  it('go as one request under the first entry’s key, and its answer acknowledges them all', async () => {
    for (const n of [1, 2, 3]) await queue(n);
    await engine().drain();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBe('key-1');
    expect(sent[0]!.body).toEqual({
      ...review(1),
      Edits: [2, 3].map((n) => {
        const { Version, Data, Base, RefreshOrderStatus } = review(n);
        return { Version, Data, Base, RefreshOrderStatus };
      }),
    });
    expect(await userEntries(db, USER)).toEqual([]);
    expect(await db.drafts.count()).toBe(0);
  });

  it('are parked whole when the server refuses the request, with every draft they carry', async () => {
    for (const n of [1, 2]) await queue(n);
    answers.push(() => ({
      status: 409,
      body: { Result: false, Message: 'Conflicto', Data: null, Conflicts: ['group:g2'] },
    }));
    await engine().drain();
    const [parked, ...others] = await userEntries(db, USER);
    expect(others).toEqual([]);
    expect(parked).toMatchObject({ state: 'conflict', idempotencyKey: 'key-1' });
    expect(parked).not.toHaveProperty('joinable');
    expect(parked!.draftKeys).toEqual([`${USER}:${ORDER}:group:g1`, `${USER}:${ORDER}:group:g2`]);
    const drafts = await db.drafts.toArray();
    expect(drafts.map((d) => d.queuedBy)).toEqual([parked!.id, parked!.id]);
  });

  it('never join an entry that may have reached the server: it is sent again alone, as it was', async () => {
    await queue(1);
    answers.push(() => ({ status: null, body: null }));
    await engine().drain();
    expect(sent.map((e) => e.body.Edits)).toEqual([undefined]);
    for (const n of [2, 3]) await queue(n);
    const [first] = await userEntries(db, USER);
    await db.outbox.update(first!.id!, { nextAttemptAt: 0 });
    await engine().drain();
    expect(sent).toHaveLength(3);
    expect(sent[1]).toMatchObject({ idempotencyKey: 'key-1', body: review(1) });
    expect(sent[2]!.idempotencyKey).toBe('key-2');
    expect((sent[2]!.body.Edits as unknown[]).length).toBe(1);
    expect(await userEntries(db, USER)).toEqual([]);
  });

  it('are followed through the entry they joined: done only once it is answered, or parked with it', async () => {
    await queue(1);
    const second = await queue(2);
    const outcomes: EntryOutcome['state'][] = [];
    followEntry(db, second, (outcome) => outcomes.push(outcome.state));
    let answer: (a: TransportAnswer) => void = () => undefined;
    const answered = new Promise<TransportAnswer>((resolve) => (answer = resolve));
    const gated = createSyncEngine({
      db,
      currentUser: () => USER,
      now: () => 1_000,
      locks: null,
      transport: () => answered,
    });
    const draining = gated.drain();
    await expect.poll(async () => (await userEntries(db, USER)).length).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(outcomes).toEqual([]);
    answer(ok);
    await draining;
    await expect.poll(() => outcomes).toEqual(['done']);

    await queue(3);
    const fourth = await queue(4);
    const parked: EntryOutcome['state'][] = [];
    followEntry(db, fourth, (outcome) => parked.push(outcome.state));
    answers.push(() => ({ status: 409, body: { Result: false, Message: 'Conflicto' } }));
    await engine().drain();
    await expect.poll(() => parked).toEqual(['parked']);
  });

  it('never join an entry saved without the joinable mark (as saved before joins existed)', async () => {
    await db.outbox.add({
      userId: USER,
      orderCode: ORDER,
      name: 'ResultsOrderMP',
      body: review(1),
      idempotencyKey: 'older',
      createdAt: 0,
      attempts: 0,
      nextAttemptAt: 0,
      state: 'pending',
    });
    for (const n of [2, 3]) await queue(n);
    await engine().drain();
    expect(sent.map((e) => [e.idempotencyKey, e.body.Edits === undefined])).toEqual([
      ['older', true],
      ['key-1', false],
    ]);
  });

  it('keep the outbox order: an entry of another kind between them ends the join', async () => {
    await queue(1);
    await saveEdit(db, {
      userId: USER,
      orderCode: ORDER,
      mutation: { name: 'ImageFile', body: { ActionId: 11, Photo: { ClientId: 'p1' } } },
      now: 0,
      newKey: () => 'photo',
    });
    await queue(2);
    await queue(3, '400000100002');
    await engine().drain();
    const order = sent.filter((e) => e.orderCode === ORDER).map((e) => e.idempotencyKey);
    expect(order).toEqual(['key-1', 'photo', 'key-2']);
    expect(sent.every((e) => e.body.Edits === undefined)).toBe(true);
  });

  it('join at most MAX_REVIEW_EDITS edits in one request', async () => {
    for (let n = 1; n <= MAX_REVIEW_EDITS + 2; n++) await queue(n);
    await engine().drain();
    expect(sent.map((e) => 1 + ((e.body.Edits as unknown[] | undefined)?.length ?? 0))).toEqual([
      MAX_REVIEW_EDITS,
      2,
    ]);
    expect(await userEntries(db, USER)).toEqual([]);
  });
});
