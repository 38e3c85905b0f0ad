import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { TableColumn } from './table-model';
import {
  AMOUNT_FORMAT,
  buildTableWorkbook,
  DATE_FORMAT,
  QUANTITY_FORMAT,
  sheetName,
  tableFileName,
  type TableExport,
} from './table-workbook';

interface Row {
  due: string;
  text: string;
  qty: string;
  net: string;
  total: string;
  currency: string;
}

const columns: TableColumn<Row>[] = [
  { id: 'due', header: 'Vencimiento', kind: 'date', value: (r) => r.due },
  { id: 'text', header: 'Texto', kind: 'longText', value: (r) => r.text },
  { id: 'qty', header: 'Cantidad', kind: 'quantity', value: (r) => r.qty },
  { id: 'net', header: 'Saldo', kind: 'amount', value: (r) => r.net },
  {
    id: 'total',
    header: 'Total',
    kind: 'amount',
    value: (r) => r.total,
  },
  { id: 'currency', header: 'Moneda', kind: 'code', value: (r) => r.currency },
];

const rows: Row[] = [
  {
    due: '05-11-2026',
    text: 'Renta Septiembre 2026 (reprogramada) del sitio MX-CEN-0101',
    qty: '0.533',
    net: '30416.32',
    total: '35282.93',
    currency: 'MXN',
  },
  { due: '', text: 'Renta Octubre', qty: '1.000', net: '-2000.00', total: '0.00', currency: 'USD' },
];

/** Writes the workbook to xlsx bytes and reads it back, as a spreadsheet program would. */
async function roundTrip(source: TableExport<Row>): Promise<ExcelJS.Workbook> {
  const buffer = await buildTableWorkbook(ExcelJS, source).xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(buffer);
  return read;
}

const values = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).slice(1);

describe('invoicing table workbook', () => {
  it('has one sheet named after the table and bold headers', async () => {
    const book = await roundTrip({
      title: 'Periodos de pago',
      columns,
      rows,
    });
    expect(book.worksheets.map((s) => s.name)).toEqual(['Periodos de pago']);
    const sheet = book.getWorksheet('Periodos de pago')!;
    expect(values(sheet, 1)).toEqual([
      'Vencimiento',
      'Texto',
      'Cantidad',
      'Saldo',
      'Total',
      'Moneda',
    ]);
    sheet.getRow(1).eachCell((cell) => expect(cell.font?.bold, String(cell.value)).toBe(true));
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.rowCount).toBe(3);
  });

  it('writes amounts and quantities as numbers with 2 and 3 decimals, dates as dates, texts whole', async () => {
    const book = await roundTrip({
      title: 'Periodos de pago',
      columns,
      rows,
    });
    const sheet = book.worksheets[0]!;
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date(Date.UTC(2026, 10, 5)));
    expect(first.getCell(1).numFmt).toBe(DATE_FORMAT);
    expect(first.getCell(2).value).toBe(rows[0]!.text);
    expect(first.getCell(3).value).toBe(0.533);
    expect(first.getCell(3).numFmt).toBe(QUANTITY_FORMAT);
    expect(first.getCell(4).value).toBe(30416.32);
    expect(first.getCell(4).numFmt).toBe(AMOUNT_FORMAT);
    expect(first.getCell(5).value).toBe(35282.93);
    expect(first.getCell(6).value).toBe('MXN');
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBeNull();
    expect(second.getCell(4).value).toBe(-2000);
    expect(second.getCell(6).value).toBe('USD');
  });

  it('writes a table without rows as its header only', async () => {
    const book = await roundTrip({
      title: 'Estado de cuenta',
      columns,
      rows: [],
    });
    expect(book.worksheets[0]!.rowCount).toBe(1);
  });

  it('names the file after the table and keeps sheet names within the rules', () => {
    expect(tableFileName('Periodos de pago')).toBe('Periodos de pago.xlsx');
    expect(tableFileName('Facturas 01/2026')).toBe('Facturas 01 2026.xlsx');
    expect(sheetName('Facturas [01/2026]: pagadas y pendientes de envío')).toBe(
      'Facturas  01 2026   pagadas y p',
    );
  });
});
