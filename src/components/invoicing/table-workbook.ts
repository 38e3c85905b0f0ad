/**
 * "Exportar a Excel" of an invoicing table (spec 2 §2 "Common"): one sheet named after the table,
 * its columns with bold headers, amounts as numbers with two decimals (their currency in a column
 * of its own, as on screen), quantities with three, dates as real dates shown dd-mm-yyyy. Every row the table
 * holds is exported (the search box and the page only choose what the screen shows). Pure: it
 * takes the exceljs module, so it runs the same in the app and in the tests.
 */
import type * as ExcelJS from 'exceljs';
import type { Workbook } from 'exceljs';
import type { ColumnKind, TableColumn } from './table-model';

/** The exceljs module, loaded lazily by the app (see download-table.ts). */
export type ExcelModule = Pick<typeof ExcelJS, 'Workbook'>;

export const AMOUNT_FORMAT = '#,##0.00';
export const QUANTITY_FORMAT = '#,##0.000';
export const DATE_FORMAT = 'dd-mm-yyyy';

export interface TableExport<Row> {
  /** The table's name: the sheet's and the file's. */
  title: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
}

/** The characters a sheet name may not hold, and its 31-character limit. */
export function sheetName(title: string): string {
  return title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Hoja1';
}

/** The file of a table's export: its name and .xlsx ("Periodos de pago.xlsx"). */
export function tableFileName(title: string): string {
  const safe = title.replace(/[\\/:*?"<>|]/g, ' ').trim();
  return `${safe || 'tabla'}.xlsx`;
}

/** A dd-mm-yyyy date as the sheet's date (UTC midnight, which exceljs writes as that day). */
function sheetDate(text: string): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(+match[3]!, +match[2]! - 1, +match[1]!));
  return Number.isNaN(date.getTime()) ? null : date;
}

function sheetNumber(text: string): number | null {
  const clean = text.trim().replaceAll(',', '');
  if (!/^-?\d+(\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

type CellValue = string | number | Date | null;

function cellValue(kind: ColumnKind, text: string): CellValue {
  if (text === '') return null;
  if (kind === 'amount' || kind === 'quantity') return sheetNumber(text) ?? text;
  if (kind === 'date') return sheetDate(text) ?? text;
  return text;
}

const WIDTH: Readonly<Record<ColumnKind, number>> = {
  text: 24,
  longText: 40,
  date: 12,
  amount: 16,
  quantity: 12,
  code: 14,
};

const FORMAT: Partial<Record<ColumnKind, string>> = {
  amount: AMOUNT_FORMAT,
  quantity: QUANTITY_FORMAT,
  date: DATE_FORMAT,
};

/** Builds the workbook of a table. */
export function buildTableWorkbook<Row>(excel: ExcelModule, source: TableExport<Row>): Workbook {
  const workbook = new excel.Workbook();
  workbook.creator = 'PortalPRO';
  workbook.title = source.title;
  const sheet = workbook.addWorksheet(sheetName(source.title));
  const { columns } = source;
  sheet.columns = columns.map((c, i) => {
    const format = FORMAT[c.kind];
    return {
      key: `c${i}`,
      header: c.header,
      width: Math.max(WIDTH[c.kind], Math.min(40, c.header.length + 2)),
      ...(format ? { style: { numFmt: format } } : {}),
    };
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of source.rows) {
    sheet.addRow(columns.map((c) => cellValue(c.kind, c.value(row))));
  }
  return workbook;
}
