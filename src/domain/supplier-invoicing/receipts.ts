/**
 * The pending receipts table's rules (spec 2 §4 "Supplier receipts"): twins (rows sharing order,
 * item, document, year and line) are not selectable and join the invoice with the row they
 * twin; a row is selectable only in the chosen currency, and once a receipt is chosen only rows
 * of its BSART and AUART are; the totals of a selection (subtotal, tax, the chosen withholdings).
 */
import { amountOf, formatAmount, sumCents, type Cents } from '../invoicing/money';

/** What the rules read of a pending receipt line (§3). */
export interface ReceiptLineFacts {
  EBELN: string;
  EBELP: string;
  MBLNR: string;
  MJAHR: string;
  ZEILE: string;
  WAERS: string;
  BSART: string;
  AUART: string;
  /** Amount and tax, decimal texts. */
  WRBTR: string;
  FWSTE: string;
  /** The withholdings the line carries, by type. */
  WITHHOLDINGS: readonly { WITHT: string; WRBTR: string }[];
}

/** The identity twins share: order, item, material document, year and line. */
export const receiptKey = (
  l: Pick<ReceiptLineFacts, 'EBELN' | 'EBELP' | 'MBLNR' | 'MJAHR' | 'ZEILE'>,
) => `${l.EBELN}|${l.EBELP}|${l.MBLNR}|${l.MJAHR}|${l.ZEILE}`;

/**
 * Marks twins in list order: the first row of a key is the one chosen, every later row with the
 * same key is its twin (isTwin true, never selectable by itself).
 */
export function markTwins<T extends ReceiptLineFacts>(
  lines: readonly T[],
): (T & { isTwin: boolean })[] {
  const seen = new Set<string>();
  return lines.map((l) => {
    const key = receiptKey(l);
    const isTwin = seen.has(key);
    seen.add(key);
    return { ...l, isTwin };
  });
}

/**
 * Whether a row may be chosen now: not a twin, in the chosen currency (none chosen: any), and,
 * when receipts are chosen, of their BSART and AUART.
 */
export function isSelectable(
  line: ReceiptLineFacts & { isTwin: boolean },
  currency: string | null,
  chosen: readonly ReceiptLineFacts[],
): boolean {
  if (line.isTwin) return false;
  if (currency !== null && line.WAERS.toUpperCase() !== currency.toUpperCase()) return false;
  const first = chosen[0];
  if (!first) return true;
  return line.BSART === first.BSART && line.AUART === first.AUART;
}

/** Every line of the chosen keys, twins included (what an invoice of them consumes). */
export function withTwins<T extends ReceiptLineFacts>(
  lines: readonly T[],
  chosenKeys: ReadonlySet<string>,
): T[] {
  return lines.filter((l) => chosenKeys.has(receiptKey(l)));
}

export type SelectionProblem =
  { kind: 'empty' } | { kind: 'mixedCurrency' } | { kind: 'mixedOrderKind' };

/** A selection one invoice may cover: some lines, one currency, one BSART and AUART. */
export function selectionProblem(lines: readonly ReceiptLineFacts[]): SelectionProblem | null {
  const first = lines[0];
  if (!first) return { kind: 'empty' };
  if (lines.some((l) => l.WAERS.toUpperCase() !== first.WAERS.toUpperCase()))
    return { kind: 'mixedCurrency' };
  if (lines.some((l) => l.BSART !== first.BSART || l.AUART !== first.AUART))
    return { kind: 'mixedOrderKind' };
  return null;
}

/** The totals of a selection; withholdings count only the types chosen in the panel. */
export interface ReceiptTotals {
  subtotal: Cents;
  tax: Cents;
  withholdings: Cents;
  /** Subtotal plus tax minus withholdings. */
  total: Cents;
}

export function receiptTotals(
  lines: readonly ReceiptLineFacts[],
  chosenWithholdings: readonly string[],
): ReceiptTotals {
  const subtotal = sumCents(lines.map((l) => amountOf(l.WRBTR)));
  const tax = sumCents(lines.map((l) => amountOf(l.FWSTE)));
  const withholdings = sumCents(
    lines.flatMap((l) =>
      l.WITHHOLDINGS.filter((w) => chosenWithholdings.includes(w.WITHT)).map((w) =>
        amountOf(w.WRBTR),
      ),
    ),
  );
  return { subtotal, tax, withholdings, total: subtotal + tax - withholdings };
}

/** The withholding types the lines carry (the withholdings panel's switches), sorted. */
export function withholdingTypesOf(lines: readonly ReceiptLineFacts[]): string[] {
  return [...new Set(lines.flatMap((l) => l.WITHHOLDINGS.map((w) => w.WITHT)))].sort();
}

export const totalsAsText = (t: ReceiptTotals) => ({
  subtotal: formatAmount(t.subtotal),
  tax: formatAmount(t.tax),
  withholdings: formatAmount(t.withholdings),
  total: formatAmount(t.total),
});

/** Who invoices receipts: a supplier (InvoiceReceiptSupplier) or a lessor (InvoiceReceiptLessor). */
export type ReceiptParty = 'supplier' | 'lessor';

/**
 * The order kind the CFDI use check reads for an invoice of receipts (spec 2 §5). A supplier: the
 * first receipt's BSART, AUART and PSTYP (the use-of-receipt table). A lessor (the receipt
 * variant): the lessor rule, use G03 whatever the order — expressed as an order of no class, the
 * table's "otherwise G03". The page, the send and the demo invoice all take it from here.
 */
export function receiptPurchaseKind(
  party: ReceiptParty,
  first: { BSART: string; AUART: string; PSTYP: string },
  company: string,
): { BSART: string; AUART: string; PSTYP: string; company: string } {
  if (party === 'lessor') return { BSART: '', AUART: '', PSTYP: '', company };
  return { BSART: first.BSART, AUART: first.AUART, PSTYP: first.PSTYP, company };
}
