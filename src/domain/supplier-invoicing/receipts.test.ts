import { describe, expect, it } from 'vitest';
import {
  isSelectable,
  markTwins,
  receiptKey,
  receiptPurchaseKind,
  receiptTotals,
  selectionProblem,
  withTwins,
  withholdingTypesOf,
  type ReceiptLineFacts,
} from './receipts';
import { supplierUsoCfdi } from '../cfdi/checks/portal/rules';

const line = (over: Partial<ReceiptLineFacts> = {}): ReceiptLineFacts => ({
  EBELN: '4500000101',
  EBELP: '00010',
  MBLNR: '5000000001',
  MJAHR: '2025',
  ZEILE: '0001',
  WAERS: 'MXN',
  BSART: 'OCPO',
  AUART: '',
  WRBTR: '1000.00',
  FWSTE: '160.00',
  WITHHOLDINGS: [],
  ...over,
});

describe('twins (spec 2 §4: rows sharing order, item, document, year and line)', () => {
  it.each([
    ['same five keys', {}, true],
    ['another order', { EBELN: '4500000102' }, false],
    ['another item', { EBELP: '00020' }, false],
    ['another document', { MBLNR: '5000000002' }, false],
    ['another year', { MJAHR: '2024' }, false],
    ['another line', { ZEILE: '0002' }, false],
    ['only the amount differs', { WRBTR: '55.00' }, true],
  ] as const)('%s: twin %s', (_name, over, twin) => {
    const [first, second] = markTwins([line(), line(over)]);
    expect(first!.isTwin).toBe(false);
    expect(second!.isTwin).toBe(twin);
  });

  it('joins the twins of a chosen key to the invoice', () => {
    const lines = [line(), line({ WRBTR: '50.00' }), line({ ZEILE: '0002' })];
    expect(withTwins(lines, new Set([receiptKey(line())]))).toHaveLength(2);
  });
});

describe('selectability (currency, then the chosen BSART and AUART)', () => {
  const chosenOcmt = [line({ BSART: 'OCMT', AUART: 'TS01' })];
  it.each([
    ['no currency chosen, nothing chosen', line(), null, [], true],
    ['currency matches', line(), 'MXN', [], true],
    ['currency matches in another case', line(), 'mxn', [], true],
    ['other currency', line({ WAERS: 'USD' }), 'MXN', [], false],
    [
      'same BSART and AUART as chosen',
      line({ BSART: 'OCMT', AUART: 'TS01' }),
      'MXN',
      chosenOcmt,
      true,
    ],
    ['other BSART', line({ BSART: 'OCPO' }), 'MXN', chosenOcmt, false],
    ['same BSART, other AUART', line({ BSART: 'OCMT', AUART: 'TS04' }), 'MXN', chosenOcmt, false],
  ] as const)('%s', (_n, l, currency, chosen, expected) => {
    expect(isSelectable({ ...l, isTwin: false }, currency, chosen)).toBe(expected);
  });

  it('a twin is never selectable', () => {
    expect(isSelectable({ ...line(), isTwin: true }, null, [])).toBe(false);
  });
});

describe('selection problems', () => {
  it.each([
    [[], 'empty'],
    [[line(), line({ WAERS: 'USD' })], 'mixedCurrency'],
    [[line(), line({ BSART: 'OCAF' })], 'mixedOrderKind'],
    [[line(), line({ AUART: 'TS02' })], 'mixedOrderKind'],
  ] as const)('%#: %s', (lines, kind) => {
    expect(selectionProblem(lines)?.kind).toBe(kind);
  });
  it('one currency and kind is fine', () => {
    expect(selectionProblem([line(), line({ ZEILE: '0002' })])).toBeNull();
  });
});

describe('totals', () => {
  const lines = [
    line({
      WITHHOLDINGS: [
        { WITHT: 'R1', WRBTR: '100.00' },
        { WITHT: 'R2', WRBTR: '106.67' },
      ],
    }),
    line({
      ZEILE: '0002',
      WRBTR: '500.50',
      FWSTE: '80.08',
      WITHHOLDINGS: [{ WITHT: 'R1', WRBTR: '50.05' }],
    }),
  ];
  it.each([
    [[], 150050n, 0n],
    [['R1'], 150050n, 15005n],
    [['R1', 'R2'], 150050n, 25672n],
    [['R9'], 150050n, 0n],
  ] as const)('withholdings %j', (chosen, subtotal, withholdings) => {
    const t = receiptTotals(lines, chosen);
    expect(t.subtotal + 0n).toBe(subtotal);
    expect(t.tax).toBe(24008n);
    expect(t.withholdings).toBe(withholdings);
    expect(t.total).toBe(subtotal + 24008n - withholdings);
  });
  it('lists the withholding types of the lines', () => {
    expect(withholdingTypesOf(lines)).toEqual(['R1', 'R2']);
  });
});

describe('receiptPurchaseKind (the CFDI use an invoice of receipts needs, spec 2 §5)', () => {
  const corrective = { BSART: 'OCMT', AUART: 'TS04', PSTYP: '9' };
  it.each([
    ['supplier', corrective, ['I01']],
    ['supplier', { BSART: 'OCPO', AUART: '', PSTYP: '0' }, ['I01', 'G03']],
    ['lessor', corrective, ['G03']],
    ['lessor', { BSART: 'OCPO', AUART: '', PSTYP: '0' }, ['G03']],
  ] as const)('%s of %o needs %o', (party, first, uses) => {
    expect(supplierUsoCfdi(receiptPurchaseKind(party, first, 'MX10'))).toEqual(uses);
  });
});
