/** Hands files to the browser's download, and loads exceljs on first use only. */
import type * as ExcelJS from 'exceljs';
import type { ExcelModule } from './report';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs, whichever way the bundler exposes its CommonJS export (namespace or default). */
export async function loadExcel(): Promise<ExcelModule> {
  const loaded: Partial<typeof ExcelJS> & { default?: ExcelModule } = await import('exceljs');
  const excel = loaded.default ?? loaded;
  if (typeof excel.Workbook !== 'function') throw new Error('exceljs did not load');
  return { Workbook: excel.Workbook };
}

/** Saves a file as a link with `download` would. */
export function saveFile(data: BlobPart, fileName: string, type: string): void {
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
