/**
 * Inventory export to Excel (spec 3 §2.3), in Node: building the workbook of an inventory with
 * 200 antennas (site sheet and antenna sheet, bold translated headers, widths, number formats)
 * and writing it to xlsx bytes, p50/p95 over 30 runs (target ≤ 1 s), against a raw exceljs
 * workbook with the same cells and no styles, measured in the same run.
 * Usage: npx tsx tests/bench/excel.bench.ts. Prints figures; never fails.
 */
import ExcelJS from 'exceljs';
import esMaintenance from '../../locales/es/maintenance.json';
import {
  buildInventoryWorkbook,
  type InventoryExportSource,
  type Translate,
} from '../../src/features/maintenance/export/inventory-workbook';
import type { Antenna, Inventory } from '../../src/protocol/maintenance';
import { figure } from './figure';

const ANTENNAS = 200;
const RUNS = 30;
const WARM_UP = 3;

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

/** Looks a dotted key up in the Spanish maintenance texts, as i18next would. */
const t: Translate = (key) => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      esMaintenance,
    );
  return typeof value === 'string' ? value : key;
};

const TECH = ['LTE', 'UMTS', 'MW', 'NR'];
const STATUS_PR = ['', 'VAPV', 'REPV'] as const;
const STATUS_TL = ['', 'VATL', 'RETL'] as const;

function antenna(i: number): Antenna {
  return {
    antenna: i + 1,
    technologyCode: TECH[i % TECH.length]!,
    sizeCode: i % 3 === 0 ? '06' : '26',
    ncra: 20 + (i % 17) * 0.7,
    um: 'M',
    orientation: (i * 37) % 360,
    sectorCode: ['A', 'B', 'C'][i % 3]!,
    concessionaireCode: ['ATT', 'TEL', 'MOV'][i % 3]!,
    observations: i % 4 === 0 ? 'Soporte con corrosión leve en la base' : 'Sin observaciones',
    comments: i % 5 === 0 ? 'Revisar tornillería en la próxima visita' : '',
    antennaStatusPr: STATUS_PR[i % 3]!,
    antennaCommentsPr: i % 3 === 2 ? 'Orientación distinta a la registrada' : '',
    antennaStatusTl: STATUS_TL[i % 3]!,
    antennaCommentsTl: '',
    antennaPhotos: [],
    locked: false,
    edited: false,
    error: null,
  };
}

const inventory: Inventory = {
  uuidObj: 'inv-bench',
  buildingHeight: 18.5,
  towerType: 'Mástil en azotea',
  towerHeight: 42,
  generalComments: 'Acceso por azotea con llave del administrador',
  characteristics: [],
  groupStatusPr: 'VAPV',
  groupCommentsPr: '',
  groupStatusTl: '',
  groupCommentsTl: '',
  locked: false,
  antennas: Array.from({ length: ANTENNAS }, (_, i) => antenna(i)),
  technologyOptions: TECH.map((opt) => ({ opt, value: `${opt} tecnología` })),
  sizeOptions: [
    { opt: '06', value: '0.6 m' },
    { opt: '26', value: '2.6 m' },
  ],
  sectorOptions: ['A', 'B', 'C'].map((opt) => ({ opt, value: `Sector ${opt}` })),
  concessionaireOptions: [
    { opt: 'ATT', value: 'AT&T' },
    { opt: 'TEL', value: 'Telcel' },
    { opt: 'MOV', value: 'Movistar' },
  ],
};
const source: InventoryExportSource = { orderCode: '400000100099', site: 'MX-MTY-0011', inventory };

/** The cells of the export, taken once, to write again with a bare workbook. */
const cells = buildInventoryWorkbook(ExcelJS, source, t).worksheets.map((sheet) => ({
  name: sheet.name,
  rows: (sheet.getSheetValues().slice(1) as unknown[][]).map((row) => row.slice(1)),
}));

/** The same cells written with a bare workbook: no bold, no widths, no formats, no frozen row. */
async function rawWorkbook(): Promise<number> {
  const book = new ExcelJS.Workbook();
  for (const sheet of cells) {
    const ws = book.addWorksheet(sheet.name);
    for (const row of sheet.rows) ws.addRow(row);
  }
  return (await book.xlsx.writeBuffer()).byteLength;
}

async function measure(fn: () => Promise<number>): Promise<{ times: number[]; bytes: number }> {
  let bytes = 0;
  for (let i = 0; i < WARM_UP; i++) bytes = await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    bytes = await fn();
    times.push(performance.now() - start);
  }
  return { times, bytes };
}

const styled = await measure(
  async () => (await buildInventoryWorkbook(ExcelJS, source, t).xlsx.writeBuffer()).byteLength,
);
const raw = await measure(rawWorkbook);
const show = (r: { times: number[]; bytes: number }) =>
  `p50 ${pct(r.times, 50).toFixed(1)} ms, p95 ${pct(r.times, 95).toFixed(1)} ms, ${(r.bytes / 1024).toFixed(0)} kB`;
console.log(`inventory export, ${ANTENNAS} antennas, ${RUNS} runs (target ≤ 1 s):`);
console.log(`  build + write the workbook: ${show(styled)}`);
console.log(`  baseline raw exceljs workbook, same cells, no styles: ${show(raw)}`);
console.log(
  `  ratio (p50): ${(pct(styled.times, 50) / pct(raw.times, 50)).toFixed(2)}x the baseline`,
);
figure(
  `export an inventory of ${ANTENNAS} antennas to Excel`,
  `p50 ${pct(styled.times, 50).toFixed(0)} ms, p95 ${pct(styled.times, 95).toFixed(0)} ms (plain workbook: p50 ${pct(raw.times, 50).toFixed(0)} ms)`,
  '≤ 1 s',
);
