/**
 * The validations accordion's items (spec 2 §4, §5): one item per check group the browser runs —
 * the document groups, the seal on its own, the portal rules — and one per tax-authority answer
 * (duplicate id, 69-B blacklist, SAT status, reception). The state machine of
 * src/domain/cfdi/validation-items.ts drives them; these functions say which items exist and turn
 * the engine's checks into each item's result.
 */
import type { CheckGroup } from '../../../domain/cfdi/checks/check';
import type { ItemStatus } from '../../../domain/cfdi/validation-items';

/** The document groups the engine reports, each one item, in the engine's order. */
export const DOCUMENT_GROUPS = [
  'xml',
  'schema',
  'sums',
  'rfc',
  'regime',
  'tfd',
  'dates',
  'pagos',
  'catalog',
  'seal',
  'portal',
] as const satisfies readonly CheckGroup[];
export type DocumentGroup = (typeof DOCUMENT_GROUPS)[number];

/** The tax authority's checks, each one item: the engine's check ids. */
export const SAT_ITEMS = [
  'sat.duplicateId',
  'sat.blacklist',
  'sat.status',
  'sat.reception',
] as const;
export type SatItem = (typeof SAT_ITEMS)[number];

export type ItemId = DocumentGroup | SatItem;

/**
 * The invoice flows: a lessor's periods, variable maintenance, a supplier's receipts (whose
 * duplicate-id check asks InvoiceValidateIDReceipt), or a payment complement (CFDI type P).
 */
export type InvoiceFlow = 'periods' | 'mt' | 'receipts' | 'payment';

/**
 * The items of a flow. The variable-maintenance flow has no duplicate-id check (spec 2 §5: it
 * runs tax ids, blacklist, status, reception, regimes and voucher type), so that item is excluded.
 * A payment complement asks the tax authority only its status and reception (spec 2 §5 "Payment
 * complement"; the server refuses a complement registered before by its UUID).
 */
export function validationItemsOf(flow: InvoiceFlow) {
  const excluded = (id: SatItem) =>
    flow === 'payment'
      ? id === 'sat.duplicateId' || id === 'sat.blacklist'
      : flow === 'mt' && id === 'sat.duplicateId';
  return [
    ...DOCUMENT_GROUPS.map((id) => ({ id })),
    ...SAT_ITEMS.map((id) => ({ id, exclude: excluded(id) })),
  ];
}

/** One of the engine's checks, translated. */
export interface TranslatedCheck {
  id: string;
  group: string;
  status: 'success' | 'warning' | 'error' | 'exclude';
  message: string;
}

/** What an item shows once settled. */
export interface ItemResult {
  status: 'success' | 'warning' | 'error' | 'exclude';
  /** The failing checks' messages (errors first), or '' when all passed. */
  message: string;
  /** How many checks ran (for "n checks passed"). */
  ran: number;
}

/**
 * A group's item from its checks: excluded when none ran; an error when one failed, a warning when
 * one warned (their messages listed); otherwise success.
 */
export function groupResult(checks: readonly TranslatedCheck[], group: string): ItemResult {
  const ran = checks.filter((c) => c.group === group && c.status !== 'exclude');
  if (ran.length === 0) return { status: 'exclude', message: '', ran: 0 };
  const errors = ran.filter((c) => c.status === 'error');
  const warnings = ran.filter((c) => c.status === 'warning');
  const listed = [...errors, ...warnings].map((c) => c.message);
  const status = errors.length > 0 ? 'error' : warnings.length > 0 ? 'warning' : 'success';
  return { status, message: listed.join('\n'), ran: ran.length };
}

/** A settled status (the report's and the accordion's "done" states). */
export function isSettled(status: ItemStatus): boolean {
  return status !== 'pending' && status !== 'loading';
}
