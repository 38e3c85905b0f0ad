/**
 * Checks an xlsx (a ZIP) before it is stored: what each entry and all of them declare they
 * inflate to must stay within limits (a zip bomb of a few hundred kB declaring gigabytes is
 * refused, from the central directory alone), its [Content_Types].xml must declare a spreadsheet,
 * and it may hold nothing Excel runs or that runs a program: VBA, Excel 4.0 macro sheets or
 * ActiveX ('macros'), embedded OLE objects or packages, DDE links or DDE formulas
 * ('activeContent').
 *
 * Only the XML parts under xl/ are inflated (to find formulas and links), each to at most the
 * size it declares: an archive that lies about a size is refused as not a workbook, as Excel
 * refuses it (its sizes and CRCs disagree).
 */
import { inflateRaw } from 'node:zlib';
import { promisify } from 'node:util';

const inflateRawAsync = promisify(inflateRaw);

/** All entries together may inflate to at most this many bytes. */
export const WORKBOOK_MAX_INFLATED_BYTES = 100 * 1024 * 1024;
/** An entry above RATIO_FLOOR bytes may be at most this many times its compressed size. */
export const WORKBOOK_MAX_RATIO = 100;
const RATIO_FLOOR = 1024 * 1024;
const MAX_ENTRIES = 10_000;
/** [Content_Types].xml is a few kB; it is inflated up to this many bytes and no further. */
const CONTENT_TYPES_MAX_BYTES = 1024 * 1024;

export type WorkbookVerdict = 'ok' | 'tooLarge' | 'notWorkbook' | 'macros' | 'activeContent';

/**
 * Parts that carry code Excel may run: a VBA project (an .xlsm renamed .xlsx still holds it),
 * Excel 4.0 macro sheets, ActiveX controls. Office staff open these files, so a workbook with
 * them is refused.
 */
const CODE_PART = /(^|\/)vbaproject\.bin$|^xl\/activex\/|^xl\/macrosheets\//i;
/** Embedded OLE objects (oleObject1.bin) and packages (an embedded .docx, .exe wrapper...). */
const EMBEDDED_PART = /^xl\/embeddings\//i;
/** The XML parts searched for DDE: sheets, the workbook's defined names, charts, links. */
const XML_PART = /^xl\/.+\.xml$/i;
/** An external link Excel refreshes through DDE or OLE (ECMA-376 §18.14.4, §18.14.10). */
const DDE_LINK = /<(?:\w+:)?(?:ddeLink|oleLink)\b/;
/** The text of a formula: a cell's, a defined name's, a rule's or a chart series'. */
const FORMULA = /<(?:\w+:)?(f|formula[12]?|definedName)\b[^>]*>([^<]*)<\/(?:\w+:)?\1>/g;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const U16_MAX = 0xffff;
const U32_MAX = 0xffffffff;

interface Entry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  localOffset: number;
}

class Malformed extends Error {}

function reader(buf: Buffer) {
  const need = (at: number, n: number) => {
    if (at < 0 || at + n > buf.length) throw new Malformed('out of bounds');
  };
  return {
    u16: (at: number) => {
      need(at, 2);
      return buf.readUInt16LE(at);
    },
    u32: (at: number) => {
      need(at, 4);
      return buf.readUInt32LE(at);
    },
    u64: (at: number) => {
      need(at, 8);
      const v = buf.readBigUInt64LE(at);
      // Anything past 2^53 is far past every limit: treat it as infinite.
      return v > BigInt(Number.MAX_SAFE_INTEGER) ? Number.POSITIVE_INFINITY : Number(v);
    },
  };
}

function endOfCentralDirectory(buf: Buffer): number {
  const lowest = Math.max(0, buf.length - 22 - U16_MAX);
  for (let at = buf.length - 22; at >= lowest; at--) {
    if (buf.readUInt32LE(at) === EOCD) return at;
  }
  throw new Malformed('no end of central directory');
}

/** The central directory's entries; ZIP64 sizes are read from their extra fields. */
function centralDirectory(buf: Buffer): Entry[] | 'tooMany' {
  const r = reader(buf);
  const eocd = endOfCentralDirectory(buf);
  let count = r.u16(eocd + 10);
  let offset = r.u32(eocd + 16);
  if (count === U16_MAX || offset === U32_MAX) {
    const locator = eocd - 20;
    if (r.u32(locator) !== ZIP64_LOCATOR) throw new Malformed('zip64 locator');
    const record = r.u64(locator + 8);
    if (r.u32(record) !== ZIP64_EOCD) throw new Malformed('zip64 record');
    count = r.u64(record + 32);
    offset = r.u64(record + 48);
  }
  if (count > MAX_ENTRIES) return 'tooMany';
  const entries: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (r.u32(at) !== CENTRAL) throw new Malformed('central header');
    const nameLength = r.u16(at + 28);
    const extraLength = r.u16(at + 30);
    const commentLength = r.u16(at + 32);
    let compressed = r.u32(at + 20);
    let uncompressed = r.u32(at + 24);
    let localOffset = r.u32(at + 42);
    const nameAt = at + 46;
    if (nameAt + nameLength > buf.length) throw new Malformed('name');
    const name = buf.toString('utf8', nameAt, nameAt + nameLength);
    if (uncompressed === U32_MAX || compressed === U32_MAX || localOffset === U32_MAX) {
      // ZIP64 extended information (0x0001): only the fields whose 32-bit value is saturated.
      let extra = nameAt + nameLength;
      const extraEnd = extra + extraLength;
      let found = false;
      while (extra + 4 <= extraEnd) {
        const id = r.u16(extra);
        const size = r.u16(extra + 2);
        if (id === 0x0001) {
          let field = extra + 4;
          if (uncompressed === U32_MAX) {
            uncompressed = r.u64(field);
            field += 8;
          }
          if (compressed === U32_MAX) {
            compressed = r.u64(field);
            field += 8;
          }
          if (localOffset === U32_MAX) localOffset = r.u64(field);
          found = true;
          break;
        }
        extra += 4 + size;
      }
      if (!found) uncompressed = Infinity;
    }
    entries.push({ name, method: r.u16(at + 10), compressed, uncompressed, localOffset });
    at = nameAt + nameLength + extraLength + commentLength;
  }
  return entries;
}

function tooLarge(entries: readonly Entry[]): boolean {
  let total = 0;
  for (const e of entries) {
    total += e.uncompressed;
    if (total > WORKBOOK_MAX_INFLATED_BYTES) return true;
    if (e.uncompressed > RATIO_FLOOR && e.uncompressed > WORKBOOK_MAX_RATIO * e.compressed) {
      return true;
    }
  }
  return false;
}

/** The entry's bytes, inflated to at most `limit` bytes (zlib stops there and throws). */
async function contentOf(buf: Buffer, entry: Entry, limit: number): Promise<Buffer> {
  const r = reader(buf);
  const at = entry.localOffset;
  if (r.u32(at) !== LOCAL) throw new Malformed('local header');
  const dataAt = at + 30 + r.u16(at + 26) + r.u16(at + 28);
  const data = buf.subarray(dataAt, dataAt + entry.compressed);
  if (entry.method === 0) return data.subarray(0, limit);
  if (entry.method !== 8) throw new Malformed('compression method');
  return inflateRawAsync(data, { maxOutputLength: limit });
}

function xmlText(escaped: string): string {
  return escaped.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (e[0] !== '#') return named[e.toLowerCase()] ?? '';
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/**
 * True for a DDE formula: `=cmd|' /C calc'!A0` names a program and a topic with `|` (a remote
 * reference), `DDE(...)`/`DDEAUTO` call one. String literals ("a|b") and quoted sheet names
 * ('a|b'!A1) are taken out first: a `|` in them is text.
 */
export function isDdeFormula(formula: string): boolean {
  const bare = formula.replace(/"(?:[^"]|"")*"/g, '""').replace(/'(?:[^']|'')*'(?=!)/g, "''");
  return bare.includes('|') || /\bDDE\s*\(|\bDDEAUTO\b/i.test(bare);
}

/** An XML part's text: UTF-8, or UTF-16 when it starts with a byte order mark (XML 1.0 §4.3.3). */
function xmlOf(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.toString('utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes).swap16().toString('utf16le');
  return bytes.toString('utf8');
}

function hasDde(xml: string): boolean {
  if (DDE_LINK.test(xml)) return true;
  for (const m of xml.matchAll(FORMULA)) {
    if (isDdeFormula(xmlText(m[2] ?? ''))) return true;
  }
  return false;
}

/** Checks the archive (see the header); never throws. */
export async function checkWorkbookArchive(bytes: Uint8Array): Promise<WorkbookVerdict> {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let entries: Entry[] | 'tooMany';
  try {
    entries = centralDirectory(buf);
  } catch {
    return 'notWorkbook';
  }
  if (entries === 'tooMany' || tooLarge(entries)) return 'tooLarge';
  if (entries.some((e) => CODE_PART.test(e.name))) return 'macros';
  if (entries.some((e) => EMBEDDED_PART.test(e.name))) return 'activeContent';
  const types = entries.find((e) => e.name === '[Content_Types].xml');
  if (!types || !entries.some((e) => e.name.startsWith('xl/'))) return 'notWorkbook';
  if (types.uncompressed > CONTENT_TYPES_MAX_BYTES) return 'notWorkbook';
  try {
    const xml = (await contentOf(buf, types, CONTENT_TYPES_MAX_BYTES)).toString('utf8');
    if (/macroEnabled|vbaProject/i.test(xml)) return 'macros';
    if (!xml.includes('spreadsheetml')) return 'notWorkbook';
    for (const part of entries.filter((e) => XML_PART.test(e.name))) {
      // The declared sizes are within WORKBOOK_MAX_INFLATED_BYTES all together (tooLarge above).
      const bytes = await contentOf(buf, part, Math.max(1, part.uncompressed));
      if (hasDde(xmlOf(bytes))) return 'activeContent';
    }
    return 'ok';
  } catch {
    return 'notWorkbook';
  }
}

/** "_VBA_PROJECT_CUR" as a compound file's directory names it (UTF-16LE). */
const VBA_STORAGE = Buffer.from('_VBA_PROJECT_CUR', 'utf16le');

/**
 * True when an xls (an OLE2 compound file) holds a VBA project: Excel keeps it in the storage
 * `_VBA_PROJECT_CUR`, whose name appears in the file's directory sectors.
 */
export function xlsHasMacros(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(VBA_STORAGE);
}
