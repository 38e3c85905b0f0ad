/**
 * The invoice files as the pickers take them (spec 2 §5 "Files"): the XML must be XML and the PDFs
 * PDFs (by type, or by name when a phone's file picker gives none, and a PDF by its first bytes),
 * each at most 3,000,000 bytes (larger ones are cleared with the msjsizeFile warning). Files travel
 * as base64 of their exact bytes.
 */
import { INVOICE_FILE_MAX_BYTES } from '../../../domain/invoicing/send';

export type InvoiceFileKind = 'xml' | 'pdf';

/** Why a chosen file was not taken. */
export type FileRefusal = 'wrongType' | 'tooLarge';

export interface ChosenFile {
  name: string;
  size: number;
  bytes: Uint8Array;
}

const XML_TYPES = new Set(['text/xml', 'application/xml']);
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Whether the picker's type (or, without one, the name) says the file is of the kind. */
export function typeMatches(kind: InvoiceFileKind, type: string, name: string): boolean {
  const lower = name.toLowerCase();
  if (kind === 'xml') return XML_TYPES.has(type) || (type === '' && lower.endsWith('.xml'));
  return type === 'application/pdf' || (type === '' && lower.endsWith('.pdf'));
}

/** Checked before reading: a file of the wrong type or over the limit is never read. */
export function fileRefusalBeforeReading(
  kind: InvoiceFileKind,
  file: { type: string; name: string; size: number },
): FileRefusal | null {
  if (file.size > INVOICE_FILE_MAX_BYTES) return 'tooLarge';
  if (!typeMatches(kind, file.type, file.name)) return 'wrongType';
  return null;
}

/** A PDF is judged by its bytes too: a renamed file is not a PDF. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((b, i) => bytes[i] === b);
}

/** Base64 of the bytes, in chunks (a 3 MB file would overflow one String.fromCharCode call). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

/** The bytes of a base64 text (the demo invoice's files). */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** SHA-256 of the bytes in hexadecimal (WebCrypto), for the validation report. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const copy = new Uint8Array(bytes);
  const digest = await crypto.subtle.digest('SHA-256', copy);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
