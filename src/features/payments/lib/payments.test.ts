import { describe, expect, it } from 'vitest';
import type { PendingPaymentItem } from '../../../protocol/payments';
import {
  complementPortalInput,
  deadlineState,
  initialPartner,
  partyOfId,
  paymentsFilterOf,
  pendingPaymentsOf,
} from './payments';

const item = (over: Partial<PendingPaymentItem>): PendingPaymentItem => ({
  UUID: 'AAAAAAAA-0000-4000-8000-000000000001',
  GJAHR: '2026',
  AUGBL: '1500000001',
  BUKRS: 'MX10',
  LIFNR: '0000200001',
  AUGDT: '15-10-2026',
  WRBTR: '500.00',
  WAERS: 'MXN',
  BELNR_D: '5100000001',
  GJAHR_D: '2026',
  XBLNR: 'A-1',
  XBLNR_LONG: 'A-1 (2026)',
  TOTAL_D: '1000.00',
  NumParcialidad: 1,
  ImpSaldoAnt: '1000.00',
  ImpPagado: '500.00',
  ImpSaldoInsoluto: '500.00',
  DEADLINE: '10-11-2026',
  DAYS_LEFT: 5,
  ...over,
});

describe('payment pages', () => {
  it.each([
    ['arren', 'lessor'],
    ['prov', 'supplier'],
    ['', null],
    [undefined, null],
    ['cliente', null],
    ['toString', null],
  ] as const)('id %s is %s', (id, party) => {
    expect(partyOfId(id)).toBe(party);
  });

  it.each([
    [-1, 'overdue'],
    [0, 'today'],
    [1, 'soon'],
    [3, 'soon'],
    [4, 'open'],
  ] as const)('%i days left is %s', (days, state) => {
    expect(deadlineState(days)).toBe(state);
  });

  it('groups the items by payment, adds what each paid, the most urgent payment first', () => {
    const payments = pendingPaymentsOf([
      item({ AUGBL: '1500000002', DAYS_LEFT: 20, AUGDT: '01-11-2026' }),
      item({ XBLNR: 'B-2', UUID: 'B', WRBTR: '250.50' }),
      item({ XBLNR: 'A-1', WRBTR: '500.00' }),
      item({ AUGBL: '1500000003', DAYS_LEFT: -2, AUGDT: '20-09-2026' }),
    ]);
    expect(payments.map((p) => [p.augbl, p.paid, p.daysLeft, p.items.length])).toEqual([
      ['1500000003', '500.00', -2, 1],
      ['1500000001', '750.50', 5, 2],
      ['1500000002', '500.00', 20, 1],
    ]);
    expect(payments[1]!.items.map((i) => i.XBLNR)).toEqual(['A-1', 'B-2']);
    expect(payments[1]!.key).toBe('MX10|0000200001|2026|1500000001');
  });

  it('checks the complement against the pending items and the chosen payment', () => {
    expect(complementPortalInput('supplier', [], [], [], null)).toBeNull();
    const input = complementPortalInput(
      'supplier',
      ['aaa010101aaa', 'AAA010101AAA', 'short'],
      ['BBB010101BB1'],
      [item({ NumParcialidad: 2 })],
      { gjahr: '2026', augbl: '1500000001' },
    );
    expect(input).toEqual({
      role: 'supplier',
      document: 'paymentComplement',
      issuerTaxIds: ['AAA010101AAA'],
      receiverTaxIds: ['BBB010101BB1'],
      pendingPayments: [
        {
          UUID: 'AAAAAAAA-0000-4000-8000-000000000001',
          GJAHR: '2026',
          AUGBL: '1500000001',
          NumParcialidad: '2',
        },
      ],
      paymentDocument: { GJAHR: '2026', AUGBL: '1500000001' },
    });
  });

  it("opens with the link's company and partner when the session lists them, else the first", () => {
    const session = {
      CompanyList: [{ Code: 'MX10' }, { Code: 'MX20' }],
      SupplierList: [{ Code: '0000200001' }, { Code: '0000200002' }],
    };
    expect(initialPartner(session)).toEqual({ bukrs: 'MX10', lifnr: '0000200001' });
    expect(initialPartner(session, { bukrs: 'MX20', lifnr: '200002' })).toEqual({
      bukrs: 'MX20',
      lifnr: '0000200002',
    });
    expect(initialPartner(session, { bukrs: 'XX', lifnr: '999' })).toEqual({
      bukrs: 'MX10',
      lifnr: '0000200001',
    });
    expect(initialPartner({ CompanyList: [], SupplierList: [] }, { lifnr: '42' })).toEqual({
      bukrs: '',
      lifnr: '42',
    });
  });

  it('asks for a read only with a company and a numeric partner, padded to 10', () => {
    expect(paymentsFilterOf({ bukrs: 'MX10', lifnr: '200001' })).toEqual({
      bukrs: 'MX10',
      lifnr: '0000200001',
    });
    expect(paymentsFilterOf({ bukrs: '', lifnr: '200001' })).toBeNull();
    expect(paymentsFilterOf({ bukrs: 'MX10', lifnr: ' ' })).toBeNull();
    expect(paymentsFilterOf({ bukrs: 'MX10', lifnr: '12x' })).toBeNull();
  });
});
