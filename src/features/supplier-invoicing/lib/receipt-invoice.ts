/**
 * The supplier pages' model of an invoice of receipts (spec 2 §3, §4, §5): which rows of the
 * pending receipts table are chosen and which may be (the domain's isSelectable and withTwins),
 * the currency that decides it, the withholdings applied, the invoice's amounts as the supplier
 * rules compare them, the portal context the browser's checks judge the CFDI with (the same the
 * server's InvoiceReceiptSupplier builds) and the InvoiceReceiptSupplier body.
 */
import type { PortalContextInput } from '../../../domain/cfdi/checks/portal/context';
import type { InvoiceAmounts } from '../../../domain/invoicing/amounts';
import { amountOf, formatAmount, parseAmount, sumCents } from '../../../domain/invoicing/money';
import {
  isSelectable,
  receiptKey,
  receiptPurchaseKind,
  receiptTotals,
  withTwins,
  withholdingTypesOf,
  type ReceiptParty,
  type ReceiptTotals,
  type SupplierInvoiceAmounts,
} from '../../../domain/supplier-invoicing';
import type { ReceiptLine, WithholdingOption } from '../../../protocol/supplier-invoicing';
import type { LessorReceiptInvoiceBody, ReceiptInvoiceBody } from '../api/send-receipt-invoice';

/** A receipt line as ITEMDATA names it. */
export interface ReceiptRefText {
  EBELN: string;
  EBELP: string;
  MBLNR: string;
  MJAHR: string;
  ZEILE: string;
}

/** A table row's own key: twins share the receipt's key, so the row's place is added. */
export const receiptRowKey = (line: ReceiptLine, index: number) => `${receiptKey(line)}#${index}`;

/**
 * The currency that decides what is selectable: the invoice's once its XML (or the typed form)
 * says it, else the first chosen receipt's, else none (every currency may start a selection).
 */
export function selectionCurrency(
  invoiceCurrency: string | null,
  chosen: readonly ReceiptLine[],
): string | null {
  const typed = invoiceCurrency?.trim().toUpperCase();
  if (typed) return typed;
  return chosen[0]?.WAERS.toUpperCase() ?? null;
}

/** Every chosen line, twins included, in the list's order. */
export const chosenLines = (lines: readonly ReceiptLine[], keys: ReadonlySet<string>) =>
  withTwins(lines, keys);

/** A row's state in the table: chosen (its receipt is), and whether its box may change now. */
export interface ReceiptRowState {
  chosen: boolean;
  /** The box can be ticked or unticked: a chosen non-twin row, or one isSelectable allows. */
  enabled: boolean;
}

export function receiptRowState(
  line: ReceiptLine,
  keys: ReadonlySet<string>,
  currency: string | null,
  chosen: readonly ReceiptLine[],
): ReceiptRowState {
  const isChosen = keys.has(receiptKey(line));
  if (line.isTwin) return { chosen: isChosen, enabled: false };
  if (isChosen) return { chosen: true, enabled: true };
  return { chosen: false, enabled: isSelectable(line, currency, chosen) };
}

/** Ticks or unticks a row's receipt; a row that may not be chosen now leaves the set as it is. */
export function toggleReceipt(
  lines: readonly ReceiptLine[],
  keys: ReadonlySet<string>,
  line: ReceiptLine,
  invoiceCurrency: string | null,
): Set<string> {
  const next = new Set(keys);
  const key = receiptKey(line);
  if (next.has(key)) {
    if (!line.isTwin) next.delete(key);
    return next;
  }
  const chosen = chosenLines(lines, keys);
  const currency = selectionCurrency(invoiceCurrency, chosen);
  if (receiptRowState(line, keys, currency, chosen).enabled) next.add(key);
  return next;
}

/** Each chosen receipt once (its twins join on the server by the same key). */
export function itemData(chosen: readonly ReceiptLine[]): ReceiptRefText[] {
  const seen = new Set<string>();
  const out: ReceiptRefText[] = [];
  for (const l of chosen) {
    const key = receiptKey(l);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ EBELN: l.EBELN, EBELP: l.EBELP, MBLNR: l.MBLNR, MJAHR: l.MJAHR, ZEILE: l.ZEILE });
  }
  return out;
}

/** A receipt line as a lessor's invoice names it (FACTURA_D_T): year, document and line. */
export interface LessorReceiptRefText {
  GJAHR: string;
  BELNR: string;
  BUZEI: string;
}

/** Each chosen receipt once, as FACTURA_D_T names it (the lessor receipt variant). */
export function lessorItemData(chosen: readonly ReceiptLine[]): LessorReceiptRefText[] {
  const seen = new Set<string>();
  const out: LessorReceiptRefText[] = [];
  for (const l of chosen) {
    const key = receiptKey(l);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ GJAHR: l.GJAHR, BELNR: l.BELNR, BUZEI: l.BUZEI });
  }
  return out;
}

/**
 * The withholdings panel: the master's entries (spec 2 §9: only types with a master entry) that
 * the chosen lines carry, each on unless the supplier switched it off.
 */
export function withholdingSwitches(
  chosen: readonly ReceiptLine[],
  master: readonly WithholdingOption[],
  off: ReadonlySet<string>,
): { option: WithholdingOption; on: boolean }[] {
  const carried = new Set(withholdingTypesOf(chosen));
  return master
    .filter((w) => carried.has(w.WITHT))
    .map((option) => ({ option, on: !off.has(option.WITHT) }));
}

/** The withholding types applied (WITHTAXDATA). */
export const appliedWithholdings = (switches: ReturnType<typeof withholdingSwitches>) =>
  switches.filter((s) => s.on).map((s) => s.option.WITHT);

/** The running totals of the chosen lines with the applied withholdings. */
export const runningTotals = (chosen: readonly ReceiptLine[], applied: readonly string[]) =>
  receiptTotals(chosen, applied);

/** An invoice's amounts (as read from its CFDI) as the supplier rules compare them. */
export function supplierAmountsOf(a: InvoiceAmounts): SupplierInvoiceAmounts & { total: string } {
  const withheld = sumCents(
    [a.RETENCIONES_C, a.RETENCIONES_ISR, a.RETENCIONES_IVA].map((x) => parseAmount(x) ?? 0n),
  );
  return {
    subtotal: a.BALANCE,
    tax: a.IMPUESTOS,
    withholdings: formatAmount(withheld),
    total: a.TOTAL,
    currency: a.MONEDA,
  };
}

/**
 * The portal context of a supplier's CFDI, as InvoiceReceiptSupplier builds it: issuer and
 * receiver among the user's assigned tax ids (the session's suppliers and companies), the chosen
 * receipts' currency and amounts (the supplier tolerance), and their order kind for the use of
 * the CFDI. A lessor's receipts (InvoiceReceiptLessor) are judged the same, but for the use of
 * the CFDI, the lessor's G03. Null while nothing is chosen or the user has no assigned tax ids.
 */
export function supplierPortalInput(
  issuerTaxIds: readonly string[],
  receiverTaxIds: readonly string[],
  bukrs: string,
  chosen: readonly ReceiptLine[],
  totals: ReceiptTotals,
  party: ReceiptParty = 'supplier',
): PortalContextInput | null {
  const shaped = (list: readonly string[]) =>
    [...new Set(list.map((t) => t.trim().toUpperCase()))].filter(
      (t) => t.length >= 12 && t.length <= 13,
    );
  const issuers = shaped(issuerTaxIds);
  const receivers = shaped(receiverTaxIds);
  const first = chosen[0];
  if (!first || issuers.length === 0 || receivers.length === 0) return null;
  return {
    role: 'supplier',
    issuerTaxIds: issuers,
    receiverTaxIds: receivers,
    currency: first.WAERS.toUpperCase(),
    amounts: {
      subTotal: formatAmount(totals.subtotal),
      impuestos: formatAmount(totals.tax),
      retenciones: formatAmount(totals.withholdings),
    },
    purchase: receiptPurchaseKind(party, first, bukrs),
  };
}

export interface ReceiptInvoiceSend {
  electronic: boolean;
  bukrs: string;
  lifnr: string;
  id: string;
  reference: string;
  /** A non-electronic invoice's date 'YYYY-MM-DD'; '' for an electronic one (the CFDI's). */
  date: string;
  subtotal: string;
  tax: string;
  withholdings: string;
  currency: string;
  files: { PDFBase64: string; XMLBase64: string; PDFABase64: string };
  items: readonly ReceiptRefText[];
  withholdingTypes: readonly string[];
}

/** An amount as sent: thousands separators stripped, two decimals (spec 2 §5). */
const sent = (text: string) => formatAmount(amountOf(text));

/** The InvoiceReceiptSupplier body (ActionId and Language are added by callApi). */
export function receiptInvoiceBody(s: ReceiptInvoiceSend): ReceiptInvoiceBody {
  const subtotal = amountOf(s.subtotal);
  const tax = amountOf(s.tax);
  const withholdings = amountOf(s.withholdings);
  return {
    FAC_ELECT: s.electronic,
    STATUS: '',
    INVOICEDATA: {
      BUKRS: s.bukrs,
      LIFNR: s.lifnr.padStart(10, '0'),
      ID: s.id,
      FACTURA: s.reference.trim(),
      FECHA: s.electronic ? '' : s.date.replaceAll('-', ''),
      SUBTOTAL: sent(s.subtotal),
      IMPUESTO: sent(s.tax),
      RETENCIONES: sent(s.withholdings),
      VALOR_FACTURA: formatAmount(subtotal + tax - withholdings),
      MONEDA: s.currency.trim().toUpperCase(),
      PDFBASE64: s.files.PDFBase64,
      PDFABASE64: s.files.PDFABase64,
      XMLBASE64: s.electronic ? s.files.XMLBase64 : '',
    },
    ITEMDATA: [...s.items],
    WITHTAXDATA: s.withholdingTypes.map((WITHT) => ({ WITHT })),
  };
}

/**
 * The InvoiceReceiptLessor body (the lessor receipt variant): FACTURA_H_S of the invoice's amounts
 * — the CFDI's own split of withholdings when electronic (`split`), else the typed withholdings as
 * IVA withheld (the server splits them by tax as the receipts carry them) — and FACTURA_D_T of the
 * chosen lines. ActionId and Language are added by callApi.
 */
export function lessorReceiptInvoiceBody(
  s: Omit<ReceiptInvoiceSend, 'items'> & {
    items: readonly LessorReceiptRefText[];
    split?: { cedular: string; isr: string; iva: string };
  },
): LessorReceiptInvoiceBody {
  const subtotal = amountOf(s.subtotal);
  const tax = amountOf(s.tax);
  const withholdings = amountOf(s.withholdings);
  return {
    FAC_ELECT: s.electronic,
    BUKRS: s.bukrs,
    LIFNR: s.lifnr.padStart(10, '0'),
    FACTURA_H_S: {
      ID: s.id,
      FACTURA: s.reference.trim(),
      FECHA: s.electronic ? '' : s.date.replaceAll('-', ''),
      BALANCE: sent(s.subtotal),
      IMPUESTOS: sent(s.tax),
      MONTO: formatAmount(subtotal + tax),
      RETENCIONES_C: s.split ? sent(s.split.cedular) : '0.00',
      RETENCIONES_ISR: s.split ? sent(s.split.isr) : '0.00',
      RETENCIONES_IVA: s.split ? sent(s.split.iva) : sent(s.withholdings),
      TOTAL: formatAmount(subtotal + tax - withholdings),
      MONEDA: s.currency.trim().toUpperCase(),
      PDFBase64: s.files.PDFBase64,
      XMLBase64: s.electronic ? s.files.XMLBase64 : '',
      PDFABase64: s.files.PDFABase64,
    },
    FACTURA_D_T: [...s.items],
    WITHTAXDATA: s.withholdingTypes.map((WITHT) => ({ WITHT })),
  };
}
