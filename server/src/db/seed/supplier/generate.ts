/**
 * The demo purchasing data set as rows, from an anchor date (the first start's day): orders and
 * items, goods-receipt lines over the last 365 days (twins as a freight condition on the same
 * receipt line), their withholdings from the master, and the invoices that consumed the older
 * ones (paid when planned). Pure and deterministic: the same anchor gives the same rows.
 */
import {
  formatAmount,
  percentOf,
  sumCents,
  type Cents,
} from '../../../../../src/domain/invoicing/money';
import { addCalendarDays } from '../../../../../src/domain/invoicing/statement';
import type {
  erpInvoices,
  goodsReceiptLines,
  purchaseOrderItems,
  purchaseOrders,
} from '../../schema';
import { createRng } from '../maintenance/prng';
import { KINDS, WITHHOLDING_TYPES, orderPlans, type OrderPlan } from './plan';

type OrderInsert = typeof purchaseOrders.$inferInsert;
type ItemInsert = typeof purchaseOrderItems.$inferInsert;
/** A receipt line with its withholdings and the UUID of the invoice that consumed it. */
export type LineInsert = Omit<typeof goodsReceiptLines.$inferInsert, 'invoiceId' | 'id'> & {
  withholdings: { witht: string; amount: string }[];
  invoiceUuid: string | null;
};
/** An invoice row before its document number is taken. */
export type SupplierInvoiceInsert = Omit<typeof erpInvoices.$inferInsert, 'id' | 'belnr'>;

export interface SupplierData {
  orders: OrderInsert[];
  items: ItemInsert[];
  lines: LineInsert[];
  invoices: SupplierInvoiceInsert[];
}

const TAX_PERCENT = 16n;
const rateOf = new Map<string, (typeof WITHHOLDING_TYPES)[number]>(
  WITHHOLDING_TYPES.map((w) => [w.witht, w]),
);

/** A percent with four decimals ("10.6667") of an amount, rounded to cents. */
const withheld = (amount: Cents, percent: string) =>
  percentOf(amount, BigInt(percent.replace('.', '')), 1_000_000n);

export function generateSupplierData(anchor: string): SupplierData {
  const rng = createRng(18_2026);
  const data: SupplierData = { orders: [], items: [], lines: [], invoices: [] };
  let mblnr = 5_000_000_000;
  let folio = 100;
  for (const plan of orderPlans()) {
    const kind = KINDS[plan.kind];
    const aedat = addCalendarDays(anchor, -plan.orderedDaysAgo);
    data.orders.push({
      ebeln: plan.ebeln,
      bukrs: plan.bukrs,
      lifnr: plan.lifnr,
      bsart: kind.bsart,
      auart: kind.auart,
      orderType: kind.orderType,
      waers: plan.waers,
      aedat,
      recntxt: plan.recntxt,
      comentario: '',
      paymentDays: plan.paymentDays,
    });
    const orderLines: LineInsert[] = [];
    const invoiceUuid = plan.invoicedDaysAgo === undefined ? null : rng.uuid().toUpperCase();
    for (let n = 1; n <= plan.items; n++) {
      const ebelp = String(n * 10).padStart(5, '0');
      const goods = kind.pstyp === '0';
      const unitPrice = BigInt(
        plan.waers === 'USD'
          ? rng.int(150, 2_500) * 100
          : rng.int(1_800, 48_000) * 100 + rng.int(0, 99),
      );
      const perReceipt = goods ? rng.int(1, 6) : 1;
      const ordered = perReceipt * plan.receiptsPerItem + (goods ? rng.int(0, 2) : 0);
      data.items.push({
        ebeln: plan.ebeln,
        ebelp,
        txz01: kind.items[(n - 1) % kind.items.length]!,
        pstyp: kind.pstyp,
        mwskz: 'V1',
        menge: `${ordered}.000`,
        meins: kind.meins,
        netpr: formatAmount(unitPrice),
        withholdings: [...kind.withholdings],
      });
      for (let r = 0; r < plan.receiptsPerItem; r++) {
        mblnr += 1;
        const daysAgo = Math.max(0, plan.orderedDaysAgo - 2 - r * 3 - n);
        const budat = addCalendarDays(anchor, -daysAgo);
        const wrbtr = unitPrice * BigInt(perReceipt);
        const base = {
          bukrs: plan.bukrs,
          lifnr: plan.lifnr,
          ebeln: plan.ebeln,
          ebelp,
          mblnr: String(mblnr),
          mjahr: budat.slice(0, 4),
          zeile: '0001',
          budat,
          menge: `${perReceipt}.000`,
          meins: kind.meins,
          mwskz: 'V1',
          waers: plan.waers,
          lfbnr: String(mblnr),
          lfpos: '0001',
          txz01Essr: goods ? '' : `Hoja de servicio ${mblnr - 4_000_000_000}`,
          sgtxt: `${kind.items[(n - 1) % kind.items.length]!} - ${plan.recntxt}`.slice(0, 50),
          xblnr: goods ? `REM-${String(mblnr).slice(-5)}` : '',
          invoiceUuid,
        };
        orderLines.push({
          ...base,
          kschl: 'PBXX',
          wrbtr: formatAmount(wrbtr),
          fwste: formatAmount(percentOf(wrbtr, TAX_PERCENT, 100n)),
          withholdings: kind.withholdings.map((witht) => ({
            witht,
            amount: formatAmount(withheld(wrbtr, rateOf.get(witht)!.percent)),
          })),
        });
        // A freight condition on the first receipt of the first item: a twin of its line.
        if (plan.twin && n === 1 && r === 0) {
          const freight = BigInt(rng.int(350, 1_200) * 100);
          orderLines.push({
            ...base,
            kschl: 'FRA1',
            wrbtr: formatAmount(freight),
            fwste: formatAmount(percentOf(freight, TAX_PERCENT, 100n)),
            withholdings: [],
          });
        }
      }
    }
    data.lines.push(...orderLines);
    if (invoiceUuid !== null)
      data.invoices.push(invoiceOf(plan, orderLines, invoiceUuid, anchor, folio++));
  }
  return data;
}

/** The invoice that consumed an order's receipts: their sums, posted the day it was invoiced. */
function invoiceOf(
  plan: OrderPlan,
  lines: readonly LineInsert[],
  uuid: string,
  anchor: string,
  folio: number,
): SupplierInvoiceInsert {
  const cents = (text: string) => BigInt(text.replace('.', ''));
  const balance = sumCents(lines.map((l) => cents(l.wrbtr)));
  const tax = sumCents(lines.map((l) => cents(l.fwste)));
  const by = (tax: 'ISR' | 'IVA') =>
    sumCents(
      lines.flatMap((l) =>
        l.withholdings.filter((w) => rateOf.get(w.witht)?.tax === tax).map((w) => cents(w.amount)),
      ),
    );
  const isr = by('ISR');
  const iva = by('IVA');
  const bldat = addCalendarDays(anchor, -(plan.invoicedDaysAgo ?? 0));
  const augdt = plan.paid ? addCalendarDays(bldat, plan.paymentDays) : null;
  return {
    kind: plan.lifnr.startsWith('00001') ? 'RECEIPT' : 'SUPPLIER',
    bukrs: plan.bukrs,
    lifnr: plan.lifnr,
    uuid,
    xblnr: `F${folio}`,
    electronic: true,
    gjahr: bldat.slice(0, 4),
    blart: 'RE',
    bldat,
    budat: bldat,
    paymentDays: plan.paymentDays,
    balance: formatAmount(balance),
    impuestos: formatAmount(tax),
    monto: formatAmount(balance + tax),
    retencionesC: '0.00',
    retencionesIsr: formatAmount(isr),
    retencionesIva: formatAmount(iva),
    total: formatAmount(balance + tax - isr - iva),
    currency: plan.waers,
    status: plan.paid ? '03' : '02',
    augdt: augdt !== null && augdt <= anchor ? augdt : null,
    augbl: augdt !== null && augdt <= anchor ? `15${String(folio).padStart(8, '0')}` : null,
  };
}
