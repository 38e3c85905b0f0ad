/**
 * The validation report (beyond the spec): for each attempt, a workbook a lessor can show
 * their accountant — the XML's file name, its SHA-256, the time, every check with its status and
 * message, the tax authority's answers as they came, and the send's result. Pure: it takes the
 * exceljs module and the texts, so it runs the same in the app and in tests.
 */
import type * as ExcelJS from 'exceljs';
import type { Workbook } from 'exceljs';

export type ExcelModule = Pick<typeof ExcelJS, 'Workbook'>;

export interface ReportCheck {
  /** The item's or check's name. */
  name: string;
  status: string;
  message: string;
}

export interface ValidationReport {
  fileName: string;
  sha256: string;
  time: Date;
  uuid: string;
  checks: readonly ReportCheck[];
  /** Each tax-authority call and its answer (JSON). */
  sat: readonly { call: string; answer: unknown }[];
  result: string;
}

/** The report's labels in the UI language. */
export interface ReportTexts {
  title: string;
  sheet: string;
  file: string;
  sha256: string;
  time: string;
  uuid: string;
  check: string;
  status: string;
  message: string;
  sat: string;
  call: string;
  answer: string;
  result: string;
}

/** dd-mm-yyyy HH:mm:ss, the portal's date format with seconds. */
export function reportTime(time: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(time.getDate())}-${p(time.getMonth() + 1)}-${time.getFullYear()} ${p(time.getHours())}:${p(time.getMinutes())}:${p(time.getSeconds())}`;
}

/** reporte-validacion-<UUID or file name>.xlsx */
export function reportFileName(report: Pick<ValidationReport, 'uuid' | 'fileName'>): string {
  const base = (report.uuid || report.fileName.replace(/\.xml$/i, '') || 'factura').replace(
    /[^0-9A-Za-z_-]+/g,
    '_',
  );
  return `reporte-validacion-${base}.xlsx`;
}

export function buildValidationReport(
  excel: ExcelModule,
  report: ValidationReport,
  texts: ReportTexts,
): Workbook {
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(texts.sheet);
  sheet.columns = [{ width: 34 }, { width: 16 }, { width: 90 }];
  const bold = (row: ExcelJS.Row) => {
    row.font = { bold: true };
  };
  bold(sheet.addRow([texts.title]));
  for (const [label, value] of [
    [texts.file, report.fileName],
    [texts.sha256, report.sha256],
    [texts.time, reportTime(report.time)],
    [texts.uuid, report.uuid],
    [texts.result, report.result],
  ] as const) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
  }
  sheet.addRow([]);
  bold(sheet.addRow([texts.check, texts.status, texts.message]));
  for (const c of report.checks) {
    const row = sheet.addRow([c.name, c.status, c.message]);
    row.getCell(3).alignment = { wrapText: true, vertical: 'top' };
  }
  sheet.addRow([]);
  bold(sheet.addRow([texts.sat]));
  bold(sheet.addRow([texts.call, texts.answer]));
  for (const s of report.sat) sheet.addRow([s.call, JSON.stringify(s.answer)]);
  return workbook;
}
