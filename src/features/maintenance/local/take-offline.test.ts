import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalDatabase } from '../../../offline/db';
import { offlineAge } from '../lib/offline-age';
import { makeDetails, makeRow } from '../testing/order-fixtures';
import {
  offlineOrderSummaries,
  photoBlobId,
  readOfflineOrder,
  readPhotoBlobs,
  saveOfflineOrder,
} from './offline-orders';
import { takeOrdersOffline } from './take-offline';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const fetchMock = vi.fn<typeof fetch>();
let db: PortalDatabase;
let dbName = '';
let counter = 0;

const json = (body: unknown) => new Response(JSON.stringify(body));

/** A fake server: details by order code, photos by id (as bytes), two attachments per order. */
function serve(
  photoIdsByOrder: Record<string, string[]>,
  failDetailOf?: string,
  refuseDetailOf?: string,
) {
  fetchMock.mockImplementation(async (url, init) => {
    const name = String(url).split('/api/')[1];
    if (init?.method === 'GET') {
      if (name?.startsWith('files/photo/')) {
        return new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } });
      }
      return new Response('{}', { status: 404 });
    }
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    if (name === 'ResultsOrderMP') {
      const code = String(body.Aufnr);
      if (code === failDetailOf) throw new TypeError('Failed to fetch');
      if (code === refuseDetailOf) return json({ Result: false, Message: 'Orden no asignada' });
      return json({
        Result: true,
        Message: null,
        Data: makeDetails(code, photoIdsByOrder[code] ?? []),
      });
    }
    if (name === 'Attachment') {
      const code = (body.Filter as { OrderCode: string }).OrderCode;
      return json({
        Result: true,
        Message: null,
        List: [attachment(1, code), attachment(2, code)],
      });
    }
    return new Response('{}', { status: 404 });
  });
}

function attachment(Id: number, OrderCode: string) {
  return {
    Id,
    OrderCode,
    AttachmentTypeId: 1,
    AttachmentTypeName: 'Reporte de mantenimiento',
    AttachmentType: 'application/pdf',
    Description: `Reporte ${Id}`,
    Notes: '',
    FileName: `reporte-${Id}.pdf`,
    FileExt: 'pdf',
    FileSize: 1234,
    FileBase64: null,
    Active: true,
    CreatedBy: 'mantto.fijo',
    CreatedDate: '2026-03-01T10:00:00.000Z',
    ModifiedBy: null,
    ModifiedDate: null,
  };
}

beforeEach(() => {
  dbName = `maintenance-test-${++counter}`;
  db = new PortalDatabase(dbName);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  db.close();
  await Dexie.delete(dbName);
});

describe('take offline', () => {
  it('stores each order with its photos and attachment list, and reads it back', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `P${i}`);
    serve({ '4000001': ids, '4000002': ['Q1'] });
    const result = await takeOrdersOffline({
      db,
      userId: 7,
      rows: [makeRow('4000001'), makeRow('4000002')],
      now: () => 1_000,
    });
    expect(result).toEqual({ saved: ['4000001', '4000002'], failed: [] });
    // Each of the 61 photos is downloaded once, as bytes.
    const photoCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/api/files/photo/'));
    expect(photoCalls).toHaveLength(61);
    expect(new Set(photoCalls).size).toBe(61);
    expect(photoCalls).toContain('/PortalPRO/api/files/photo/P59');

    const copy = await readOfflineOrder(db, 7, '4000001');
    expect(copy?.details.groups[0]?.groupText).toBe('Sistema de tierras');
    expect(copy?.row?.LATU).toBe(19.43);
    expect(copy?.attachments.map((a) => a.FileName)).toEqual(['reporte-1.pdf', 'reporte-2.pdf']);
    expect(copy?.fetchedAt).toBe(1_000);
    const photos = await readPhotoBlobs(db, 7, ['P0', 'P59', 'Q1', 'missing']);
    expect([...photos.keys()]).toEqual(['P0', 'P59', 'Q1']);
    // happy-dom's Blob does not survive fake-indexeddb's clone whole: check the record's facts.
    const stored = await db.blobs.get(photoBlobId(7, 'P0'));
    expect(stored).toMatchObject({ userId: 7, orderCode: '4000001', type: 'image/jpeg', size: 9 });
    expect([...(await offlineOrderSummaries(db, 7)).entries()]).toEqual([
      ['4000001', { version: 3, fetchedAt: 1_000 }],
      ['4000002', { version: 3, fetchedAt: 1_000 }],
    ]);
  });

  it('keeps copies per user', async () => {
    serve({ '4000001': ['P1'] });
    await takeOrdersOffline({ db, userId: 7, rows: [makeRow('4000001')] });
    expect(await readOfflineOrder(db, 8, '4000001')).toBeNull();
    expect((await readPhotoBlobs(db, 8, ['P1'])).size).toBe(0);
    expect(await db.blobs.get(photoBlobId(7, 'P1'))).toBeDefined();
  });

  it('writes the order and its photos in one transaction: a failed write leaves the old copy', async () => {
    serve({ '4000001': ['P1'] });
    await takeOrdersOffline({ db, userId: 7, rows: [makeRow('4000001')], now: () => 1 });
    const quota = Object.assign(new Error('disk full'), { name: 'QuotaExceededError' });
    const spy = vi.spyOn(db.blobs, 'bulkPut').mockRejectedValueOnce(quota);
    const result = await takeOrdersOffline({
      db,
      userId: 7,
      rows: [makeRow('4000001'), makeRow('4000002')],
      now: () => 2,
    });
    spy.mockRestore();
    expect(result.saved).toEqual([]);
    expect(result.failed).toEqual([
      { orderCode: '4000001', reason: 'quota', message: expect.stringContaining('disk full') },
    ]);
    const copy = await readOfflineOrder(db, 7, '4000001');
    expect(copy?.fetchedAt).toBe(1);
    expect((await readPhotoBlobs(db, 7, ['P1'])).size).toBe(1);
    expect(await readOfflineOrder(db, 7, '4000002')).toBeNull();
  });

  it('a refreshed copy drops the photos the order no longer has', async () => {
    await saveOfflineOrder(db, {
      userId: 7,
      details: makeDetails('4000001', ['OLD']),
      row: null,
      attachments: [],
      photos: [{ Id: 'OLD', blob: new Blob(['x']) }],
      now: 1,
    });
    serve({ '4000001': ['NEW'] });
    await takeOrdersOffline({ db, userId: 7, rows: [makeRow('4000001')] });
    const photos = await readPhotoBlobs(db, 7, ['OLD', 'NEW']);
    expect([...photos.keys()]).toEqual(['NEW']);
  });

  it('stops at a network failure and reports it, keeping what was stored', async () => {
    serve({ '4000001': [] }, '4000002');
    const result = await takeOrdersOffline({
      db,
      userId: 7,
      rows: [makeRow('4000001'), makeRow('4000002'), makeRow('4000003')],
    });
    expect(result.saved).toEqual(['4000001']);
    expect(result.failed.map((f) => [f.orderCode, f.reason])).toEqual([['4000002', 'network']]);
    expect(await readOfflineOrder(db, 7, '4000001')).not.toBeNull();
  });

  it('has the offline pages stored before it downloads the first order', async () => {
    serve({ '4000001': [] });
    const steps: string[] = [];
    fetchMock.mockImplementationOnce(async () => {
      steps.push('order');
      return new Response('{}', { status: 404 });
    });
    await takeOrdersOffline({
      db,
      userId: 7,
      rows: [makeRow('4000001')],
      keepPages: async () => {
        steps.push('pages');
        return 'cached';
      },
    });
    expect(steps).toEqual(['pages', 'order']);
  });

  it.each([
    ['network', 'network'],
    ['quota', 'quota'],
  ] as const)(
    'counts no order as available offline when the pages could not be stored (%s)',
    async (outcome, reason) => {
      serve({ '4000001': [], '4000002': [] });
      const result = await takeOrdersOffline({
        db,
        userId: 7,
        rows: [makeRow('4000001'), makeRow('4000002')],
        keepPages: async () => outcome,
      });
      expect(result.saved).toEqual([]);
      expect(result.failed.map((f) => [f.orderCode, f.reason])).toEqual([['4000001', reason]]);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(await readOfflineOrder(db, 7, '4000001')).toBeNull();
    },
  );

  it('goes on where no service worker keeps pages (development)', async () => {
    serve({ '4000001': [] });
    const result = await takeOrdersOffline({
      db,
      userId: 7,
      rows: [makeRow('4000001')],
      keepPages: async () => 'no-worker',
    });
    expect(result.saved).toEqual(['4000001']);
  });

  it("reports a refused order with the server's message and goes on with the next", async () => {
    serve({}, undefined, '4000002');
    const result = await takeOrdersOffline({
      db,
      userId: 7,
      rows: [makeRow('4000001'), makeRow('4000002'), makeRow('4000003')],
    });
    expect(result.saved).toEqual(['4000001', '4000003']);
    expect(result.failed).toEqual([
      { orderCode: '4000002', reason: 'refused', message: 'Orden no asignada' },
    ]);
  });
});

describe('offline age', () => {
  it.each([
    [0, { unit: 'now', count: 0 }],
    [59_999, { unit: 'now', count: 0 }],
    [5 * 60_000, { unit: 'minutes', count: 5 }],
    [2 * 3_600_000 + 1, { unit: 'hours', count: 2 }],
    [3 * 86_400_000, { unit: 'days', count: 3 }],
    [-10_000, { unit: 'now', count: 0 }],
  ])('%i ms old reads as %o', (elapsed, expected) => {
    expect(offlineAge(1_000_000_000 - elapsed, 1_000_000_000)).toEqual(expected);
  });
});
