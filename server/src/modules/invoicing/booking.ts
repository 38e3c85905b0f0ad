/**
 * What an invoice is booked with (spec 2 §3 "Lessor invoice request", "Parsed XML data"; §5): an
 * electronic invoice with its CFDI's own figures — subtotal, taxes, withholdings, total, currency,
 * UUID, series and folio, issue date — whatever the request typed beside them; a non-electronic
 * one (no XML) with the figures typed by hand, which must add up to the cent: balance plus taxes
 * less withholdings is the total.
 */
import type { CfdiData } from '../../../../src/domain/cfdi';
import type { MessageRef } from '../../../../src/domain/cfdi/messages';
import { formatDecimal, parseDecimal, round, ZERO } from '../../../../src/domain/cfdi/decimal';
import type { InvoiceAmounts } from '../../../../src/domain/invoicing/amounts';
import { formatAmount, parseAmount } from '../../../../src/domain/invoicing/money';
import { cfdiInvoiceAmounts } from '../../../../src/domain/invoicing/send';
import type { Language } from '../../../../src/protocol/envelope';
import { cfdiLine, type ResultLine } from './send-result';
import { uuidOf } from './send-support';

/** An electronic invoice's identity and figures as its CFDI states them. */
export interface BookedCfdi {
  /** The stamp's UUID, upper case. */
  uuid: string;
  /** Series and folio as the CFDI writes them; the typed reference when it has neither. */
  xblnr: string;
  /** The issue date (Comprobante@Fecha), 'YYYY-MM-DD'. */
  documentDate: string;
  /** Balance (SubTotal − Descuento), taxes, gross amount, withholdings, total and currency. */
  amounts: InvoiceAmounts;
}

/** What an electronic invoice is booked with: its CFDI's own figures (`typedReference` as a fallback). */
export function bookedFromCfdi(data: CfdiData, typedReference: string, today: string): BookedCfdi {
  return {
    uuid: uuidOf(data),
    xblnr: data.Factura?.trim() || typedReference.trim(),
    documentDate: (data.FechaHoraEmision ?? today).slice(0, 10),
    amounts: cfdiInvoiceAmounts(data),
  };
}

const twoDecimals = (text: string | null): string =>
  formatDecimal(round(parseDecimal(text ?? '0') ?? ZERO, 2), 2);

/**
 * An invoice of receipts' CFDI figures as portal.amounts compares them with the receipts (spec 2
 * §5 "Supplier"): its SubTotal, transferred taxes and every withholding, and its currency.
 */
export function cfdiReceiptFigures(data: CfdiData) {
  return {
    subtotal: twoDecimals(data.subTotal),
    tax: twoDecimals(data.impuestos),
    withholdings: twoDecimals(data.Retenciones.total),
    currency: (data.CodigoMoneda ?? '').toUpperCase(),
  };
}

/**
 * The fault of typed figures that do not add up (balance + taxes − cedular, ISR and IVA
 * withholdings ≠ total, to the cent), naming each figure and the sum; null when they do.
 */
export function typedTotalProblem(a: InvoiceAmounts): MessageRef | null {
  const balance = parseAmount(a.BALANCE);
  const tax = parseAmount(a.IMPUESTOS);
  const withheld = [a.RETENCIONES_C, a.RETENCIONES_ISR, a.RETENCIONES_IVA].map(parseAmount);
  const total = parseAmount(a.TOTAL);
  const withholdings = withheld.reduce<bigint | null>(
    (sum, w) => (sum === null || w === null ? null : sum + w),
    0n,
  );
  const sum =
    balance === null || tax === null || withholdings === null ? null : balance + tax - withholdings;
  if (sum !== null && total !== null && sum === total) return null;
  const shown = (cents: bigint | null, typed: string) =>
    cents === null ? typed : formatAmount(cents);
  const detail =
    `BALANCE ${shown(balance, a.BALANCE)} + IMPUESTOS ${shown(tax, a.IMPUESTOS)}` +
    ` − RETENCIONES ${shown(withholdings, [a.RETENCIONES_C, a.RETENCIONES_ISR, a.RETENCIONES_IVA].join(' + '))}` +
    `${sum === null ? '' : ` = ${formatAmount(sum)}`}; TOTAL ${shown(total, a.TOTAL)}`;
  return { key: 'booking.typedTotal.error', detail };
}

/** typedTotalProblem as a send's result line, or null. */
export function typedTotalLine(a: InvoiceAmounts, lang: Language): ResultLine | null {
  const problem = typedTotalProblem(a);
  return problem ? cfdiLine('booking.typedTotal', problem, lang) : null;
}
