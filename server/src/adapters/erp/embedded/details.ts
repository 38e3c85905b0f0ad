/**
 * The embedded ERP's order details (api/ResultsOrderMP Process '1'): groups with characteristics,
 * the inventory with its antennas, and photo references, read in two queries for one order.
 */
import { eq, sql } from 'drizzle-orm';
import {
  ORDER_REVIEW_STATUSES,
  PR_STATUSES,
  TL_STATUSES,
  type Characteristic,
  type OrderDetails,
  type PhotoRef,
} from '../../../../../src/protocol/maintenance';
import type { Db } from '../../../db/client';
import { fromJsonRows, jsonRows } from '../../../db/json-rows';
import {
  maintenanceAntennas as a,
  maintenanceCharacteristics as ch,
  maintenanceGroups as g,
  maintenanceInventories as inv,
  maintenanceOrders as o,
  maintenancePhotos as p,
} from '../../../db/schema';
import type { OrderScope } from '../index';
import { findVisibleOrder } from './orders';
import { isLocked, oneOf, toPhotoRef, toWireDate } from './wire';

type PhotoRecord = typeof p.$inferSelect;

/** Photos grouped by what they show: `${owner}:${charSequence}` or `antenna:${n}`. */
function photoIndex(photos: PhotoRecord[]): Map<string, PhotoRef[]> {
  const byKey = new Map<string, PhotoRef[]>();
  for (const photo of photos) {
    const key =
      photo.antenna !== null
        ? `antenna:${photo.antenna}`
        : `${photo.ownerUuid}:${photo.charSequence}`;
    const list = byKey.get(key) ?? [];
    list.push(toPhotoRef(photo));
    byKey.set(key, list);
  }
  return byKey;
}

type OrderRecord = typeof o.$inferSelect;

/** The rows an order's details are built from, besides the order row itself. */
export interface OrderParts {
  groups: (typeof g.$inferSelect)[];
  chars: (typeof ch.$inferSelect)[];
  inventories: (typeof inv.$inferSelect)[];
  antennas: (typeof a.$inferSelect)[];
  photos: PhotoRecord[];
}

/** Every row of an order's details, in one round trip (see jsonRows). */
export async function readOrderParts(db: Db, aufnr: string): Promise<OrderParts> {
  const [row] = await db
    .select({
      groups: jsonRows(g, eq(g.aufnr, o.aufnr), sql`${g.sequence}`),
      chars: jsonRows(ch, eq(ch.aufnr, o.aufnr), sql`${ch.ownerUuid}, ${ch.sequence}`),
      inventories: jsonRows(inv, eq(inv.aufnr, o.aufnr)),
      antennas: jsonRows(a, eq(a.aufnr, o.aufnr), sql`${a.antenna}`),
      photos: jsonRows(p, eq(p.aufnr, o.aufnr), sql`${p.sequence}`),
    })
    .from(o)
    .where(eq(o.aufnr, aufnr));
  if (!row) return { groups: [], chars: [], inventories: [], antennas: [], photos: [] };
  return {
    groups: fromJsonRows(g, row.groups),
    chars: fromJsonRows(ch, row.chars),
    inventories: fromJsonRows(inv, row.inventories),
    antennas: fromJsonRows(a, row.antennas),
    photos: fromJsonRows(p, row.photos),
  };
}

export async function orderDetails(
  db: Db,
  scope: OrderScope,
  aufnr: string,
): Promise<OrderDetails | null> {
  const order = await findVisibleOrder(db, scope, aufnr);
  if (!order) return null;
  return assembleDetails(order, await readOrderParts(db, aufnr));
}

/** The wire shape of an order's details from its rows. */
export function assembleDetails(order: OrderRecord, parts: OrderParts): OrderDetails {
  const { groups, chars, inventories, antennas, photos } = parts;
  const photosOf = photoIndex(photos);
  const charsByOwner = new Map<string, Characteristic[]>();
  for (const c of chars) {
    const list = charsByOwner.get(c.ownerUuid) ?? [];
    list.push({
      sequence: c.sequence,
      charText: c.charText,
      charComments: c.charComments,
      charCommentsIndicator: c.charCommentsIndicator,
      charStatus: c.charStatus,
      charPhotos: photosOf.get(`${c.ownerUuid}:${c.sequence}`) ?? [],
      value: c.value,
      options: c.options,
    });
    charsByOwner.set(c.ownerUuid, list);
  }
  const orderStatus = oneOf(ORDER_REVIEW_STATUSES, order.orderStatus);
  const site = inventories[0];
  return {
    orderCode: order.aufnr,
    orderType: order.auart as OrderDetails['orderType'],
    orderStatus,
    orderDate: toWireDate(order.fsavd),
    supplier: order.lifnr,
    site: order.functLoc,
    groups: groups.map((r) => ({
      uuidObj: r.uuidObj,
      sequence: r.sequence,
      groupCode: r.groupCode,
      groupVersion: r.groupVersion,
      groupVariant: r.groupVariant,
      groupText: r.groupText,
      groupStatus: r.groupStatus,
      groupComments: r.groupComments,
      groupStatusPr: oneOf(PR_STATUSES, r.statusPr),
      groupCommentsPr: r.commentsPr,
      groupStatusTl: oneOf(TL_STATUSES, r.statusTl),
      groupCommentsTl: r.commentsTl,
      characteristics: charsByOwner.get(r.uuidObj) ?? [],
      edited: false,
      error: null,
      locked: isLocked(r.statusTl, orderStatus),
    })),
    inventory: site
      ? {
          uuidObj: site.uuidObj,
          buildingHeight: site.buildingHeight,
          towerType: site.towerType,
          towerHeight: site.towerHeight,
          generalComments: site.generalComments,
          characteristics: charsByOwner.get(site.uuidObj) ?? [],
          groupStatusPr: oneOf(PR_STATUSES, site.statusPr),
          groupCommentsPr: site.commentsPr,
          groupStatusTl: oneOf(TL_STATUSES, site.statusTl),
          groupCommentsTl: site.commentsTl,
          locked: isLocked(site.statusTl, orderStatus),
          antennas: antennas.map((r) => ({
            antenna: r.antenna,
            technologyCode: r.technologyCode,
            sizeCode: r.sizeCode,
            ncra: r.ncra,
            um: r.um,
            orientation: r.orientation,
            sectorCode: r.sectorCode,
            concessionaireCode: r.concessionaireCode,
            observations: r.observations,
            comments: r.comments,
            antennaStatusPr: oneOf(PR_STATUSES, r.statusPr),
            antennaCommentsPr: r.commentsPr,
            antennaStatusTl: oneOf(TL_STATUSES, r.statusTl),
            antennaCommentsTl: r.commentsTl,
            antennaPhotos: photosOf.get(`antenna:${r.antenna}`) ?? [],
            locked: isLocked(r.statusTl, orderStatus),
            edited: false,
            error: null,
          })),
          technologyOptions: site.technologyOptions,
          sizeOptions: site.sizeOptions,
          sectorOptions: site.sectorOptions,
          concessionaireOptions: site.concessionaireOptions,
        }
      : null,
    version: order.version,
  };
}
