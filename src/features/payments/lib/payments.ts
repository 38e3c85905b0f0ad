/**
 * The payment pages' own logic (spec 2 §2 screens 9–10): who the page is for (`?id=arren`
 * a lessor, `?id=prov` a supplier), the pending items grouped by payment (one clearing document,
 * AUGBL of a year, paying one or more invoices) for the complement cockpit, how near its deadline
 * is, and the portal context the complement's checks run with in the browser.
 */
import * as v from 'valibot';
import type { PortalContextInput } from '../../../domain/cfdi/checks/portal/context';
import type { PendingPaymentItem } from '../../../protocol/payments';

/** Who the page serves, from its `id` search param. */
export type PaymentParty = 'lessor' | 'supplier';

const PARTY_OF_ID: Readonly<Record<string, PaymentParty>> = { arren: 'lessor', prov: 'supplier' };

/** `arren` → lessor, `prov` → supplier, anything else (or nothing) → null: the page explains. */
export function partyOfId(id: string | undefined): PaymentParty | null {
  return id !== undefined && Object.hasOwn(PARTY_OF_ID, id) ? PARTY_OF_ID[id]! : null;
}

/** The id param of a party (the links between the two pages keep it). */
export const idOfParty = (party: PaymentParty): 'arren' | 'prov' =>
  party === 'lessor' ? 'arren' : 'prov';

/**
 * A search param as it may come: the router reads `augbl=1400000001` as a number, so each takes
 * either; a bad value is dropped rather than failing the navigation.
 */
const optionalText = v.fallback(v.optional(v.union([v.string(), v.number()])), undefined);

/** Both pages' search: `id` (arren | prov) and, on the complement page, the payment to preselect. */
export const PaymentsSearch = v.object({
  id: optionalText,
  bukrs: optionalText,
  lifnr: optionalText,
  augbl: optionalText,
  gjahr: optionalText,
});
export type PaymentsSearch = v.InferOutput<typeof PaymentsSearch>;

/** A param as text ('' when absent). */
export const textOf = (value: string | number | undefined): string =>
  value === undefined ? '' : String(value).trim();

/** One payment still waiting for its complement, with the invoices it paid. */
export interface PendingPayment {
  /** BUKRS|LIFNR|GJAHR|AUGBL. */
  key: string;
  bukrs: string;
  lifnr: string;
  augbl: string;
  gjahr: string;
  /** The payment date, DD-MM-YYYY as answered. */
  augdt: string;
  currency: string;
  /** What the payment paid of its invoices (the items' WRBTR summed), two decimals. */
  paid: string;
  deadline: string;
  daysLeft: number;
  items: PendingPaymentItem[];
}

export const paymentKeyOf = (p: {
  bukrs: string;
  lifnr: string;
  gjahr: string;
  augbl: string;
}): string => [p.bukrs, p.lifnr, p.gjahr, p.augbl].join('|');

const cents = (amount: string): bigint => BigInt(amount.replace('.', ''));
const amountOf = (c: bigint): string => {
  const negative = c < 0n;
  const abs = (negative ? -c : c).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}`;
};

/** DD-MM-YYYY → YYYYMMDD, to order dates. */
const sortable = (wire: string): string =>
  `${wire.slice(6, 10)}${wire.slice(3, 5)}${wire.slice(0, 2)}`;

/**
 * The items grouped by payment, the most urgent first (fewest days left, then the older payment);
 * inside a payment its items by invoice and installment.
 */
export function pendingPaymentsOf(items: readonly PendingPaymentItem[]): PendingPayment[] {
  const byKey = new Map<string, PendingPayment>();
  for (const item of items) {
    const key = paymentKeyOf({
      bukrs: item.BUKRS,
      lifnr: item.LIFNR,
      gjahr: item.GJAHR,
      augbl: item.AUGBL,
    });
    const payment = byKey.get(key);
    if (payment) {
      payment.items.push(item);
      payment.paid = amountOf(cents(payment.paid) + cents(item.WRBTR));
      payment.daysLeft = Math.min(payment.daysLeft, item.DAYS_LEFT);
    } else {
      byKey.set(key, {
        key,
        bukrs: item.BUKRS,
        lifnr: item.LIFNR,
        augbl: item.AUGBL,
        gjahr: item.GJAHR,
        augdt: item.AUGDT,
        currency: item.WAERS,
        paid: item.WRBTR,
        deadline: item.DEADLINE,
        daysLeft: item.DAYS_LEFT,
        items: [item],
      });
    }
  }
  const payments = [...byKey.values()];
  for (const p of payments)
    p.items.sort(
      (a, b) =>
        a.XBLNR.localeCompare(b.XBLNR) ||
        a.UUID.localeCompare(b.UUID) ||
        a.NumParcialidad - b.NumParcialidad,
    );
  return payments.sort(
    (a, b) =>
      a.daysLeft - b.daysLeft ||
      sortable(a.augdt).localeCompare(sortable(b.augdt)) ||
      a.key.localeCompare(b.key),
  );
}

/** How near a complement's deadline is: the cockpit says it in words and colour. */
export type DeadlineState = 'overdue' | 'today' | 'soon' | 'open';

/** Three days or fewer left is "soon" (the mail reminder's horizon). */
export const DEADLINE_SOON_DAYS = 3;

export function deadlineState(daysLeft: number): DeadlineState {
  if (daysLeft < 0) return 'overdue';
  if (daysLeft === 0) return 'today';
  if (daysLeft <= DEADLINE_SOON_DAYS) return 'soon';
  return 'open';
}

/**
 * The context the complement's checks run with (spec 2 §5 "Payment complement"): the user's own
 * issuer and receiver tax ids, the partner's pending items and the payment the user says the
 * complement covers. Null while no payment is chosen.
 */
export function complementPortalInput(
  party: PaymentParty,
  issuerTaxIds: readonly string[],
  receiverTaxIds: readonly string[],
  items: readonly PendingPaymentItem[],
  payment: { gjahr: string; augbl: string } | null,
): PortalContextInput | null {
  if (!payment) return null;
  return {
    role: party,
    document: 'paymentComplement',
    issuerTaxIds: unique(issuerTaxIds),
    receiverTaxIds: unique(receiverTaxIds),
    pendingPayments: items.map((i) => ({
      UUID: i.UUID,
      GJAHR: i.GJAHR,
      AUGBL: i.AUGBL,
      NumParcialidad: String(i.NumParcialidad),
    })),
    paymentDocument: { GJAHR: payment.gjahr, AUGBL: payment.augbl },
  };
}

/** Tax ids the context accepts (12 or 13 characters), each once. */
const unique = (ids: readonly string[]): string[] =>
  [...new Set(ids.map((id) => id.trim().toUpperCase()))].filter(
    (id) => id.length === 12 || id.length === 13,
  );

/** The selectors' values: the company and the partner as typed or chosen. */
export interface PartnerForm {
  bukrs: string;
  lifnr: string;
}

/**
 * The company and partner a page opens with: the link's when the session lists them (a user
 * without a partner list types any), else the first of the session's lists.
 */
export function initialPartner(
  session: {
    CompanyList: readonly { Code: string }[];
    SupplierList: readonly { Code: string }[];
  } | null,
  preset?: Partial<PartnerForm>,
): PartnerForm {
  const companies = session?.CompanyList ?? [];
  const partners = session?.SupplierList ?? [];
  const bukrs =
    preset?.bukrs && companies.some((c) => c.Code === preset.bukrs)
      ? preset.bukrs
      : (companies[0]?.Code ?? '');
  const wanted = preset?.lifnr?.replace(/^0+/, '') ?? '';
  const listed = partners.find((p) => p.Code.replace(/^0+/, '') === wanted && wanted !== '');
  const lifnr = listed
    ? listed.Code
    : partners.length === 0
      ? (preset?.lifnr ?? '')
      : (partners[0]?.Code ?? '');
  return { bukrs, lifnr };
}

/** The read a form asks for (the partner padded to 10), or null while one of them is missing. */
export function paymentsFilterOf(form: PartnerForm): { bukrs: string; lifnr: string } | null {
  const lifnr = form.lifnr.trim();
  if (form.bukrs === '' || lifnr === '' || !/^\d{1,10}$/.test(lifnr)) return null;
  return { bukrs: form.bukrs, lifnr: lifnr.padStart(10, '0') };
}
