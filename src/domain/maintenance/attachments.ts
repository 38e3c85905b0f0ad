/**
 * Attachment rules (spec 3 §4.7, §5.1): text limits, the 20,000,000-byte file limit, the allowed
 * types decided by the file's content (magic bytes) with a name that must agree, when save is
 * enabled on add and edit, and the delete prompt. The server re-checks size and content itself.
 */
import { maintenanceMessage, type MaintenanceMessageKey, type MessageLanguage } from './messages';
import { commentLength } from './row-edit-state';

export const ATTACHMENT_MAX_BYTES = 20_000_000;
export const ATTACHMENT_DESCRIPTION_MAX = 100;
export const ATTACHMENT_NOTES_MAX = 200;
export const ATTACHMENT_PAGE_SIZE = 5;

export type AttachmentFileType = 'pdf' | 'xlsx' | 'xls';
export const ATTACHMENT_FILE_TYPES: readonly AttachmentFileType[] = ['xls', 'xlsx', 'pdf'];

export interface AttachmentTextErrors {
  description?: Extract<MaintenanceMessageKey, 'max100'>;
  notes?: Extract<MaintenanceMessageKey, 'max200'>;
}

/** 'Max 100 characters' and 'Max 200 characters'; the same limits on add and edit. */
export function attachmentTextErrors(description: string, notes: string): AttachmentTextErrors {
  const errors: AttachmentTextErrors = {};
  if (commentLength(description) > ATTACHMENT_DESCRIPTION_MAX) errors.description = 'max100';
  if (commentLength(notes) > ATTACHMENT_NOTES_MAX) errors.notes = 'max200';
  return errors;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];

function startsWithAt(bytes: Uint8Array, at: number, magic: readonly number[]): boolean {
  if (at + magic.length > bytes.length) return false;
  return magic.every((b, i) => bytes[at + i] === b);
}

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

/**
 * Entry names of a ZIP read from its local file headers and, when the bytes reach the end of the
 * file, its central directory. Headers are found by signature rather than by walking sizes,
 * because writers that stream (flag bit 3) leave the sizes in the local header at zero.
 */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (let at = 0; at + 4 <= bytes.length; at++) {
    if (bytes[at] !== 0x50 || bytes[at + 1] !== 0x4b) continue;
    let nameAt = -1;
    let nameLength = 0;
    if (startsWithAt(bytes, at, ZIP_LOCAL)) {
      nameLength = u16(bytes, at + 26);
      nameAt = at + 30;
    } else if (startsWithAt(bytes, at, ZIP_CENTRAL)) {
      nameLength = u16(bytes, at + 28);
      nameAt = at + 46;
    }
    if (nameAt < 0 || nameLength === 0 || nameAt + nameLength > bytes.length) continue;
    names.push(decoder.decode(bytes.subarray(nameAt, nameAt + nameLength)));
  }
  return names;
}

/**
 * The type the content says, or null for anything else: a PDF starts with '%PDF-'; an xlsx is a
 * ZIP holding '[Content_Types].xml' and an 'xl/' entry (a docx or a plain zip is refused); an xls
 * is an OLE2 compound file. Pass the whole file, or at least its first 64 kB, where Excel writes
 * those entries.
 */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentFileType | null {
  if (startsWithAt(bytes, 0, PDF)) return 'pdf';
  if (startsWithAt(bytes, 0, OLE2)) return 'xls';
  if (startsWithAt(bytes, 0, ZIP_LOCAL)) {
    const names = zipEntryNames(bytes);
    const isXlsx = names.includes('[Content_Types].xml') && names.some((n) => n.startsWith('xl/'));
    return isXlsx ? 'xlsx' : null;
  }
  return null;
}

/** The lower-case extension of a file name, without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export type AttachmentFileError = Extract<
  MaintenanceMessageKey,
  'msjsizeFile' | 'fileTypeNotAllowed' | 'fileContentMismatch'
>;

export type AttachmentFileCheck =
  { ok: true; type: AttachmentFileType } | { ok: false; error: AttachmentFileError };

/**
 * Checks a chosen file: size first (an oversize file is cleared with msjsizeFile), then the name's
 * extension must be xls, xlsx or pdf, and the content must be of that same type.
 */
export function checkAttachmentFile(file: {
  name: string;
  size: number;
  bytes: Uint8Array;
}): AttachmentFileCheck {
  if (file.size > ATTACHMENT_MAX_BYTES) return { ok: false, error: 'msjsizeFile' };
  const extension = fileExtension(file.name);
  if (!(ATTACHMENT_FILE_TYPES as readonly string[]).includes(extension))
    return { ok: false, error: 'fileTypeNotAllowed' };
  const sniffed = sniffAttachmentType(file.bytes);
  if (sniffed === null) return { ok: false, error: 'fileTypeNotAllowed' };
  if (sniffed !== extension) return { ok: false, error: 'fileContentMismatch' };
  return { ok: true, type: sniffed };
}

export interface NewAttachmentForm {
  description: string;
  /** AttachmentTypeId; null until one is picked. */
  typeId: number | null;
  hasFile: boolean;
  notes: string;
}

function filled(value: string): boolean {
  return value.trim() !== '';
}

/** Add: save is enabled only when description, type, file and note are all filled and in limits. */
export function canSaveNewAttachment(form: NewAttachmentForm): boolean {
  const textErrors = attachmentTextErrors(form.description, form.notes);
  return (
    filled(form.description) &&
    form.typeId !== null &&
    form.hasFile &&
    filled(form.notes) &&
    Object.keys(textErrors).length === 0
  );
}

export interface AttachmentTexts {
  description: string;
  notes: string;
}

/**
 * Edit: save is enabled only once description or notes changed, and they stay filled and within
 * limits (an edit may not save what an add would refuse).
 */
export function canSaveEditedAttachment(
  original: AttachmentTexts,
  edited: AttachmentTexts,
): boolean {
  const changed = original.description !== edited.description || original.notes !== edited.notes;
  const textErrors = attachmentTextErrors(edited.description, edited.notes);
  return (
    changed &&
    filled(edited.description) &&
    filled(edited.notes) &&
    Object.keys(textErrors).length === 0
  );
}

/** '¿Está seguro de eliminar el archivo {name}?' */
export function deleteAttachmentPrompt(fileName: string, lang: MessageLanguage = 'es'): string {
  return maintenanceMessage('deleteAttachmentPrompt', lang, { name: fileName });
}
