/** A pending payment record as the wire's item: the spec's fields, the complement's values, the deadline. */
import { complementDue, complementValues } from '../../../../src/domain/payments';
import type { PendingPaymentItem } from '../../../../src/protocol/payments';
import type { PendingPaymentRecord } from '../../adapters/erp/payments';
import { toWireDate } from '../../adapters/erp/embedded/wire';

export function pendingItemOf(r: PendingPaymentRecord, today: string): PendingPaymentItem {
  const values = complementValues(r.invoice.total, r.invoicePayments, r);
  // The ERP's payments never add up to more than the invoice; if they did, say what was paid.
  const v = values.ok
    ? values.values
    : { NumParcialidad: 1, ImpSaldoAnt: r.amount, ImpPagado: r.amount, ImpSaldoInsoluto: '0.00' };
  const due = complementDue(r.augdt, today);
  return {
    UUID: r.invoice.uuid,
    GJAHR: r.gjahr,
    AUGBL: r.augbl,
    BUKRS: r.bukrs,
    LIFNR: r.lifnr,
    AUGDT: toWireDate(r.augdt),
    WRBTR: r.amount,
    WAERS: r.currency,
    BELNR_D: r.invoice.belnr,
    GJAHR_D: r.invoice.gjahr,
    XBLNR: r.invoice.xblnr,
    XBLNR_LONG: `${r.invoice.xblnr || r.invoice.belnr} (${r.invoice.gjahr})`,
    TOTAL_D: r.invoice.total,
    ...v,
    DEADLINE: toWireDate(due.deadline),
    DAYS_LEFT: due.daysLeft,
  };
}
