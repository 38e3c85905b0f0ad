import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase } from '../../../offline/db';
import { readDrafts } from '../../../offline/drafts';
import { acknowledgeEntry, userEntries } from '../../../offline/outbox';
import type { OrderDetails } from '../../../protocol/maintenance';
import { PhotoAddRequest } from '../../../protocol/maintenance-files';
import { photoFlagText } from '../lib/photo-flag';
import type { PhotoTarget } from '../lib/photo-wire';
import { makeDetails, makeRow } from '../testing/order-fixtures';
import { photoBlobId, readOfflineOrder, readPhotoBlobs, saveOfflineOrder } from './offline-orders';
import {
  onPhotoAcknowledged,
  readDevicePhotos,
  removeDevicePhoto,
  savePhoto,
  type SavePhotoInput,
} from './photo-store';

const USER = 7;
const ORDER = '400000100001';
const CHAR: PhotoTarget = { kind: 'characteristic', ownerUuid: 'g1', charSequence: 4 };
const SITE = { LATU: 19.43, LOTU: -99.13 };
let db: PortalDatabase;
let ids = 0;

const jpeg = (size = 2048) =>
  new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(size - 4).fill(7)])], {
    type: 'image/jpeg',
  });

function input(overrides: Partial<SavePhotoInput> = {}): SavePhotoInput {
  return {
    userId: USER,
    orderCode: ORDER,
    baseVersion: 3,
    target: CHAR,
    file: jpeg(),
    position: { lat: 19.5, longitud: -99.13 },
    takenAt: new Date(2026, 2, 1, 10, 15, 30),
    newId: () => `id-${String(++ids).padStart(6, '0')}`,
    ...overrides,
  };
}

/** The order with an inventory holding antenna 1, as the offline copy stores it. */
function order(): OrderDetails {
  const details = makeDetails(ORDER, ['server-photo-1']);
  return {
    ...details,
    inventory: {
      uuidObj: 'inv',
      buildingHeight: 10,
      towerType: 'Autosoportada',
      towerHeight: 30,
      generalComments: '',
      characteristics: [],
      groupStatusPr: '',
      groupCommentsPr: '',
      groupStatusTl: '',
      groupCommentsTl: '',
      locked: false,
      antennas: [
        {
          antenna: 1,
          technologyCode: 'LTE',
          sizeCode: 'M',
          ncra: 20,
          um: 'M',
          orientation: 90,
          sectorCode: 'A',
          concessionaireCode: 'C1',
          observations: '',
          comments: '',
          antennaStatusPr: '',
          antennaCommentsPr: '',
          antennaStatusTl: '',
          antennaCommentsTl: '',
          antennaPhotos: [],
          locked: false,
          edited: false,
          error: null,
        },
      ],
      technologyOptions: [],
      sizeOptions: [],
      sectorOptions: [],
      concessionaireOptions: [],
    },
  };
}

async function takeOffline() {
  await saveOfflineOrder(db, {
    userId: USER,
    details: order(),
    row: makeRow(ORDER),
    attachments: [],
    photos: [],
    now: 500,
  });
}

beforeEach(() => {
  db = new PortalDatabase(`photos-${Math.random()}`);
  ids = 0;
});
afterEach(async () => {
  await db.delete();
});

describe('saving a photo on the device', () => {
  it('writes the photo, its file and its api/ImageFile 11 entry together', async () => {
    const saved = await savePhoto(db, input());

    const [draft] = await readDrafts(db, USER, ORDER);
    expect(draft).toMatchObject({ kind: 'photo', targetId: saved.clientId, baseVersion: 3 });
    const blob = await db.blobs.get(saved.blobId);
    expect(blob).toMatchObject({ userId: USER, orderCode: ORDER, type: 'image/jpeg', size: 2048 });
    const [entry] = await userEntries(db, USER);
    expect(entry).toMatchObject({
      id: saved.entryId,
      name: 'ImageFile',
      state: 'pending',
      blobIds: [saved.blobId],
    });
    expect(entry!.body).toEqual({
      ActionId: 11,
      Photo: {
        ClientId: saved.clientId,
        OrderCode: ORDER,
        OwnerUuid: 'g1',
        CharSequence: 4,
        UploadId: { $upload: saved.blobId },
        lat: 19.5,
        longitud: -99.13,
        date: '01-03-2026',
        time: '10:15:30',
      },
    });
    const photo = entry!.body.Photo as Record<string, unknown>;
    const sent = { ...entry!.body, Photo: { ...photo, UploadId: saved.blobId } };
    expect(v.safeParse(PhotoAddRequest, sent).success).toBe(true);
  });

  it('keeps nothing when the entry cannot be written (no photo without its entry)', async () => {
    db.outbox.hook('creating', () => {
      throw new Error('QuotaExceededError');
    });
    await expect(savePhoto(db, input())).rejects.toThrow();
    expect(await readDrafts(db, USER, ORDER)).toEqual([]);
    expect(await db.blobs.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows the photo at once as pending, with its file, position and time', async () => {
    const saved = await savePhoto(db, input());
    const [photo, ...others] = await readDevicePhotos(db, USER, ORDER);
    expect(others).toEqual([]);
    expect(photo).toMatchObject({
      clientId: saved.clientId,
      targetKey: 'char:g1:4',
      entryId: saved.entryId,
      state: 'pending',
      ref: {
        Id: saved.clientId,
        lat: 19.5,
        longitud: -99.13,
        date: '01-03-2026',
        time: '10:15:30',
        pending: true,
        needsAttention: false,
      },
    });
    expect(photo!.blob).not.toBeNull();
    // About 7.8 km north of the site: flagged for the reviewer like a server photo.
    expect(photoFlagText(photo!.ref, SITE, 'es')).toMatch(/m del sitio/);
  });

  it('saves a photo with no device position, flagged for the reviewer', async () => {
    await savePhoto(db, input({ position: { lat: null, longitud: null } }));
    const [entry] = await userEntries(db, USER);
    expect(entry!.body.Photo).toMatchObject({ lat: null, longitud: null });
    const [photo] = await readDevicePhotos(db, USER, ORDER);
    expect(photoFlagText(photo!.ref, SITE, 'es')).toBe('La foto no tiene ubicación.');
  });

  it('marks a photo the server refused as needing attention', async () => {
    const saved = await savePhoto(db, input());
    await db.outbox.update(saved.entryId, { state: 'attention', lastMessage: 'Formato' });
    const [photo] = await readDevicePhotos(db, USER, ORDER);
    expect(photo).toMatchObject({ state: 'attention', message: 'Formato' });
    expect(photo!.ref.needsAttention).toBe(true);
  });

  it('keeps photos per user and per order', async () => {
    await savePhoto(db, input());
    await savePhoto(db, input({ userId: 8 }));
    await savePhoto(db, input({ orderCode: '400000100002' }));
    expect(await readDevicePhotos(db, USER, ORDER)).toHaveLength(1);
    expect(await readDevicePhotos(db, 8, ORDER)).toHaveLength(1);
    expect(await readDevicePhotos(db, USER, '400000100002')).toHaveLength(1);
  });
});

describe('removing a photo before it is sent', () => {
  it('discards its entry, its file and the photo, and nothing else', async () => {
    const first = await savePhoto(db, input());
    const second = await savePhoto(db, input({ target: { kind: 'antenna', antenna: 1 } }));
    await removeDevicePhoto(db, USER, ORDER, first.clientId);

    const left = await readDevicePhotos(db, USER, ORDER);
    expect(left.map((p) => p.clientId)).toEqual([second.clientId]);
    expect((await userEntries(db, USER)).map((e) => e.id)).toEqual([second.entryId]);
    expect(await db.blobs.get(first.blobId)).toBeUndefined();
    expect(await db.blobs.get(second.blobId)).toBeDefined();
  });

  it('also removes a photo whose entry was parked for attention', async () => {
    const saved = await savePhoto(db, input());
    await db.outbox.update(saved.entryId, { state: 'attention' });
    await removeDevicePhoto(db, USER, ORDER, saved.clientId);
    expect(await readDevicePhotos(db, USER, ORDER)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
  });
});

describe('acknowledgement of a photo', () => {
  const answer = (clientId: string, idPhoto = 12) => ({
    Result: true,
    Message: null,
    Photo: {
      idPhoto,
      Id: clientId,
      lat: 19.5,
      longitud: -99.13,
      date: '01-03-2026',
      time: '10:15:30',
    },
  });

  it('puts the photo in the offline copy with its file, and the device photo goes', async () => {
    await takeOffline();
    const saved = await savePhoto(db, input());
    const [entry] = await userEntries(db, USER);
    await onPhotoAcknowledged(db, entry!, answer(saved.clientId), 2_000);
    await acknowledgeEntry(db, entry!);

    const copy = await readOfflineOrder(db, USER, ORDER);
    expect(copy!.version).toBe(3);
    expect(copy!.details.groups[0]!.characteristics[0]!.charPhotos.map((p) => p.Id)).toEqual([
      'server-photo-1',
      saved.clientId,
    ]);
    expect(copy!.details.groups[0]!.characteristics[0]!.charPhotos[1]).toMatchObject({
      idPhoto: 12,
      lat: 19.5,
    });
    // The copy shows the photo from the file already on the device, with no download.
    expect((await readPhotoBlobs(db, USER, [saved.clientId])).has(saved.clientId)).toBe(true);
    // happy-dom's Blob does not survive fake-indexeddb's clone whole: check the record's facts.
    expect(await db.blobs.get(photoBlobId(USER, saved.clientId))).toMatchObject({
      userId: USER,
      orderCode: ORDER,
      type: 'image/jpeg',
      size: 2048,
    });
    expect(await readDevicePhotos(db, USER, ORDER)).toEqual([]);
    expect(await db.blobs.get(saved.blobId)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('adds an antenna photo once, even when acknowledged twice', async () => {
    await takeOffline();
    const saved = await savePhoto(db, input({ target: { kind: 'antenna', antenna: 1 } }));
    const [entry] = await userEntries(db, USER);
    await onPhotoAcknowledged(db, entry!, answer(saved.clientId), 2_000);
    await onPhotoAcknowledged(db, entry!, answer(saved.clientId), 2_001);
    const copy = await readOfflineOrder(db, USER, ORDER);
    expect(copy!.details.inventory!.antennas[0]!.antennaPhotos.map((p) => p.Id)).toEqual([
      saved.clientId,
    ]);
  });

  it('drops the device photo when the order has no offline copy', async () => {
    const saved = await savePhoto(db, input());
    const [entry] = await userEntries(db, USER);
    await onPhotoAcknowledged(db, entry!, answer(saved.clientId), 2_000);
    expect(await readDevicePhotos(db, USER, ORDER)).toEqual([]);
    expect(await readOfflineOrder(db, USER, ORDER)).toBeNull();
  });

  it('ignores entries that are not photos', async () => {
    await takeOffline();
    await onPhotoAcknowledged(
      db,
      {
        userId: USER,
        orderCode: ORDER,
        name: 'ResultsOrderMP',
        body: {},
        idempotencyKey: 'k',
        createdAt: 0,
        attempts: 0,
        nextAttemptAt: 0,
        state: 'pending',
      },
      { Result: true },
      1,
    );
    expect((await readOfflineOrder(db, USER, ORDER))!.details).toEqual(order());
  });
});
