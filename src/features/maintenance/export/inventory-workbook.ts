/**
 * The inventory export (spec 3 §2.3): a workbook with a site sheet and an antenna sheet, built
 * from the order details as the server (or the device's offline copy) sent them: review edits
 * still waiting on the device are not in it, as they are not the order's data until the server
 * has them. Pure: it takes the exceljs module and a translate function, so it runs the same in
 * the app, tests and benches.
 */
import type * as ExcelJS from 'exceljs';
import type { Cell, Workbook, Worksheet } from 'exceljs';
import type { Antenna, Inventory, OrderDetails } from '../../../protocol/maintenance';
import { optionText } from '../lib/option-text';

/** The exceljs module, loaded lazily by the app (see download-inventory.ts). */
export type ExcelModule = Pick<typeof ExcelJS, 'Workbook'>;

/** Translates a key of the maintenance namespace in the language of the export. */
export type Translate = (key: string) => string;

/** The order facts the export needs; the inventory is required (orders without one have no export). */
export type InventoryExportSource = Pick<OrderDetails, 'orderCode' | 'site'> & {
  inventory: Inventory;
};

/** How a value is written in its cell: numbers stay numbers so the sheet can sum and sort. */
type ColumnKind = 'text' | 'number';

interface Column<Row> {
  /** Key under export.columns of the maintenance namespace. */
  header: string;
  width: number;
  kind: ColumnKind;
  value: (row: Row) => string | number;
}

/** Metres per unit of the ERP's `um`; the seed and the ERP send 'M', the others are converted. */
const METRES_PER_UNIT: Readonly<Record<string, number>> = { M: 1, CM: 0.01, MM: 0.001 };

/** An antenna's NCRA in metres; an unknown unit is written as sent (the ERP only uses metres). */
export function ncraInMetres(antenna: Pick<Antenna, 'ncra' | 'um'>): number {
  const factor = METRES_PER_UNIT[antenna.um.trim().toUpperCase()] ?? 1;
  return Math.round(antenna.ncra * factor * 1000) / 1000;
}

const NUMBER_FORMAT = '0.0##';

function statusText(t: Translate, status: string): string {
  return t(`reviewStatus.${status === '' ? 'none' : status}`);
}

function siteColumns(t: Translate): Column<InventoryExportSource>[] {
  return [
    { header: 'order', width: 12, kind: 'text', value: (s) => s.orderCode },
    { header: 'site', width: 14, kind: 'text', value: (s) => s.site },
    {
      header: 'buildingHeight',
      width: 22,
      kind: 'number',
      value: (s) => s.inventory.buildingHeight,
    },
    { header: 'towerType', width: 22, kind: 'text', value: (s) => s.inventory.towerType },
    { header: 'towerHeight', width: 22, kind: 'number', value: (s) => s.inventory.towerHeight },
    {
      header: 'generalComments',
      width: 40,
      kind: 'text',
      value: (s) => s.inventory.generalComments,
    },
    {
      header: 'statusPr',
      width: 30,
      kind: 'text',
      value: (s) => statusText(t, s.inventory.groupStatusPr),
    },
    { header: 'commentsPr', width: 36, kind: 'text', value: (s) => s.inventory.groupCommentsPr },
    {
      header: 'statusTl',
      width: 26,
      kind: 'text',
      value: (s) => statusText(t, s.inventory.groupStatusTl),
    },
    { header: 'commentsTl', width: 36, kind: 'text', value: (s) => s.inventory.groupCommentsTl },
  ];
}

function antennaColumns(t: Translate, inv: Inventory): Column<Antenna>[] {
  return [
    { header: 'antenna', width: 10, kind: 'number', value: (a) => a.antenna },
    {
      header: 'technology',
      width: 18,
      kind: 'text',
      value: (a) => optionText(inv.technologyOptions, a.technologyCode),
    },
    {
      header: 'size',
      width: 14,
      kind: 'text',
      value: (a) => optionText(inv.sizeOptions, a.sizeCode),
    },
    { header: 'ncra', width: 12, kind: 'number', value: ncraInMetres },
    { header: 'orientation', width: 16, kind: 'number', value: (a) => a.orientation },
    {
      header: 'sector',
      width: 12,
      kind: 'text',
      value: (a) => optionText(inv.sectorOptions, a.sectorCode),
    },
    {
      header: 'concessionaire',
      width: 20,
      kind: 'text',
      value: (a) => optionText(inv.concessionaireOptions, a.concessionaireCode),
    },
    { header: 'observations', width: 36, kind: 'text', value: (a) => a.observations },
    { header: 'comments', width: 36, kind: 'text', value: (a) => a.comments },
    { header: 'statusPr', width: 30, kind: 'text', value: (a) => statusText(t, a.antennaStatusPr) },
    { header: 'commentsPr', width: 36, kind: 'text', value: (a) => a.antennaCommentsPr },
    { header: 'statusTl', width: 26, kind: 'text', value: (a) => statusText(t, a.antennaStatusTl) },
    { header: 'commentsTl', width: 36, kind: 'text', value: (a) => a.antennaCommentsTl },
  ];
}

function fillSheet<Row>(
  sheet: Worksheet,
  t: Translate,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): void {
  sheet.columns = columns.map((c) => ({
    header: t(`export.columns.${c.header}`),
    width: c.width,
    ...(c.kind === 'number' ? { style: { numFmt: NUMBER_FORMAT } } : {}),
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
  // The header stays in view while scrolling down a long antenna list.
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    // An empty text is a blank cell, as a person would leave it, not a zero-length string.
    sheet.addRow(columns.map((c) => c.value(row)).map((value) => (value === '' ? null : value)));
  }
  header.eachCell((cell: Cell) => {
    cell.border = { bottom: { style: 'thin' } };
  });
}

/** Builds the workbook: sheet 1 the site, sheet 2 the antennas, headers bold with units in metres. */
export function buildInventoryWorkbook(
  excel: ExcelModule,
  source: InventoryExportSource,
  t: Translate,
): Workbook {
  const workbook = new excel.Workbook();
  workbook.creator = 'PortalPRO';
  workbook.title = `${t('export.title')} ${source.orderCode}`;
  const site = workbook.addWorksheet(t('export.siteSheet'));
  fillSheet(site, t, siteColumns(t), [source]);
  const antennas = workbook.addWorksheet(t('export.antennaSheet'));
  fillSheet(antennas, t, antennaColumns(t, source.inventory), source.inventory.antennas);
  return workbook;
}

/** The file name of an order's export. */
export const inventoryFileName = (orderCode: string) => `inventario-${orderCode}.xlsx`;
