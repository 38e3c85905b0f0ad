/**
 * The account statement's selectors (spec 2 §2 screen 5, §4, §5): company, lessor, the query type
 * (1 pending, 2 paid); a from-date only for paid documents (31 days back by default), a to-date
 * for both (today for paid, the month's end for pending); the rules of statement.ts. And the
 * accounting view's filter: the references of the invoices the lessor ticked.
 */
import * as v from 'valibot';
import {
  statementDefaultRange,
  statementUsesFromDate,
  type StatementQueryCode,
} from '../../../domain/invoicing';
import type { CalendarDate } from '../../../domain/maintenance/types';
import type { AccountingLine, AccountItem } from '../../../protocol/invoicing-account';
import type { StatementFilter } from '../api/statement-query';
import { partnerChoice, type PartnerLists } from './partner-choice';

export const STATEMENT_PATH = '/arrendador_estado_cuenta';
/** The supplier's statement: the same screen with isLessor false (spec 2 §2 screen 5). */
export const SUPPLIER_STATEMENT_PATH = '/proveedor_estado_cuenta';

/** Where a statement keeps its state for the tab: one per mode. */
export const statementPath = (isLessor: boolean) =>
  isLessor ? STATEMENT_PATH : SUPPLIER_STATEMENT_PATH;

export const StatementForm = v.object({
  bukrs: v.string(),
  lifnr: v.string(),
  query: v.picklist(['1', '2']),
  /** YYYY-MM-DD or ''. */
  from: v.string(),
  to: v.string(),
});
export type StatementForm = v.InferOutput<typeof StatementForm>;

export const StatementState = v.object({
  form: StatementForm,
  applied: v.nullable(StatementForm),
});

/** The dates of a query type from its defaults. */
export function statementDates(
  query: StatementQueryCode,
  today: CalendarDate,
): Pick<StatementForm, 'from' | 'to'> {
  const range = statementDefaultRange(today, query);
  return { from: range.from ?? '', to: range.to };
}

/** The form the page opens with: pending documents up to the month's end. */
export function initialStatementForm(
  lists: PartnerLists | null,
  today: CalendarDate,
): StatementForm {
  return { ...partnerChoice(lists), query: '1', ...statementDates('1', today) };
}

export function statementFilter(form: StatementForm, isLessor = true): StatementFilter {
  return {
    isLessor,
    bukrs: form.bukrs,
    lifnr: form.lifnr,
    query: form.query,
    from: statementUsesFromDate(form.query) ? form.from.replaceAll('-', '') : '',
    to: form.to.replaceAll('-', ''),
  };
}

/** A statement row's key (document, year, line). */
export const statementRowKey = (r: Pick<AccountItem, 'BELNR' | 'GJAHR' | 'BUZEI'>) =>
  `${r.BELNR}-${r.GJAHR}-${r.BUZEI}`;

/**
 * The accounting lines of the ticked invoices: those whose reference (XBLNR) is one of theirs
 * (spec 2 §2 screen 5: the view "filters by the selected invoice references").
 */
export function linesOfSelected(
  lines: readonly AccountingLine[],
  items: readonly AccountItem[],
  selected: ReadonlySet<string>,
): AccountingLine[] {
  const references = new Set(
    items.filter((i) => selected.has(statementRowKey(i))).map((i) => i.XBLNR),
  );
  return lines.filter((l) => references.has(l.XBLNR));
}
