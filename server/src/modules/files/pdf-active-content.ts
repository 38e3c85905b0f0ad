/**
 * Finds active content in a PDF before it is stored: JavaScript (/JavaScript, /JS, so also an
 * /OpenAction or /AA that runs it), /Launch actions, embedded files and rich media. A PDF that
 * has them is refused: attachments are reports and spreadsheets, never programs.
 *
 * What is caught: those names anywhere in the file's own bytes, also written with #hh escapes
 * (/J#61vaScript); inside object streams (/Type /ObjStm compressed with FlateDecode alone), which
 * are inflated up to a byte limit and scanned the same way. An object stream that cannot be read
 * (another filter, encrypted, corrupt, or past the limit) makes the file unverifiable: refused.
 * What is not caught: names inside other compressed streams (page content, images: no dictionary
 * a viewer acts on lives there), and the short name /JS inside raw stream bodies, where random
 * compressed bytes would match it too often; a JavaScript action also names /S /JavaScript, which
 * is caught everywhere.
 */
import { inflate } from 'node:zlib';
import { promisify } from 'node:util';

const inflateAsync = promisify(inflate);

/** Names whose presence refuses the file (compared after #hh decoding). */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
]);
/** The names searched inside raw stream bodies too: long enough never to match by chance. */
const LONG_ACTIVE_NAMES = new Set([...ACTIVE_NAMES].filter((n) => n.length >= 6));

/** One object stream inflates to at most this many bytes, all of them together to TOTAL. */
export const OBJECT_STREAM_MAX_BYTES = 16 * 1024 * 1024;
export const OBJECT_STREAMS_TOTAL_MAX_BYTES = 64 * 1024 * 1024;

export type PdfVerdict = 'clean' | 'activeContent' | 'unverifiable';

// A name: '/' then regular characters (PDF 32000 §7.2.2: not white-space, not a delimiter).
// NUL is white-space in PDF too: decodeName ends the name there.
const NAME = /\/([^\t\n\f\r ()<>[\]{}/%]*)/g;

function decodeName(match: string): string {
  const nul = match.indexOf('\u0000');
  const raw = nul < 0 ? match : match.slice(0, nul);
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function namesIn(text: string): string[] {
  return [...text.matchAll(NAME)].map((m) => decodeName(m[1] ?? ''));
}

function hasActiveName(text: string, names: ReadonlySet<string>): boolean {
  return namesIn(text).some((n) => names.has(n));
}

interface StreamPart {
  /** The text from the object's start (or 4 kB back) to the 'stream' keyword: its dictionary. */
  dictionary: string;
  bodyStart: number;
  bodyEnd: number;
}

/** The file cut into the text outside stream bodies and the stream bodies themselves. */
function splitStreams(text: string): { outside: string; streams: StreamPart[] } {
  const streams: StreamPart[] = [];
  const outside: string[] = [];
  let from = 0;
  const keyword = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = keyword.exec(text)) !== null) {
    // 'endstream' also ends with 'stream'; a body starts only after a dictionary's '>>'.
    const before = text.slice(Math.max(from, m.index - 4096), m.index);
    if (!/>>\s*$/.test(before)) continue;
    const bodyStart = m.index + m[0].length;
    const end = text.indexOf('endstream', bodyStart);
    const bodyEnd = end < 0 ? text.length : end;
    const objAt = before.lastIndexOf('obj');
    streams.push({
      dictionary: objAt < 0 ? before : before.slice(objAt),
      bodyStart,
      bodyEnd,
    });
    outside.push(text.slice(from, bodyStart));
    from = bodyEnd;
    keyword.lastIndex = bodyEnd;
  }
  outside.push(text.slice(from));
  return { outside: outside.join('\n'), streams };
}

/** Scans a PDF (see the header for what is and is not caught); never throws. */
export async function scanPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  try {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    const { outside, streams } = splitStreams(text);
    if (hasActiveName(outside, ACTIVE_NAMES)) return 'activeContent';
    let inflated = 0;
    for (const s of streams) {
      const body = text.slice(s.bodyStart, s.bodyEnd);
      if (hasActiveName(body, LONG_ACTIVE_NAMES)) return 'activeContent';
      const dictionaryNames = namesIn(s.dictionary);
      if (!dictionaryNames.includes('ObjStm')) continue;
      const filters = dictionaryNames.filter((n) => /Decode$/.test(n) && n !== 'DecodeParms');
      if (filters.length !== 1 || filters[0] !== 'FlateDecode') return 'unverifiable';
      const left = OBJECT_STREAMS_TOTAL_MAX_BYTES - inflated;
      const objects = await inflateAsync(Buffer.from(body, 'latin1'), {
        maxOutputLength: Math.min(OBJECT_STREAM_MAX_BYTES, left),
      });
      inflated += objects.byteLength;
      if (hasActiveName(objects.toString('latin1'), ACTIVE_NAMES)) return 'activeContent';
    }
    return 'clean';
  } catch {
    // Corrupt or oversize object stream (zlib refused it): what it holds cannot be known.
    return 'unverifiable';
  }
}
