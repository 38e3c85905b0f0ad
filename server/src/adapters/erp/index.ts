/**
 * The ERP adapter for maintenance orders: the reads and writes of spec 3 §7.1-7.2, always within a
 * caller's scope. The embedded implementation answers from the same database; a SAP gateway would too.
 */
import type { Language } from '../../../../src/protocol/envelope';
import type {
  Attachment,
  ImageFile,
  OrderDetails,
  OrderRow,
} from '../../../../src/protocol/maintenance';

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

export interface MaintenanceErp {
  listOrders(scope: OrderScope, filter: OrderFilter, lang: Language): Promise<OrderRow[]>;
  /** Null when the order does not exist or is outside the scope (the two are not told apart). */
  orderDetails(scope: OrderScope, aufnr: string): Promise<OrderDetails | null>;
  /** The active attachments; null when the order is not visible. */
  listAttachments(scope: OrderScope, aufnr: string): Promise<Attachment[] | null>;
  /** One active attachment with FileBase64; null when it or its order is not visible. */
  attachment(scope: OrderScope, id: number): Promise<Attachment | null>;
  /** The visible photos among the ids, in the order asked. */
  images(scope: OrderScope, ids: readonly string[]): Promise<ImageFile[]>;
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
}
