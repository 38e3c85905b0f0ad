/**
 * Saves an order's inventory as `inventario-<order>.xlsx`. exceljs is loaded on first use only
 * (a dynamic import, kept out of the entry chunk and the precache); taking an order offline loads
 * it once so the service worker's run-time cache keeps it, and the export works offline from the
 * device's copy of the order too.
 */
import type * as ExcelJS from 'exceljs';
import {
  buildInventoryWorkbook,
  inventoryFileName,
  type ExcelModule,
  type InventoryExportSource,
  type Translate,
} from './inventory-workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs, whichever way the bundler exposes its CommonJS export (namespace or default). */
export async function loadExcel(): Promise<ExcelModule> {
  const loaded: Partial<typeof ExcelJS> & { default?: ExcelModule } = await import('exceljs');
  const excel = loaded.default ?? loaded;
  if (typeof excel.Workbook !== 'function') throw new Error('exceljs did not load');
  return { Workbook: excel.Workbook };
}

/** Hands a file to the browser's download, as a link with `download` would. */
function saveFile(data: BlobPart, fileName: string, type: string): void {
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

/** Builds and downloads the workbook; rejects when exceljs cannot load or write it. */
export async function downloadInventoryWorkbook(
  source: InventoryExportSource,
  t: Translate,
): Promise<void> {
  const excel = await loadExcel();
  const buffer = await buildInventoryWorkbook(excel, source, t).xlsx.writeBuffer();
  saveFile(buffer, inventoryFileName(source.orderCode), XLSX_TYPE);
}
