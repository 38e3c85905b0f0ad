/**
 * Shared by the API tests of files on maintenance orders (uploads, attachments, photos): one test
 * app per file with the signed-in demo users, sample files, and helpers for the calls. `t`,
 * `tokens` and `jpeg` are live bindings set by useFileWritesApp's beforeAll.
 */
import { count, eq } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect } from 'vitest';
import type { OrderRow } from '../../../src/protocol/maintenance';
import { UPLOAD_PART_BYTES, type UploadState } from '../../../src/protocol/maintenance-files';
import { maintenanceAttachments } from '../db/schema';
import { details } from './maintenance-kit';
import { createTestApp, type TestApp } from './test-app';

export let t: TestApp;
export const tokens: Record<string, string> = {};
export let jpeg: Buffer;

/** Opens the file's test app and signs in the users these tests act as. */
export function useFileWritesApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
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

/** A minimal xlsx: a ZIP whose local headers name the entries Excel writes. */
export function xlsx(): Buffer {
  const entry = (name: string) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name)]);
  };
  return Buffer.concat([entry('[Content_Types].xml'), entry('xl/workbook.xml')]);
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
