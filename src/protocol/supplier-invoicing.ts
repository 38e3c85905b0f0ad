/**
 * Supplier invoicing on the wire, the read calls (spec 2 §3, §7): the pending receipt
 * lines a supplier invoices (ReceiptSupplier) or a lessor does (ReceiptLessor), the pending-to-
 * invoice order items (PendingOrders), and the catalogues of the supplier form (PurchaseorderType,
 * InvoiceType, InvoiceStatus, InvoiceOption, WithHoldingTaxOption, ActionIds 10 and 20). Field
 * names are the ERP's; dates answer dd-mm-yyyy, filters are YYYYMMDD; amounts two decimals.
 */
import * as v from 'valibot';
import { ORDER_TYPE_CODES } from '../domain/supplier-invoicing/codes';
import { plainString, plainText } from './bounds';
import { request, response } from './envelope';
import { Bukrs, ErpDate, PartnerCode, WireAmount, WireDate, anyOr } from './invoicing';

/**
 * A purchase order number (EBELN): digits, sent padded to 12 or not at all (§9); read as the
 * ERP keeps it, 10 digits.
 */
export const Ebeln = v.pipe(
  plainString,
  v.trim(),
  v.regex(/^\d{1,12}$/),
  v.transform((s) => s.replace(/^0+(?=\d)/, '').padStart(10, '0')),
  v.check((s) => s.length === 10),
);
/** An order type filter: '' any, 01 Materiales, 02 Servicios. */
export const OrderTypeFilter = v.optional(v.picklist(['', ...ORDER_TYPE_CODES]), '');

/** A withholding of the master (spec 2 §3 "Withholding option"). */
export const WithholdingOption = v.object({
  WITHT: v.string(),
  TEXT40: v.string(),
  WT_WITHCD: v.string(),
});
export type WithholdingOption = v.InferOutput<typeof WithholdingOption>;

/** A withholding a receipt line carries: the master's entry and the amount withheld. */
export const LineWithholding = v.object({ ...WithholdingOption.entries, WRBTR: WireAmount });

/**
 * A pending receipt line (spec 2 §3). isTwin: it shares order, item, document, year and line with
 * an earlier row (a second condition of the same receipt line) and joins the invoice with it;
 * isSelectable: not a twin (the page narrows it further by currency and by the chosen BSART and
 * AUART). RETENCIONES is the sum of WITHHOLDINGS. GJAHR, BELNR and BUZEI name the line in the
 * lessor variant (InvoiceReceiptLessor's FACTURA_D_T): the material document's year, number and
 * line.
 */
export const ReceiptLine = v.object({
  EBELN: v.string(),
  EBELP: v.string(),
  MBLNR: v.string(),
  MJAHR: v.string(),
  ZEILE: v.string(),
  GJAHR: v.string(),
  BELNR: v.string(),
  BUZEI: v.string(),
  /** Receipt posting date. */
  BUDAT: WireDate,
  MWSKZ: v.string(),
  WRBTR: WireAmount,
  FWSTE: WireAmount,
  MENGE: v.string(),
  MEINS: v.string(),
  KSCHL: v.string(),
  LFBNR: v.string(),
  LFPOS: v.string(),
  TXZ01: v.string(),
  TXZ01_ESSR: v.string(),
  LIFNR: v.string(),
  NAME2: v.string(),
  RETENCIONES: WireAmount,
  WITHHOLDINGS: v.array(LineWithholding),
  WAERS: v.string(),
  BSART: v.string(),
  AUART: v.string(),
  PSTYP: v.string(),
  /** The portal's order type: 01 Materiales, 02 Servicios. */
  TIPO_PEDIDO: v.string(),
  isTwin: v.boolean(),
  isSelectable: v.boolean(),
  RECNTXT: v.string(),
  SGTXT: v.string(),
  COMENTARIO: v.string(),
  XBLNR: v.string(),
});
export type ReceiptLine = v.InferOutput<typeof ReceiptLine>;

/** A line's withholding on the wire: [WITHT, WRBTR]; the master's texts are in WITHHOLDINGS. */
export const RowWithholding = v.tuple([v.string(), WireAmount]);

/**
 * The receipt line's values each read writes from the line as the ERP posted it; the partner's
 * number and name (LIFNR, NAME2), the same on every line of an answer, travel once beside them.
 */
export const RECEIPT_LINE_COLUMNS = [
  'EBELN',
  'EBELP',
  'MBLNR',
  'MJAHR',
  'ZEILE',
  'GJAHR',
  'BELNR',
  'BUZEI',
  'BUDAT',
  'MWSKZ',
  'WRBTR',
  'FWSTE',
  'MENGE',
  'MEINS',
  'KSCHL',
  'LFBNR',
  'LFPOS',
  'TXZ01',
  'TXZ01_ESSR',
  'WAERS',
  'BSART',
  'AUART',
  'PSTYP',
  'TIPO_PEDIDO',
  'RECNTXT',
  'SGTXT',
  'COMENTARIO',
  'XBLNR',
] as const;
/**
 * The order of a receipt line's values on the wire (ReceiptSupplier, ReceiptLessor): 10,000
 * lines travel as rows of values under one list of names, not 10,000 objects repeating 34 names
 * and the partner's name (3.5 MB instead of 7.8 MB; spec 2 leaves the answer's shape open).
 */
export const RECEIPT_COLUMNS = [
  ...RECEIPT_LINE_COLUMNS,
  'RETENCIONES',
  'WITHHOLDINGS',
  'isTwin',
  'isSelectable',
] as const;
type ReceiptColumns = typeof RECEIPT_COLUMNS;

const rowItems = { ...ReceiptLine.entries, WITHHOLDINGS: v.array(RowWithholding) };
type RowItems = typeof rowItems;
/** The schemas of a list of columns, as a tuple in the same order. */
type SchemasOf<T extends readonly (keyof RowItems)[]> = {
  -readonly [K in keyof T]: RowItems[T[K]];
};
/** One receipt line on the wire: its values in the order of RECEIPT_COLUMNS. */
export const ReceiptRow = v.tuple(
  // The same list in the same order; TypeScript cannot follow `map` over a tuple's type.
  RECEIPT_COLUMNS.map((c) => rowItems[c]) as unknown as SchemasOf<ReceiptColumns>,
);
export type ReceiptRow = v.InferOutput<typeof ReceiptRow>;

/**
 * ReceiptSupplier (and the page's "pending receipts"): a supplier's pending receipt lines of one
 * company, received between AEDAT_I and AEDAT_E ('' each: the last 365 days up to today), of one
 * order (EBELN) or order type (TIPO_PEDIDO, or PURCHASEORDERTYPE as the page calls it), in one
 * currency (WAERS); with the withholdings when RETENCIONES (default true).
 */
export const ReceiptSupplierRequest = request({
  BUKRS: Bukrs,
  LIFNR: PartnerCode,
  AEDAT_I: anyOr(ErpDate),
  AEDAT_E: anyOr(ErpDate),
  EBELN: anyOr(Ebeln),
  TIPO_PEDIDO: OrderTypeFilter,
  PURCHASEORDERTYPE: OrderTypeFilter,
  WAERS: anyOr(v.pipe(plainString, v.trim(), v.regex(/^[A-Za-z]{3}$/), v.toUpperCase())),
  RETENCIONES: v.optional(v.boolean(), true),
});
export type ReceiptSupplierRequest = v.InferInput<typeof ReceiptSupplierRequest>;
/**
 * The lines as rows of values named by Columns (RECEIPT_COLUMNS), the partner's number and name
 * (every line's LIFNR and NAME2), and the master's withholdings they carry (the withholdings
 * panel, and the texts of each row's withholdings).
 */
export const ReceiptSupplierResponse = response({
  Columns: v.array(v.string()),
  LIFNR: v.string(),
  NAME2: v.string(),
  List: v.array(ReceiptRow),
  WITHHOLDINGS: v.array(WithholdingOption),
});
export type ReceiptSupplierResponse = v.InferOutput<typeof ReceiptSupplierResponse>;

/** A receipts answer's rows as lines, each withholding with the master's texts. */
export function receiptLines(answer: {
  List: readonly ReceiptRow[];
  LIFNR: string;
  NAME2: string;
  WITHHOLDINGS: readonly WithholdingOption[];
}): ReceiptLine[] {
  const master = new Map(answer.WITHHOLDINGS.map((w) => [w.WITHT, w]));
  const held = RECEIPT_COLUMNS.indexOf('WITHHOLDINGS');
  return answer.List.map((row) => {
    const line: Record<string, unknown> = { LIFNR: answer.LIFNR, NAME2: answer.NAME2 };
    RECEIPT_COLUMNS.forEach((column, i) => {
      line[column] = row[i];
    });
    line.WITHHOLDINGS = (row[held] as v.InferOutput<typeof RowWithholding>[]).map(
      ([WITHT, WRBTR]) => ({
        WITHT,
        TEXT40: master.get(WITHT)?.TEXT40 ?? '',
        WT_WITHCD: master.get(WITHT)?.WT_WITHCD ?? '',
        WRBTR,
      }),
    );
    // Every field of ReceiptLine was set above: the partner's, then RECEIPT_COLUMNS.
    return line as ReceiptLine;
  });
}

/** ReceiptLessor: a lessor's pending receipt lines of one company. */
export const ReceiptLessorRequest = request({ BUKRS: Bukrs, LIFNR: PartnerCode });
export type ReceiptLessorRequest = v.InferInput<typeof ReceiptLessorRequest>;
export const ReceiptLessorResponse = ReceiptSupplierResponse;
export type ReceiptLessorResponse = ReceiptSupplierResponse;

/**
 * A purchase order item not yet wholly invoiced (the pending-to-invoice screen): what was
 * ordered, received and invoiced, and what is received but not invoiced (WRBTR_PEND).
 */
export const PendingOrderRow = v.object({
  BUKRS: v.string(),
  LIFNR: v.string(),
  NAME2: v.string(),
  EBELN: v.string(),
  EBELP: v.string(),
  /** Order date. */
  AEDAT: WireDate,
  BSART: v.string(),
  AUART: v.string(),
  PSTYP: v.string(),
  TIPO_PEDIDO: v.string(),
  TXZ01: v.string(),
  RECNTXT: v.string(),
  MENGE: v.string(),
  MEINS: v.string(),
  NETPR: WireAmount,
  WAERS: v.string(),
  /** Ordered value (quantity × price). */
  WRBTR: WireAmount,
  /** Quantity and value received. */
  MENGE_WE: v.string(),
  WRBTR_WE: WireAmount,
  /** Value invoiced, and received but not invoiced. */
  WRBTR_FAC: WireAmount,
  WRBTR_PEND: WireAmount,
});
export type PendingOrderRow = v.InferOutput<typeof PendingOrderRow>;

/** PendingOrders: bukrs, lifnr, tipoPedido ('' all), order dates fromdate to todate ('' open). */
export const PendingOrdersRequest = v.pipe(
  request({
    bukrs: Bukrs,
    lifnr: PartnerCode,
    tipoPedido: OrderTypeFilter,
    fromdate: anyOr(ErpDate),
    todate: anyOr(ErpDate),
  }),
  v.forward(
    v.partialCheck(
      [['fromdate'], ['todate']],
      (i) => i.fromdate === '' || i.todate === '' || i.fromdate <= i.todate,
    ),
    ['todate'],
  ),
);
export type PendingOrdersRequest = v.InferInput<typeof PendingOrdersRequest>;
export const PendingOrdersResponse = response({ List: v.array(PendingOrderRow) });
export type PendingOrdersResponse = v.InferOutput<typeof PendingOrdersResponse>;

/** An entry of a catalogue of the supplier form. */
export const CatalogueEntry = v.object({ Id: v.number(), Name: v.string(), Active: v.boolean() });
export type CatalogueEntry = v.InferOutput<typeof CatalogueEntry>;
/** A purchase-order type (01 Materiales, 02 Servicios). */
export const PurchaseOrderTypeEntry = v.object({ ...CatalogueEntry.entries, Code: v.string() });
export type PurchaseOrderTypeEntry = v.InferOutput<typeof PurchaseOrderTypeEntry>;

/** ActionId 10: the active entries. */
export const CatalogueListRequest = request({});
/** ActionId 20: entries filtered by name (contains, any case) and Active; no Filter is all. */
export const CatalogueFilterRequest = request({
  Filter: v.optional(
    v.object({
      Name: v.optional(plainText(256), ''),
      Active: v.optional(v.nullable(v.boolean()), null),
    }),
    {},
  ),
});
export const CatalogueResponse = response({ List: v.array(CatalogueEntry) });
export type CatalogueResponse = v.InferOutput<typeof CatalogueResponse>;
export const PurchaseOrderTypeResponse = response({ List: v.array(PurchaseOrderTypeEntry) });
export type PurchaseOrderTypeResponse = v.InferOutput<typeof PurchaseOrderTypeResponse>;

export const receiptDigits = (max: number, pad: number) =>
  v.pipe(
    plainString,
    v.trim(),
    v.regex(new RegExp(`^\\d{1,${max}}$`)),
    v.transform((s) => s.padStart(pad, '0')),
  );
/** Most receipt lines one invoice names. */
export const MAX_RECEIPTS_PER_INVOICE = 500;

/** A receipt line an invoice names: order, item, material document, year and line (ITEMDATA). */
export const ReceiptRef = v.object({
  EBELN: Ebeln,
  EBELP: receiptDigits(5, 5),
  MBLNR: receiptDigits(10, 10),
  MJAHR: v.pipe(plainString, v.trim(), v.regex(/^\d{4}$/)),
  ZEILE: receiptDigits(4, 4),
});
/** A withholding type chosen in the withholdings panel (WithTaxData). */
export const ChosenWithholding = v.object({
  WITHT: v.pipe(plainString, v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{1,4}$/)),
});
/**
 * The withholdings the invoice applies. Absent: every withholding the lines carry (the ERP's own,
 * what applies when the supplier's withholdings panel is hidden); a list: only those types.
 */
export const WithTaxData = v.optional(v.pipe(v.array(ChosenWithholding), v.maxLength(20)));

/** A lessor's receipt line: the material document's year, number and line (FACTURA_D_T). */
export const LessorReceiptRef = v.object({
  GJAHR: v.pipe(plainString, v.trim(), v.regex(/^\d{4}$/)),
  BELNR: receiptDigits(10, 10),
  BUZEI: receiptDigits(4, 4),
});

/**
 * DemoInvoice of receipts: a supplier's lines (ITEMDATA) or a lessor's (FACTURA_D_T, the lessor
 * receipt variant), and the withholdings applied (as the send).
 */
export const DemoReceiptEntries = {
  ITEMDATA: v.optional(
    v.pipe(v.array(ReceiptRef), v.minLength(1), v.maxLength(MAX_RECEIPTS_PER_INVOICE)),
  ),
  FACTURA_D_T: v.optional(
    v.pipe(v.array(LessorReceiptRef), v.minLength(1), v.maxLength(MAX_RECEIPTS_PER_INVOICE)),
  ),
  WITHTAXDATA: WithTaxData,
};
