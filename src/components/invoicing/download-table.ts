/**
 * Saves an invoicing table as `<table name>.xlsx`, and any file (a demo invoice, a validation
 * report) to the browser's downloads. exceljs is loaded on the first click only (a dynamic import,
 * kept out of the entry chunk and the precache), as the maintenance export does.
 */
import type * as ExcelJS from 'exceljs';
import {
  buildTableWorkbook,
  tableFileName,
  type ExcelModule,
  type TableExport,
} from './table-workbook';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs, whichever way the bundler exposes its CommonJS export (namespace or default). */
export async function loadExcel(): Promise<ExcelModule> {
  const loaded: Partial<typeof ExcelJS> & { default?: ExcelModule } = await import('exceljs');
  const excel = loaded.default ?? loaded;
  if (typeof excel.Workbook !== 'function') throw new Error('exceljs did not load');
  return { Workbook: excel.Workbook };
}

/** Hands a file to the browser's download, as a link with `download` would. */
export function saveFile(data: BlobPart, fileName: string, type: string = XLSX_TYPE): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click's navigation began; release it after.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Builds and downloads the table's workbook; rejects when exceljs cannot load or write it. */
export async function downloadTable<Row>(source: TableExport<Row>): Promise<void> {
  const excel = await loadExcel();
  const buffer = await buildTableWorkbook(excel, source).xlsx.writeBuffer();
  saveFile(buffer, tableFileName(source.title));
}
