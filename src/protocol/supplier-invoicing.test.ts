import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  RECEIPT_COLUMNS,
  ReceiptLine,
  ReceiptSupplierResponse,
  receiptLines,
} from './supplier-invoicing';

/** A line as the ERP answers it, written as the row of values the wire carries. */
const line: Record<string, unknown> = {
  EBELN: '4600000474',
  EBELP: '00010',
  MBLNR: '6000009461',
  MJAHR: '2026',
  ZEILE: '0001',
  GJAHR: '2026',
  BELNR: '6000009461',
  BUZEI: '0001',
  BUDAT: '25-07-2026',
  MWSKZ: 'V1',
  WRBTR: '19439.00',
  FWSTE: '3110.24',
  MENGE: '1.000',
  MEINS: 'ACT',
  KSCHL: 'PBXX',
  LFBNR: '6000009461',
  LFPOS: '0001',
  TXZ01: 'Estudio estructural de torre',
  TXZ01_ESSR: '',
  LIFNR: '0000200001',
  NAME2: 'Servicios Electromecánicos del Bajío, S.A. de C.V.',
  WAERS: 'MXN',
  BSART: 'OCSV',
  AUART: '',
  PSTYP: '9',
  TIPO_PEDIDO: '02',
  RECNTXT: 'MX-CEN-0101 Torre Tlalpan',
  SGTXT: 'Estudio estructural de torre',
  COMENTARIO: '',
  XBLNR: '',
  RETENCIONES: '4017.40',
  WITHHOLDINGS: [
    ['R1', '1943.90'],
    ['R2', '2073.50'],
  ],
  isTwin: false,
  isSelectable: true,
};
const answer = {
  Result: true,
  Message: null,
  Columns: [...RECEIPT_COLUMNS],
  LIFNR: '0000200001',
  NAME2: 'Servicios Electromecánicos del Bajío, S.A. de C.V.',
  List: [RECEIPT_COLUMNS.map((c) => line[c])],
  WITHHOLDINGS: [
    { WITHT: 'R1', TEXT40: 'Retención ISR 10% honorarios', WT_WITHCD: '10' },
    { WITHT: 'R2', TEXT40: 'Retención IVA 2/3 honorarios', WT_WITHCD: '11' },
  ],
};

describe('receipts on the wire (rows of values)', () => {
  it('names every field of a receipt line once, in a fixed order, but the partner’s', () => {
    const fields = Object.keys(ReceiptLine.entries).filter((f) => f !== 'LIFNR' && f !== 'NAME2');
    expect(new Set(RECEIPT_COLUMNS)).toEqual(new Set(fields));
    expect(RECEIPT_COLUMNS).toHaveLength(fields.length);
  });

  it('turns a row back into the line, each withholding with the master’s texts', () => {
    const [decoded] = receiptLines(v.parse(ReceiptSupplierResponse, answer));
    expect(v.parse(ReceiptLine, decoded)).toEqual({
      ...line,
      WITHHOLDINGS: [
        {
          WITHT: 'R1',
          TEXT40: 'Retención ISR 10% honorarios',
          WT_WITHCD: '10',
          WRBTR: '1943.90',
        },
        {
          WITHT: 'R2',
          TEXT40: 'Retención IVA 2/3 honorarios',
          WT_WITHCD: '11',
          WRBTR: '2073.50',
        },
      ],
    });
  });

  it.each([
    ['a row one value short', (row: unknown[]) => row.slice(1)],
    ['an amount that is not one', (row: unknown[]) => row.map((x, i) => (i === 10 ? 'mucho' : x))],
    ['a twin mark that is not a boolean', (row: unknown[]) => [...row.slice(0, -2), 'no', true]],
  ])('refuses %s', (_, spoil) => {
    const bad = { ...answer, List: [spoil(answer.List[0]!)] };
    expect(v.safeParse(ReceiptSupplierResponse, bad).success).toBe(false);
  });
});
