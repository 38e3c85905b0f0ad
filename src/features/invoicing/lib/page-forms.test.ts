import { describe, expect, it } from 'vitest';
import type { AdvanceRow } from '../../../protocol/invoicing';
import type { AccountingLine, AccountItem } from '../../../protocol/invoicing-account';
import { advanceInvoiceUnits } from './advance-form';
import { consolidatedFilter, initialConsolidatedForm, pickerYears } from './consolidated-form';
import { maintenanceDatesProblem, maintenanceFilter } from './maintenance-form';
import {
  initialStatementForm,
  linesOfSelected,
  statementDates,
  statementFilter,
  statementRowKey,
} from './statement-form';

const lists = {
  CompanyList: [{ Code: 'MX10' }],
  SupplierList: [{ Code: '0000100001', IsNonDeductible: false }],
};

function advanceRow(over: Partial<AdvanceRow>): AdvanceRow {
  return {
    CFPAYGUID: 'A',
    BUKRS: 'MX10',
    RECNNR: '4000000501',
    RECNTXT: 'Torre Oaxaca',
    CONDTYPE: 'Z001',
    FLOWTYPE: 'V102',
    DFAELL: '05-01-2027',
    DBERBIS: '31-01-2027',
    STATUS: '01',
    STATUS_TXT: 'Pendiente de envío',
    TEXT_D: 'Renta Enero 2027',
    AUGDT: '',
    XBLNR: '',
    balance: '10000.00',
    impuestos: '1600.00',
    monto: '11600.00',
    retenciones_c: '0.00',
    retenciones_isr: '0.00',
    retenciones_iva: '0.00',
    total: '11600.00',
    moneda: 'MXN',
    ...over,
  };
}

describe('advance-payment invoice units', () => {
  it('puts a type 01 rent and its discount on one invoice, summed, the discount apart', () => {
    const units = advanceInvoiceUnits([
      advanceRow({ CFPAYGUID: 'A' }),
      advanceRow({
        CFPAYGUID: 'B',
        CONDTYPE: 'Z030',
        FLOWTYPE: 'Z030',
        TEXT_D: 'Descuento Enero 2027',
        balance: '-2000.00',
        impuestos: '-320.00',
        monto: '-2320.00',
        total: '-2320.00',
      }),
      advanceRow({ CFPAYGUID: 'C', DFAELL: '05-02-2027', DBERBIS: '28-02-2027', STATUS: '02' }),
    ]);
    expect(units).toHaveLength(2);
    expect(units[0]).toMatchObject({
      cfpayguids: ['A', 'B'],
      TEXT_D: 'Renta Enero 2027 + Descuento Enero 2027',
      BALANCE: '8000.00',
      TOTAL: '9280.00',
      discount: '2000.00',
      open: true,
    });
    expect(units[1]).toMatchObject({ cfpayguids: ['C'], open: false });
  });
});

describe('consolidated selectors', () => {
  it('open on the current month in Mexico City and ask for the A002 periods', () => {
    const now = new Date('2026-12-01T03:00:00Z'); // still 30 November in Mexico City
    const form = initialConsolidatedForm(lists, now);
    expect(form).toMatchObject({ month: 11, year: 2026, status: '00' });
    expect(pickerYears(now)).toEqual([2024, 2025, 2026, 2027, 2028]);
    expect(consolidatedFilter(form)).toMatchObject({ recnType: 'A002', condtype: '', dueFrom: '' });
  });
});

describe('variable maintenance selectors', () => {
  it('send the invoice dates as YYYYMMDD and refuse a to-date before the from-date', () => {
    const form = {
      bukrs: 'MX10',
      lifnr: '0000100001',
      recnnr: '',
      status: '02' as const,
      from: '2026-10-01',
      to: '2026-11-30',
    };
    expect(maintenanceFilter(form)).toMatchObject({
      from: '20261001',
      to: '20261130',
      status: '02',
    });
    expect(maintenanceDatesProblem(form)).toBeNull();
    expect(maintenanceDatesProblem({ ...form, to: '2026-09-30' })).toBe('toBeforeFrom');
    expect(maintenanceDatesProblem({ ...form, from: '' })).toBeNull();
  });
});

describe('account statement selectors', () => {
  it('pending documents up to the month end with no from-date; paid 31 days back to today', () => {
    expect(initialStatementForm(lists, '2026-11-25')).toMatchObject({
      query: '1',
      from: '',
      to: '2026-11-30',
    });
    expect(statementDates('2', '2026-11-25')).toEqual({ from: '2026-10-25', to: '2026-11-25' });
    const pending = {
      bukrs: 'MX10',
      lifnr: '0000100001',
      query: '1' as const,
      from: '2026-01-01',
      to: '2026-11-30',
    };
    expect(statementFilter(pending)).toMatchObject({ from: '', to: '20261130' });
    expect(statementFilter({ ...pending, query: '2' })).toMatchObject({ from: '20260101' });
  });

  it('the accounting view keeps the lines of the ticked invoices references', () => {
    const item = (BELNR: string, XBLNR: string) =>
      ({ BELNR, GJAHR: '2026', BUZEI: '001', XBLNR }) as AccountItem;
    const line = (BELNR: string, XBLNR: string) => ({ BELNR, XBLNR }) as AccountingLine;
    const items = [item('5100000126', 'LA-1162'), item('5100000132', 'LA-1165')];
    const lines = [
      line('5100000126', 'LA-1162'),
      line('1500000129', 'LA-1162'),
      line('5100000132', 'LA-1165'),
    ];
    const chosen = new Set([statementRowKey(items[0]!)]);
    expect(linesOfSelected(lines, items, chosen).map((l) => l.BELNR)).toEqual([
      '5100000126',
      '1500000129',
    ]);
    expect(linesOfSelected(lines, items, new Set())).toEqual([]);
  });
});
