/**
 * Shared by the API tests of files on maintenance orders (uploads, attachments, photos): one test
 * app per file with the signed-in demo users, sample files, and helpers for the calls. `t`,
 * `tokens` and `jpeg` are live bindings set by useFileWritesApp's beforeAll.
 */
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect } from 'vitest';
import type { OrderRow } from '../../../src/protocol/maintenance';
import { UPLOAD_PART_BYTES, type UploadState } from '../../../src/protocol/maintenance-files';
import { maintenanceAttachments } from '../db/schema';
import { details } from './maintenance-kit';
import { createTestApp, type TestApp } from './test-app';
import { Module } from '../../../src/domain/menu-tree';

export let t: TestApp;
export const tokens: Record<string, string> = {};
export let jpeg: Buffer;

/** Opens the file's test app (given `options`) and signs in the users these tests act as. */
export function useFileWritesApp(options: Parameters<typeof createTestApp>[0] = {}): void {
  beforeAll(async () => {
    t = await createTestApp(options);
    // proveedor stands for another party with maintenance orders of its own: granted the review
    // module, as an administrator would, so the refusals tested are the order scope's.
    await t.grantModules('proveedor', [Module.MaintenanceLessorReview]);
    for (const u of ['mantto.fijo', 'proveedor', 'mantenimiento', 'visor', 'cliente'])
      tokens[u] = await t.tokenFor(u);
    jpeg = await readFile(new URL('../db/seed/photos/site-01.jpg', import.meta.url));
  });
  afterAll(() => t.close());
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
export const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A PDF of `size` bytes: the header, then deterministic filler. */
export function pdf(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x >> 16;
  }
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
}

/** A real small workbook, as Excel or exceljs writes it. */
export async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Checklist');
  sheet.addRow(['Sitio', 'Revisión', 'Estado']);
  sheet.addRow(['MX-0001', 'Antenas', 'Correcto']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A PDF of the given objects (each 'n 0 obj ... endobj' body), with a valid xref and trailer. */
export function pdfOf(objects: readonly string[]): Buffer {
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-page PDF; `catalog` adds entries to its catalog (e.g. an /OpenAction). */
export function onePagePdf(catalog = '', extraObjects: readonly string[] = []): Buffer {
  return pdfOf([
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ...extraObjects,
  ]);
}

/**
 * A ZIP of stored entries whose central directory declares `declaredSize` bytes for the named
 * entry: the shape of a zip bomb (the bytes themselves stay tiny).
 */
export function zipDeclaring(entries: { name: string; data: Buffer; declaredSize?: number }[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.declaredSize ?? e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.declaredSize ?? e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export async function visibleOrders(user: string, status: string): Promise<OrderRow[]> {
  const res = await t.call('reportOrders', { ActionId: 20, status }, tokens[user]);
  expect(res.status).toBe(200);
  return res.body.List as OrderRow[];
}

/** Orders of mantto.fijo (in scope) and of proveedor (out of its scope), by position. */
export async function orderOfLessor(position: number): Promise<string> {
  const rows = await visibleOrders('mantto.fijo', '05');
  const row = rows[position];
  if (!row) throw new Error(`mantto.fijo has no status 05 order at ${position}`);
  return row.AUFNR;
}
export async function foreignOrder(): Promise<string> {
  const [row] = await visibleOrders('proveedor', '05');
  if (!row) throw new Error('proveedor has no status 05 order');
  return row.AUFNR;
}

export function upload(user: string, body: Record<string, unknown>, actionId: number) {
  return t.call('Upload', { ActionId: actionId, Upload: body }, tokens[user]);
}

export function start(user: string, id: string, bytes: Uint8Array, withDigest = true) {
  return upload(
    user,
    {
      UploadId: id,
      Size: bytes.byteLength,
      Mime: 'application/octet-stream',
      ...(withDigest && { Sha256: sha256(bytes) }),
    },
    11,
  );
}

export function part(user: string, id: string, offset: number, bytes: Uint8Array) {
  return upload(user, { UploadId: id, Offset: offset, PartBase64: b64(bytes) }, 31);
}

/** Starts an upload and sends all of `bytes` in parts; answers the upload id. */
export async function uploaded(user: string, bytes: Uint8Array, partBytes = UPLOAD_PART_BYTES) {
  const id = randomUUID();
  expect((await start(user, id, bytes)).status).toBe(200);
  for (let at = 0; at < bytes.byteLength; at += partBytes) {
    const res = await part(user, id, at, bytes.subarray(at, at + partBytes));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return id;
}

export const stateOf = (res: { body: Record<string, unknown> }) => res.body.Upload as UploadState;

export function addAttachment(user: string, fields: Record<string, unknown>, headers = {}) {
  return t.call(
    'Attachment',
    {
      ActionId: 11,
      Attachment: {
        AttachmentTypeId: 1,
        Description: 'Reporte de la visita',
        Notes: 'Sin observaciones',
        FileName: 'reporte.pdf',
        FileExt: 'pdf',
        ...fields,
      },
    },
    tokens[user],
    headers,
  );
}

export async function attachmentRows(aufnr: string) {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(maintenanceAttachments)
    .where(eq(maintenanceAttachments.aufnr, aufnr));
  return row?.n ?? 0;
}

export async function versionOf(user: string, aufnr: string): Promise<number> {
  return (await details(t, tokens[user]!, aufnr)).version;
}
