/**
 * Constants of supplier invoicing (spec 2 §3, §5, §9): purchase-order types, how far back receipts
 * are searched, the invoicing block and the defaults of a new supplier in the administration.
 */

/** Purchase-order types (§9): 01 Materiales, 02 Servicios. */
export const ORDER_TYPES = [
  { code: '01', name: 'Materiales' },
  { code: '02', name: 'Servicios' },
] as const;
export type OrderTypeCode = (typeof ORDER_TYPES)[number]['code'];
export const ORDER_TYPE_CODES: readonly OrderTypeCode[] = ORDER_TYPES.map((t) => t.code);

/** Receipts are searched over the last 365 days (§9). */
export const RECEIPT_LOOKBACK_DAYS = 365;

/** An order number (EBELN) is kept as 10 digits; the page may send it padded to 12 (§9). */
export const EBELN_DIGITS = 10;

/**
 * The supplier invoicing block (§5): from day 16 of the month until 1 January 2024 (exclusive),
 * unless the parameter InvoiceSupplierAllowed is active with value 'true'.
 */
export const SUPPLIER_BLOCK_FROM_DAY = 16;
export const SUPPLIER_BLOCK_UNTIL = '2024-01-01';
export const INVOICE_SUPPLIER_ALLOWED = 'InvoiceSupplierAllowed';

/** The catalogues of the supplier form (§3, §9): ids as the seed and the wire use them. */
export const INVOICE_OPTION = { electronic: 1, nonElectronic: 2 } as const;
export const INVOICE_STATUS_ACCOUNTED = 5;
export const INVOICE_TYPE = { purchaseOrder: 1, lease: 2, orderType: 3 } as const;
export const WITHHOLDING_OPTION = { hidden: 1, shown: 2 } as const;

/** A new supplier (§9): electronic invoicing, status 5 Accounted, order invoice, withholding hidden. */
export const NEW_SUPPLIER_INVOICE_CONFIG = {
  InvoiceOptionId: INVOICE_OPTION.electronic,
  InvoiceStatusId: INVOICE_STATUS_ACCOUNTED,
  InvoiceTypeId: INVOICE_TYPE.purchaseOrder,
  WithHoldingTaxOptionId: WITHHOLDING_OPTION.hidden,
} as const;

/** Supplier admin limits (§5): name 256, tax id 256, code 10, search name 512. */
export const SUPPLIER_LIMITS = { name: 256, tin: 256, code: 10, searchName: 512 } as const;

/** Non-electronic invoice currencies (§5). */
export const NON_ELECTRONIC_CURRENCIES = ['MXN', 'USD'] as const;
