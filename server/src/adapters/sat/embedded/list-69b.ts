/**
 * The official article 69-B list (EFOS) as the SAT publishes it — a CSV, usually Latin-1, with a
 * few title lines before the header "No,RFC,Nombre del Contribuyente,Situación del contribuyente,..."
 * — read into rows, and the sat_69b table replaced by them in one transaction.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { SAT_69B_SITUATIONS, sat69b, type Sat69bSituation } from '../../../db/schema';
import { hasRfcShape } from '../../../../../src/domain/rfc';

export interface List69bRow {
  rfc: string;
  name: string;
  situacion: Sat69bSituation;
}

export interface List69b {
  rows: List69bRow[];
  /** Rows per Situación, in the order SAT_69B_SITUATIONS lists them. */
  counts: Record<Sat69bSituation, number>;
  /** Data lines left out: no valid RFC, or a Situación the SAT does not publish. */
  skipped: number;
}

/** UTF-8 when the bytes are valid UTF-8 (a BOM is dropped), else Latin-1 as the SAT publishes it. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Lower case, no accents, single spaces: "Situación  del contribuyente" -> "situacion del contribuyente". */
const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const SITUATIONS = new Map<string, Sat69bSituation>(SAT_69B_SITUATIONS.map((s) => [fold(s), s]));

/**
 * Reads the list, or says why it cannot: the header is the first line with an RFC column and a
 * Situación column, wherever the title lines end. A repeated RFC keeps its last line.
 */
export function parseList69b(bytes: Uint8Array): List69b | string {
  const records = csvRecords(decodeCsv(bytes));
  const headerAt = records.findIndex(
    (r) => r.some((f) => fold(f) === 'rfc') && r.some((f) => fold(f).startsWith('situacion')),
  );
  if (headerAt < 0)
    return 'the file has no header with the columns "RFC" and "Situación del contribuyente"';
  const header = (records[headerAt] ?? []).map(fold);
  const rfcAt = header.indexOf('rfc');
  const situationAt = header.findIndex((f) => f.startsWith('situacion'));
  const nameAt = header.findIndex((f) => f.startsWith('nombre'));
  const byRfc = new Map<string, List69bRow>();
  let skipped = 0;
  for (const record of records.slice(headerAt + 1)) {
    if (record.every((f) => f.trim() === '')) continue;
    const rfc = (record[rfcAt] ?? '').trim().toUpperCase();
    const situacion = SITUATIONS.get(fold(record[situationAt] ?? ''));
    if (!hasRfcShape(rfc) || situacion === undefined) {
      skipped++;
      continue;
    }
    byRfc.delete(rfc);
    byRfc.set(rfc, { rfc, name: nameAt < 0 ? '' : (record[nameAt] ?? '').trim(), situacion });
  }
  const rows = [...byRfc.values()];
  const counts = Object.fromEntries(SAT_69B_SITUATIONS.map((s) => [s, 0])) as Record<
    Sat69bSituation,
    number
  >;
  for (const row of rows) counts[row.situacion]++;
  return { rows, counts, skipped };
}

const BATCH_ROWS = 1000;

/** Replaces the whole list in one transaction: readers see the old list or the new one, never half. */
export async function replaceList69b(db: Db, rows: readonly List69bRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from ${sat69b}`);
    for (let i = 0; i < rows.length; i += BATCH_ROWS)
      await tx.insert(sat69b).values(rows.slice(i, i + BATCH_ROWS));
  });
}
