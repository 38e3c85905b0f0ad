/**
 * The invoice pages' search params, the contract with the lessor list pages that open them:
 * periods `?bukrs=MX10&lifnr=0000100001&cfpayguid=<ID1>,<ID2>&back=<path>` (a consolidated month
 * adds `&month=MM&year=YYYY`), variable maintenance `?flow=mt&bukrs&lifnr&recnnr&back`, and the
 * lessor receipt variant `?flow=receipts` (optional `&bukrs&lifnr` preselect: the receipts page,
 * src/features/supplier-invoicing, drawn by the route instead of the invoice page). The router
 * reads numbers as numbers (`year=2026`, `recnnr=4000000101`), so every field takes either and
 * keeps it as it came: the router writes a number back as `year=2026`, while a text that looks
 * like a number would come back quoted (`year=%222026%22`). The page reads each as text (`textOf`);
 * a bad value is dropped rather than failing the navigation, and the page explains.
 */
import * as v from 'valibot';

/** Where the page sends the lessor when the params do not name an invoice. */
export const PENDING_INVOICES_PATH = '/arrendador_facturas_pendientes';

const optionalText = v.fallback(v.optional(v.union([v.string(), v.number()])), undefined);

/** A param as text ('' when absent). */
const textOf = (value: string | number | undefined): string =>
  value === undefined ? '' : String(value).trim();

/** The route's validateSearch: every field optional, text or number, anything else dropped. */
export const InvoicePageSearch = v.object({
  flow: v.fallback(v.optional(v.picklist(['mt', 'receipts'])), undefined),
  bukrs: optionalText,
  lifnr: optionalText,
  cfpayguid: optionalText,
  recnnr: optionalText,
  month: optionalText,
  year: optionalText,
  back: optionalText,
});
export type InvoicePageSearch = v.InferOutput<typeof InvoicePageSearch>;

/** What the page invoices: periods of a lessor, or a variable-maintenance invoice of a contract. */
export type InvoiceTarget =
  | {
      kind: 'periods';
      bukrs: string;
      lifnr: string;
      cfpayguids: readonly string[];
      /** The consolidated month, when the list page gave one. */
      month: { month: string; year: string } | null;
      back: string;
    }
  | { kind: 'mt'; bukrs: string; lifnr: string; recnnr: string; back: string };

const BUKRS = /^[A-Z0-9]{1,4}$/;
const LIFNR = /^\d{1,10}$/;
const RECNNR = /^[A-Z0-9]{1,13}$/;
const CFPAYGUID = /^[0-9A-Fa-f]{32}$/;
/** At most as many periods as one call looks up (MAX_PERIODS_PER_CALL). */
const MAX_PERIODS = 200;

/**
 * A path inside the app to go back to: one that starts with a single '/', never another origin
 * ('//evil', 'https:'), at most 300 characters.
 */
function backPath(raw: string | undefined): string {
  if (!raw || raw.length > 300 || !raw.startsWith('/') || raw.startsWith('//'))
    return PENDING_INVOICES_PATH;
  return raw;
}

/** The invoice the params name, or null when they do not name one usable. */
export function invoiceTargetOf(search: InvoicePageSearch): InvoiceTarget | null {
  if (search.flow === 'receipts') return null;
  const bukrs = textOf(search.bukrs).toUpperCase();
  const lifnr = textOf(search.lifnr);
  if (!BUKRS.test(bukrs) || !LIFNR.test(lifnr)) return null;
  const partner = { bukrs, lifnr: lifnr.padStart(10, '0'), back: backPath(textOf(search.back)) };
  if (search.flow === 'mt') {
    const recnnr = textOf(search.recnnr).toUpperCase();
    return RECNNR.test(recnnr) ? { kind: 'mt', ...partner, recnnr } : null;
  }
  const ids = textOf(search.cfpayguid)
    .split(',')
    .map((id) => id.trim().toUpperCase())
    .filter((id) => id !== '');
  const unique = [...new Set(ids)];
  if (
    unique.length === 0 ||
    unique.length > MAX_PERIODS ||
    !unique.every((id) => CFPAYGUID.test(id))
  )
    return null;
  const month = textOf(search.month);
  const year = textOf(search.year);
  const hasMonth = /^(0?[1-9]|1[0-2])$/.test(month) && /^\d{4}$/.test(year);
  return {
    kind: 'periods',
    ...partner,
    cfpayguids: unique,
    month: hasMonth ? { month: month.padStart(2, '0'), year } : null,
  };
}

/**
 * The lessor receipt variant (`?flow=receipts`): the company and lessor the link preselects (as
 * text; the page keeps them only where the session lists them), or null for the other flows.
 */
export interface ReceiptsPreset {
  bukrs?: string;
  lifnr?: string;
}

export function receiptsPresetOf(search: InvoicePageSearch): ReceiptsPreset | null {
  if (search.flow !== 'receipts') return null;
  const bukrs = textOf(search.bukrs).toUpperCase();
  const lifnr = textOf(search.lifnr);
  return {
    ...(BUKRS.test(bukrs) && { bukrs }),
    ...(LIFNR.test(lifnr) && { lifnr: lifnr.padStart(10, '0') }),
  };
}
