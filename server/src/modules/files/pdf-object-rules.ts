/**
 * What makes one PDF dictionary active content, judged on the dictionary alone (the walk in
 * pdf-active-content.ts shows it every dictionary of the file, direct or indirect, compressed or
 * not), and which stream filters the check can decode. Section numbers are PDF 32000-1:2008's.
 */
import type { PdfDict, PdfjsCore } from './pdfjs-core';

/** Why a PDF is refused: each maps to the one translated "active content" refusal. */
export type PdfFinding = 'javascript' | 'launch' | 'xfa' | 'embeddedFile' | 'richMedia';

/**
 * Keys whose presence alone is active content: /JS of a JavaScript or Rendition action
 * (§12.6.4.16, §12.6.4.14), the /JavaScript name tree (§7.7.4), the AcroForm's /XFA (§12.7.8,
 * pure or hybrid XFA form), the /EmbeddedFiles name tree and a file specification's /EF
 * (§7.11.4), rich media content and settings (ISO 32000-2 §13.7).
 */
const KEY_FINDINGS: Readonly<Record<string, PdfFinding>> = {
  JS: 'javascript',
  JavaScript: 'javascript',
  XFA: 'xfa',
  EmbeddedFiles: 'embeddedFile',
  EF: 'embeddedFile',
  RichMediaContent: 'richMedia',
  RichMediaSettings: 'richMedia',
};

/**
 * Action types (/S, §12.6.4) refused wherever the action sits (OpenAction, /AA of the catalog,
 * a page, an annotation or a field, an outline item, a /Next chain): JavaScript, Launch (runs a
 * program or opens a file), and the ones that play media or open an embedded file.
 */
const ACTION_FINDINGS: Readonly<Record<string, PdfFinding>> = {
  JavaScript: 'javascript',
  Launch: 'launch',
  Rendition: 'richMedia',
  Movie: 'richMedia',
  Sound: 'richMedia',
  GoTo3DView: 'richMedia',
  RichMediaExecute: 'richMedia',
  GoToE: 'embeddedFile',
};

/**
 * Annotation subtypes (/Subtype, §12.5.6) refused: a file attachment, and every kind that
 * plays media or 3D (Screen annotations carry renditions, §12.5.6.18).
 */
const SUBTYPE_FINDINGS: Readonly<Record<string, PdfFinding>> = {
  FileAttachment: 'embeddedFile',
  RichMedia: 'richMedia',
  '3D': 'richMedia',
  Movie: 'richMedia',
  Sound: 'richMedia',
  Screen: 'richMedia',
};

/** Object types (/Type) refused: an embedded file stream (§7.11.4), 3D data (§13.6.3). */
const TYPE_FINDINGS: Readonly<Record<string, PdfFinding>> = {
  EmbeddedFile: 'embeddedFile',
  '3D': 'richMedia',
};

/** The standard filters (§7.4, and Brotli of ISO 32000-2 amendment) PDF.js decodes. */
const GENERAL_FILTERS = new Set([
  'FlateDecode',
  'Fl',
  'LZWDecode',
  'LZW',
  'ASCII85Decode',
  'A85',
  'ASCIIHexDecode',
  'AHx',
  'RunLengthDecode',
  'RL',
  'BrotliDecode',
  'Crypt',
]);

/**
 * Image-only filters: their output is pixels, never objects a viewer acts on, so a stream with
 * one is not decoded by the check (that would need the image decoders).
 */
const IMAGE_FILTERS = new Set([
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'CCITTFaxDecode',
  'CCF',
  'JBIG2Decode',
]);

/** Predictor values of §7.4.4.4 Table 10: 1 none, 2 TIFF, 10-15 PNG. */
const PREDICTORS = new Set([1, 2, 10, 11, 12, 13, 14, 15]);

export class UnreadablePdf extends Error {}

/** A name value, also through one indirect reference (`/S 9 0 R` with `9 0 obj /JavaScript`). */
function nameOf(core: PdfjsCore, dict: PdfDict, key: string): string | null {
  const value = dict.get(key);
  return value instanceof core.Name ? value.name : null;
}

/** The finding of one dictionary, or null; a value that cannot be fetched throws PDF.js's error. */
export function dictionaryFinding(core: PdfjsCore, dict: PdfDict): PdfFinding | null {
  for (const key of dict.getKeys()) {
    const finding = KEY_FINDINGS[key];
    if (finding) return finding;
  }
  const action = nameOf(core, dict, 'S');
  const subtype = nameOf(core, dict, 'Subtype');
  const type = nameOf(core, dict, 'Type');
  return (
    (action !== null ? ACTION_FINDINGS[action] : undefined) ??
    (subtype !== null ? SUBTYPE_FINDINGS[subtype] : undefined) ??
    (type !== null ? TYPE_FINDINGS[type] : undefined) ??
    null
  );
}

/**
 * Whether the stream's bytes are to be decoded: true for general filters only, false when an
 * image filter is among them; throws UnreadablePdf for a filter or predictor outside the
 * specification, which PDF.js would skip silently (it keeps the raw bytes or none).
 */
export function decodableFilters(core: PdfjsCore, dict: PdfDict): boolean {
  // Looked up as PDF.js does (the abbreviations first), with indirect entries resolved.
  const filter = dict.getArray('F', 'Filter');
  const params = dict.getArray('DP', 'DecodeParms');
  const filters: unknown[] = Array.isArray(filter) ? filter : filter === undefined ? [] : [filter];
  const paramList: unknown[] = Array.isArray(params) ? params : [params];
  let decode = true;
  filters.forEach((f, i) => {
    if (!(f instanceof core.Name)) throw new UnreadablePdf('filter is not a name');
    if (IMAGE_FILTERS.has(f.name)) {
      decode = false;
      return;
    }
    if (!GENERAL_FILTERS.has(f.name)) throw new UnreadablePdf(`filter ${f.name}`);
    const p = paramList[i];
    if (p instanceof core.Dict) {
      const predictor = p.get('Predictor');
      if (predictor !== undefined && !PREDICTORS.has(Number(predictor))) {
        throw new UnreadablePdf(`predictor ${String(predictor)}`);
      }
    }
  });
  return decode;
}
