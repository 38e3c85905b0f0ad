/**
 * The customer areas' calls (spec 3 §7.6): api/OpenSalesContract, api/Material, api/ShipTo,
 * api/CustomerBalance, api/AccountStatement (all ActionId 21) and api/SalesOrder 11, the order by
 * reference against an open contract. Client ids travel padded to 10 digits; dates the ERP answers
 * read dd-mm-yyyy, quantities "12.000" and amounts "1234.50", as the ERP writes them.
 */
import * as v from 'valibot';
import { CLIENT_ID_PATTERN, MAX_ORDER_QUANTITY } from '../domain/customers/customers';
import { plainText } from './bounds';
import { request, response } from './envelope';

/** A client id of 1 to 10 digits (the server pads it to 10). */
const ClientId = v.pipe(plainText(10), v.regex(CLIENT_ID_PATTERN, 'clientId'));
/** A company code (BUKRS). */
const Bukrs = v.pipe(plainText(4), v.minLength(1));
/** A calendar day 'YYYY-MM-DD' as a date input gives it. */
const IsoDay = v.pipe(plainText(10), v.isoDate());

/** api/OpenSalesContract 21: the open contracts of a client in a company. */
export const OpenSalesContractRequest = request({ BUKRS: Bukrs, KUNNR: ClientId });

/** A contract's material line with what remains to be ordered. */
export const ContractMaterial = v.object({
  POSNR: v.string(),
  MATNR: v.string(),
  MAKTX: v.string(),
  PSTYV: v.string(),
  KWMENG_INITIAL: v.string(),
  KWMENG_REMAINING: v.string(),
  VRKME: v.string(),
  NETPR: v.string(),
  PRSDT: v.string(),
  KUNWE: v.string(),
  NAME_WE: v.string(),
  WERKS: v.string(),
});
export type ContractMaterial = v.InferOutput<typeof ContractMaterial>;

/** An open sales contract (agreement) header with its material lines (spec 3 §3.12). */
export const SalesContract = v.object({
  VBELN: v.string(),
  BUKRS: v.string(),
  VKORG: v.string(),
  VTWEG: v.string(),
  SPART: v.string(),
  AUART: v.string(),
  STATUS_ID: v.string(),
  STATUS_NAME: v.string(),
  AUDAT: v.string(),
  GUEBG: v.string(),
  GUEEN: v.string(),
  KUNNR: v.string(),
  NAME1: v.string(),
  ADRNR_WE: v.string(),
  BSTKD: v.string(),
  EXT_ORDER: v.string(),
  Materials: v.array(ContractMaterial),
});
export type SalesContract = v.InferOutput<typeof SalesContract>;

export const OpenSalesContractResponse = response({ List: v.array(SalesContract) });
export type OpenSalesContractResponse = v.InferOutput<typeof OpenSalesContractResponse>;

/** api/SalesOrder 11: an order by reference to an open contract's line, for a quantity. */
export const SalesOrderRequest = request({
  BUKRS: Bukrs,
  KUNNR: ClientId,
  VBELN_REF: v.pipe(plainText(10), v.minLength(1)),
  POSNR: v.pipe(plainText(6), v.minLength(1)),
  KWMENG: v.pipe(v.number(), v.minValue(0.001), v.maxValue(MAX_ORDER_QUANTITY)),
  /** The customer's purchase order reference. */
  BSTKD: v.optional(plainText(35), ''),
  /** The device's id for this order (its Idempotency-Key): a resend answers the first order. */
  ClientId: v.pipe(plainText(64), v.minLength(8)),
});
export type SalesOrderRequest = v.InferInput<typeof SalesOrderRequest>;

/** The order created and the line's remaining quantity after it. */
export const SalesOrderCreated = v.object({
  VBELN: v.string(),
  VBELN_REF: v.string(),
  POSNR: v.string(),
  KWMENG: v.string(),
  KWMENG_REMAINING: v.string(),
});
export const SalesOrderResponse = response({ Order: v.nullable(SalesOrderCreated) });
export type SalesOrderResponse = v.InferOutput<typeof SalesOrderResponse>;

/** api/Material 21: TCONSULTA '2' lists the materials of client KUNNRD under principal KUNNR. */
export const MaterialRequest = request({
  BUKRS: Bukrs,
  KUNNR: ClientId,
  KUNNRD: ClientId,
  TCONSULTA: v.literal('2'),
});

/** A material a client buys (spec 3 §3.13). */
export const CustomerMaterial = v.object({
  MATNR: v.string(),
  MAKTX: v.string(),
  BUKRS: v.string(),
  BRGEW: v.string(),
  NTGEW: v.string(),
  GEWEI: v.string(),
  MEINS: v.string(),
  FABDAYS: v.string(),
  ABC: v.string(),
  PSTYV: v.string(),
  MVGR1: v.string(),
  MVGR2: v.string(),
  MVGR3: v.string(),
  MVGR4: v.string(),
  MVGR5: v.string(),
  WERKS: v.string(),
});
export type CustomerMaterial = v.InferOutput<typeof CustomerMaterial>;
export const MaterialResponse = response({ List: v.array(CustomerMaterial) });

/** api/ShipTo 21: the ship-to (addressee) request tickets of a client. */
export const ShipToRequest = request({ KUNNR: ClientId });

/** A ship-to ticket with the status derived from SAP's (spec 3 §3.14, §4.9). */
export const ShipToTicket = v.object({
  FOLIO: v.string(),
  STATUS: v.picklist(['Ejecutado', 'Rechazado', 'Pendiente']),
  SAP_STATUS: v.string(),
  COLOR: v.picklist(['green', 'orange', 'blue']),
  REQUEST_DATE: v.string(),
  REQUEST_TIME: v.string(),
  CREATED_TIME: v.string(),
  KUNWE: v.string(),
  NAME_WE: v.string(),
  STREET: v.string(),
  HOUSE_NUM: v.string(),
  REGION: v.string(),
});
export type ShipToTicket = v.InferOutput<typeof ShipToTicket>;
export const ShipToResponse = response({ List: v.array(ShipToTicket) });

/** O: open items at DATE_TO; C: items cleared between DATE_FROM and DATE_TO. */
export const BalanceItemType = { Open: 'O', Cleared: 'C' } as const;

/** api/CustomerBalance 21 (spec 3 §7.6): a client's balance documents. */
export const CustomerBalanceRequest = request({
  ITEM_TYPE: v.picklist([BalanceItemType.Open, BalanceItemType.Cleared]),
  BUKRS: Bukrs,
  KUNNR: ClientId,
  LANGU: v.picklist(['S', 'E']),
  DATE_FROM: v.optional(v.union([v.literal(''), IsoDay]), ''),
  DATE_TO: IsoDay,
});
export type CustomerBalanceRequest = v.InferInput<typeof CustomerBalanceRequest>;

/** A withholding of a billing document, named as the withholding master names it. */
export const CustomerWithholding = v.object({
  WITHT: v.string(),
  TEXT40: v.string(),
  AMOUNT: v.string(),
});

/** A balance document of the customer account (spec 3 §3.15). */
export const BalanceDocument = v.object({
  XBLNR: v.string(),
  BELNR: v.string(),
  GJAHR: v.string(),
  BLART: v.string(),
  BLART_TEXT: v.string(),
  BLDAT: v.string(),
  BUDAT: v.string(),
  DUE_DATE: v.string(),
  AMOUNT: v.string(),
  WAERS: v.string(),
  DELAY_DAYS: v.number(),
  DISCOUNT: v.string(),
  AUGBL: v.string(),
  AUGDT: v.string(),
  VBELN: v.string(),
  VBELN_VA: v.string(),
  KUNNR: v.string(),
  CREDIT_LIMIT: v.string(),
  Withholdings: v.array(CustomerWithholding),
});
export type BalanceDocument = v.InferOutput<typeof BalanceDocument>;

/** The documents and the client's credit: limit, used (open amount) and what is left. */
export const CustomerBalanceResponse = response({
  List: v.array(BalanceDocument),
  Credit: v.nullable(
    v.object({ LIMIT: v.string(), USED: v.string(), AVAILABLE: v.string(), WAERS: v.string() }),
  ),
});
export type CustomerBalanceResponse = v.InferOutput<typeof CustomerBalanceResponse>;

/** api/AccountStatement 21: billing documents of a sold-to, optionally of one order or invoice. */
export const AccountStatementRequest = request({
  BUKRS: Bukrs,
  KUNAG: ClientId,
  VBELN_VA: v.optional(plainText(10), ''),
  VBELN: v.optional(plainText(10), ''),
});

/** An invoice detail line (spec 3 §3.15). */
export const InvoiceDetailLine = v.object({
  POSNR: v.string(),
  MATNR: v.string(),
  MAKTX: v.string(),
  FKIMG: v.string(),
  NETPR: v.string(),
  NETWR: v.string(),
  MWSBP: v.string(),
  TOTAL: v.string(),
  VBELN_VL: v.string(),
});
export type InvoiceDetailLine = v.InferOutput<typeof InvoiceDetailLine>;

/** A billing document of the account statement with its lines and its withholdings. */
export const StatementInvoice = v.object({
  VBELN: v.string(),
  VBELN_VA: v.string(),
  KUNAG: v.string(),
  FKDAT: v.string(),
  NETWR: v.string(),
  MWSBP: v.string(),
  TOTAL: v.string(),
  WAERK: v.string(),
  Lines: v.array(InvoiceDetailLine),
  Withholdings: v.array(CustomerWithholding),
});
export type StatementInvoice = v.InferOutput<typeof StatementInvoice>;
export const AccountStatementResponse = response({ List: v.array(StatementInvoice) });
export type AccountStatementResponse = v.InferOutput<typeof AccountStatementResponse>;
