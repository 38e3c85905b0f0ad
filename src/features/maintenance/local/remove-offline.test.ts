import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase } from '../../../offline/db';
import { saveDraft } from '../../../offline/drafts';
import { discardEntry, saveEdit } from '../../../offline/outbox';
import { makeDetails } from '../testing/order-fixtures';
import {
  offlineOrderSummaries,
  photoBlobId,
  readOfflineOrder,
  saveOfflineOrder,
} from './offline-orders';
import { removalOutcome, removeOfflineOrder } from './remove-offline';

let db: PortalDatabase;
let dbName = '';
let counter = 0;

const photo = (Id: string) => ({
  Id,
  lat: null,
  longitud: null,
  date: '',
  time: '',
  blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
});

async function takeOffline(userId: number, orderCode: string, photoIds: string[]) {
  await saveOfflineOrder(db, {
    userId,
    details: makeDetails(orderCode, photoIds),
    row: null,
    attachments: [],
    photos: photoIds.map(photo),
    now: 1,
  });
}

const draftOf = (orderCode: string) => ({
  userId: 7,
  orderCode,
  kind: 'group' as const,
  targetId: 'g1',
  baseVersion: 3,
  value: { side: 'Pr', status: 'VAPV', comment: '' },
  now: 2,
});

beforeEach(async () => {
  dbName = `remove-offline-test-${++counter}`;
  db = new PortalDatabase(dbName);
  await takeOffline(7, '4000001', ['P1', 'P2']);
  await takeOffline(7, '4000002', ['Q1']);
  await takeOffline(8, '4000001', ['P1']);
});

afterEach(async () => {
  db.close();
  await Dexie.delete(dbName);
});

describe('removal rule', () => {
  it.each([
    [{ entries: 0, drafts: 0 }, 'removed'],
    [{ entries: 1, drafts: 0 }, 'unsent'],
    [{ entries: 0, drafts: 2 }, 'unsent'],
    [{ entries: 3, drafts: 3 }, 'unsent'],
  ] as const)('%o is %s', (unsent, outcome) => {
    expect(removalOutcome(unsent)).toBe(outcome);
  });
});

describe('remove an offline copy', () => {
  it('deletes the order and its photos, and only those of this user and order', async () => {
    expect(await removeOfflineOrder(db, 7, '4000001')).toBe('removed');
    expect(await readOfflineOrder(db, 7, '4000001')).toBeNull();
    expect(await db.blobs.get(photoBlobId(7, 'P1'))).toBeUndefined();
    expect(await db.blobs.get(photoBlobId(7, 'P2'))).toBeUndefined();
    // The user's other order and another user's copy of the same order stay.
    expect([...(await offlineOrderSummaries(db, 7)).keys()]).toEqual(['4000002']);
    expect(await db.blobs.get(photoBlobId(7, 'Q1'))).toBeDefined();
    expect(await readOfflineOrder(db, 8, '4000001')).not.toBeNull();
    expect(await db.blobs.get(photoBlobId(8, 'P1'))).toBeDefined();
  });

  it('is refused while a draft of the order is not sent, and keeps everything', async () => {
    await saveDraft(db, draftOf('4000001'));
    expect(await removeOfflineOrder(db, 7, '4000001')).toBe('unsent');
    expect(await readOfflineOrder(db, 7, '4000001')).not.toBeNull();
    expect(await db.blobs.where('[userId+orderCode]').equals([7, '4000001']).count()).toBe(2);
    // Another order of the user is not held back by it.
    expect(await removeOfflineOrder(db, 7, '4000002')).toBe('removed');
  });

  it('is refused while the outbox holds an entry of the order, in any state', async () => {
    const id = await saveEdit(db, {
      userId: 7,
      orderCode: '4000001',
      mutation: { name: 'Attachment', body: { ActionId: 11 } },
      blobs: [
        {
          id: '7:upload:1',
          name: 'a.pdf',
          type: 'application/pdf',
          size: 3,
          data: new Blob(['pdf']),
        },
      ],
      now: 2,
      newKey: () => 'key-1',
    });
    await db.outbox.update(id, { state: 'attention', lastMessage: 'Archivo no válido' });
    expect(await removeOfflineOrder(db, 7, '4000001')).toBe('unsent');
    expect(await db.blobs.get('7:upload:1')).toBeDefined();

    // Once the user discards it, the copy can go, with the order's remaining files.
    await discardEntry(db, id);
    expect(await removeOfflineOrder(db, 7, '4000001')).toBe('removed');
    expect(await db.blobs.where('[userId+orderCode]').equals([7, '4000001']).count()).toBe(0);
  });

  it('answers removed for an order with no copy', async () => {
    expect(await removeOfflineOrder(db, 7, '4999999')).toBe('removed');
    expect((await offlineOrderSummaries(db, 7)).size).toBe(2);
  });
});
