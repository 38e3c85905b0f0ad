/**
 * Maintenance orders on the wire (spec 3 §3.1-3.7, §7.1-7.2): api/reportOrders (list),
 * api/ResultsOrderMP (detail), api/Attachment, api/AttachmentType and api/ImageFile. Field names
 * are the ERP's own, as the spec writes them; empty strings mean "not set", as SAP sends them.
 */
import * as v from 'valibot';
import { fromErpDate, fromWireDate, isCalendarDate } from '../domain/maintenance/calendar';
import { idSchema, plainString, plainText } from './bounds';
import { request, response } from './envelope';
import { encodeListCursor, listCursorSchema } from './list-cursor';

/** Order status codes of the list (spec 3 §4.4): 01 confirmed .. 07 validated by the operator. */
export const ORDER_STATUS_CODES = ['01', '02', '03', '04', '05', '06', '07'] as const;
/** Order types (spec 3 §4.4): TS01 preventive, TS02 corrective, TS03 major. */
export const ORDER_TYPE_CODES = ['TS01', 'TS02', 'TS03'] as const;
/** Review status of the order detail: '' none yet, VAPR awaiting the lessor, then the outcomes. */
export const ORDER_REVIEW_STATUSES = ['', 'VAPR', 'VAPV', 'REPV', 'VATL', 'RETL'] as const;
/** Lessor-side (Pr) review statuses; '' is no status. */
export const PR_STATUSES = ['', 'VAPV', 'REPV'] as const;
/** Operator-side (Tl) review statuses; '' is no status. */
export const TL_STATUSES = ['', 'VATL', 'RETL'] as const;

/** Most images one api/ImageFile call answers. */
export const MAX_IMAGES_PER_CALL = 50;

/** An ERP date filter 'YYYYMMDD' that is a real calendar day. */
const ErpDate = v.pipe(
  plainString,
  v.regex(/^\d{8}$/),
  v.check((s) => fromWireDate(s) !== null),
);
/** A filter field where '' (or absence) means any. */
const anyOr = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.optional(v.union([v.literal(''), schema]), '');

/** A choice of a characteristic or an inventory list: option code and its text. */
export const Option = v.object({ opt: v.string(), value: v.string() });

/** One order of the list (spec 3 §3.1) with its keys, status code and version. */
export const OrderRow = v.object({
  AUFNR: v.string(),
  AUART: v.picklist(ORDER_TYPE_CODES),
  AUART_TXT: v.string(),
  BUKRS: v.string(),
  /** Lessor or supplier, padded to 10 digits. */
  LIFNR: v.string(),
  /** Work center of the order; sent back as Arbpl with the detail. */
  ARBPL: v.string(),
  TXT: v.string(),
  /** Month of the scheduled date, e.g. 'Marzo 2026'. */
  MONTH: v.string(),
  FUNCT_LOC: v.string(),
  DESCRIPT: v.string(),
  PO_NUMBER: v.string(),
  /** User status code '01'..'07'. */
  STATUS: v.picklist(ORDER_STATUS_CODES),
  TXT30: v.string(),
  /** Review status of the order (VAPR, VAPV, REPV, VATL, RETL or ''). */
  ORDER_STATUS: v.picklist(ORDER_REVIEW_STATUSES),
  /** Scheduled date dd-mm-yyyy. */
  FSAVD: v.string(),
  /** Scheduled time HH:MM:SS. */
  FSAVZ: v.string(),
  TDLINE: v.string(),
  /** Crew code; '' while no crew is assigned. */
  WORK_CNTR: v.string(),
  LATU: v.number(),
  LOTU: v.number(),
  CITY1: v.string(),
  /** Region code (NOR, CEN, SUR, OCC). */
  REGION: v.string(),
  STR_SUPPL1: v.string(),
  STR_SUPPL2: v.string(),
  ORDER_COMMENTS: v.string(),
  OP: v.string(),
  /** Grows on every change of the order; drafts carry the version they were based on. */
  VERSION: v.number(),
});
export type OrderRow = v.InferOutput<typeof OrderRow>;

/**
 * Rows a page of the orders list holds (spec 3 §9: 25, 50 by default, 100, or all); 0 is "all":
 * every order up to ORDER_LIST_MAX_ROWS.
 */
export const ORDER_PAGE_SIZES = [25, 50, 100, 0] as const;
export type OrderPageSize = (typeof ORDER_PAGE_SIZES)[number];
/** Most orders one answer holds: a call without PageSize, or PageSize 0. */
export const ORDER_LIST_MAX_ROWS = 5000;
/**
 * Matching orders are counted up to this many: the count costs at most this many index entries
 * whatever the table holds; past it the page says "más de 1,000".
 */
export const ORDER_COUNT_LIMIT = 1000;

/**
 * A place in the list's order: the list is latest scheduled first (date, then time, both
 * descending), then by order number ascending, as the page shows it (spec 3 §2.3).
 */
export interface OrderListPlace {
  /** Scheduled date 'YYYY-MM-DD'. */
  date: string;
  /** Scheduled time as stored (HH:MM:SS). */
  time: string;
  aufnr: string;
}

/** The cursor that starts the list right after `row` (the last row of a page). */
export function orderListCursor(row: Pick<OrderRow, 'FSAVD' | 'FSAVZ' | 'AUFNR'>): string {
  return encodeListCursor([fromErpDate(row.FSAVD) ?? '', row.FSAVZ, row.AUFNR]);
}

function readOrderPlace(values: readonly unknown[]): OrderListPlace | null {
  const [date, time, aufnr] = values;
  if (values.length !== 3 || typeof date !== 'string' || typeof time !== 'string') return null;
  if (typeof aufnr !== 'string' || !/^\d{1,12}$/.test(aufnr)) return null;
  if (!isCalendarDate(date) || !/^[0-9:]{0,8}$/.test(time)) return null;
  return { date, time, aufnr };
}

/** 20 list: the filter of spec 3 §7.1; '' or absent means any, dates are YYYYMMDD. */
export const OrderListRequest = v.pipe(
  request({
    bukrs: anyOr(v.pipe(plainString, v.regex(/^[A-Z0-9]{1,4}$/))),
    /** Digits are padded to 10, as the ERP keeps them. */
    lifnr: anyOr(
      v.pipe(
        plainString,
        v.regex(/^\d{1,10}$/),
        v.transform((s) => s.padStart(10, '0')),
      ),
    ),
    status: anyOr(v.picklist(ORDER_STATUS_CODES)),
    fsavd_i: anyOr(ErpDate),
    fsavd_e: anyOr(ErpDate),
    /** Site (functional location), consult page only. */
    Tplnr: anyOr(v.pipe(plainString, v.trim(), v.maxLength(40))),
    REGION: anyOr(v.pipe(plainString, v.regex(/^[A-Z0-9]{1,10}$/))),
    /** Rows a page; absent: the whole list up to ORDER_LIST_MAX_ROWS, unpaged, as before paging. */
    PageSize: v.optional(v.picklist(ORDER_PAGE_SIZES)),
    /** The Next of the previous page; absent or null for the first page. Needs PageSize. */
    Cursor: v.optional(v.nullable(listCursorSchema(readOrderPlace)), null),
  }),
  v.forward(
    v.partialCheck(
      [['fsavd_i'], ['fsavd_e']],
      (i) => i.fsavd_i === '' || i.fsavd_e === '' || i.fsavd_i <= i.fsavd_e,
    ),
    ['fsavd_e'],
  ),
  v.forward(
    v.partialCheck(
      [['PageSize'], ['Cursor']],
      (i) => i.Cursor === null || i.PageSize !== undefined,
    ),
    ['Cursor'],
  ),
);
export type OrderListRequest = v.InferInput<typeof OrderListRequest>;

/**
 * The answer. A paged call (one with PageSize) adds `Next`, the cursor of the page after this one
 * (null on the last), and on its first page (no Cursor) `Total`: the matching orders, counted up to
 * ORDER_COUNT_LIMIT, with `TotalMore` true when there are more than that. A call without PageSize
 * answers the List alone, as before paging.
 */
export const OrderListResponse = response({
  List: v.array(OrderRow),
  Next: v.optional(v.nullable(v.string())),
  Total: v.optional(v.number()),
  TotalMore: v.optional(v.boolean()),
});
export type OrderListResponse = v.InferOutput<typeof OrderListResponse>;

/** A photo reference (spec 3 §3.6): idPhoto numbers the photos of an order, Id is the key for api/ImageFile. */
export const PhotoRef = v.object({
  idPhoto: v.number(),
  Id: v.string(),
  /** Latitude and longitude where it was taken; null when the device had no position. */
  lat: v.nullable(v.number()),
  longitud: v.nullable(v.number()),
  /** dd-mm-yyyy, or '' when unknown. */
  date: v.string(),
  /** HH:MM:SS, or '' when unknown. */
  time: v.string(),
});
export type PhotoRef = v.InferOutput<typeof PhotoRef>;

/** A characteristic (spec 3 §3.4): the test, its result (value), rating (charStatus) and photos. */
export const Characteristic = v.object({
  sequence: v.number(),
  charText: v.string(),
  charComments: v.string(),
  charCommentsIndicator: v.boolean(),
  charStatus: v.string(),
  charPhotos: v.array(PhotoRef),
  value: v.string(),
  options: v.array(Option),
});
export type Characteristic = v.InferOutput<typeof Characteristic>;

/** A review group (spec 3 §3.3); locked when its Tl status is VATL and the order is VAPV. */
export const Group = v.object({
  uuidObj: v.string(),
  sequence: v.number(),
  groupCode: v.string(),
  groupVersion: v.string(),
  groupVariant: v.string(),
  groupText: v.string(),
  /** The crew's verdict on the group and its comments. */
  groupStatus: v.string(),
  groupComments: v.string(),
  groupStatusPr: v.picklist(PR_STATUSES),
  groupCommentsPr: v.string(),
  groupStatusTl: v.picklist(TL_STATUSES),
  groupCommentsTl: v.string(),
  characteristics: v.array(Characteristic),
  /** Client-side edit state; the server always answers false / null. */
  edited: v.boolean(),
  error: v.nullable(v.string()),
  locked: v.boolean(),
});
export type Group = v.InferOutput<typeof Group>;

/** An antenna of the site inventory (spec 3 §3.5); ncra in `um` (M, metres), orientation in degrees. */
export const Antenna = v.object({
  antenna: v.number(),
  technologyCode: v.string(),
  sizeCode: v.string(),
  ncra: v.number(),
  um: v.string(),
  orientation: v.number(),
  sectorCode: v.string(),
  concessionaireCode: v.string(),
  observations: v.string(),
  comments: v.string(),
  antennaStatusPr: v.picklist(PR_STATUSES),
  antennaCommentsPr: v.string(),
  antennaStatusTl: v.picklist(TL_STATUSES),
  antennaCommentsTl: v.string(),
  antennaPhotos: v.array(PhotoRef),
  locked: v.boolean(),
  edited: v.boolean(),
  error: v.nullable(v.string()),
});
export type Antenna = v.InferOutput<typeof Antenna>;

/** The site inventory (spec 3 §3.5): site data in metres, photos by characteristic, antennas, review. */
export const Inventory = v.object({
  uuidObj: v.string(),
  buildingHeight: v.number(),
  towerType: v.string(),
  towerHeight: v.number(),
  generalComments: v.string(),
  /** The inventory's photo characteristics (general view, tower, antennas...). */
  characteristics: v.array(Characteristic),
  groupStatusPr: v.picklist(PR_STATUSES),
  groupCommentsPr: v.string(),
  groupStatusTl: v.picklist(TL_STATUSES),
  groupCommentsTl: v.string(),
  locked: v.boolean(),
  antennas: v.array(Antenna),
  technologyOptions: v.array(Option),
  sizeOptions: v.array(Option),
  sectorOptions: v.array(Option),
  concessionaireOptions: v.array(Option),
});
export type Inventory = v.InferOutput<typeof Inventory>;

/** The order details (spec 3 §3.2) with the version drafts are based on. */
export const OrderDetails = v.object({
  orderCode: v.string(),
  orderType: v.picklist(ORDER_TYPE_CODES),
  /** Review status of the order: VAPV means awaiting the operator. */
  orderStatus: v.picklist(ORDER_REVIEW_STATUSES),
  /** Scheduled date dd-mm-yyyy. */
  orderDate: v.string(),
  /** LIFNR of the order. */
  supplier: v.string(),
  /** FUNCT_LOC of the order. */
  site: v.string(),
  groups: v.array(Group),
  inventory: v.nullable(Inventory),
  version: v.number(),
});
export type OrderDetails = v.InferOutput<typeof OrderDetails>;

/** api/ResultsOrderMP Process '1': the details of one order, found by Aufnr (Arbpl is accepted as the list row has it). */
export const OrderDetailRequest = request({
  Process: v.literal('1'),
  Aufnr: v.pipe(plainString, v.trim(), v.regex(/^\d{1,12}$/)),
  Arbpl: v.optional(plainText(40), ''),
});
export type OrderDetailRequest = v.InferInput<typeof OrderDetailRequest>;
export const OrderDetailResponse = response({ Data: OrderDetails });
export type OrderDetailResponse = v.InferOutput<typeof OrderDetailResponse>;

/** An attachment of an order (spec 3 §3.7); FileBase64 only in the 21 download. */
export const Attachment = v.object({
  Id: v.number(),
  OrderCode: v.string(),
  AttachmentTypeId: v.number(),
  AttachmentTypeName: v.string(),
  /** MIME type of the file, read from its content. */
  AttachmentType: v.string(),
  Description: v.string(),
  Notes: v.string(),
  FileName: v.string(),
  FileExt: v.string(),
  /** Bytes of the file. */
  FileSize: v.number(),
  FileBase64: v.nullable(v.string()),
  Active: v.boolean(),
  CreatedBy: v.string(),
  /** ISO 8601 instants. */
  CreatedDate: v.string(),
  ModifiedBy: v.nullable(v.string()),
  ModifiedDate: v.nullable(v.string()),
});
export type Attachment = v.InferOutput<typeof Attachment>;

/** api/Attachment 20: the active attachments of an order. */
export const AttachmentListRequest = request({
  Filter: v.object({ OrderCode: v.pipe(plainString, v.trim(), v.regex(/^\d{1,12}$/)) }),
});
export const AttachmentListResponse = response({ List: v.array(Attachment) });
export type AttachmentListResponse = v.InferOutput<typeof AttachmentListResponse>;

/** api/Attachment 21: one attachment with its content. */
export const AttachmentDownloadRequest = request({
  Attachment: v.object({ Id: idSchema }),
});
export const AttachmentDownloadResponse = response({ Attachment: Attachment });
export type AttachmentDownloadResponse = v.InferOutput<typeof AttachmentDownloadResponse>;

/** A type of attachment (spec 3 §3.7). */
export const AttachmentTypeRow = v.object({ Id: v.number(), Name: v.string() });
/** api/AttachmentType 21: the active attachment types. */
export const AttachmentTypeListRequest = request({});
export const AttachmentTypeListResponse = response({ List: v.array(AttachmentTypeRow) });

/** A photo with its JPEG as base64 (spec 3 §3.6). */
export const ImageFile = v.object({
  Id: v.string(),
  ImageBase64: v.string(),
  lat: v.nullable(v.number()),
  longitud: v.nullable(v.number()),
  date: v.string(),
  time: v.string(),
});
export type ImageFile = v.InferOutput<typeof ImageFile>;

/** api/ImageFile 22: up to MAX_IMAGES_PER_CALL photos by Id; ids the caller may not see are left out. */
export const ImageFileRequest = request({
  Filter: v.object({
    Images: v.pipe(
      v.array(v.pipe(plainString, v.minLength(1), v.maxLength(64))),
      v.minLength(1),
      v.maxLength(MAX_IMAGES_PER_CALL),
    ),
  }),
});
export const ImageFileResponse = response({ List: v.array(ImageFile) });
export type ImageFileResponse = v.InferOutput<typeof ImageFileResponse>;
