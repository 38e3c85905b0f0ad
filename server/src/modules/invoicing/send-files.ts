/**
 * The files of a send (spec 2 §5 "Files", §9): the PDF always, the XML when the invoice is
 * electronic, an optional annex PDF; each at most 3,000,000 bytes (413 msjsizeFile above), a PDF
 * judged by its bytes ('%PDF-' and no active content, 415 otherwise) as the maintenance
 * attachments are. The XML's content is the CFDI checks' to judge.
 */
import { cfdiMessage } from '../../../../src/domain/cfdi/messages';
import { INVOICE_FILE_MAX_BYTES } from '../../../../src/domain/invoicing/send';
import type { Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import type { ApiRefusal } from '../../api/types';
import { scanPdf } from '../../workers/pdf';
import { UNSUPPORTED_MEDIA_TYPE } from '../files/replies';
import { sendRefusal } from './send-result';

export interface SentFiles {
  pdf: Uint8Array;
  /** Null for a non-electronic invoice (PDF only: an XML sent with one is not kept). */
  xml: Uint8Array | null;
  annex: Uint8Array | null;
}

/** The base64 fields as the request schemas read them (validated base64, '' when absent). */
export interface SentFileTexts {
  PDFBase64: string;
  XMLBase64: string;
  PDFABase64: string;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

const refusal = (id: string, text: string, status: ApiRefusal['status']): ApiRefusal =>
  sendRefusal([{ TYPE: 'E', ID: id, NUMBER: '', MESSAGE: text }], status);

/** The bytes of a base64 text the schema already checked, without decoding one too large. */
function decoded(text: string): Uint8Array | 'tooLarge' {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if ((text.length / 4) * 3 - padding > INVOICE_FILE_MAX_BYTES) return 'tooLarge';
  return Buffer.from(text, 'base64');
}

async function pdfProblem(bytes: Uint8Array, lang: Language): Promise<ApiRefusal | null> {
  if (!PDF_MAGIC.every((b, i) => bytes[i] === b))
    return refusal('msjDefaultPdfFile', message('msjDefaultPdfFile', lang), UNSUPPORTED_MEDIA_TYPE);
  const verdict = await scanPdf(bytes);
  if (verdict === 'activeContent')
    return refusal(
      'attachmentPdfActiveContent',
      message('attachmentPdfActiveContent', lang),
      UNSUPPORTED_MEDIA_TYPE,
    );
  if (verdict === 'unverifiable')
    return refusal(
      'attachmentPdfUnverifiable',
      message('attachmentPdfUnverifiable', lang),
      UNSUPPORTED_MEDIA_TYPE,
    );
  return null;
}

/** The files, or the refusal of the first one missing, too large or not a clean PDF. */
export async function readSentFiles(
  texts: SentFileTexts,
  electronic: boolean,
  lang: Language,
): Promise<SentFiles | ApiRefusal> {
  const wanted: [keyof SentFileTexts, string, boolean][] = [
    ['PDFBase64', 'PDF', true],
    ['XMLBase64', 'XML', electronic],
    ['PDFABase64', 'PDF anexo', false],
  ];
  const bytes = new Map<keyof SentFileTexts, Uint8Array>();
  for (const [field, label, required] of wanted) {
    const text = texts[field];
    if (text === '' || (field === 'XMLBase64' && !electronic)) {
      if (required)
        return refusal('placeholderFile', message('placeholderFile', lang, { file: label }), 400);
      continue;
    }
    const file = decoded(text);
    if (file === 'tooLarge')
      return refusal('msjsizeFile', cfdiMessage({ key: 'msjsizeFile' }, lang), 413);
    if (file.byteLength === 0 && required)
      return refusal('placeholderFile', message('placeholderFile', lang, { file: label }), 400);
    bytes.set(field, file);
  }
  for (const field of ['PDFBase64', 'PDFABase64'] as const) {
    const pdf = bytes.get(field);
    const problem = pdf ? await pdfProblem(pdf, lang) : null;
    if (problem) return problem;
  }
  return {
    pdf: bytes.get('PDFBase64') ?? new Uint8Array(),
    xml: bytes.get('XMLBase64') ?? null,
    annex: bytes.get('PDFABase64') ?? null,
  };
}

export const isRefusal = (x: SentFiles | ApiRefusal): x is ApiRefusal => 'status' in x;
