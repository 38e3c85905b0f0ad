import { eq } from 'drizzle-orm';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satCatalogueEntries, satCatalogueLoads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  parseCatalogueFile,
  parseSqlTable,
  replaceCatalogue,
  workbookDate,
  type CatalogueFile,
} from './catalogue-import';

/** The c_ClaveProdServ sheet of catCFDI saved as CSV: title lines, the header, quoted texts. */
const PRODUCTS_CSV = [
  'Catálogo de productos / servicios.,,,,,,,,',
  ',,,,,,,,',
  'c_ClaveProdServ,Descripción,Incluir IVA trasladado,Incluir IEPS trasladado,Complemento que debe incluir,FechaInicioVigencia,FechaFinVigencia,Estímulo Franja Fronteriza,Palabras similares',
  '01010101,No existe en el catálogo,Opcional,Opcional,,01/01/2022,,,',
  '80131500,Alquiler y arrendamiento de propiedades o edificaciones,Sí,Opcional,,01/01/2022,,,"Renta, arrendamiento"',
  '72101507,Servicio de mantenimiento de edificios,Sí,Opcional,,44562,,,',
  '1010102,Clave sin su cero (una hoja de cálculo lo quitó),Sí,Opcional,,2022-01-01,2023-06-30,,',
  'Nota al pie,,,,,,,,',
  '',
].join('\r\n');

/** The c_CodigoPostal sheet: the same layout, other columns. */
const POSTAL_CSV = [
  'Catálogo de códigos postales.,,,,,,',
  'c_CodigoPostal,c_Estado,c_Municipio,c_Localidad,Estímulo Franja Fronteriza,FechaInicioVigencia,FechaFinVigencia',
  '06600,CMX,015,01,0,01/01/2022,',
  '6700,CMX,015,01,0,01/01/2022,',
  '22000,BCN,004,,1,01/01/2022,',
].join('\n');

/** The SQL form (phpcfdi's resources-sat-catalogs, as the reference catalogues). */
const POSTAL_SQL = `CREATE TABLE IF NOT EXISTS "cfdi_40_codigos_postales"(
  "id" text not null,
  "estado" text not null,
  "municipio" text not null,
  "localidad" text not null,
  "estimulo_frontera" int not null,
  "vigencia_desde" text not null,
  "vigencia_hasta" text not null,
  PRIMARY KEY("id")
);

PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
INSERT INTO cfdi_40_codigos_postales VALUES('06600','CMX','015','01','','2022-01-01','');
INSERT INTO cfdi_40_codigos_postales VALUES('22000','BCN','004','',1,'2022-01-01','');
INSERT INTO cfdi_40_codigos_postales VALUES('99999','XYZ','001','O''Higgins, (sur); norte','','2022-01-01','2024-12-31');
COMMIT;
`;

let dir: string;
const written = (name: string, content: string | Uint8Array): Uint8Array => {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return new Uint8Array(readFileSync(file));
};
const latin1 = (text: string): Uint8Array => Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);

function parsed(bytes: Uint8Array, wanted?: 'c_ClaveProdServ' | 'c_CodigoPostal'): CatalogueFile {
  const r = parseCatalogueFile(bytes, wanted ?? null);
  if (typeof r === 'string') throw new Error(r);
  return r;
}

let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sat-catalogue-'));
  t = await createTestApp();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('reading the SAT catalogue files', () => {
  it.each([
    ['UTF-8', (s: string) => s],
    ['Latin-1', latin1],
  ] as const)('reads the workbook sheet saved as CSV (%s)', (_n, encode) => {
    const file = parsed(written('c_ClaveProdServ.csv', encode(PRODUCTS_CSV)));
    expect(file.catalogue).toBe('c_ClaveProdServ');
    expect(file.skipped).toBe(1);
    expect(file.rows.map((r) => [r.key, r.validFrom, r.validTo])).toEqual([
      ['01010101', '2022-01-01', null],
      ['80131500', '2022-01-01', null],
      // A spreadsheet's day number, and a key whose leading zero was dropped.
      ['72101507', '2022-01-01', null],
      ['01010102', '2022-01-01', '2023-06-30'],
    ]);
    expect(file.rows[1]).toMatchObject({
      description: 'Alquiler y arrendamiento de propiedades o edificaciones',
      data: { 'Incluir IVA trasladado': 'Sí', 'Palabras similares': 'Renta, arrendamiento' },
    });
  });

  it('reads the postal codes sheet, with no description', () => {
    const file = parsed(written('c_CodigoPostal.csv', POSTAL_CSV), 'c_CodigoPostal');
    expect(file.rows.map((r) => r.key)).toEqual(['06600', '06700', '22000']);
    expect(file.rows[0]).toMatchObject({
      description: '',
      data: { c_Estado: 'CMX', c_Municipio: '015', c_Localidad: '01' },
    });
  });

  it('reads the SQL form: quotes, commas and parentheses inside texts, blank ints as null', () => {
    const file = parsed(written('cfdi_40_codigos_postales.sql', POSTAL_SQL));
    expect(file.catalogue).toBe('c_CodigoPostal');
    expect(file.rows).toEqual([
      {
        key: '06600',
        description: '',
        data: { estado: 'CMX', municipio: '015', localidad: '01', estimulo_frontera: null },
        validFrom: '2022-01-01',
        validTo: null,
      },
      {
        key: '22000',
        description: '',
        data: { estado: 'BCN', municipio: '004', localidad: '', estimulo_frontera: 1 },
        validFrom: '2022-01-01',
        validTo: null,
      },
      {
        key: '99999',
        description: '',
        data: {
          estado: 'XYZ',
          municipio: '001',
          localidad: "O'Higgins, (sur); norte",
          estimulo_frontera: null,
        },
        validFrom: '2022-01-01',
        validTo: '2024-12-31',
      },
    ]);
  });

  it.each([
    ['a sheet of another catalogue', POSTAL_CSV, 'c_ClaveProdServ', /"c_ClaveProdServ"/],
    ['a table of another catalogue', POSTAL_SQL, 'c_ClaveProdServ', /holds c_CodigoPostal/],
    ['no header', 'a,b,c\n1,2,3\n', undefined, /no header line/],
    [
      'an unreadable date',
      'c_CodigoPostal,FechaInicioVigencia\n06600,el lunes\n',
      undefined,
      /line 2: a validity date/,
    ],
    [
      'an INSERT with a missing value',
      POSTAL_SQL.replace("'BCN','004','',1,", "'BCN','004',1,"),
      undefined,
      /values for 7 columns/,
    ],
  ] as const)('says why it refuses %s', (_n, text, wanted, why) => {
    expect(parseCatalogueFile(new TextEncoder().encode(text), wanted ?? null)).toMatch(why);
  });

  it.each([
    ['2022-01-01', '2022-01-01'],
    ['1/2/2023', '2023-02-01'],
    ['44562', '2022-01-01'],
    ['', null],
    ['mañana', undefined],
  ])('reads the date %j as %j', (text, date) => expect(workbookDate(text)).toBe(date));

  it('reads the reference catalogues’ tables', () => {
    const table = parseSqlTable(
      "CREATE TABLE t(\n  \"id\" text not null\n);\nINSERT INTO t VALUES('a');\nINSERT INTO t VALUES('b');\n",
    );
    expect(table).toEqual({
      name: 't',
      columns: [{ name: 'id', type: 'text' }],
      rows: [['a'], ['b']],
    });
  });
});

describe('replacing a catalogue', () => {
  const keysOf = async (catalogue: string) =>
    (
      await t.handle.db
        .select({ key: satCatalogueEntries.key })
        .from(satCatalogueEntries)
        .where(eq(satCatalogueEntries.catalogue, catalogue))
    )
      .map((r) => r.key)
      .sort();
  const loadOf = async (catalogue: string) =>
    (
      await t.handle.db
        .select()
        .from(satCatalogueLoads)
        .where(eq(satCatalogueLoads.catalogue, catalogue))
    )[0];

  it('loads the rows and records the load, then replaces them as a whole', async () => {
    const first = parsed(written('p1.csv', PRODUCTS_CSV));
    await replaceCatalogue(
      t.handle.db,
      first.catalogue,
      first.rows,
      'SAT c_ClaveProdServ (p1.csv)',
    );
    expect(await keysOf('c_ClaveProdServ')).toEqual([
      '01010101',
      '01010102',
      '72101507',
      '80131500',
    ]);
    expect(await loadOf('c_ClaveProdServ')).toMatchObject({
      rows: 4,
      source: 'SAT c_ClaveProdServ (p1.csv)',
    });

    const second = parsed(written('p2.csv', PRODUCTS_CSV.replace(/^80131500,.*$/m, '')));
    await replaceCatalogue(
      t.handle.db,
      second.catalogue,
      second.rows,
      'SAT c_ClaveProdServ (p2.csv)',
    );
    expect(await keysOf('c_ClaveProdServ')).toEqual(['01010101', '01010102', '72101507']);
    expect(await loadOf('c_ClaveProdServ')).toMatchObject({
      rows: 3,
      source: 'SAT c_ClaveProdServ (p2.csv)',
    });
    // The migration's catalogues are untouched.
    expect((await keysOf('c_MetodoPago')).length).toBe(2);
  });

  it('keeps the old catalogue when the new one cannot be written', async () => {
    const file = parsed(written('postal.sql', POSTAL_SQL));
    await replaceCatalogue(
      t.handle.db,
      file.catalogue,
      file.rows,
      'SAT c_CodigoPostal (postal.sql)',
    );
    const twice = [...file.rows, ...file.rows];
    await expect(
      replaceCatalogue(t.handle.db, file.catalogue, twice, 'SAT c_CodigoPostal (twice)'),
    ).rejects.toThrow();
    expect(await keysOf('c_CodigoPostal')).toEqual(['06600', '22000', '99999']);
    expect(await loadOf('c_CodigoPostal')).toMatchObject({
      rows: 3,
      source: 'SAT c_CodigoPostal (postal.sql)',
    });
  });
});
