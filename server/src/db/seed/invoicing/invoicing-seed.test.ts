import { describe, expect, it } from 'vitest';
import { invoiceAmountsOf, type PeriodAmounts } from '../../../../../src/domain/invoicing/amounts';
import { amountOf } from '../../../../../src/domain/invoicing/money';
import { addCalendarDays } from '../../../../../src/domain/invoicing/statement';
import { generateInvoicingData, PAID_AFTER_DAYS, type PeriodInsert } from './generate';
import { CONTRACT_PLANS } from './plan';

/** Anchors across a year: month starts and ends, a leap day, the turn of the year. */
const ANCHORS = [
  '2026-01-01',
  '2026-03-15',
  '2026-03-31',
  '2028-02-29',
  '2026-11-25',
  '2026-12-31',
];

const amountsOf = (p: PeriodInsert): PeriodAmounts => ({
  CONDVALUENET: p.condvaluenet,
  TAXVALUE: p.taxvalue,
  CONDVALUEGROSS: p.condvaluegross,
  RETENCION_C: p.retencionC,
  RETENCION_ISR: p.retencionIsr,
  RETENCION_IVA: p.retencionIva,
  MONTO_TOTAL: p.montoTotal,
  MONEDA: p.currency,
});

describe('the demo invoicing data', () => {
  it('is the same for the same day', () => {
    expect(generateInvoicingData('2026-03-15')).toEqual(generateInvoicingData('2026-03-15'));
  });

  it.each(ANCHORS)(
    'on %s: periods from two years back to a year ahead, status by due date',
    (anchor) => {
      const data = generateInvoicingData(anchor);
      expect(data.contracts).toHaveLength(CONTRACT_PLANS.length);
      const from = addCalendarDays(anchor, -2 * 366 - 31);
      const to = addCalendarDays(anchor, 366 + 31);
      for (const p of data.periods) {
        if (p.recntype !== 'A004') expect(p.dberbis >= from && p.dberbis <= to, p.textD).toBe(true);
        // A period is pending exactly while no invoice holds it (the table's check says the same).
        expect(p.status === '01', p.textD).toBe(p.invoiceUuid === null);
        if (p.status === '03')
          expect(p.dfaell < addCalendarDays(anchor, -PAID_AFTER_DAYS + 1)).toBe(true);
        if (p.status === '02') expect(p.dfaell < anchor).toBe(true);
      }
      const statuses = new Set(data.periods.map((p) => p.status));
      expect(statuses).toEqual(new Set(['01', '02', '03']));
    },
  );

  it.each(ANCHORS)(
    'on %s: every invoice carries the sum of its periods, dated before its payment',
    (anchor) => {
      const data = generateInvoicingData(anchor);
      for (const inv of data.invoices.filter((i) => i.kind === 'LEASE')) {
        const periods = data.periods.filter((p) => p.invoiceUuid === inv.uuid);
        expect(periods.length, inv.xblnr).toBeGreaterThan(0);
        const sum = invoiceAmountsOf(periods.map(amountsOf));
        expect(sum.ok && sum.amounts.TOTAL).toBe(inv.total);
        expect(sum.ok && sum.amounts.BALANCE).toBe(inv.balance);
        expect(inv.status).toBe(periods[0]!.status);
        expect(inv.bldat <= anchor && inv.budat <= anchor && inv.bldat <= inv.budat).toBe(true);
        expect(Boolean(inv.augdt), inv.xblnr).toBe(inv.status === '03');
        if (inv.augdt) expect(inv.augdt >= inv.budat && inv.augdt < anchor).toBe(true);
      }
    },
  );

  it.each(ANCHORS)(
    'on %s: document numbers unique per company and year, the sequence at the last',
    (anchor) => {
      const data = generateInvoicingData(anchor);
      const keys = data.invoices.map((i) => `${i.bukrs}|${i.gjahr}|${i.belnr}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(new Set(data.invoices.map((i) => `${i.bukrs}|${i.uuid}`)).size).toBe(
        data.invoices.length,
      );
      for (const i of data.invoices) {
        expect(i.belnr).toMatch(/^51\d{8}$/);
        expect(i.gjahr).toBe(i.budat.slice(0, 4));
      }
      for (const seq of data.documentNumbers) {
        const mine = data.invoices.filter((i) => i.bukrs === seq.bukrs && i.gjahr === seq.gjahr);
        expect(seq.lastNumber).toBe(mine.length);
      }
      const references = data.invoices.map((i) => i.xblnr);
      expect(new Set(references).size).toBe(references.length);
    },
  );

  it('has three pending rent periods of Torre Tlalpan due on one date (the oldest-invoice rule)', () => {
    const anchor = '2026-03-15';
    const open = generateInvoicingData(anchor).periods.filter(
      (p) => p.recnnr === '4000000101' && p.status === '01' && p.dfaell === '2026-03-05',
    );
    expect(open.map((p) => p.dberbis)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });

  it('has regularizations Z097-Z102 due together and a V101 complement', () => {
    const rows = generateInvoicingData('2026-03-15').periods.filter(
      (p) => p.recnnr === '4000000401',
    );
    const open = rows.filter((p) => p.status === '01' && p.flowtype === 'V100');
    expect(open.map((p) => p.condtype)).toEqual(['Z097', 'Z098', 'Z099', 'Z100', 'Z101', 'Z102']);
    expect(new Set(open.map((p) => p.dfaell))).toEqual(new Set(['2026-03-15']));
    expect(rows.filter((p) => p.status === '03').map((p) => p.condtype)).toEqual([
      'Z094',
      'Z095',
      'Z096',
    ]);
    expect(rows.find((p) => p.flowtype === 'V101')).toMatchObject({
      condtype: 'Z102',
      status: '01',
    });
  });

  it('has advance payments: type 01 rent with its discount, type 02 discount included', () => {
    const data = generateInvoicingData('2026-03-15');
    const type01 = data.periods.filter((p) => p.recnnr === '4000000501' && p.status === '01');
    expect(type01).toHaveLength(24);
    expect(new Set(type01.map((p) => p.dfaell))).toEqual(new Set(['2026-03-05']));
    expect(
      type01.filter((p) => p.condtype === 'Z030').every((p) => p.condvaluenet === '-2000.00'),
    ).toBe(true);
    const paid01 = data.periods.filter((p) => p.recnnr === '4000000501' && p.status === '03');
    expect(new Set(paid01.map((p) => p.invoiceUuid)).size).toBe(1);
    const type02 = data.periods.filter((p) => p.recnnr === '4000000502' && p.status === '01');
    expect(type02.map((p) => p.condtype)).toEqual(Array(12).fill('Z01A'));
    expect(type02.every((p) => p.flowtype === 'V102' && p.condvaluenet === '17100.00')).toBe(true);
  });

  it('withholds ISR and two thirds of the IVA for natural persons, cedular in Guanajuato', () => {
    const periods = generateInvoicingData('2026-03-15').periods;
    const toluca = periods.find((p) => p.recnnr === '4000000111')!;
    expect(amountOf(toluca.retencionIsr)).toBeGreaterThan(0n);
    expect(toluca.retencionC).toBe('0.00');
    const leon = periods.find((p) => p.recnnr === '4000000112')!;
    expect(amountOf(leon.retencionC)).toBe(amountOf(leon.condvaluenet) / 50n);
    const arcos = periods.find((p) => p.recnnr === '4000000102')!;
    expect([arcos.retencionIsr, arcos.retencionIva, arcos.retencionC]).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
  });

  it('makes each consolidated period the sum of its sites, a joining site prorated', () => {
    const data = generateInvoicingData('2026-03-15');
    const periods = data.periods.filter((p) => p.recntype === 'A002');
    expect(periods.length).toBeGreaterThan(0);
    for (const p of periods) {
      const items = data.items.filter((i) => i.cfpayguid === p.cfpayguid);
      expect(items.length).toBeGreaterThan(0);
      const sum = items.reduce((s, i) => s + amountOf(i.condvaluenet), 0n);
      expect(sum).toBe(amountOf(p.condvaluenet));
    }
    const joining = data.items.filter((i) => i.objectIdAcct === 'MX-OCC-0216');
    expect(joining[0]!.menge).toBe('0.500');
    expect(joining.slice(1).every((i) => i.menge === '1.000')).toBe(true);
  });

  it.each(ANCHORS)('on %s: variable-maintenance invoices in every status', (anchor) => {
    const mt = generateInvoicingData(anchor).invoices.filter((i) => i.kind === 'MT');
    expect(new Set(mt.map((i) => i.status))).toEqual(new Set(['01', '02', '03', '04']));
    for (const i of mt) {
      expect(i.description!.length).toBeLessThanOrEqual(16);
      expect(Boolean(i.augdt)).toBe(i.status === '04');
      if (i.status === '02') expect(i.comment).not.toBe('');
    }
  });
});
