/**
 * The invoicing tables' model (spec 2 §2 "Common"): what a column holds and how it reads, the
 * table's search, its paging (15 rows a page, the statement 10) and the truncation of long texts
 * (40 characters in TEXT_D, 25 elsewhere, the whole text in a tooltip). Pure, so the screen, the
 * Excel export and the tests read a row the same way.
 */

/**
 * How a column's value reads: `text` and `longText` (TEXT_D, truncated at 40) as written; `date`
 * dd-mm-yyyy as the ERP sends it; `amount` a decimal string shown with two decimals and the row's
 * currency; `quantity` three decimals; `code` short codes never truncated (contract, status).
 */
export type ColumnKind = 'text' | 'longText' | 'date' | 'amount' | 'quantity' | 'code';

export interface TableColumn<Row> {
  /** Stable id (React key, Excel column key). */
  id: string;
  /** The header as shown and exported. */
  header: string;
  kind: ColumnKind;
  /** The cell's value as text: the wire's own (dates dd-mm-yyyy, amounts "1234.50"). */
  value: (row: Row) => string;
  /**
   * Left out of a card when empty or zero (a withholding most lessors never have, a clearing date
   * of an unpaid period): a phone shows what matters first.
   */
  optional?: boolean;
}

/** Characters a text cell shows before it is cut (spec 2 §2): TEXT_D 40, elsewhere 25. */
export const TRUNCATE_LONG = 40;
export const TRUNCATE_SHORT = 25;

export function truncateLimit(kind: ColumnKind): number | null {
  if (kind === 'longText') return TRUNCATE_LONG;
  if (kind === 'text') return TRUNCATE_SHORT;
  return null;
}

/** The text as a cell shows it: cut at the limit with an ellipsis, or whole; `cut` says which. */
export function truncated(text: string, limit: number | null): { shown: string; cut: boolean } {
  const chars = [...text];
  if (limit === null || chars.length <= limit) return { shown: text, cut: false };
  return { shown: `${chars.slice(0, limit).join('').trimEnd()}…`, cut: true };
}

/**
 * A decimal string with thousands grouped and exactly `decimals` places ("35282.9" → "35,282.90"),
 * without going through a binary float; a text that is not a number is returned as given.
 */
export function formatDecimal(text: string, decimals: number): string {
  const match = /^(-)?(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return text;
  const fraction = (match[3] ?? '').padEnd(decimals, '0').slice(0, decimals);
  const whole = match[2]!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${match[1] ?? ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** An amount as shown: two decimals and its currency ("35,282.93 MXN"). */
export function formatMoney(amount: string, currency = ''): string {
  const shown = formatDecimal(amount, 2);
  return currency ? `${shown} ${currency}` : shown;
}

/** A cell's text as the screen shows it (before truncation). */
export function displayText<Row>(column: TableColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (column.kind === 'amount') return formatDecimal(value, 2);
  if (column.kind === 'quantity') return formatDecimal(value, 3);
  return value;
}

/** Whether a card leaves the cell out: an optional column with nothing or zero in it. */
export function isEmptyCell<Row>(column: TableColumn<Row>, row: Row): boolean {
  if (!column.optional) return false;
  const value = column.value(row).trim();
  return value === '' || (column.kind === 'amount' && /^-?0+(\.0+)?$/.test(value));
}

/** Lower case without accents, so "credito" finds "Crédito". */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The rows whose shown text (any column) contains every word of the search box. */
export function searchRows<Row>(
  rows: readonly Row[],
  columns: readonly TableColumn<Row>[],
  query: string,
): Row[] {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = searchable(columns.map((c) => displayText(c, row)).join(' '));
    return words.every((w) => text.includes(w));
  });
}

/** Rows a page: spec 2 §9 "page size 15 (account statement 10)"; the others to choose from. */
export const TABLE_PAGE_SIZES = [10, 15, 25, 50, 100] as const;
export type TablePageSize = (typeof TABLE_PAGE_SIZES)[number];
export const DEFAULT_TABLE_PAGE_SIZE: TablePageSize = 15;
export const STATEMENT_PAGE_SIZE: TablePageSize = 10;
/** Spec 3 §9: the lists of the customer areas show 50 rows a page. */
export const LIST_PAGE_SIZE: TablePageSize = 50;

export interface TablePage<Row> {
  rows: Row[];
  /** 1-based, clamped to the pages there are. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown; 0 and 0 when empty. */
  from: number;
  to: number;
  total: number;
}

/** The rows of page `page` (1-based); a page past the end shows the last one. */
export function tablePage<Row>(rows: readonly Row[], page: number, size: number): TablePage<Row> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const shown = rows.slice(start, start + size);
  return {
    rows: shown,
    page: current,
    pageCount,
    from: shown.length === 0 ? 0 : start + 1,
    to: start + shown.length,
    total,
  };
}
