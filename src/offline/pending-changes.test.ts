import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase, type Draft, type DraftKind, type OutboxEntry } from './db';
import { saveDraft } from './drafts';
import { acknowledgeEntry, saveEdit, userEntries } from './outbox';
import {
  pendingTotals,
  readPendingChanges,
  summarizePending,
  type PendingInput,
  type PendingItem,
} from './pending-changes';

const draft = (
  orderCode: string,
  kind: DraftKind,
  targetId: string,
  updatedAt: number,
  queuedBy?: number,
): Draft => ({
  key: `7:${orderCode}:${kind}:${targetId}`,
  userId: 7,
  orderCode,
  kind,
  targetId,
  baseVersion: 1,
  value: { changed: true },
  updatedAt,
  ...(queuedBy === undefined ? {} : { queuedBy }),
});

const entry = (id: number, orderCode: string, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({
  id,
  userId: 7,
  orderCode,
  name: 'ResultsOrderMP',
  body: {},
  idempotencyKey: `k${id}`,
  createdAt: id * 1_000,
  attempts: 0,
  nextAttemptAt: 0,
  state: 'pending',
  ...extra,
});

/** What a test reads of an item. */
const shape = (i: PendingItem) => ({
  orderCode: i.orderCode,
  state: i.state,
  parts: i.parts,
  since: i.since,
  bytes: i.bytes,
});

describe('the pending changes of a device', () => {
  const cases: {
    name: string;
    input: PendingInput;
    items: ReturnType<typeof shape>[];
    totals: ReturnType<typeof pendingTotals>;
  }[] = [
    {
      name: 'nothing stored: nothing pending',
      input: { entries: [], drafts: [], blobs: [] },
      items: [],
      totals: { total: 0, unsent: 0, waiting: 0, attention: 0 },
    },
    {
      name: 'two groups and an antenna edited, not sent with "Actualizar orden": one unsent order',
      input: {
        entries: [],
        drafts: [
          draft('4001', 'group', 'g1', 300),
          draft('4001', 'group', 'g2', 200),
          draft('4001', 'antenna', '1', 400),
        ],
        blobs: [],
      },
      items: [
        {
          orderCode: '4001',
          state: 'unsent',
          parts: { group: 2, antenna: 1 },
          since: 200,
          bytes: 0,
        },
      ],
      totals: { total: 1, unsent: 1, waiting: 0, attention: 0 },
    },
    {
      name: 'the order queued: one waiting entry carrying its drafts, nothing unsent',
      input: {
        entries: [entry(5, '4001', { draftKeys: ['7:4001:group:g1', '7:4001:inventory:site'] })],
        drafts: [draft('4001', 'group', 'g1', 300, 5), draft('4001', 'inventory', 'site', 310, 5)],
        blobs: [],
      },
      items: [
        {
          orderCode: '4001',
          state: 'pending',
          parts: { group: 1, inventory: 1 },
          since: 5_000,
          bytes: 0,
        },
      ],
      totals: { total: 1, unsent: 0, waiting: 1, attention: 0 },
    },
    {
      name: 'a group edited again after the order was queued: the entry and an unsent order',
      input: {
        entries: [entry(5, '4001', { draftKeys: ['7:4001:group:g1'] })],
        drafts: [draft('4001', 'group', 'g1', 6_000)],
        blobs: [],
      },
      items: [
        { orderCode: '4001', state: 'pending', parts: { group: 1 }, since: 5_000, bytes: 0 },
        { orderCode: '4001', state: 'unsent', parts: { group: 1 }, since: 6_000, bytes: 0 },
      ],
      totals: { total: 2, unsent: 1, waiting: 1, attention: 0 },
    },
    {
      name: 'a photo and an attachment with their files: bytes per entry, only their own files',
      input: {
        entries: [
          entry(1, '4002', { draftKey: '7:4002:photo:p1', blobIds: ['b1'] }),
          entry(2, '4002', { draftKey: '7:4002:attachment:a1', blobIds: ['b2'] }),
        ],
        drafts: [draft('4002', 'photo', 'p1', 900, 1), draft('4002', 'attachment', 'a1', 950, 2)],
        blobs: [
          { id: 'b1', size: 180_000 },
          { id: 'b2', size: 1_200_000 },
          { id: 'offline-copy-photo', size: 999 },
        ],
      },
      items: [
        { orderCode: '4002', state: 'pending', parts: { photo: 1 }, since: 1_000, bytes: 180_000 },
        {
          orderCode: '4002',
          state: 'pending',
          parts: { attachment: 1 },
          since: 2_000,
          bytes: 1_200_000,
        },
      ],
      totals: { total: 2, unsent: 0, waiting: 2, attention: 0 },
    },
    {
      name: 'refused and conflicting entries need attention; a write of no part is "other"',
      input: {
        entries: [
          entry(3, '4003', { state: 'attention', name: 'AssignCrew' }),
          entry(4, '4004', { state: 'conflict', draftKeys: ['7:4004:antenna:2'] }),
        ],
        drafts: [draft('4004', 'antenna', '2', 10, 4)],
        blobs: [],
      },
      items: [
        { orderCode: '4003', state: 'attention', parts: { other: 1 }, since: 3_000, bytes: 0 },
        { orderCode: '4004', state: 'conflict', parts: { antenna: 1 }, since: 4_000, bytes: 0 },
      ],
      totals: { total: 2, unsent: 0, waiting: 0, attention: 2 },
    },
    {
      name: 'a draft whose entry was discarded is unsent again',
      input: { entries: [], drafts: [draft('4005', 'photo', 'p9', 70, 12)], blobs: [] },
      items: [{ orderCode: '4005', state: 'unsent', parts: { photo: 1 }, since: 70, bytes: 0 }],
      totals: { total: 1, unsent: 1, waiting: 0, attention: 0 },
    },
    {
      name: 'drafts that are no change (set back to the server value) do not count',
      input: {
        entries: [],
        drafts: [
          { ...draft('4006', 'group', 'g1', 10), value: { changed: false } },
          draft('4007', 'group', 'g1', 20),
        ],
        blobs: [],
        isUnsentDraft: (d) => (d.value as { changed: boolean }).changed,
      },
      items: [{ orderCode: '4007', state: 'unsent', parts: { group: 1 }, since: 20, bytes: 0 }],
      totals: { total: 1, unsent: 1, waiting: 0, attention: 0 },
    },
    {
      name: 'drafts of two orders: one item per order, oldest first',
      input: {
        entries: [],
        drafts: [draft('4009', 'group', 'g1', 50), draft('4008', 'antenna', '1', 40)],
        blobs: [],
      },
      items: [
        { orderCode: '4008', state: 'unsent', parts: { antenna: 1 }, since: 40, bytes: 0 },
        { orderCode: '4009', state: 'unsent', parts: { group: 1 }, since: 50, bytes: 0 },
      ],
      totals: { total: 2, unsent: 2, waiting: 0, attention: 0 },
    },
  ];

  it.each(cases)('$name', ({ input, items, totals }) => {
    const found = summarizePending(input);
    expect(found.map(shape)).toEqual(items);
    expect(pendingTotals(found)).toEqual(totals);
  });
});

describe('reading the pending changes from the database', () => {
  let db: PortalDatabase;
  beforeEach(() => {
    db = new PortalDatabase(`test-pending-${Math.random()}`);
  });
  afterEach(async () => {
    await db.delete();
  });

  it('counts a draft until the entry that carries it is acknowledged', async () => {
    await saveDraft(db, {
      userId: 7,
      orderCode: '4001',
      kind: 'group',
      targetId: 'g1',
      baseVersion: 1,
      value: {},
      now: 100,
    });
    expect((await readPendingChanges(db, 7)).map((i) => i.state)).toEqual(['unsent']);

    await saveEdit(db, {
      userId: 7,
      orderCode: '4001',
      mutation: { name: 'ResultsOrderMP', body: { ActionId: 31 } },
      queueDrafts: ['7:4001:group:g1'],
      now: 200,
    });
    expect((await readPendingChanges(db, 7)).map((i) => i.state)).toEqual(['pending']);
    // Another user's device data is not theirs to see.
    expect(await readPendingChanges(db, 8)).toEqual([]);

    const [queued] = await userEntries(db, 7);
    await acknowledgeEntry(db, queued!, 300);
    expect(await readPendingChanges(db, 7)).toEqual([]);
  });
});
