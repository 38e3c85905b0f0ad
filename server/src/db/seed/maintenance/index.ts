/**
 * Seeds the demo maintenance orders into the embedded ERP tables: the photo JPEGs once as blobs,
 * then every missing order with everything under it, in batches. Orders already there are left as
 * they are (users may have reviewed them), so a second run changes nothing.
 */
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { sha256Hex } from '../../../adapters/files';
import type { Db } from '../../client';
import {
  fileBlobs,
  maintenanceAntennas,
  maintenanceAttachments,
  maintenanceCharacteristics,
  maintenanceGroups,
  maintenanceInventories,
  maintenanceOrders,
  maintenancePhotos,
} from '../../schema';
import { generateMaintenanceData } from './generate';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const PHOTO_DIR = fileURLToPath(new URL('../photos/', import.meta.url));
/** Rows per INSERT statement. */
export const BATCH_ROWS = 1000;

/** The demo JPEGs, in file-name order, with their hashes. */
export async function loadSeedPhotos(): Promise<{ sha256: string; bytes: Uint8Array }[]> {
  const names = (await readdir(PHOTO_DIR)).filter((n) => n.endsWith('.jpg')).sort();
  return Promise.all(
    names.map(async (n) => {
      const bytes = new Uint8Array(await readFile(PHOTO_DIR + n));
      return { sha256: sha256Hex(bytes), bytes };
    }),
  );
}

async function insertBatches<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await tx.insert(table).values(rows.slice(i, i + BATCH_ROWS));
  }
}

export async function seedMaintenance(tx: Tx, anchor: string): Promise<void> {
  const photos = await loadSeedPhotos();
  const data = generateMaintenanceData(
    anchor,
    photos.map((p) => p.sha256),
  );
  const existing = await tx
    .select({ aufnr: maintenanceOrders.aufnr })
    .from(maintenanceOrders)
    .where(
      inArray(
        maintenanceOrders.aufnr,
        data.orders.map((o) => o.aufnr),
      ),
    );
  const present = new Set(existing.map((r) => r.aufnr));
  const missing = data.orders.filter((o) => !present.has(o.aufnr));
  if (missing.length === 0) return;

  await tx
    .insert(fileBlobs)
    .values(
      photos.map((p) => ({
        sha256: p.sha256,
        size: p.bytes.byteLength,
        mime: 'image/jpeg',
        data: p.bytes,
      })),
    )
    .onConflictDoNothing();
  const children = missing.map((o) => data.children.get(o.aufnr)!);
  const attachments = children.flatMap((c) => c.attachments);
  const pdfs = attachments.map(({ content }) => ({
    sha256: sha256Hex(content),
    size: content.byteLength,
    mime: 'application/pdf',
    data: content,
  }));
  if (pdfs.length > 0) await tx.insert(fileBlobs).values(pdfs).onConflictDoNothing();

  await insertBatches(tx, maintenanceOrders, missing);
  await insertBatches(
    tx,
    maintenanceGroups,
    children.flatMap((c) => c.groups),
  );
  await insertBatches(
    tx,
    maintenanceCharacteristics,
    children.flatMap((c) => c.characteristics),
  );
  await insertBatches(
    tx,
    maintenanceInventories,
    children.map((c) => c.inventory),
  );
  await insertBatches(
    tx,
    maintenanceAntennas,
    children.flatMap((c) => c.antennas),
  );
  await insertBatches(
    tx,
    maintenancePhotos,
    children.flatMap((c) => c.photos),
  );
  await insertBatches(
    tx,
    maintenanceAttachments,
    attachments.map(({ content, ...a }, i) => ({
      ...a,
      fileSize: content.byteLength,
      blobSha256: pdfs[i]!.sha256,
    })),
  );
}
