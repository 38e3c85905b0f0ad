/**
 * The ERP adapter for maintenance orders: the reads and writes of spec 3 §7.1-7.2, always within a
 * caller's scope. The embedded implementation answers from the same database; a SAP gateway would too.
 */
import type { AttachmentFileType } from '../../../../src/domain/maintenance/attachments';
import type { Language } from '../../../../src/protocol/envelope';
import type {
  Attachment,
  ImageFile,
  OrderDetails,
  OrderListPlace,
  OrderRow,
  PhotoRef,
} from '../../../../src/protocol/maintenance';
import type {
  GroupReviewValues,
  InventoryReviewValues,
} from '../../../../src/protocol/maintenance-review';

/**
 * What a caller may see: each list restricts the orders to those values; null leaves that
 * dimension open. An empty list matches nothing.
 */
export interface OrderScope {
  companies: readonly string[] | null;
  lifnrs: readonly string[] | null;
  crews: readonly string[] | null;
  regions: readonly string[] | null;
}

/** The list filter, decoded: absent fields match any value; dates are 'YYYY-MM-DD'. */
export interface OrderFilter {
  bukrs?: string;
  lifnr?: string;
  status?: string;
  from?: string;
  to?: string;
  site?: string;
  region?: string;
}

/** One stretch of the list: up to `limit` orders, starting right after the place `after`. */
export interface OrderListPage {
  limit: number;
  after: OrderListPlace | null;
}

/** One order as a write sees it: its list row and its details, read inside the write. */
export interface OrderSnapshot {
  row: OrderRow;
  details: OrderDetails;
}

/** New values of one side of a review row; `id` is the group's uuidObj or the antenna number. */
export interface ReviewRowWrite {
  kind: 'group' | 'inventory' | 'antenna';
  id: string;
  side: 'Pr' | 'Tl';
  /** '' clears the status. */
  status: string;
  comment: string;
}

/** Order-level fields a write may change; absent ones stay. Dates are 'YYYY-MM-DD'. */
export interface OrderFieldsWrite {
  status?: string;
  orderStatus?: string;
  workCntr?: string;
  fsavd?: string;
  fsavz?: string;
}

export interface OrderWrite {
  rows: readonly ReviewRowWrite[];
  order: OrderFieldsWrite;
}

/** What a write decides on the current order: apply changes, or refuse and change nothing. */
export type OrderDecision<T> = { apply: OrderWrite; outcome: T } | { refuse: T };

export interface OrderChange<T> {
  applied: boolean;
  outcome: T;
  /** The order after the write (as it was when refused). */
  after: OrderSnapshot;
}

/**
 * What a review write reads under the order's lock: the list status, the review status and the
 * version of the order, and the review fields of its rows — those a ReviewRowsWanted names, or all.
 */
export interface ReviewRows {
  /** User status '01'..'07' (spec 3 §4.4). */
  status: OrderRow['STATUS'];
  orderStatus: OrderDetails['orderStatus'];
  version: number;
  groups: GroupReviewValues[];
  /** The site and the antennas read; null when the order has no inventory or none was wanted. */
  inventory: InventoryReviewValues | null;
}

/** The rows a review write reads: every one, or the groups, site and antennas its edits name. */
export interface ReviewRowsWanted {
  all: boolean;
  groups: readonly string[];
  inventory: boolean;
  antennas: readonly number[];
}

/**
 * What a review write decides: the writes of its edits in order (the version grows by one per
 * edit that writes something), or a refusal that changes nothing and may ask for the whole order.
 */
export type ReviewDecision<T> =
  { apply: { edits: readonly OrderWrite[] }; outcome: T } | { refuse: T; withDetails: boolean };

export interface ReviewWrite<T> {
  applied: boolean;
  outcome: T;
  /** The version found under the lock, and the version after the write. */
  baseVersion: number;
  version: number;
  /** The whole order as read under the lock, when a refusal asked for it; else null. */
  details: OrderDetails | null;
}

/** The portal user behind a file write: who it is recorded as, and whose ClientIds it uses. */
export interface FileAuthor {
  userId: number;
  userName: string;
}

/** A new attachment whose content was already checked (size, type by content, digest). */
export interface NewAttachment {
  /** The id the device chose, unique per author; null when the caller sent none. */
  clientId: string | null;
  aufnr: string;
  attachmentTypeId: number;
  description: string;
  notes: string;
  fileName: string;
  fileExt: AttachmentFileType;
  active: boolean;
  content: Uint8Array;
}

/**
 * An attachment named by its server Id, or by the ClientId its author added it with; when both
 * are given they must name the same attachment.
 */
export interface AttachmentTarget {
  id?: number;
  clientId?: string;
  /** The caller: a ClientId is looked up among the attachments this user added. */
  userId: number;
}

export type AttachmentAdd =
  | { kind: 'orderNotFound' }
  | { kind: 'typeNotFound' }
  /** `replayed`: the author already added an attachment with this ClientId; that one is answered. */
  | { kind: 'created' | 'replayed'; attachment: Attachment };

export interface AttachmentChanges {
  description: string;
  notes: string;
  active: boolean;
}

/** What a photo shows: a characteristic of a group or of the inventory, or an antenna. */
export type PhotoTarget =
  | { kind: 'characteristic'; ownerUuid: string; charSequence: number }
  | { kind: 'antenna'; antenna: number };

/** A new JPEG photo whose content was already checked; `id` is the device's ClientId. */
export interface NewPhoto {
  id: string;
  aufnr: string;
  target: PhotoTarget;
  lat: number | null;
  longitud: number | null;
  /** 'YYYY-MM-DD' or null when the device did not know. */
  takenDate: string | null;
  /** 'HH:MM:SS' or null. */
  takenTime: string | null;
  content: Uint8Array;
}

export type PhotoAdd =
  | { kind: 'orderNotFound' }
  | { kind: 'targetNotFound' }
  /** The id belongs to another photo (of another user, or one the ERP holds). */
  | { kind: 'idTaken' }
  | { kind: 'created' | 'replayed'; aufnr: string; photo: PhotoRef };

/**
 * A photo id looked up for a replay: the caller's own photo, `taken` when the id belongs to a
 * photo they may not answer with (another user's, or the ERP's), null when the id is unused.
 */
export type PhotoLookup = { aufnr: string; photo: PhotoRef } | 'taken' | null;

export interface MaintenanceErp {
  /**
   * The visible orders matching the filter in the list's order (latest scheduled date and time
   * first, then order number), at most `page.limit` of them after `page.after`; without `page`,
   * the first ORDER_LIST_MAX_ROWS.
   */
  listOrders(
    scope: OrderScope,
    filter: OrderFilter,
    lang: Language,
    page?: OrderListPage,
  ): Promise<OrderRow[]>;
  /** How many visible orders match the filter, counted up to `limit` (never more than it). */
  countOrders(scope: OrderScope, filter: OrderFilter, limit: number): Promise<number>;
  /** Null when the order does not exist or is outside the scope (the two are not told apart). */
  orderDetails(scope: OrderScope, aufnr: string): Promise<OrderDetails | null>;
  /** The active attachments; null when the order is not visible. */
  listAttachments(scope: OrderScope, aufnr: string): Promise<Attachment[] | null>;
  /** One active attachment with FileBase64; null when it or its order is not visible. */
  attachment(scope: OrderScope, id: number): Promise<Attachment | null>;
  /** The visible photos among the ids, in the order asked. */
  images(scope: OrderScope, ids: readonly string[]): Promise<ImageFile[]>;
  /** Whether the order exists and the scope may see it. */
  orderVisible(scope: OrderScope, aufnr: string): Promise<boolean>;
  /** The attachment this user added with the ClientId, when its order is visible (any Active). */
  attachmentByClientId(
    scope: OrderScope,
    userId: number,
    clientId: string,
  ): Promise<Attachment | null>;
  /**
   * Adds an attachment and stores its content. Adding never changes the order's version: an
   * attachment cannot conflict with a review of the order.
   */
  addAttachment(
    scope: OrderScope,
    attachment: NewAttachment,
    by: FileAuthor,
    now: Date,
  ): Promise<AttachmentAdd>;
  /**
   * Changes description, notes and Active of an active attachment; null when it is not visible or
   * was deleted.
   */
  modifyAttachment(
    scope: OrderScope,
    target: AttachmentTarget,
    changes: AttachmentChanges,
    by: FileAuthor,
    now: Date,
  ): Promise<Attachment | null>;
  /**
   * Deactivates an attachment: `deleted`, or `alreadyDeleted` when it was inactive already (a
   * replayed delete succeeds); null when it is not visible.
   */
  deleteAttachment(
    scope: OrderScope,
    target: AttachmentTarget,
    by: FileAuthor,
    now: Date,
  ): Promise<{ kind: 'deleted' | 'alreadyDeleted'; attachment: Attachment } | null>;
  /** The photo with this id, for a replay of the photo write (see PhotoLookup). */
  photoById(scope: OrderScope, userId: number, id: string): Promise<PhotoLookup>;
  /** Whether the order has the characteristic or antenna (null when the order is not visible). */
  photoTargetExists(scope: OrderScope, aufnr: string, target: PhotoTarget): Promise<boolean | null>;
  /**
   * Adds a photo as the next of its characteristic or antenna and stores the JPEG. Like an
   * attachment, it never changes the order's version.
   */
  addPhoto(scope: OrderScope, photo: NewPhoto, by: FileAuthor, now: Date): Promise<PhotoAdd>;
  /**
   * One atomic write: reads the order (locked against concurrent writes), lets `decide` check it,
   * applies what it returns and bumps the version once. Null when the order is not visible.
   */
  changeOrder<T>(
    scope: OrderScope,
    aufnr: string,
    now: Date,
    decide: (current: OrderSnapshot) => OrderDecision<T>,
  ): Promise<OrderChange<T> | null>;
  /**
   * A review write reading only what it needs: locks the order, reads its review state and the
   * wanted rows, lets `decide` check them and applies its edits' writes, bumping the version once
   * per edit that writes something, all in one transaction. Null when the order is not visible.
   */
  changeReview<T>(
    scope: OrderScope,
    aufnr: string,
    now: Date,
    wanted: ReviewRowsWanted,
    decide: (current: ReviewRows) => ReviewDecision<T>,
  ): Promise<ReviewWrite<T> | null>;
}
