import { describe, expect, it } from 'vitest';
import type { ReceiptLine } from '../../../protocol/supplier-invoicing';
import {
  appliedWithholdings,
  chosenLines,
  itemData,
  lessorItemData,
  lessorReceiptInvoiceBody,
  receiptInvoiceBody,
  receiptRowState,
  runningTotals,
  selectionCurrency,
  supplierAmountsOf,
  supplierPortalInput,
  toggleReceipt,
  withholdingSwitches,
} from './receipt-invoice';

function line(over: Partial<ReceiptLine>): ReceiptLine {
  return {
    EBELN: '4500001001',
    EBELP: '00010',
    MBLNR: '5000000001',
    MJAHR: '2026',
    ZEILE: '0001',
    GJAHR: '2026',
    BELNR: '5000000001',
    BUZEI: '0001',
    BUDAT: '01-03-2026',
    MWSKZ: 'V1',
    WRBTR: '1000.00',
    FWSTE: '160.00',
    MENGE: '1.000',
    MEINS: 'H87',
    KSCHL: 'PBXX',
    LFBNR: '',
    LFPOS: '',
    TXZ01: 'Rectificador',
    TXZ01_ESSR: '',
    LIFNR: '0000200001',
    NAME2: '',
    RETENCIONES: '0.00',
    WITHHOLDINGS: [],
    WAERS: 'MXN',
    BSART: 'OCPO',
    AUART: '',
    PSTYP: '0',
    TIPO_PEDIDO: '01',
    isTwin: false,
    isSelectable: true,
    RECNTXT: '',
    SGTXT: '',
    COMENTARIO: '',
    XBLNR: '',
    ...over,
  };
}

const a = line({});
const aTwin = line({
  KSCHL: 'FRA1',
  WRBTR: '50.00',
  FWSTE: '8.00',
  isTwin: true,
  isSelectable: false,
});
const b = line({ MBLNR: '5000000002', WRBTR: '500.00', FWSTE: '80.00' });
const usd = line({ EBELN: '4500001003', MBLNR: '5000000003', WAERS: 'USD' });
const service = line({
  EBELN: '4500001005',
  MBLNR: '5000000005',
  BSART: 'OCSV',
  PSTYP: '9',
  TIPO_PEDIDO: '02',
  WITHHOLDINGS: [
    { WITHT: 'R1', TEXT40: 'ISR', WT_WITHCD: '10', WRBTR: '100.00' },
    { WITHT: 'R2', TEXT40: 'IVA', WT_WITHCD: '11', WRBTR: '106.67' },
  ],
});
const lines = [a, aTwin, b, usd, service];
const none = new Set<string>();

describe('choosing receipts', () => {
  it('joins a receipt with its twin, which cannot be ticked by itself', () => {
    const keys = toggleReceipt(lines, none, a, null);
    expect(chosenLines(lines, keys)).toEqual([a, aTwin]);
    expect(receiptRowState(aTwin, keys, 'MXN', [a, aTwin])).toEqual({
      chosen: true,
      enabled: false,
    });
    expect(toggleReceipt(lines, none, aTwin, null).size).toBe(0);
  });

  it('lets the first choice start a currency; other currencies and order kinds wait', () => {
    const keys = toggleReceipt(lines, none, a, null);
    const chosen = chosenLines(lines, keys);
    const currency = selectionCurrency(null, chosen);
    expect(currency).toBe('MXN');
    expect(receiptRowState(usd, keys, currency, chosen).enabled).toBe(false);
    expect(receiptRowState(service, keys, currency, chosen).enabled).toBe(false);
    expect(receiptRowState(b, keys, currency, chosen).enabled).toBe(true);
    expect(toggleReceipt(lines, keys, usd, null)).toEqual(keys);
    // Unticking the last one frees every line again.
    const cleared = toggleReceipt(lines, keys, a, null);
    expect(cleared.size).toBe(0);
    expect(receiptRowState(usd, cleared, null, []).enabled).toBe(true);
  });

  it("follows the invoice's currency once it is known", () => {
    expect(selectionCurrency('usd', [a])).toBe('USD');
    expect(toggleReceipt(lines, none, a, 'USD').size).toBe(0);
    expect(toggleReceipt(lines, none, usd, 'USD').size).toBe(1);
  });

  it('names each receipt once in ITEMDATA', () => {
    expect(itemData([a, aTwin, b])).toEqual([
      { EBELN: '4500001001', EBELP: '00010', MBLNR: '5000000001', MJAHR: '2026', ZEILE: '0001' },
      { EBELN: '4500001001', EBELP: '00010', MBLNR: '5000000002', MJAHR: '2026', ZEILE: '0001' },
    ]);
  });
});

describe('withholdings and totals', () => {
  const master = [
    { WITHT: 'R1', TEXT40: 'Retención ISR 10% honorarios', WT_WITHCD: '10' },
    { WITHT: 'R2', TEXT40: 'Retención IVA 2/3 honorarios', WT_WITHCD: '11' },
    { WITHT: 'R4', TEXT40: 'Retención IVA 4% fletes', WT_WITHCD: '04' },
  ];

  it('offers only the master entries the chosen lines carry, on unless switched off', () => {
    const switches = withholdingSwitches([service], master, new Set(['R2']));
    expect(switches.map((s) => [s.option.WITHT, s.on])).toEqual([
      ['R1', true],
      ['R2', false],
    ]);
    expect(appliedWithholdings(switches)).toEqual(['R1']);
    expect(withholdingSwitches([a], master, none)).toEqual([]);
  });

  it('adds the chosen lines with their twins and the applied withholdings', () => {
    const totals = runningTotals([service], ['R1']);
    expect(totals).toEqual({
      subtotal: 100000n,
      tax: 16000n,
      withholdings: 10000n,
      total: 106000n,
    });
    expect(runningTotals([a, aTwin], []).subtotal).toBe(105000n);
  });
});

describe('what goes to the server', () => {
  it('reads the CFDI amounts as the rules compare them', () => {
    expect(
      supplierAmountsOf({
        BALANCE: '1000.00',
        IMPUESTOS: '160.00',
        MONTO: '1160.00',
        RETENCIONES_C: '0.00',
        RETENCIONES_ISR: '100.00',
        RETENCIONES_IVA: '106.67',
        TOTAL: '953.33',
        MONEDA: 'MXN',
      }),
    ).toEqual({
      subtotal: '1000.00',
      tax: '160.00',
      withholdings: '206.67',
      total: '953.33',
      currency: 'MXN',
    });
  });

  it('judges the CFDI with the assigned tax ids and the chosen receipts', () => {
    const totals = runningTotals([service], ['R1', 'R2']);
    expect(
      supplierPortalInput(['seb050607hj8'], ['OPE010101AA1'], 'MX10', [service], totals),
    ).toEqual({
      role: 'supplier',
      issuerTaxIds: ['SEB050607HJ8'],
      receiverTaxIds: ['OPE010101AA1'],
      currency: 'MXN',
      amounts: { subTotal: '1000.00', impuestos: '160.00', retenciones: '206.67' },
      purchase: { BSART: 'OCSV', AUART: '', PSTYP: '9', company: 'MX10' },
    });
    expect(supplierPortalInput(['SEB050607HJ8'], ['OPE010101AA1'], 'MX10', [], totals)).toBeNull();
    expect(supplierPortalInput([], ['OPE010101AA1'], 'MX10', [service], totals)).toBeNull();
  });

  it('strips separators, pads the supplier and computes the total', () => {
    const body = receiptInvoiceBody({
      electronic: false,
      bukrs: 'MX10',
      lifnr: '200001',
      id: 'NE-1',
      reference: ' F-1 ',
      date: '2026-03-02',
      subtotal: '1,000',
      tax: '160.00',
      withholdings: '0',
      currency: 'mxn',
      files: { PDFBase64: 'JVBE', XMLBase64: 'PD94', PDFABase64: '' },
      items: itemData([a]),
      withholdingTypes: [],
    });
    expect(body.INVOICEDATA).toMatchObject({
      LIFNR: '0000200001',
      FACTURA: 'F-1',
      FECHA: '20260302',
      SUBTOTAL: '1000.00',
      RETENCIONES: '0.00',
      VALOR_FACTURA: '1160.00',
      MONEDA: 'MXN',
      XMLBASE64: '',
    });
    expect(body.WITHTAXDATA).toEqual([]);
  });

  it('judges a lessor’s CFDI of receipts as the server does: the lessor’s use G03', () => {
    const totals = runningTotals([service], ['R1', 'R2']);
    expect(
      supplierPortalInput(['ILA980412T56'], ['OPE010101AA1'], 'MX10', [service], totals, 'lessor'),
    ).toMatchObject({
      role: 'supplier',
      purchase: { BSART: '', AUART: '', PSTYP: '', company: 'MX10' },
    });
  });

  it('names a lessor’s chosen receipts once each by year, document and line (FACTURA_D_T)', () => {
    const twin = { ...a, isTwin: true, KSCHL: 'ZFLE' };
    const other = line({ MBLNR: '5000000009', BELNR: '5000000009', ZEILE: '0002', BUZEI: '0002' });
    expect(lessorItemData([a, twin, other])).toEqual([
      { GJAHR: '2026', BELNR: '5000000001', BUZEI: '0001' },
      { GJAHR: '2026', BELNR: '5000000009', BUZEI: '0002' },
    ]);
  });

  it('builds the InvoiceReceiptLessor body: typed withholdings as IVA, or the CFDI’s split', () => {
    const common = {
      bukrs: 'MX10',
      lifnr: '100001',
      id: 'NE-1',
      reference: ' LA-1 ',
      date: '2026-03-02',
      subtotal: '1,000',
      tax: '160.00',
      withholdings: '106.67',
      currency: 'mxn',
      files: { PDFBase64: 'JVBE', XMLBase64: 'PD94', PDFABase64: '' },
      items: lessorItemData([a]),
      withholdingTypes: ['R2'],
    };
    const typed = lessorReceiptInvoiceBody({ ...common, electronic: false });
    expect(typed).toEqual({
      FAC_ELECT: false,
      BUKRS: 'MX10',
      LIFNR: '0000100001',
      FACTURA_H_S: {
        ID: 'NE-1',
        FACTURA: 'LA-1',
        FECHA: '20260302',
        BALANCE: '1000.00',
        IMPUESTOS: '160.00',
        MONTO: '1160.00',
        RETENCIONES_C: '0.00',
        RETENCIONES_ISR: '0.00',
        RETENCIONES_IVA: '106.67',
        TOTAL: '1053.33',
        MONEDA: 'MXN',
        PDFBase64: 'JVBE',
        XMLBase64: '',
        PDFABase64: '',
      },
      FACTURA_D_T: [{ GJAHR: '2026', BELNR: '5000000001', BUZEI: '0001' }],
      WITHTAXDATA: [{ WITHT: 'R2' }],
    });
    const electronic = lessorReceiptInvoiceBody({
      ...common,
      electronic: true,
      split: { cedular: '0', isr: '100.00', iva: '6.67' },
    });
    expect(electronic.FACTURA_H_S).toMatchObject({
      FECHA: '',
      RETENCIONES_ISR: '100.00',
      RETENCIONES_IVA: '6.67',
      XMLBase64: 'PD94',
    });
  });
});
