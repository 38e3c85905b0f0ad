/**
 * The lessor's account on the wire (spec 2 §2 screen 5, §3, §7): the account statement
 * (StatementItems), open and cleared items (OpenItems, ClearedItems) and their accounting view
 * (AccountingDocument). Filter dates YYYYMMDD; answered dates dd-mm-yyyy; amounts two decimals.
 */
import * as v from 'valibot';
import { STATEMENT_QUERY_CODES } from '../domain/invoicing/codes';
import { request, response } from './envelope';
import { Bukrs, ErpDate, PartnerCode, WireAmount, WireDate, anyOr } from './invoicing';
import { SatStateFields } from './sat-watch';

/** One item of the lessor's account: an invoice document, open or cleared by a payment. */
export const AccountItem = v.object({
  BUKRS: v.string(),
  LIFNR: v.string(),
  /** The document, its fiscal year and line. */
  BELNR: v.string(),
  GJAHR: v.string(),
  BUZEI: v.string(),
  /** Document type (RE lessor invoice, KM variable maintenance). */
  BLART: v.string(),
  /** Document and posting dates. */
  BLDAT: WireDate,
  BUDAT: WireDate,
  /** Payment days; VNETO, the due date, is BLDAT plus DZBD1T. */
  DZBD1T: v.number(),
  VNETO: WireDate,
  /** The invoice reference and its UUID. */
  XBLNR: v.string(),
  UUID: v.string(),
  SGTXT: v.string(),
  /** The amount payable (the invoice total) and its currency. */
  WRBTR: WireAmount,
  WAERS: v.string(),
  /** H: a credit to the lessor (an invoice); S: a debit. */
  SHKZG: v.picklist(['S', 'H']),
  /** Clearing date and document; '' while open. */
  AUGDT: WireDate,
  AUGBL: v.string(),
});
export type AccountItem = v.InferOutput<typeof AccountItem>;

/**
 * StatementItems: pending documents (tipoConsulta 1: open items dated up to todate) or paid ones
 * (2: items cleared from fromdate to todate). isLessor picks the lessor or the supplier account.
 */
export const StatementItemsRequest = v.pipe(
  request({
    bukrs: Bukrs,
    lifnr: PartnerCode,
    tipoConsulta: v.picklist(STATEMENT_QUERY_CODES),
    fromdate: anyOr(ErpDate),
    todate: ErpDate,
    isLessor: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.partialCheck(
      [['tipoConsulta'], ['fromdate']],
      (i) => i.tipoConsulta === '1' || i.fromdate !== '',
    ),
    ['fromdate'],
  ),
  v.forward(
    v.partialCheck(
      [['tipoConsulta'], ['fromdate'], ['todate']],
      (i) => i.tipoConsulta === '1' || i.fromdate <= i.todate,
    ),
    ['todate'],
  ),
);
export type StatementItemsRequest = v.InferInput<typeof StatementItemsRequest>;
/**
 * A statement item: the account item and, for a registered electronic invoice already re-checked
 * at the SAT, its state there and when it was read (optional: older servers and
 * clients leave them out).
 */
export const StatementItem = v.object({ ...AccountItem.entries, ...SatStateFields });
export type StatementItem = v.InferOutput<typeof StatementItem>;
export const StatementItemsResponse = response({ List: v.array(StatementItem) });
export type StatementItemsResponse = v.InferOutput<typeof StatementItemsResponse>;

const itemsEntries = {
  BUKRS: Bukrs,
  LIFNR: PartnerCode,
  /** Open items: document date from; cleared items: clearing date from. '' is no lower bound. */
  FROMDATE: anyOr(ErpDate),
  TODATE: ErpDate,
  IsLessor: v.optional(v.boolean(), true),
};

/** OpenItems and ClearedItems: the account's open items by document date, cleared by clearing date. */
export const AccountItemsRequest = v.pipe(
  request(itemsEntries),
  v.forward(
    v.partialCheck([['FROMDATE'], ['TODATE']], (i) => i.FROMDATE === '' || i.FROMDATE <= i.TODATE),
    ['TODATE'],
  ),
);
export type AccountItemsRequest = v.InferInput<typeof AccountItemsRequest>;
export const AccountItemsResponse = response({ List: v.array(AccountItem) });
export type AccountItemsResponse = v.InferOutput<typeof AccountItemsResponse>;

/** One line of an accounting document (the accounting view of the statement). */
export const AccountingLine = v.object({
  BUKRS: v.string(),
  BELNR: v.string(),
  GJAHR: v.string(),
  /** Line number within the document. */
  BUZEI: v.string(),
  BLART: v.string(),
  BLDAT: WireDate,
  BUDAT: WireDate,
  XBLNR: v.string(),
  /** Ledger account and its text. */
  HKONT: v.string(),
  TXT50: v.string(),
  /** S debit, H credit. */
  SHKZG: v.picklist(['S', 'H']),
  WRBTR: WireAmount,
  WAERS: v.string(),
  /** Tax code of a tax or expense line; '' otherwise. */
  MWSKZ: v.string(),
  SGTXT: v.string(),
  AUGDT: WireDate,
  AUGBL: v.string(),
});
export type AccountingLine = v.InferOutput<typeof AccountingLine>;

/** AccountingDocument: the lines of the documents of the open or cleared items in the range. */
export const AccountingDocumentRequest = v.pipe(
  request({ ...itemsEntries, ITEMTYPE: v.picklist(['CLEARED', 'OPEN']) }),
  v.forward(
    v.partialCheck([['FROMDATE'], ['TODATE']], (i) => i.FROMDATE === '' || i.FROMDATE <= i.TODATE),
    ['TODATE'],
  ),
);
export type AccountingDocumentRequest = v.InferInput<typeof AccountingDocumentRequest>;
export const AccountingDocumentResponse = response({ List: v.array(AccountingLine) });
export type AccountingDocumentResponse = v.InferOutput<typeof AccountingDocumentResponse>;
