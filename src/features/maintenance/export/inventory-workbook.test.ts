import ExcelJS from 'exceljs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enMaintenance from '../../../../locales/en/maintenance.json';
import esMaintenance from '../../../../locales/es/maintenance.json';
import { INTERPOLATION } from '../../../lib/interpolation';
import { keyOf } from '../../../lib/text-keys';
import type { Antenna, Inventory } from '../../../protocol/maintenance';
import {
  buildInventoryWorkbook,
  inventoryFileName,
  ncraInMetres,
  type InventoryExportSource,
  type Translate,
} from './inventory-workbook';

async function translator(lng: 'es' | 'en'): Promise<Translate> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    ns: ['maintenance'],
    defaultNS: 'maintenance',
    interpolation: INTERPOLATION,
    resources: { es: { maintenance: esMaintenance }, en: { maintenance: enMaintenance } },
  });
  const t = i18n.getFixedT(lng, 'maintenance');
  return (key) => t(keyOf('maintenance', key));
}

function antenna(n: number, overrides: Partial<Antenna> = {}): Antenna {
  return {
    antenna: n,
    technologyCode: 'LTE',
    sizeCode: '26',
    ncra: 28.5,
    um: 'M',
    orientation: 120,
    sectorCode: 'B',
    concessionaireCode: 'ATT',
    observations: 'Soporte con corrosión leve',
    comments: '',
    antennaStatusPr: '',
    antennaCommentsPr: '',
    antennaStatusTl: '',
    antennaCommentsTl: '',
    antennaPhotos: [],
    locked: false,
    edited: false,
    error: null,
    ...overrides,
  };
}

function source(antennas: Antenna[]): InventoryExportSource {
  const inventory: Inventory = {
    uuidObj: 'inv-1',
    buildingHeight: 12.5,
    towerType: 'Mástil en azotea',
    towerHeight: 36,
    generalComments: 'Acceso por azotea',
    characteristics: [],
    groupStatusPr: 'VAPV',
    groupCommentsPr: '',
    groupStatusTl: 'RETL',
    groupCommentsTl: 'Falta foto del sector C',
    locked: false,
    antennas,
    technologyOptions: [{ opt: 'LTE', value: 'LTE 4G' }],
    sizeOptions: [{ opt: '26', value: '2.6 m' }],
    sectorOptions: [{ opt: 'B', value: 'Sector B' }],
    concessionaireOptions: [{ opt: 'ATT', value: 'AT&T' }],
  };
  return { orderCode: '4000123', site: 'MEX-0042', inventory };
}

/** Writes the workbook to xlsx bytes and reads it back, as a spreadsheet program would. */
async function roundTrip(input: InventoryExportSource, t: Translate): Promise<ExcelJS.Workbook> {
  const buffer = await buildInventoryWorkbook(ExcelJS, input, t).xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(buffer);
  return read;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) =>
  (sheet.getRow(n).values as unknown[]).slice(1);

describe('inventory workbook', () => {
  it('has a site sheet and an antenna sheet with bold Spanish headers and units in metres', async () => {
    const book = await roundTrip(
      source([
        antenna(1, { antennaStatusPr: 'REPV', antennaCommentsPr: 'Orientación distinta' }),
        antenna(2, { ncra: 31, comments: 'Nueva' }),
      ]),
      await translator('es'),
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(['Sitio', 'Antenas']);

    const site = book.getWorksheet('Sitio')!;
    expect(rowValues(site, 1)).toEqual([
      'Orden',
      'Sitio',
      'Altura del edificio (m)',
      'Tipo de torre',
      'Altura de la torre (m)',
      'Comentarios generales',
      'Estatus arrendador / proveedor',
      'Comentarios arrendador / proveedor',
      'Estatus operador',
      'Comentarios operador',
    ]);
    expect(rowValues(site, 2)).toEqual([
      '4000123',
      'MEX-0042',
      12.5,
      'Mástil en azotea',
      36,
      'Acceso por azotea',
      'Aprobado por el arrendador',
      undefined,
      'Rechazado por el operador',
      'Falta foto del sector C',
    ]);
    expect(site.rowCount).toBe(2);

    const antennas = book.getWorksheet('Antenas')!;
    expect(rowValues(antennas, 1).slice(0, 9)).toEqual([
      'Antena',
      'Tecnología',
      'Tamaño',
      'NCRA (m)',
      'Orientación (°)',
      'Sector',
      'Concesionario',
      'Observaciones',
      'Comentarios',
    ]);
    expect(rowValues(antennas, 2)).toEqual([
      1,
      'LTE 4G',
      '2.6 m',
      28.5,
      120,
      'Sector B',
      'AT&T',
      'Soporte con corrosión leve',
      undefined,
      'Rechazado por el arrendador',
      'Orientación distinta',
      'Sin revisar',
    ]);
    expect(antennas.getRow(3).getCell(4).value).toBe(31);
    expect(antennas.rowCount).toBe(3);

    for (const sheet of [site, antennas]) {
      sheet.getRow(1).eachCell((cell) => expect(cell.font?.bold, String(cell.value)).toBe(true));
      expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
      sheet.columns.forEach((c) => expect(c.width).toBeGreaterThanOrEqual(10));
    }
  });

  it('translates sheet names, headers and statuses to English', async () => {
    const book = await roundTrip(source([antenna(1)]), await translator('en'));
    expect(book.worksheets.map((s) => s.name)).toEqual(['Site', 'Antennas']);
    const site = book.getWorksheet('Site')!;
    expect(rowValues(site, 1)).toContain('Tower height (m)');
    expect(rowValues(site, 2)).toContain('Approved by the lessor');
    expect(rowValues(book.getWorksheet('Antennas')!, 1)).toContain('NCRA (m)');
  });

  it('writes an inventory with no antennas as headers only', async () => {
    const book = await roundTrip(source([]), await translator('es'));
    expect(book.getWorksheet('Antenas')!.rowCount).toBe(1);
  });

  it('shows an option code the list lacks as the code itself', async () => {
    const book = await roundTrip(
      source([antenna(1, { technologyCode: 'NR5' })]),
      await translator('es'),
    );
    expect(book.getWorksheet('Antenas')!.getRow(2).getCell(2).value).toBe('NR5');
  });

  it.each([
    [{ ncra: 28.5, um: 'M' }, 28.5],
    [{ ncra: 2850, um: 'CM' }, 28.5],
    [{ ncra: 28500, um: 'mm' }, 28.5],
    [{ ncra: 12, um: '' }, 12],
  ])('NCRA %o is %d m', (value, metres) => {
    expect(ncraInMetres(value)).toBe(metres);
  });

  it('names the file after the order', () => {
    expect(inventoryFileName('4000123')).toBe('inventario-4000123.xlsx');
  });
});
