/**
 * HTTP byte ranges of a file answer (RFC 9110 §14): the one range of a Range header the server
 * honours, and the headers of a whole (200), partial (206) or unsatisfiable (416) answer. Several
 * ranges in one header, other units and malformed ranges are ignored, as §14.2 allows: the whole
 * file is sent.
 */
import type { ByteRange, RangeRequest } from '../../adapters/files';

/** The single byte range a Range header asks for, or null when the whole file is to be sent. */
export function parseRangeHeader(value: string | undefined): RangeRequest | null {
  const m = value ? /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(value) : null;
  if (!m) return null;
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return null;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  // A last byte before the first is not a valid range: the header is ignored (§14.1.1).
  return end < start ? null : { start, end };
}

/**
 * Whether a Range is to be honoured under the request's If-Range: always without one; with one,
 * only when it names the current ETag (a date or another version: send the whole file, §13.1.5).
 */
export function rangeStillValid(ifRange: string | undefined, etag: string): boolean {
  return ifRange === undefined || ifRange.trim() === etag;
}

/** The quoted strong ETag of a content stored under its SHA-256. */
export const etagOf = (sha256: string) => `"${sha256}"`;

/** Length and position headers of a 200 (range null) or 206 answer of a file of `size` bytes. */
export function rangeHeaders(size: number, range: ByteRange | null): Record<string, string> {
  if (!range) return { 'Content-Length': String(size), 'Accept-Ranges': 'bytes' };
  return {
    'Content-Length': String(range.end - range.start + 1),
    'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
    'Accept-Ranges': 'bytes',
  };
}

/** The Content-Range of a 416: no byte of the `size` was asked for. */
export const unsatisfiedRange = (size: number) => ({
  'Content-Range': `bytes */${size}`,
  'Accept-Ranges': 'bytes',
});

/** RFC 5987 attr-char: what encodeURIComponent leaves alone but for ' ( ) *. */
const encodeAttrValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Content-Disposition naming the file for a save dialog: `filename*` (RFC 6266 §4.3, RFC 5987)
 * carries the name in UTF-8 (accents, ñ); `filename` is its plain-ASCII stand-in for old clients.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeAttrValue(fileName)}`;
}
