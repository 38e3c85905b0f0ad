/**
 * The sizes of the production-volume data set at a scale (LARGE_SCALE, 1 = an operator's
 * production: a million maintenance orders and lease periods, half a million invoices and goods
 * receipts, a hundred thousand users …), and the number ranges its rows take, apart from the
 * demo's (so a demo account never meets a bulk row on a page scoped to its partner).
 */

export interface DataSetSizes {
  scale: number;
  /** Lessors and vendors (suppliers) of the bulk rows: other partners than the demo's. */
  lessors: number;
  vendors: number;
  /** Crews of the bulk vendors in each of the four regions. */
  crewsPerRegion: number;
  /** Tower sites (functional locations) the orders and contracts are for. */
  sites: number;
  orders: number;
  attachments: number;
  /** Lease contracts; each has PERIODS_PER_CONTRACT monthly periods. */
  contracts: number;
  /** Purchase orders; each has ITEMS_PER_ORDER items with 2 or 3 goods receipts each. */
  purchaseOrders: number;
  users: number;
  auditEvents: number;
  sessions: number;
  /** Of `sessions`, the ones still live (neither expired nor revoked). */
  liveSessions: number;
  mails: number;
  sms: number;
  serverErrors: number;
}

/** Monthly periods of each bulk contract: 36 months back to 3 ahead of this month. */
export const PERIODS_PER_CONTRACT = 40;
/** The first period is this many months before this month. */
export const FIRST_PERIOD_MONTHS_BACK = 35;
export const ITEMS_PER_ORDER = 4;
/** Sites of each consolidated (A002) period. */
export const CONSOLIDATED_SITES = 4;
/** The months (from this month) a variable-maintenance contract has an invoice in. */
export const MT_INVOICE_MONTHS_BACK = [2, 5, 9] as const;

/** Bulk lessors are 6000000001…, bulk vendors 7000000001… (the demo's are 00001… and 00002…). */
export const BULK_LESSOR_BASE = 6_000_000_000;
export const BULK_VENDOR_BASE = 7_000_000_000;
/** Bulk maintenance orders are 500000000001… (the demo's 400000100001…). */
export const BULK_AUFNR_BASE = 500_000_000_000;
/** Bulk lease contracts 6900000001… (the demo's 40000001xx). */
export const BULK_RECNNR_BASE = 6_900_000_000;
/** Bulk purchase orders 4600000001… (the demo's 45000010xx). */
export const BULK_EBELN_BASE = 4_600_000_000;
/** Material documents of bulk receipts 5600000001… (the demo's 5000000001…). */
export const BULK_MBLNR_BASE = 5_600_000_000;
/** Document numbers of bulk invoices 5900000001… (the portal's own registrations take 51…). */
export const BULK_BELNR_BASE = 5_900_000_000;

const at = (n: number, scale: number, least = 1) => Math.max(least, Math.round(n * scale));

export function sizesAt(scale: number): DataSetSizes {
  return {
    scale,
    lessors: at(8_000, scale, 10),
    vendors: at(4_000, scale, 10),
    crewsPerRegion: at(500, scale, 2),
    sites: at(20_000, scale, 40),
    orders: at(1_000_000, scale),
    attachments: at(10_000, scale),
    contracts: at(1_000_000 / PERIODS_PER_CONTRACT, scale, 10),
    purchaseOrders: at(50_000, scale, 10),
    users: at(100_000, scale, 100),
    auditEvents: at(1_000_000, scale),
    sessions: at(200_000, scale, 100),
    liveSessions: at(3_000, scale, 10),
    mails: at(150_000, scale),
    sms: at(50_000, scale),
    serverErrors: at(50_000, scale),
  };
}

/** One line per kind of row, for the bench's output and docs/large-volume.md. */
export function describeSizes(s: DataSetSizes): string[] {
  const n = (v: number) => v.toLocaleString('en');
  return [
    `${n(s.orders)} maintenance orders (${n(s.sites)} sites, ${n(s.crewsPerRegion * 4)} crews), ${n(s.attachments)} attachments`,
    `${n(s.contracts)} lease contracts with ${n(s.contracts * PERIODS_PER_CONTRACT)} periods`,
    `${n(s.purchaseOrders)} purchase orders with ${n(s.purchaseOrders * ITEMS_PER_ORDER)} items and their goods receipts`,
    `${n(s.lessors)} lessors and ${n(s.vendors)} vendors, ${n(s.users)} users`,
    `${n(s.auditEvents)} audit events, ${n(s.sessions)} sessions (${n(s.liveSessions)} live), ${n(s.mails + s.sms)} mails and SMS, ${n(s.serverErrors)} server errors`,
  ];
}
