/**
 * The codes of lessor invoicing (spec 2 §4, §9): leasing (contract) types, condition types,
 * payment-period and variable-maintenance statuses, advance-payment types. The server's protocol
 * schemas, the embedded ERP and the pages all read them from here.
 */

/** Leasing (contract) types: A001 lease, A002 consolidated, A003 fixed maintenance, A004 adjustments. */
export const LEASING_TYPE_CODES = ['A001', 'A002', 'A003', 'A004'] as const;
export type LeasingTypeCode = (typeof LEASING_TYPE_CODES)[number];

/** Condition type of a lease period (A001 defaults to it). */
export const LEASE_CONDITION = 'Z001';
/** Condition types of the consolidated (A002) and fixed-maintenance (A003) periods of the demo ERP. */
export const CONSOLIDATED_CONDITION = 'ZCON';
export const FIXED_MAINTENANCE_CONDITION = 'ZMFI';

/**
 * Regularization (adjustment, A004) condition types and the year each regularizes (spec 2 §9:
 * Z094 15 … Z102 23, i.e. 2015 to 2023). The adjustment list excludes Z001.
 */
export const ADJUSTMENT_CONDITIONS: Readonly<Record<string, number>> = {
  Z094: 2015,
  Z095: 2016,
  Z096: 2017,
  Z097: 2018,
  Z098: 2019,
  Z099: 2020,
  Z100: 2021,
  Z101: 2022,
  Z102: 2023,
};
export const ADJUSTMENT_CONDITION_CODES = Object.keys(ADJUSTMENT_CONDITIONS) as readonly string[];

/** Advance-payment types: 01 broken-down discount (Z001 + Z030), 02 discount included (Z01A). */
export const ADVANCE_TYPE_CODES = ['01', '02'] as const;
export type AdvanceTypeCode = (typeof ADVANCE_TYPE_CODES)[number];
/** The lease condition and the discount condition of a type 01 advance payment. */
export const ADVANCE_DISCOUNT_CONDITION = 'Z030';
/** The condition of a type 02 advance payment (the discount is already in the amount). */
export const ADVANCE_INCLUDED_CONDITION = 'Z01A';
export const ADVANCE_CONDITIONS: Readonly<Record<AdvanceTypeCode, readonly string[]>> = {
  '01': [LEASE_CONDITION, ADVANCE_DISCOUNT_CONDITION],
  '02': [ADVANCE_INCLUDED_CONDITION],
};
/** Every condition type an advance-payment query may ask for. */
export const ADVANCE_CONDITION_CODES = [
  LEASE_CONDITION,
  ADVANCE_DISCOUNT_CONDITION,
  ADVANCE_INCLUDED_CONDITION,
] as const;

/** The condition types the advance query of a type asks for (spec 2 §7 "Advance payment query"). */
export function advanceConditions(type: AdvanceTypeCode): readonly string[] {
  return ADVANCE_CONDITIONS[type];
}

/** Every condition type a payment period may carry. */
export const CONDITION_TYPE_CODES = [
  LEASE_CONDITION,
  CONSOLIDATED_CONDITION,
  FIXED_MAINTENANCE_CONDITION,
  ADVANCE_DISCOUNT_CONDITION,
  ADVANCE_INCLUDED_CONDITION,
  ...ADJUSTMENT_CONDITION_CODES,
] as const;

/**
 * Flow types of a period (spec 2 §4). Choice where the spec shows only the effect: V100 a plain
 * period; V101 a complement (an adjustment that completes an earlier invoice, shown with a chip);
 * V102 and Z030 the periods of an advance payment, invoiced from the advance-payment page, which
 * the contracts table drops while they are open.
 */
export const FLOW_TYPE_CODES = ['V100', 'V101', 'V102', 'Z030'] as const;
export type FlowTypeCode = (typeof FLOW_TYPE_CODES)[number];
/** Open periods of these flow types are left out of the contracts table (spec 2 §4). */
export const ADVANCE_FLOW_TYPES: readonly FlowTypeCode[] = ['V102', 'Z030'];
/** Periods of this flow type get the complement chip. */
export const COMPLEMENT_FLOW_TYPE: FlowTypeCode = 'V101';

/** Lessor period statuses (spec 2 §4): 01 pending to send, 02 registered, 03 paid. */
export const PERIOD_STATUS = { pending: '01', registered: '02', paid: '03' } as const;
export const PERIOD_STATUS_CODES = ['01', '02', '03'] as const;
export type PeriodStatusCode = (typeof PERIOD_STATUS_CODES)[number];
/** 00 is "all" in a status filter, never a period's status. */
export const ALL_STATUSES = '00';

/** Variable-maintenance invoice statuses: 01 registered, 02 rejected, 03 processed, 04 paid. */
export const MT_STATUS = { registered: '01', rejected: '02', processed: '03', paid: '04' } as const;
export const MT_STATUS_CODES = ['01', '02', '03', '04'] as const;
export type MtStatusCode = (typeof MT_STATUS_CODES)[number];

/** Texts of the statuses, for the tables and the Excel export. */
export const PERIOD_STATUS_LABELS: Readonly<Record<PeriodStatusCode, { es: string; en: string }>> =
  {
    '01': { es: 'Pendiente de envío', en: 'Pending to send' },
    '02': { es: 'Registrada', en: 'Registered' },
    '03': { es: 'Pagada', en: 'Paid' },
  };
export const MT_STATUS_LABELS: Readonly<Record<MtStatusCode, { es: string; en: string }>> = {
  '01': { es: 'Registrada', en: 'Registered' },
  '02': { es: 'Rechazada', en: 'Rejected' },
  '03': { es: 'Procesada', en: 'Processed' },
  '04': { es: 'Pagada', en: 'Paid' },
};

/**
 * Account statement query types (spec 2 §4 "query type (pending or paid)"). Choice: the wire
 * values '1' pending documents and '2' paid documents.
 */
export const STATEMENT_QUERY = { pending: '1', paid: '2' } as const;
export const STATEMENT_QUERY_CODES = ['1', '2'] as const;
export type StatementQueryCode = (typeof STATEMENT_QUERY_CODES)[number];

/**
 * The fixed accounting of a variable-maintenance invoice (spec 2 §3, §9): document type KM, tax
 * code 2C at 16.00. The ledger account, cost item and external-person marker are fixed values the
 * spec does not show; these are the demo ERP's.
 */
export const MT_POSTING = {
  documentType: 'KM',
  taxCode: '2C',
  taxRate: '16.00',
  glAccount: '6120100040',
  costItem: 'MTTO-VARIABLE',
  externalPerson: 'X',
} as const;
