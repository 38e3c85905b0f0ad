/**
 * When a supplier gets paid (beyond the spec): each account statement row's expected
 * payment date — its document date plus its payment days (VNETO, spec 2 §3) — and where it stands.
 * Paid: the item is cleared (a clearing date or document). Scheduled: open, its expected payment
 * date today or later (the payment run will take it then). Registered: open and that date already
 * gone by — the invoice is registered but no payment is scheduled yet, the case to ask purchasing
 * about.
 */
import { fromErpDate } from '../maintenance/calendar';
import type { CalendarDate } from '../maintenance/types';
import { statementDueDate } from '../invoicing/statement';

export type PaymentStanding = 'registered' | 'scheduled' | 'paid';

/** What the rule reads of a statement row: dates dd-mm-yyyy as the wire sends them. */
export interface StatementRowFacts {
  BLDAT: string;
  DZBD1T: number;
  VNETO: string;
  AUGDT: string;
  AUGBL: string;
}

/** The expected payment date 'YYYY-MM-DD': VNETO, or BLDAT + DZBD1T when VNETO is missing. */
export function expectedPaymentDate(row: StatementRowFacts): CalendarDate | null {
  const due = fromErpDate(row.VNETO);
  if (due) return due;
  const documentDate = fromErpDate(row.BLDAT);
  return documentDate ? statementDueDate(documentDate, row.DZBD1T) : null;
}

export function paymentStanding(row: StatementRowFacts, today: CalendarDate): PaymentStanding {
  if (row.AUGDT.trim() !== '' || row.AUGBL.trim() !== '') return 'paid';
  const expected = expectedPaymentDate(row);
  return expected !== null && expected >= today ? 'scheduled' : 'registered';
}
