import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase } from '../../../offline/db';
import { readDrafts } from '../../../offline/drafts';
import { userEntries } from '../../../offline/outbox';
import type { Antenna, OrderDetails } from '../../../protocol/maintenance';
import type { ReviewChange } from '../../../protocol/maintenance-review';
import { readOfflineOrder, saveOfflineOrder } from '../local/offline-orders';
import { makeDetails, makePhoto, makeRow } from '../testing/order-fixtures';
import { orderReviewModel } from './order-review';
import { reviewDrafts } from './review-draft';
import { onReviewAcknowledged, queueReview, saveRowDraft } from './review-store';

const USER = 7;
const CODE = '400000100001';
let db: PortalDatabase;
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
    antennaStatusTl: 'VATL',
    antennaCommentsTl: '',
    antennaPhotos: [makePhoto('ant-1')],
    locked: false,
    edited: false,
    error: null,
  };
}

/** Two groups (the operator already approved g2), the site row and two antennas, with photos. */
function order(version = 3): OrderDetails {
  const base = makeDetails(CODE, ['p1'], version);
  const g1 = base.groups[0]!;
  const g2 = { ...g1, uuidObj: 'g2', sequence: 2, groupStatusTl: 'VATL' as const };
  return {
    ...base,
    groups: [g1, g2],
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
      antennas: [antenna(1), antenna(2)],
      technologyOptions: [],
      sizeOptions: [],
      sectorOptions: [],
      concessionaireOptions: [],
    },
  };
}

/** What the server answers for a review that approved g1 and antenna 1 (and decided the order). */
const change = (
  baseVersion = 3,
  orderStatus: ReviewChange['orderStatus'] = 'VAPV',
): ReviewChange => ({
  orderCode: CODE,
  baseVersion,
  version: baseVersion + 1,
  orderStatus,
  groups: [
    {
      uuidObj: 'g1',
      groupStatusPr: 'VAPV',
      groupCommentsPr: 'Bien',
      groupStatusTl: '',
      groupCommentsTl: '',
    },
  ],
  inventory: {
    uuidObj: 'inv',
    groupStatusPr: '',
    groupCommentsPr: '',
    groupStatusTl: '',
    groupCommentsTl: '',
    antennas: [
      {
        antenna: 1,
        antennaStatusPr: 'VAPV',
        antennaCommentsPr: '',
        antennaStatusTl: 'VATL',
        antennaCommentsTl: '',
      },
    ],
  },
});

const answer = (data: ReviewChange | OrderDetails) => ({
  Result: true,
  Message: null,
  Data: data,
  Conflicts: [],
});

async function keepOffline(details: OrderDetails) {
  await saveOfflineOrder(db, {
    userId: USER,
    details,
    row: makeRow(CODE),
    attachments: [],
    photos: [],
    now: 1,
  });
}

async function edit(details: OrderDetails, targetId: string, comment: string) {
  const drafts = reviewDrafts(await readDrafts(db, USER, CODE));
  const row = orderReviewModel(details, drafts, 'Pr').groups.get(targetId)!;
  await saveRowDraft(db, {
    userId: USER,
    orderCode: CODE,
    version: details.version,
    row,
    side: 'Pr',
    values: { status: 'VAPV', comment },
    now: ++keys,
  });
}

/** Queues the order's drafts as one entry (the order action) and answers it. */
async function queued(details: OrderDetails) {
  const drafts = reviewDrafts(await readDrafts(db, USER, CODE));
  const id = await queueReview(db, {
    userId: USER,
    details,
    drafts,
    side: 'Pr',
    arbpl: '',
    now: 5,
    newKey: () => `k${++keys}`,
  });
  const entry = (await userEntries(db, USER)).find((e) => e.id === id);
  if (!entry) throw new Error('nothing queued');
  return entry;
}

beforeEach(() => {
  db = new PortalDatabase(`review-ack-${Math.random()}`);
  keys = 0;
});
afterEach(async () => {
  await db.delete();
});

describe('an acknowledged review patches the offline copy with the compact answer', () => {
  it('a copy at the version the review started from takes the rows, the order status, every lock and the version', async () => {
    const details = order();
    await keepOffline(details);
    await edit(details, 'g1', 'Bien');
    await onReviewAcknowledged(db, await queued(details), answer(change()), 99);
    const copy = await readOfflineOrder(db, USER, CODE);
    expect(copy).toMatchObject({ version: 4, fetchedAt: 99 });
    const [g1, g2] = copy!.details.groups;
    expect(copy!.details.orderStatus).toBe('VAPV');
    expect(g1).toMatchObject({ groupStatusPr: 'VAPV', groupCommentsPr: 'Bien', locked: false });
    // Not written, but locked now: operator-approved on an order awaiting the operator (§4.1).
    expect(g2).toMatchObject({ groupStatusPr: '', groupStatusTl: 'VATL', locked: true });
    expect(g1!.characteristics).toEqual(details.groups[0]!.characteristics);
    const [a1, a2] = copy!.details.inventory!.antennas;
    expect(a1).toMatchObject({
      antennaStatusPr: 'VAPV',
      locked: true,
      antennaPhotos: [makePhoto('ant-1')],
    });
    expect(a2).toMatchObject({ antennaStatusPr: '', locked: true });
    expect(copy!.row).toEqual(makeRow(CODE));
  });

  it('an older copy takes the rows but keeps its version and age; a newer one is left as it is', async () => {
    const older = order(2);
    await keepOffline(older);
    await edit(older, 'g1', 'Bien');
    await onReviewAcknowledged(db, await queued(older), answer(change(3)), 99);
    const patched = await readOfflineOrder(db, USER, CODE);
    expect(patched).toMatchObject({ version: 2, fetchedAt: 1 });
    expect(patched!.details.groups[0]!.groupStatusPr).toBe('VAPV');

    const newer = order(9);
    await keepOffline(newer);
    await edit(newer, 'g1', 'Otra');
    await onReviewAcknowledged(db, await queued(newer), answer(change(3)), 120);
    expect((await readOfflineOrder(db, USER, CODE))?.details).toEqual(newer);
  });

  it('a whole order answered (as answers stored before were) still replaces the copy', async () => {
    const details = order();
    await keepOffline(details);
    await edit(details, 'g1', 'Bien');
    const fresh = order(4);
    fresh.groups[0] = { ...fresh.groups[0]!, groupStatusPr: 'VAPV', groupCommentsPr: 'Bien' };
    await onReviewAcknowledged(db, await queued(details), answer(fresh), 99);
    expect((await readOfflineOrder(db, USER, CODE))?.details).toEqual(fresh);
  });

  it('a draft edited again after the review was queued takes what it wrote as its base', async () => {
    const details = order();
    await keepOffline(details);
    await edit(details, 'g1', 'Bien');
    const entry = await queued(details);
    await edit(details, 'g1', 'Mejor');
    const groupOnly = { ...change(3, 'VAPR'), inventory: null };
    await onReviewAcknowledged(db, entry, answer(groupOnly), 99);
    const [draft] = reviewDrafts(await readDrafts(db, USER, CODE));
    expect(draft).toMatchObject({
      baseVersion: 4,
      value: { status: 'VAPV', comment: 'Mejor', base: { status: 'VAPV', comment: 'Bien' } },
    });
    // The draft the entry carried is the one acknowledged: sent again it is no conflict.
    const next = await queued((await readOfflineOrder(db, USER, CODE))!.details);
    expect(next.body.Base).toEqual({ 'group:g1': { status: 'VAPV', comment: 'Bien' } });
  });
});
