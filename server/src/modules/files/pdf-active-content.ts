/**
 * Finds active content in a PDF before it is stored (maintenance attachments, invoice PDFs):
 * JavaScript, XFA forms, Launch actions, embedded files and rich media, wherever they hide.
 * A PDF that has them is refused, and so is one that cannot be read to the end.
 *
 * The file is parsed by PDF.js (pdfjs-dist, Mozilla's maintained reader: see pdfjs-core.ts),
 * which decodes what the specification allows: cross-reference tables and streams, object
 * streams, Flate, LZW, ASCII85, ASCIIHex, RunLength and Brotli with their TIFF and PNG
 * predictors, and standard-security encryption (a file opened without a password; one that needs
 * a user password cannot be read). The check then walks every object the cross-reference
 * names, not only those reachable from the catalog: each dictionary, direct or nested, in an
 * object stream or not, is judged by pdf-object-rules.ts; every stream but an image's pixels is
 * decoded to its end; every object stream is parsed, even one no cross-reference names. A filter
 * or predictor outside the specification, a stream whose decoder cannot start or an object
 * stream that does not parse makes the file unreadable; damage inside a compressed stream is read
 * as PDF.js and viewers read it, up to the damage. The walk runs twice: as a conforming reader
 * reads the file (its cross-reference sections) and as a repairing one does (indexing every
 * "n g obj"), so an object hidden from one of them is still seen. A file in which neither finds
 * an object at all (bytes after a %PDF- header) has nothing that could run: it passes, as any
 * damaged file whose objects are all clean does.
 *
 * Bounds: PDF_MAX_BYTES in, DECODED_MAX_BYTES decoded, OBJECTS_MAX objects, CHECK_MAX_MS of work;
 * past any of them the file is unreadable. Nothing is rendered; image pixels are not decoded (their
 * filters are checked). A one-page invoice of 40 kB takes about 12 ms, a 60-page manual of
 * 260 kB about 50 ms; the first check of a process also loads PDF.js (about 0.3 s).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  UnreadablePdf,
  decodableFilters,
  dictionaryFinding,
  type PdfFinding,
} from './pdf-object-rules';
import {
  pdfjsCore,
  type PdfDict,
  type PdfStream,
  type PdfjsCore,
  type PdfXRef,
} from './pdfjs-core';

export type PdfVerdict = 'clean' | 'activeContent' | 'unverifiable';

export interface PdfInspection {
  verdict: PdfVerdict;
  /** What active content was found (for logs and tests); absent when clean or unreadable. */
  finding?: PdfFinding;
}

export const PDF_MAX_BYTES = 32 * 1024 * 1024;
/** All streams of one reading together decode to at most this many bytes. */
export const DECODED_MAX_BYTES = 128 * 1024 * 1024;
export const OBJECTS_MAX = 200_000;
export const CHECK_MAX_MS = 10_000;

const CHUNK = 1024 * 1024;
/** The walk yields to the event loop this often, so other requests keep being served. */
const YIELD_EVERY_OBJECTS = 500;

class Found extends Error {
  constructor(readonly finding: PdfFinding) {
    super(finding);
  }
}

interface Budget {
  decoded: number;
  deadline: number;
}

function spend(budget: Budget, bytes: number): void {
  budget.decoded += bytes;
  if (budget.decoded > DECODED_MAX_BYTES) throw new UnreadablePdf('decoded size');
  if (Date.now() > budget.deadline) throw new UnreadablePdf('time');
}

/**
 * Reads a stream to its end through all its filters, counting its bytes; answers them when it
 * is an object stream (§7.5.7: integer /N and /First, whatever its /Type), else null. An image
 * XObject's filters are checked but its pixels are not decoded: they hold no objects, and a
 * scanned page would spend the budget for nothing.
 */
function decodeStream(core: PdfjsCore, stream: PdfStream, budget: Budget): Uint8Array | null {
  const isObjectStream =
    Number.isInteger(stream.dict.get('N')) && Number.isInteger(stream.dict.get('First'));
  if (!decodableFilters(core, stream.dict)) {
    if (isObjectStream) throw new UnreadablePdf('object stream with an image filter');
    return null;
  }
  const subtype = stream.dict.get('Subtype');
  if (!isObjectStream && subtype instanceof core.Name && subtype.name === 'Image') return null;
  const declared = stream.dict.get('Length');
  if (stream instanceof core.NullStream && typeof declared === 'number' && declared > 0) {
    throw new UnreadablePdf('stream failed to decode');
  }
  const chunks: Uint8Array[] = [];
  for (;;) {
    const bytes = stream.getBytes(CHUNK);
    if (bytes.length === 0) break;
    spend(budget, bytes.length);
    if (isObjectStream) chunks.push(bytes.slice());
  }
  return isObjectStream ? Buffer.concat(chunks) : null;
}

/**
 * The objects an object stream holds, parsed from its decoded bytes as §7.5.7 lays them out
 * (N pairs of number and offset, the objects from /First on). Also for an object stream no
 * cross-reference names: a repairing reader may still take objects from it.
 */
function objectStreamMembers(
  core: PdfjsCore,
  xref: PdfXRef,
  dict: PdfDict,
  bytes: Uint8Array,
): unknown[] {
  const n = Number(dict.get('N'));
  const first = Number(dict.get('First'));
  if (n < 0 || n > OBJECTS_MAX || first < 0 || first > bytes.length) {
    throw new UnreadablePdf('object stream header');
  }
  const parserAt = (from: number, to?: number) =>
    new core.Parser({
      lexer: new core.Lexer(new core.Stream(bytes.subarray(from, to))),
      xref,
      allowStreams: false,
    });
  const header = parserAt(0, first);
  const offsets: number[] = [];
  for (let i = 0; i < n; i++) {
    const num = header.getObj();
    const offset = header.getObj();
    if (!Number.isInteger(num) || !Number.isInteger(offset)) {
      throw new UnreadablePdf('object stream header');
    }
    offsets.push(first + Number(offset));
  }
  return offsets.map((from, i) => {
    if (from > bytes.length) throw new UnreadablePdf('object stream offset');
    return parserAt(from, offsets[i + 1]).getObj();
  });
}

/** Judges one object and everything nested in it (indirect objects are judged on their own). */
function judgeObject(core: PdfjsCore, xref: PdfXRef, root: unknown, budget: Budget): void {
  const pending: unknown[] = [root];
  let visited = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (++visited > OBJECTS_MAX) throw new UnreadablePdf('too many values');
    if (Array.isArray(value)) {
      // One by one: spreading an array of a hostile size would overflow the call stack.
      for (const item of value as unknown[]) pending.push(item);
      continue;
    }
    const stream = value instanceof core.BaseStream ? value : null;
    const dict = value instanceof core.Dict ? value : stream ? stream.dict : null;
    if (!dict) continue;
    const finding = dictionaryFinding(core, dict);
    if (finding) throw new Found(finding);
    for (const key of dict.getKeys()) pending.push(dict.getRaw(key));
    const members = stream ? decodeStream(core, stream, budget) : null;
    if (members)
      for (const member of objectStreamMembers(core, xref, dict, members)) pending.push(member);
  }
}

/** The number of entries the cross-reference holds (PDF.js keeps them private). */
function entryCount(xref: PdfXRef): number {
  // A new temporary reference is numbered after the last entry; it is given back at once.
  const next = xref.getNewTemporaryRef().num;
  xref.resetNewTemporaryRef();
  return next;
}

/** Walks every object of one reading of the file; throws Found or UnreadablePdf. */
async function walk(core: PdfjsCore, bytes: Uint8Array, recovery: boolean, budget: Budget) {
  const manager = new core.LocalPdfManager({
    source: new Uint8Array(bytes),
    docId: 'active-content-check',
    handler: null,
    password: null,
    enableXfa: false,
    evaluatorOptions: {},
  });
  try {
    const doc = manager.pdfDocument;
    doc.checkHeader();
    doc.parseStartXRef();
    try {
      doc.parse(recovery);
    } catch (e) {
      // Repairing, a file without a usable trailer or catalog is still judged on every object
      // found in it: no reader can show it, but another reader's repair might find a catalog.
      if (!recovery || e instanceof core.PasswordException) throw e;
    }
    const xref = doc.xref;
    if (xref.trailer) judgeObject(core, xref, xref.trailer, budget);
    const count = entryCount(xref);
    if (count > OBJECTS_MAX) throw new UnreadablePdf('too many objects');
    for (let num = 0; num < count; num++) {
      const entry = xref.getEntry(num);
      if (!entry) continue;
      judgeObject(core, xref, xref.fetch(core.Ref.get(num, entry.gen)), budget);
      if (num % YIELD_EVERY_OBJECTS === 0) {
        await nextTurn();
        spend(budget, 0);
      }
    }
  } finally {
    manager.terminate(null);
  }
}

type Reading = 'clean' | 'structureBroken';

/**
 * One reading: clean, or its cross-reference could not be followed (a repairing reader indexes
 * the file instead: not a reason to refuse alone). Active content and unreadable streams throw.
 */
async function reading(
  core: PdfjsCore,
  bytes: Uint8Array,
  recovery: boolean,
  budget: Budget,
): Promise<Reading> {
  try {
    await walk(core, bytes, recovery, budget);
    return 'clean';
  } catch (e) {
    if (e instanceof core.XRefParseException || e instanceof core.XRefEntryException) {
      return 'structureBroken';
    }
    throw e;
  }
}

/** Inspects a PDF (see the header); never throws. */
export async function inspectPdf(bytes: Uint8Array): Promise<PdfInspection> {
  if (bytes.byteLength > PDF_MAX_BYTES) return { verdict: 'unverifiable' };
  const budget: Budget = { decoded: 0, deadline: Date.now() + CHECK_MAX_MS };
  try {
    const core = pdfjsCore();
    const conforming = await reading(core, bytes, false, budget);
    budget.decoded = 0;
    if (conforming === 'structureBroken') {
      // Only the repairing reading is left: it must be read to the end.
      const repairing = await reading(core, bytes, true, budget);
      return { verdict: repairing === 'clean' ? 'clean' : 'unverifiable' };
    }
    try {
      await walk(core, bytes, true, budget);
    } catch (e) {
      // A second look: what it finds refuses the file, what it cannot read does not (readers
      // repair a file only when its cross-reference fails, and this one's did not).
      if (e instanceof Found) throw e;
    }
    return { verdict: 'clean' };
  } catch (e) {
    if (e instanceof Found) return { verdict: 'activeContent', finding: e.finding };
    // UnreadablePdf, a password, a format PDF.js refuses, a failed load of PDF.js itself.
    return { verdict: 'unverifiable' };
  }
}

/** The verdict alone (the routes run it in a pool thread: workers/pdf.ts). */
export async function scanPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  return (await inspectPdf(bytes)).verdict;
}
