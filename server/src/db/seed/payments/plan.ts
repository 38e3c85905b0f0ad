/**
 * The demo payments, pure and deterministic: the embedded ERP's cleared invoices become
 * payments (their AUGBL clearing documents), and the demo lessor's and supplier's latest paid
 * invoice of each company is paid in two parts (40 % two weeks earlier under a new document number,
 * the rest under the invoice's own AUGBL). Payments of the last PENDING_DAYS days are of PPD
 * invoices waiting for a complement; older ones are recorded as PUE (paid in one exhibition, no
 * complement), so the cockpit shows what a partner can still act on.
 */
import { addCalendarDays } from '../../../../../src/domain/invoicing/statement';

/** Payments this recent (from the anchor) wait for a complement. */
export const PENDING_DAYS = 75;
/** The demo lessor (user arrendador) and supplier (user proveedor), paid in two parts. */
export const TWO_PART_PARTNERS = ['0000100001', '0000200001'];
/** New clearing documents of the first parts: 2000000001, 2000000002, ... */
const PART_AUGBL_BASE = 2_000_000_000;

export interface ClearedInvoice {
  id: number;
  bukrs: string;
  lifnr: string;
  augbl: string;
  augdt: string;
  budat: string;
  total: string;
  currency: string;
}

export interface PlannedPayment {
  bukrs: string;
  lifnr: string;
  augbl: string;
  gjahr: string;
  augdt: string;
  currency: string;
  items: { invoiceId: number; amount: string; paymentMethod: 'PPD' | 'PUE' }[];
}

const cents = (s: string) => BigInt(s.replace('.', ''));
const fmt = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

export interface PaymentPlan {
  payments: PlannedPayment[];
  /** Invoices whose clearing document number was another partner's: their new AUGBL. */
  renumbered: { invoiceId: number; augbl: string }[];
}

export function planPayments(invoices: readonly ClearedInvoice[], anchor: string): PaymentPlan {
  const since = addCalendarDays(anchor, -PENDING_DAYS);
  const sorted = [...invoices].sort(
    (a, b) => a.augdt.localeCompare(b.augdt) || a.augbl.localeCompare(b.augbl) || a.id - b.id,
  );
  // The latest paid invoice of each demo partner and company is paid in two parts.
  const split = new Set<number>();
  for (const lifnr of TWO_PART_PARTNERS)
    for (const bukrs of new Set(sorted.map((s) => s.bukrs))) {
      const last = sorted
        .filter((s) => s.lifnr === lifnr && s.bukrs === bukrs && s.augdt >= since)
        .at(-1);
      if (last && cents(last.total) >= 200n) split.add(last.id);
    }
  const payments = new Map<string, PlannedPayment>();
  const renumbered: PaymentPlan['renumbered'] = [];
  let fresh = 0;
  const freshAugbl = () => String(PART_AUGBL_BASE + ++fresh);
  const add = (inv: ClearedInvoice, wanted: string, augdt: string, amount: string) => {
    const gjahr = augdt.slice(0, 4);
    let augbl = wanted;
    const taken = payments.get(`${inv.bukrs}|${gjahr}|${augbl}`);
    // A clearing document pays one partner in one currency: another's number gets a new one.
    if (taken && (taken.lifnr !== inv.lifnr || taken.currency !== inv.currency)) {
      augbl = freshAugbl();
      if (wanted === inv.augbl) renumbered.push({ invoiceId: inv.id, augbl });
    }
    const key = `${inv.bukrs}|${gjahr}|${augbl}`;
    const payment = payments.get(key) ?? {
      bukrs: inv.bukrs,
      lifnr: inv.lifnr,
      augbl,
      gjahr,
      augdt,
      currency: inv.currency,
      items: [],
    };
    payment.items.push({
      invoiceId: inv.id,
      amount,
      paymentMethod: augdt >= since ? 'PPD' : 'PUE',
    });
    payments.set(key, payment);
  };
  for (const inv of sorted) {
    if (!split.has(inv.id)) {
      add(inv, inv.augbl, inv.augdt, inv.total);
      continue;
    }
    const first = (cents(inv.total) * 40n) / 100n;
    const earlier = addCalendarDays(inv.augdt, -14);
    add(inv, freshAugbl(), earlier < inv.budat ? inv.budat : earlier, fmt(first));
    add(inv, inv.augbl, inv.augdt, fmt(cents(inv.total) - first));
  }
  return { payments: [...payments.values()], renumbered };
}
