import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../../lib/session/session-storage';
import { PortalDatabase } from '../../../offline/db';
import { readDrafts } from '../../../offline/drafts';
import { userEntries } from '../../../offline/outbox';
import { createSyncEngine, type TransportAnswer } from '../../../offline/sync-engine';
import type { Antenna, Inventory, OrderDetails } from '../../../protocol/maintenance';
import { REVIEW_UPDATE_ACTION_ID } from '../api/review-update';
import { readOfflineOrder, saveOfflineOrder } from '../local/offline-orders';
import { makeDetails, makeRow } from '../testing/order-fixtures';
import { buildReviewUpdate } from './build-review-update';
import { orderReviewModel } from './order-review';
import { resolveConflict } from './review-conflict';
import { reviewDrafts } from './review-draft';
import { onReviewAcknowledged, queueReview, saveRowDraft } from './review-store';

const USER = 7;
let db: PortalDatabase;
let clock = 1_000;
let keys = 0;

function antenna(n: number): Antenna {
  return {
    antenna: n,
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
  };
}

/** An order with two groups, the inventory site row and two antennas; Tl already reviewed g2. */
function order(version = 3): OrderDetails {
  const base = makeDetails('400000100001', [], version);
  const g1 = base.groups[0]!;
  const g2 = {
    ...g1,
    uuidObj: 'g2',
    sequence: 2,
    groupText: 'Torre',
    groupStatusTl: 'VATL' as const,
  };
  const inventory: Inventory = {
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
    antennas: [antenna(1), antenna(2)],
    technologyOptions: [],
    sizeOptions: [],
    sectorOptions: [],
    concessionaireOptions: [],
  };
  return { ...base, orderStatus: 'VAPR', groups: [g1, g2], inventory };
}

async function edit(
  details: OrderDetails,
  kind: string,
  id: string,
  status: string | null,
  comment = '',
  userId = USER,
) {
  const drafts = reviewDrafts(await readDrafts(db, userId, details.orderCode));
  const model = orderReviewModel(details, drafts, 'Pr');
  const row =
    kind === 'group'
      ? model.groups.get(id)
      : kind === 'antenna'
        ? model.antennas.get(id)
        : model.inventory;
  await saveRowDraft(db, {
    userId,
    orderCode: details.orderCode,
    version: details.version,
    row: row!,
    side: 'Pr',
    values: { status: status as 'VAPV' | 'REPV' | null, comment },
    now: ++clock,
  });
}

const drafts = async (userId = USER) => reviewDrafts(await readDrafts(db, userId, '400000100001'));

beforeEach(() => {
  db = new PortalDatabase(`review-${Math.random()}`);
  keys = 0;
});
afterEach(async () => {
  await db.delete();
});

describe('review drafts on the device', () => {
  it('keeps drafts per user and through a cleared session', async () => {
    const details = order();
    await edit(details, 'group', 'g1', 'VAPV');
    await edit(details, 'group', 'g1', 'REPV', 'Oxidado', 8);
    clearSession();
    expect((await drafts()).map((d) => d.value)).toEqual([
      { side: 'Pr', status: 'VAPV', comment: '', base: { status: null, comment: '' } },
    ]);
    expect((await drafts(8))[0]?.value.status).toBe('REPV');
  });

  it('keeps the base of the first edit when the row is edited again', async () => {
    const details = order();
    await edit(details, 'group', 'g1', 'VAPV');
    await edit(details, 'group', 'g1', 'REPV', 'Falla');
    const [d] = await drafts();
    expect(d?.value).toMatchObject({ status: 'REPV', base: { status: null, comment: '' } });
    expect(d?.baseVersion).toBe(3);
  });
});

describe('building the review update from drafts', () => {
  it('sends only changed rows, only the side fields, Base from the server copy', async () => {
    const details = order();
    await edit(details, 'group', 'g1', 'REPV', 'Sin tierra');
    await edit(details, 'group', 'g2', null); // same as the server: not sent
    await edit(details, 'antenna', '2', 'VAPV');
    await edit(details, 'inventory', 'site', 'VAPV');
    const built = buildReviewUpdate({ details, drafts: await drafts(), side: 'Pr', arbpl: 'CUA' });
    expect(built?.request).toEqual({
      ActionId: REVIEW_UPDATE_ACTION_ID,
      Process: '2',
      Aufnr: '400000100001',
      Arbpl: 'CUA',
      Version: 3,
      Data: {
        orderCode: '400000100001',
        groups: [{ uuidObj: 'g1', groupStatusPr: 'REPV', groupCommentsPr: 'Sin tierra' }],
        inventory: {
          groupStatusPr: 'VAPV',
          groupCommentsPr: '',
          antennas: [{ antenna: 2, antennaStatusPr: 'VAPV', antennaCommentsPr: '' }],
        },
      },
      Base: {
        'group:g1': { status: '', comment: '' },
        'antenna:2': { status: '', comment: '' },
        inventory: { status: '', comment: '' },
      },
      RefreshOrderStatus: false,
    });
    expect(built?.draftKeys).toHaveLength(3);
  });

  it('asks for RefreshOrderStatus once every row is decided', async () => {
    const details = order();
    for (const g of ['g1', 'g2']) await edit(details, 'group', g, 'VAPV');
    for (const a of ['1', '2']) await edit(details, 'antenna', a, 'VAPV');
    await edit(details, 'inventory', 'site', 'REPV', 'Falta antena');
    const built = buildReviewUpdate({ details, drafts: await drafts(), side: 'Pr', arbpl: '' });
    expect(built?.request.RefreshOrderStatus).toBe(true);
    expect(built?.request.Data.inventory?.antennas).toHaveLength(2);
  });

  it('answers null with no change', async () => {
    expect(buildReviewUpdate({ details: order(), drafts: [], side: 'Pr', arbpl: '' })).toBeNull();
  });
});

describe('queue, send and acknowledge', () => {
  it('queues one entry, refuses rows in error, and the answer refreshes the copy and drops the drafts', async () => {
    const details = order();
    await saveOfflineOrder(db, {
      userId: USER,
      details,
      row: makeRow(details.orderCode),
      attachments: [],
      photos: [],
      now: 1,
    });
    await edit(details, 'group', 'g1', 'REPV'); // rejected without comments
    const input = {
      userId: USER,
      details,
      side: 'Pr' as const,
      arbpl: '',
      now: 5,
      newKey: () => `k${++keys}`,
    };
    expect(await queueReview(db, { ...input, drafts: await drafts() })).toBeNull();
    await edit(details, 'group', 'g1', 'REPV', 'Sin tierra');
    const id = await queueReview(db, { ...input, drafts: await drafts() });
    expect(id).not.toBeNull();
    expect((await drafts())[0]?.queuedBy).toBe(id);
    // Queued drafts are not sent twice.
    expect(await queueReview(db, { ...input, drafts: await drafts() })).toBeNull();

    const fresh = order(4);
    fresh.groups[0] = { ...fresh.groups[0]!, groupStatusPr: 'REPV', groupCommentsPr: 'Sin tierra' };
    const answer: TransportAnswer = {
      status: 200,
      body: { Result: true, Message: null, Data: fresh, Conflicts: [] },
    };
    const sent: unknown[] = [];
    const engine = createSyncEngine({
      db,
      currentUser: () => USER,
      locks: null,
      transport: async (entry) => {
        sent.push(entry.body);
        return answer;
      },
      onAcknowledged: (entry, body) => onReviewAcknowledged(db, entry, body, 99),
    });
    await engine.drain();
    expect(sent).toHaveLength(1);
    expect(await userEntries(db, USER)).toEqual([]);
    expect(await drafts()).toEqual([]);
    const copy = await readOfflineOrder(db, USER, details.orderCode);
    expect(copy?.version).toBe(4);
    expect(copy?.details.groups[0]?.groupStatusPr).toBe('REPV');
  });

  it('keeps a draft edited again after it was queued', async () => {
    const details = order();
    await edit(details, 'group', 'g1', 'VAPV');
    const input = {
      userId: USER,
      details,
      side: 'Pr' as const,
      arbpl: '',
      now: 5,
      newKey: () => `k${++keys}`,
    };
    await queueReview(db, { ...input, drafts: await drafts() });
    await edit(details, 'group', 'g1', 'REPV', 'Cambio');
    const engine = createSyncEngine({
      db,
      currentUser: () => USER,
      locks: null,
      transport: async () => ({ status: 200, body: { Result: true, Message: null, Data: null } }),
    });
    await engine.drain();
    expect((await drafts()).map((d) => d.value.status)).toEqual(['REPV']);
  });
});

describe('resolving a conflict', () => {
  it('keep mine re-queues with the server values as Base; keep theirs drops the draft', async () => {
    const details = order();
    await saveOfflineOrder(db, {
      userId: USER,
      details,
      row: null,
      attachments: [],
      photos: [],
      now: 1,
    });
    await edit(details, 'group', 'g1', 'VAPV');
    await edit(details, 'antenna', '1', 'VAPV');
    await edit(details, 'inventory', 'site', 'VAPV');
    const input = {
      userId: USER,
      details,
      side: 'Pr' as const,
      arbpl: 'CUA',
      now: 5,
      newKey: () => `k${++keys}`,
    };
    await queueReview(db, { ...input, drafts: await drafts() });
    const server = order(5);
    server.groups[0] = { ...server.groups[0]!, groupStatusPr: 'REPV', groupCommentsPr: 'Otro' };
    server.inventory!.antennas[0] = {
      ...server.inventory!.antennas[0]!,
      antennaStatusPr: 'REPV',
      antennaCommentsPr: 'Mal',
    };
    const engine = createSyncEngine({
      db,
      currentUser: () => USER,
      locks: null,
      transport: async () => ({
        status: 409,
        body: {
          Result: false,
          Message: 'Conflicto',
          Data: server,
          Conflicts: ['group:g1', 'antenna:1'],
        },
      }),
    });
    await engine.drain();
    const [parked] = await userEntries(db, USER);
    expect(parked?.state).toBe('conflict');

    await resolveConflict(
      db,
      parked!,
      { 'group:g1': 'mine', 'antenna:1': 'theirs' },
      50,
      () => 'k-new',
    );
    const [entry] = await userEntries(db, USER);
    expect(entry).toMatchObject({ state: 'pending', idempotencyKey: 'k-new' });
    expect(entry?.body).toMatchObject({
      Version: 5,
      Data: {
        groups: [{ uuidObj: 'g1', groupStatusPr: 'VAPV' }],
        inventory: { groupStatusPr: 'VAPV', antennas: [] },
      },
      Base: { 'group:g1': { status: 'REPV', comment: 'Otro' } },
    });
    expect(Object.keys(entry?.body.Base as object)).toEqual(['group:g1', 'inventory']);
    const left = await drafts();
    expect(left.map((d) => [d.kind, d.queuedBy])).toEqual([
      ['group', entry?.id],
      ['inventory', entry?.id],
    ]);
    expect((await readOfflineOrder(db, USER, details.orderCode))?.version).toBe(5);
  });
});
