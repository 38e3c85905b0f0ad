/**
 * The SAT's CFDI 4.0 catalogues as rows of sat_catalogue_entries (spec 2 §5 "Electronic
 * validations": the engine's `catalog` group judges keys against them). Two formats are read:
 *
 * - the SQL the reference catalogues come in (one `CREATE TABLE` and its `INSERT`s per catalogue,
 *   the form of phpcfdi's resources-sat-catalogs, e.g. cfdi_40_productos_servicios.sql): columns
 *   by their names, `''` where an int column is blank;
 * - a sheet of the SAT's catCFDI workbook saved as CSV (c_ClaveProdServ, c_CodigoPostal): title
 *   lines, then a header whose first column is the catalogue's name.
 *
 * The two large catalogues (c_ClaveProdServ ~52,000 keys, c_CodigoPostal ~95,000) are loaded by
 * `npm run sat:import-catalog`, which replaces one catalogue in one transaction and records the
 * load in sat_catalogue_loads; the small ones come with migration 0027 (scripts/sat-catalogues.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { satCatalogueEntries, satCatalogueLoads } from '../../db/schema';
import { csvRecords, decodeCsv } from './embedded/list-69b';

export type CatalogueValue = string | number | null;

/** One key of a catalogue, as sat_catalogue_entries keeps it. */
export interface CatalogueRow {
  key: string;
  description: string;
  /** The catalogue's other columns by their published names. */
  data: Record<string, CatalogueValue>;
  /** vigencia_desde / vigencia_hasta, 'YYYY-MM-DD', or null when blank. */
  validFrom: string | null;
  validTo: string | null;
}

/** A table of the SQL format: its name, its columns with their types, its rows in file order. */
export interface SqlTable {
  name: string;
  columns: { name: string; type: string }[];
  rows: CatalogueValue[][];
}

/** The catalogues the import command loads. */
export const IMPORTED_CATALOGUES = ['c_ClaveProdServ', 'c_CodigoPostal'] as const;
export type ImportedCatalogue = (typeof IMPORTED_CATALOGUES)[number];

/** The SQL tables that hold them (the 4.0 name and the older one). */
const TABLE_CATALOGUES: Readonly<Record<string, ImportedCatalogue>> = {
  cfdi_40_productos_servicios: 'c_ClaveProdServ',
  cfdi_productos_servicios: 'c_ClaveProdServ',
  cfdi_40_codigos_postales: 'c_CodigoPostal',
  cfdi_codigos_postales: 'c_CodigoPostal',
};

/** A key's shape: product keys are 8 digits, postal codes 5 (a spreadsheet may drop the zeros). */
const KEY_DIGITS: Readonly<Record<ImportedCatalogue, number>> = {
  c_ClaveProdServ: 8,
  c_CodigoPostal: 5,
};

/** Where a problem was found, for the messages: "line 12". */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Reads `'text'` (with `''` for a quote), a number or NULL starting at `i`; answers it and where it ends. */
function readValue(text: string, start: number): { value: CatalogueValue; end: number } | null {
  let i = start;
  while (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t') i++;
  if (text[i] === "'") {
    let value = '';
    i++;
    for (;;) {
      const at = text.indexOf("'", i);
      if (at < 0) return null;
      value += text.slice(i, at);
      if (text[at + 1] === "'") {
        value += "'";
        i = at + 2;
      } else return { value, end: at + 1 };
    }
  }
  const m = /^(-?\d+(?:\.\d+)?|NULL)/i.exec(text.slice(i, i + 40));
  if (!m?.[1]) return null;
  return { value: m[1].toUpperCase() === 'NULL' ? null : Number(m[1]), end: i + m[1].length };
}

/**
 * Reads one table of the SQL format: the `CREATE TABLE` gives the columns, each
 * `INSERT INTO <table> VALUES(...);` one row. Other statements (PRAGMA, BEGIN, COMMIT) are skipped.
 */
export function parseSqlTable(text: string): SqlTable | string {
  const create = /CREATE TABLE(?: IF NOT EXISTS)?\s+"?(\w+)"?\s*\(([\s\S]*?)\);/i.exec(text);
  if (!create?.[1] || create[2] === undefined) return 'no CREATE TABLE statement';
  const name = create[1];
  const columns = [...create[2].matchAll(/^\s*"(\w+)"\s+(\w+)/gm)].map((m) => ({
    name: m[1] ?? '',
    type: (m[2] ?? '').toLowerCase(),
  }));
  if (columns.length === 0) return `table ${name}: no columns`;
  const rows: CatalogueValue[][] = [];
  const insert = new RegExp(`INSERT INTO "?${name}"? VALUES\\s*\\(`, 'gi');
  for (let m = insert.exec(text); m; m = insert.exec(text)) {
    const row: CatalogueValue[] = [];
    let i = m.index + m[0].length;
    for (;;) {
      const read = readValue(text, i);
      if (!read) return `line ${lineAt(text, m.index)}: unreadable value`;
      row.push(read.value);
      i = read.end;
      while (text[i] === ' ') i++;
      if (text[i] === ',') i++;
      else if (text[i] === ')') break;
      else return `line ${lineAt(text, m.index)}: expected "," or ")"`;
    }
    if (row.length !== columns.length)
      return `line ${lineAt(text, m.index)}: ${row.length} values for ${columns.length} columns`;
    rows.push(row);
    insert.lastIndex = i;
  }
  return { name, columns, rows };
}

const blankToNull = (v: CatalogueValue): string | null =>
  v === null || v === '' ? null : String(v);

/**
 * The rows of a table of the SQL format: the key from `keyColumn` (null: the row's position, from
 * 1, for tables without a key such as reglas_tasa_cuota), the description from `texto`, the
 * vigencias from vigencia_desde / vigencia_hasta, every other column in `data` (a blank int
 * column as null).
 */
export function rowsOfTable(table: SqlTable, keyColumn: string | null): CatalogueRow[] {
  const names = table.columns.map((c) => c.name);
  const keyAt = keyColumn === null ? -1 : names.indexOf(keyColumn);
  const textAt = names.indexOf('texto');
  const fromAt = names.indexOf('vigencia_desde');
  const toAt = names.indexOf('vigencia_hasta');
  return table.rows.map((row, position) => {
    const data: Record<string, CatalogueValue> = {};
    table.columns.forEach((c, i) => {
      if (i === keyAt || i === textAt || i === fromAt || i === toAt) return;
      const v = row[i] ?? null;
      data[c.name] = c.type === 'int' && (v === '' || v === null) ? null : v;
    });
    return {
      key: keyAt < 0 ? String(position + 1) : String(row[keyAt] ?? ''),
      description: textAt < 0 ? '' : String(row[textAt] ?? ''),
      data,
      validFrom: fromAt < 0 ? null : blankToNull(row[fromAt] ?? null),
      validTo: toAt < 0 ? null : blankToNull(row[toAt] ?? null),
    };
  });
}

/** Lower case, no accents, letters and digits only: "Fecha inicio de vigencia" -> "fechainiciodevigencia". */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * A workbook date as 'YYYY-MM-DD': ISO text, the SAT's dd/mm/yyyy, or a spreadsheet's day number
 * (days since 1899-12-30); null when blank, undefined when unreadable.
 */
export function workbookDate(text: string): string | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (dmy) return `${dmy[3]}-${dmy[2]?.padStart(2, '0')}-${dmy[1]?.padStart(2, '0')}`;
  if (/^\d{5}(\.\d+)?$/.test(t)) {
    const day = new Date(Date.UTC(1899, 11, 30) + Math.floor(Number(t)) * 86_400_000);
    return day.toISOString().slice(0, 10);
  }
  return undefined;
}

/** A key with the zeros a spreadsheet dropped put back, or null when it is not a key of the catalogue. */
function normalKey(catalogue: ImportedCatalogue, raw: string): string | null {
  const digits = KEY_DIGITS[catalogue];
  const t = raw.trim();
  if (!/^\d+$/.test(t) || t.length > digits) return null;
  return t.padStart(digits, '0');
}

export interface CatalogueFile {
  catalogue: ImportedCatalogue;
  rows: CatalogueRow[];
  /** Lines left out: a key that is not one of the catalogue's shape. */
  skipped: number;
}

/** The CSV sheet: the header is the first line whose first column is the catalogue's name. */
function fromCsv(text: string, wanted: ImportedCatalogue | null): CatalogueFile | string {
  const records = csvRecords(text);
  const names = new Map(IMPORTED_CATALOGUES.map((c) => [fold(c), c]));
  const headerAt = records.findIndex((r) =>
    wanted ? fold(r[0] ?? '') === fold(wanted) : names.has(fold(r[0] ?? '')),
  );
  const header = records[headerAt];
  if (headerAt < 0 || !header)
    return wanted
      ? `no header line whose first column is "${wanted}"`
      : `no header line whose first column is ${IMPORTED_CATALOGUES.map((c) => `"${c}"`).join(' or ')}`;
  const catalogue = names.get(fold(header[0] ?? '')) ?? 'c_ClaveProdServ';
  const folded = header.map(fold);
  const descriptionAt = catalogue === 'c_ClaveProdServ' ? folded.indexOf('descripcion') : -1;
  const fromAt = folded.findIndex((h) => h.startsWith('fechainicio'));
  const toAt = folded.findIndex((h) => h.startsWith('fechafin'));
  const byKey = new Map<string, CatalogueRow>();
  let skipped = 0;
  for (let r = headerAt + 1; r < records.length; r++) {
    const record = records[r] ?? [];
    if (record.every((f) => f.trim() === '')) continue;
    const key = normalKey(catalogue, record[0] ?? '');
    if (key === null) {
      skipped++;
      continue;
    }
    const validFrom = fromAt < 0 ? null : workbookDate(record[fromAt] ?? '');
    const validTo = toAt < 0 ? null : workbookDate(record[toAt] ?? '');
    if (validFrom === undefined || validTo === undefined)
      return `line ${r + 1}: a validity date is neither YYYY-MM-DD nor dd/mm/yyyy`;
    const data: Record<string, CatalogueValue> = {};
    header.forEach((name, i) => {
      if (i === 0 || i === descriptionAt || i === fromAt || i === toAt || name.trim() === '')
        return;
      data[name.trim()] = (record[i] ?? '').trim();
    });
    byKey.delete(key);
    byKey.set(key, {
      key,
      description: descriptionAt < 0 ? '' : (record[descriptionAt] ?? '').trim(),
      data,
      validFrom,
      validTo,
    });
  }
  return { catalogue, rows: [...byKey.values()], skipped };
}

/** The SQL format: the table's name says which catalogue it is. */
function fromSql(text: string, wanted: ImportedCatalogue | null): CatalogueFile | string {
  const table = parseSqlTable(text);
  if (typeof table === 'string') return table;
  const catalogue = TABLE_CATALOGUES[table.name];
  if (!catalogue)
    return `table ${table.name} is none of ${Object.keys(TABLE_CATALOGUES).join(', ')}`;
  if (wanted && wanted !== catalogue)
    return `table ${table.name} holds ${catalogue}, not ${wanted}`;
  const byKey = new Map<string, CatalogueRow>();
  let skipped = 0;
  for (const row of rowsOfTable(table, 'id')) {
    const key = normalKey(catalogue, row.key);
    if (key === null) {
      skipped++;
      continue;
    }
    byKey.delete(key);
    byKey.set(key, { ...row, key });
  }
  return { catalogue, rows: [...byKey.values()], skipped };
}

/**
 * Reads a catalogue file (the SQL format or the workbook's sheet as CSV, UTF-8 or Latin-1), or
 * says why it cannot. `wanted` names the catalogue the caller expects; without it the file says.
 * A repeated key keeps its last line.
 */
export function parseCatalogueFile(
  bytes: Uint8Array,
  wanted: ImportedCatalogue | null = null,
): CatalogueFile | string {
  const text = decodeCsv(bytes);
  return /CREATE TABLE/i.test(text.slice(0, 4096)) ? fromSql(text, wanted) : fromCsv(text, wanted);
}

const BATCH_ROWS = 1000;

/**
 * Replaces one catalogue's rows in one transaction and records the load (rows, source, now):
 * readers see the old catalogue or the new one, never half; a failure keeps the old one.
 */
export async function replaceCatalogue(
  db: Db,
  catalogue: string,
  rows: readonly CatalogueRow[],
  source: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(satCatalogueEntries).where(eq(satCatalogueEntries.catalogue, catalogue));
    for (let i = 0; i < rows.length; i += BATCH_ROWS)
      await tx
        .insert(satCatalogueEntries)
        .values(rows.slice(i, i + BATCH_ROWS).map((r) => ({ catalogue, ...r })));
    await tx
      .insert(satCatalogueLoads)
      .values({ catalogue, rows: rows.length, source })
      .onConflictDoUpdate({
        target: satCatalogueLoads.catalogue,
        set: { rows: rows.length, source, loadedAt: sql`now()` },
      });
  });
}
