import { describe, expect, it } from 'vitest';
import { amountOf, sumCents } from '../../../../../src/domain/invoicing/money';
import { addCalendarDays } from '../../../../../src/domain/invoicing/statement';
import { markTwins } from '../../../../../src/domain/supplier-invoicing/receipts';
import { generateSupplierData, type LineInsert } from './generate';
import { orderPlans } from './plan';

const ANCHORS = ['2026-01-01', '2026-03-15', '2028-02-29', '2026-12-31'];

const facts = (l: LineInsert) => ({
  EBELN: l.ebeln,
  EBELP: l.ebelp,
  MBLNR: l.mblnr,
  MJAHR: l.mjahr,
  ZEILE: l.zeile,
  WAERS: l.waers,
  BSART: '',
  AUART: '',
  WRBTR: l.wrbtr,
  FWSTE: l.fwste,
  WITHHOLDINGS: [],
});

describe('the demo purchasing data', () => {
  it('is the same for the same day', () => {
    expect(generateSupplierData('2026-03-15')).toEqual(generateSupplierData('2026-03-15'));
  });

  it.each(ANCHORS)('on %s: receipts of the last 365 days, one order per plan', (anchor) => {
    const data = generateSupplierData(anchor);
    expect(data.orders).toHaveLength(orderPlans().length);
    const from = addCalendarDays(anchor, -365);
    for (const l of data.lines) {
      expect(l.budat >= from && l.budat <= anchor, `${l.mblnr} ${l.budat}`).toBe(true);
      expect(l.mjahr).toBe(l.budat.slice(0, 4));
    }
  });

  const data = generateSupplierData('2026-03-15');
  const pendingOf = (lifnr: string) =>
    data.lines.filter((l) => l.lifnr === lifnr && l.invoiceUuid === null);

  it('gives supplier 0000200001 pending receipts in MXN and USD, of both order types', () => {
    const pending = pendingOf('0000200001');
    expect(new Set(pending.map((l) => l.waers))).toEqual(new Set(['MXN', 'USD']));
    const types = new Set(
      pending.map((l) => data.orders.find((o) => o.ebeln === l.ebeln)!.orderType),
    );
    expect(types).toEqual(new Set(['01', '02']));
  });

  it('has twins: rows sharing order, item, document, year and line', () => {
    const twins = markTwins(data.lines.map(facts)).filter((l) => l.isTwin);
    expect(twins.length).toBeGreaterThanOrEqual(3);
    expect(twins.some((t) => t.EBELN === '4500001001')).toBe(true);
  });

  it('has withholdings from the master on service receipts', () => {
    const held = pendingOf('0000200001').filter((l) => l.withholdings.length > 0);
    expect(new Set(held.flatMap((l) => l.withholdings.map((w) => w.witht)))).toEqual(
      new Set(['R1', 'R2', 'R4', 'R6']),
    );
  });

  it('registers the older orders with invoices of their receipts’ sums, some paid', () => {
    expect(data.invoices.length).toBeGreaterThan(5);
    for (const inv of data.invoices) {
      const lines = data.lines.filter((l) => l.invoiceUuid === inv.uuid);
      expect(lines.length).toBeGreaterThan(0);
      expect(inv.balance).toBe(
        (Number(sumCents(lines.map((l) => amountOf(l.wrbtr)))) / 100).toFixed(2),
      );
    }
    expect(data.invoices.some((i) => i.augdt !== null)).toBe(true);
    expect(data.invoices.some((i) => i.augdt === null)).toBe(true);
  });

  it('gives the lessor 0000100001 pending receipts of its own', () => {
    expect(pendingOf('0000100001').length).toBeGreaterThan(0);
  });
});
