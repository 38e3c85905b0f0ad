/**
 * api/Attachment 11 refuses active PDFs, unreadable PDFs, zip-bomb workbooks, workbooks with
 * macros, embedded objects or DDE, sent inline or through api/Upload, with a translated 415;
 * clean PDFs and real workbooks still pass. The fixtures are made here or committed under
 * files/fixtures/hostile (its README says what each hides).
 */
import { readFileSync } from 'node:fs';
import { deflateSync, createDeflateRaw } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { message, type MessageKey } from '../../../../src/protocol/messages';
import {
  b64,
  onePagePdf,
  orderOfLessor,
  stateOf,
  t,
  tokens,
  upload,
  uploaded,
  useFileWritesApp,
  xlsx,
  zipDeclaring,
} from '../../testing/file-writes-kit';

useFileWritesApp();

/** An object stream holding `objects` (numbered from `first`), compressed as `filter` says. */
function objectStream(objects: string[], first: number, filter = '/FlateDecode'): string {
  let header = '';
  let body = '';
  objects.forEach((o, i) => {
    header += `${first + i} ${body.length} `;
    body += `${o}\n`;
  });
  const raw = Buffer.from(header + body, 'latin1');
  const data = filter === '/FlateDecode' ? deflateSync(raw) : raw;
  return (
    `<< /Type /ObjStm /N ${objects.length} /First ${header.length} /Length ${data.length} ` +
    `/Filter ${filter} >>\nstream\n${data.toString('latin1')}\nendstream`
  );
}

/** A stored entry of `size` zero bytes deflated: a few hundred kB that inflate to `size`. */
async function deflatedZeros(size: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const deflate = createDeflateRaw({ level: 9 });
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const mb = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < size / mb.length; i++) deflate.write(mb);
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A ZIP whose sheet is deflated (method 8) with its true, huge, size declared. */
async function zipBomb(): Promise<Buffer> {
  const sheet = await deflatedZeros(150 * 1024 * 1024);
  const zip = zipDeclaring([
    { name: '[Content_Types].xml', data: Buffer.from('<Types>spreadsheetml</Types>') },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: 150 * 1024 * 1024 },
  ]);
  // Mark the sheet as deflated (method 8) in its local and central headers.
  const localAt = 30 + '[Content_Types].xml'.length + '<Types>spreadsheetml</Types>'.length;
  zip.writeUInt16LE(8, localAt + 8);
  const centralAt = zip.lastIndexOf(Buffer.from('PK\x01\x02xl', 'latin1').subarray(0, 4));
  zip.writeUInt16LE(8, centralAt + 10);
  return zip;
}

/**
 * A compound file (the xls container) whose directory names these streams: the OLE2 header and
 * one directory sector of 128-byte entries with UTF-16LE names, as Excel writes them.
 */
function compoundFile(streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(512);
  ['Root Entry', ...streams].slice(0, 4).forEach((name, i) => {
    directory.write(name, i * 128, 'utf16le');
    directory.writeUInt16LE((name.length + 1) * 2, i * 128 + 64);
    directory[i * 128 + 66] = i === 0 ? 5 : 2;
  });
  return Buffer.concat([header, directory]);
}

const JS_OPEN_ACTION = '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>';

const hostile = (name: string) => () =>
  readFileSync(new URL(`../files/fixtures/hostile/${name}`, import.meta.url));

type Case = {
  name: string;
  file: () => Buffer | Promise<Buffer>;
  ext: 'pdf' | 'xlsx' | 'xls';
  /** null: accepted; otherwise the refusal's message key (and its parameters). */
  refusal: MessageKey | null;
  params?: Record<string, string>;
};

const ARCHIVE = { max: '100', ratio: '100' };

const cases: Case[] = [
  { name: 'a clean one-page PDF', file: () => onePagePdf(), ext: 'pdf', refusal: null },
  {
    name: 'a clean PDF with a compressed object stream',
    file: () => onePagePdf('', [objectStream(['<< /Producer (Informe de visita) >>'], 5)]),
    ext: 'pdf',
    refusal: null,
  },
  {
    name: 'a PDF whose OpenAction runs JavaScript',
    file: () => onePagePdf(JS_OPEN_ACTION),
    ext: 'pdf',
    refusal: 'attachmentPdfActiveContent',
  },
  {
    name: 'a PDF naming JavaScript with #hh escapes only',
    file: () => onePagePdf('/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>'),
    ext: 'pdf',
    refusal: 'attachmentPdfActiveContent',
  },
  {
    name: 'a PDF whose JavaScript hides in a compressed object stream',
    file: () =>
      onePagePdf('/OpenAction 5 0 R', [
        objectStream(['<< /S /JavaScript /JS (app.alert(1)) >>'], 5),
      ]),
    ext: 'pdf',
    refusal: 'attachmentPdfActiveContent',
  },
  {
    name: 'a PDF with a Launch action',
    file: () => onePagePdf('/OpenAction << /S /Launch /F (cmd.exe) >>'),
    ext: 'pdf',
    refusal: 'attachmentPdfActiveContent',
  },
  {
    name: 'a PDF with an embedded file',
    file: () => onePagePdf('/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>'),
    ext: 'pdf',
    refusal: 'attachmentPdfActiveContent',
  },
  {
    name: 'a PDF whose object stream cannot be read',
    file: () => onePagePdf('', [objectStream(['<< /A 1 >>'], 5, '/LZWDecode')]),
    ext: 'pdf',
    refusal: 'attachmentPdfUnverifiable',
  },
  {
    name: 'a PDF whose JavaScript OpenAction is in a PNG-predicted object stream',
    file: hostile('js-openaction-objstm-predictor.pdf'),
    ext: 'pdf',
    refusal: 'attachmentPdfActiveContent',
  },
  {
    name: 'a PDF with an XFA form that runs a script',
    file: hostile('xfa-script.pdf'),
    ext: 'pdf',
    refusal: 'attachmentPdfActiveContent',
  },
  {
    name: 'a PDF whose content stream cannot be decoded',
    file: hostile('undecodable-content-stream.pdf'),
    ext: 'pdf',
    refusal: 'attachmentPdfUnverifiable',
  },
  {
    name: 'a clean PDF with a PNG-predicted object stream',
    file: hostile('clean-objstm-predictor.pdf'),
    ext: 'pdf',
    refusal: null,
  },
  { name: 'a real workbook written by exceljs', file: xlsx, ext: 'xlsx', refusal: null },
  {
    name: 'a workbook with an embedded OLE object',
    file: hostile('ole-embedding.xlsx'),
    ext: 'xlsx',
    refusal: 'attachmentWorkbookActiveContent',
  },
  {
    name: 'a workbook with a DDE formula',
    file: hostile('dde-formula.xlsx'),
    ext: 'xlsx',
    refusal: 'attachmentWorkbookActiveContent',
  },
  {
    name: 'a zip whose entry declares 200 MB',
    file: () =>
      zipDeclaring([
        { name: '[Content_Types].xml', data: Buffer.from('<Types>spreadsheetml</Types>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<x/>'), declaredSize: 200 * 1024 * 1024 },
      ]),
    ext: 'xlsx',
    refusal: 'attachmentArchiveTooLarge',
    params: ARCHIVE,
  },
  {
    name: 'a zip of a few hundred kB inflating to 150 MB',
    file: zipBomb,
    ext: 'xlsx',
    refusal: 'attachmentArchiveTooLarge',
    params: ARCHIVE,
  },
  {
    name: 'a zip entry compressed more than 100 to 1',
    file: () =>
      zipDeclaring([
        { name: '[Content_Types].xml', data: Buffer.from('<Types>spreadsheetml</Types>') },
        { name: 'xl/workbook.xml', data: Buffer.alloc(10_000), declaredSize: 5 * 1024 * 1024 },
      ]),
    ext: 'xlsx',
    refusal: 'attachmentArchiveTooLarge',
    params: ARCHIVE,
  },
  {
    name: 'an xlsm renamed xlsx, with its VBA project',
    file: () =>
      zipDeclaring([
        {
          name: '[Content_Types].xml',
          data: Buffer.from(
            '<Types><Override ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/></Types>',
          ),
        },
        { name: 'xl/workbook.xml', data: Buffer.from('<x/>') },
        { name: 'xl/vbaProject.bin', data: Buffer.from('Attribute VB_Name') },
      ]),
    ext: 'xlsx',
    refusal: 'attachmentMacros',
  },
  {
    name: 'a workbook with an ActiveX control',
    file: () =>
      zipDeclaring([
        { name: '[Content_Types].xml', data: Buffer.from('<Types>spreadsheetml</Types>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<x/>') },
        { name: 'xl/activeX/activeX1.xml', data: Buffer.from('<ax/>') },
      ]),
    ext: 'xlsx',
    refusal: 'attachmentMacros',
  },
  {
    name: 'an xls without macros',
    file: () => compoundFile(['Workbook']),
    ext: 'xls',
    refusal: null,
  },
  {
    name: 'an xls with a VBA project',
    file: () => compoundFile(['Workbook', '_VBA_PROJECT_CUR', 'VBA']),
    ext: 'xls',
    refusal: 'attachmentMacros',
  },
  {
    name: 'a zip without a central directory',
    file: () =>
      zipDeclaring([
        { name: '[Content_Types].xml', data: Buffer.from('<Types>spreadsheetml</Types>') },
        { name: 'xl/workbook.xml', data: Buffer.from('<x/>') },
      ]).subarray(0, 120),
    ext: 'xlsx',
    refusal: 'attachmentWrongType',
  },
];

describe('api/Attachment 11: content that runs or explodes', () => {
  for (const via of ['inline', 'upload'] as const) {
    it.each(cases)(`${via}: $name`, async (c) => {
      const order = await orderOfLessor(2);
      const bytes = await c.file();
      const uploadId = via === 'upload' ? await uploaded('mantto.fijo', bytes) : undefined;
      for (const lang of c.refusal ? (['es', 'en'] as const) : (['es'] as const)) {
        const res = await t.call(
          'Attachment',
          {
            ActionId: 11,
            Language: lang,
            Attachment: {
              OrderCode: order,
              AttachmentTypeId: 1,
              Description: 'Reporte de la visita',
              Notes: 'Sin observaciones',
              FileName: 'archivo',
              FileExt: c.ext,
              ...(uploadId ? { UploadId: uploadId } : { FileBase64: b64(bytes) }),
            },
          },
          tokens['mantto.fijo'],
        );
        if (c.refusal === null) {
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          continue;
        }
        expect(res.status, JSON.stringify(res.body)).toBe(415);
        expect(res.body).toMatchObject({
          Result: false,
          Message: message(c.refusal, lang, c.params),
        });
      }
      if (uploadId && c.refusal) {
        // A refused file does not use up its upload.
        expect(stateOf(await upload('mantto.fijo', { UploadId: uploadId }, 21)).Used).toBe(false);
      }
    });
  }
});
