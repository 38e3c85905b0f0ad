/**
 * Storage of file contents for the embedded files adapter: one row per distinct content, keyed by
 * its SHA-256, so a photo used by many records is stored once. Records reference blobs by hash.
 */
import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Uint8Array (node-postgres answers a Buffer, which is one). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const fileBlobs = pgTable('file_blobs', {
  /** Lower-case hex SHA-256 of `data`. */
  sha256: text('sha256').primaryKey(),
  size: integer('size').notNull(),
  mime: text('mime').notNull(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
