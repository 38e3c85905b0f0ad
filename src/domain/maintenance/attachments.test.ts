import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_PAGE_SIZE,
  attachmentTextErrors,
  canSaveEditedAttachment,
  canSaveNewAttachment,
  checkAttachmentFile,
  deleteAttachmentPrompt,
  fileExtension,
  sniffAttachmentType,
  zipEntryNames,
  type AttachmentFileCheck,
  type NewAttachmentForm,
} from './attachments';
import { maintenanceMessage } from './messages';

const ascii = (text: string) => new TextEncoder().encode(text);

/**
 * A stored (uncompressed) ZIP with local headers and a central directory, enough for the sniffer:
 * signature, sizes and names at the offsets the format defines.
 */
function zip(entries: readonly [string, string][], streamed = false): Uint8Array {
  const parts: number[] = [];
  const central: number[] = [];
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
  for (const [name, body] of entries) {
    const nameBytes = [...ascii(name)];
    const data = [...ascii(body)];
    const size = streamed ? 0 : data.length;
    const offset = parts.length;
    parts.push(0x50, 0x4b, 0x03, 0x04, ...u16(20), ...u16(streamed ? 8 : 0), ...u16(0));
    parts.push(
      ...u32(0),
      ...u32(0),
      ...u32(size),
      ...u32(size),
      ...u16(nameBytes.length),
      ...u16(0),
    );
    parts.push(...nameBytes, ...data);
    central.push(0x50, 0x4b, 0x01, 0x02, ...u16(20), ...u16(20), ...u16(0), ...u16(0));
    central.push(...u32(0), ...u32(0), ...u32(data.length), ...u32(data.length));
    central.push(...u16(nameBytes.length), ...u16(0), ...u16(0), ...u16(0), ...u16(0));
    central.push(...u32(0), ...u32(offset), ...nameBytes);
  }
  return new Uint8Array([...parts, ...central]);
}

const xlsxBytes = zip([
  ['[Content_Types].xml', '<Types/>'],
  ['_rels/.rels', '<Relationships/>'],
  ['xl/workbook.xml', '<workbook/>'],
]);
const docxBytes = zip([
  ['[Content_Types].xml', '<Types/>'],
  ['word/document.xml', '<document/>'],
]);
const plainZip = zip([['notes.txt', 'hola']]);
const pdfBytes = ascii('%PDF-1.7\n%âãÏÓ\n1 0 obj\n');
const xlsBytes = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// Spec 3 §5.1.
describe('attachmentTextErrors', () => {
  it.each<[number, number, ReturnType<typeof attachmentTextErrors>]>([
    [100, 200, {}],
    [101, 200, { description: 'max100' }],
    [100, 201, { notes: 'max200' }],
    [101, 201, { description: 'max100', notes: 'max200' }],
    [0, 0, {}],
  ])('description %s, notes %s characters', (d, n, expected) => {
    expect(attachmentTextErrors('d'.repeat(d), 'n'.repeat(n))).toEqual(expected);
  });

  it('reads the spec texts', () => {
    expect(maintenanceMessage('max100')).toBe('Max 100 characters');
    expect(maintenanceMessage('max200')).toBe('Max 200 characters');
  });
});

describe('sniffAttachmentType: by content', () => {
  it.each<[string, Uint8Array, ReturnType<typeof sniffAttachmentType>]>([
    ['a PDF', pdfBytes, 'pdf'],
    ['an xlsx', xlsxBytes, 'xlsx'],
    [
      'an xlsx written with streamed sizes',
      zip(
        [
          ['[Content_Types].xml', 'x'],
          ['xl/workbook.xml', 'y'],
        ],
        true,
      ),
      'xlsx',
    ],
    ['an OLE2 xls', xlsBytes, 'xls'],
    ['a docx', docxBytes, null],
    ['a plain zip', plainZip, null],
    ['a zip with xl/ but no content types', zip([['xl/workbook.xml', 'x']]), null],
    ['a PNG', pngBytes, null],
    ['text mentioning %PDF- later', ascii('hello %PDF-1.4'), null],
    ['an empty file', new Uint8Array(), null],
    ['a truncated PDF magic', ascii('%PDF'), null],
  ])('%s: %s', (_name, bytes, expected) => expect(sniffAttachmentType(bytes)).toBe(expected));

  it('reads entry names from local headers and the central directory', () => {
    expect(zipEntryNames(zip([['a.txt', '1']]))).toEqual(['a.txt', 'a.txt']);
  });

  it('finds the entries from the local headers alone, before the central directory', () => {
    expect(sniffAttachmentType(xlsxBytes.subarray(0, 160))).toBe('xlsx');
  });
});

describe('fileExtension', () => {
  it.each([
    ['Reporte.XLSX', 'xlsx'],
    ['acta.final.pdf', 'pdf'],
    ['C:\\docs\\libro.xls', 'xls'],
    ['sin-extension', ''],
    ['.pdf', ''],
    ['punto.', ''],
  ])('%s: %j', (name, ext) => expect(fileExtension(name)).toBe(ext));
});

describe('checkAttachmentFile', () => {
  it.each<[string, string, number, Uint8Array, AttachmentFileCheck]>([
    ['a pdf', 'acta.pdf', 1000, pdfBytes, { ok: true, type: 'pdf' }],
    ['an xlsx', 'inventario.xlsx', 1000, xlsxBytes, { ok: true, type: 'xlsx' }],
    ['an xls', 'inventario.XLS', 1000, xlsBytes, { ok: true, type: 'xls' }],
    ['exactly 20,000,000 bytes', 'acta.pdf', 20_000_000, pdfBytes, { ok: true, type: 'pdf' }],
    ['20,000,001 bytes', 'acta.pdf', 20_000_001, pdfBytes, { ok: false, error: 'msjsizeFile' }],
    ['size wins over type', 'foto.png', 20_000_001, pngBytes, { ok: false, error: 'msjsizeFile' }],
    ['a png', 'foto.png', 1000, pngBytes, { ok: false, error: 'fileTypeNotAllowed' }],
    ['a png renamed .pdf', 'foto.pdf', 1000, pngBytes, { ok: false, error: 'fileTypeNotAllowed' }],
    [
      'a docx renamed .xlsx',
      'carta.xlsx',
      1000,
      docxBytes,
      { ok: false, error: 'fileTypeNotAllowed' },
    ],
    [
      'a pdf renamed .xlsx',
      'acta.xlsx',
      1000,
      pdfBytes,
      { ok: false, error: 'fileContentMismatch' },
    ],
    [
      'an xlsx renamed .xls',
      'libro.xls',
      1000,
      xlsxBytes,
      { ok: false, error: 'fileContentMismatch' },
    ],
    ['a pdf with no extension', 'acta', 1000, pdfBytes, { ok: false, error: 'fileTypeNotAllowed' }],
  ])('%s', (_name, name, size, bytes, expected) => {
    expect(checkAttachmentFile({ name, size, bytes })).toEqual(expected);
  });
});

// Spec 3 §4.7.
describe('canSaveNewAttachment: description, type, file and note all filled', () => {
  const form: NewAttachmentForm = {
    description: 'Acta',
    typeId: 3,
    hasFile: true,
    notes: 'firmada',
  };
  it.each<[string, Partial<NewAttachmentForm>, boolean]>([
    ['all filled', {}, true],
    ['no description', { description: '' }, false],
    ['description of spaces', { description: '  ' }, false],
    ['no type', { typeId: null }, false],
    ['no file', { hasFile: false }, false],
    ['no note', { notes: '' }, false],
    ['description of 101', { description: 'd'.repeat(101) }, false],
    ['note of 201', { notes: 'n'.repeat(201) }, false],
    [
      'description of 100 and note of 200',
      { description: 'd'.repeat(100), notes: 'n'.repeat(200) },
      true,
    ],
  ])('%s: %s', (_name, change, expected) => {
    expect(canSaveNewAttachment({ ...form, ...change })).toBe(expected);
  });
});

describe('canSaveEditedAttachment: only once description or notes changed', () => {
  const original = { description: 'Acta', notes: 'firmada' };
  it.each<[string, { description: string; notes: string }, boolean]>([
    ['unchanged', original, false],
    ['description changed', { ...original, description: 'Acta final' }, true],
    ['notes changed', { ...original, notes: 'firmada y sellada' }, true],
    ['description emptied', { ...original, description: '' }, false],
    ['notes over 200', { ...original, notes: 'n'.repeat(201) }, false],
  ])('%s: %s', (_name, edited, expected) => {
    expect(canSaveEditedAttachment(original, edited)).toBe(expected);
  });
});

describe('dialog texts and constants', () => {
  it('asks before deleting', () => {
    expect(deleteAttachmentPrompt('acta.pdf')).toBe(
      '¿Está seguro de eliminar el archivo acta.pdf?',
    );
    expect(deleteAttachmentPrompt('acta.pdf', 'en')).toBe(
      'Are you sure you want to delete the file acta.pdf?',
    );
  });

  it('pages by 5', () => expect(ATTACHMENT_PAGE_SIZE).toBe(5));
});
