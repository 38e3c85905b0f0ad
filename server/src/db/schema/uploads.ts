/**
 * Storage of resumable uploads (api/Upload): one row per upload a user started under an id the
 * device chose, and its parts in order, kept until a write (attachment or photo) uses the file.
 */
import {
  boolean,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './files';
import { users } from './users';

/** An upload of one user: its announced size and type, and how many bytes arrived from offset 0. */
export const uploads = pgTable(
  'uploads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The id the device chose (its stored blob's id); unique per user, not globally. */
    uploadId: text('upload_id').notNull(),
    /** Bytes the whole file has. */
    size: integer('size').notNull(),
    /** The MIME type the device announced; the server decides by content when the file is used. */
    mime: text('mime').notNull(),
    /** Lower-case hex SHA-256 the assembled file must have; null when the device sent none. */
    sha256: text('sha256'),
    /** Bytes received so far, always from offset 0 without gaps. */
    received: integer('received').notNull().default(0),
    /** True once a write used the file; it cannot be used again. */
    used: boolean('used').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.uploadId] })],
);

/** One part of an upload, at its byte offset; the parts of an upload never overlap. */
export const uploadParts = pgTable(
  'upload_parts',
  {
    userId: integer('user_id').notNull(),
    uploadId: text('upload_id').notNull(),
    offset: integer('offset').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.uploadId, t.offset] }),
    foreignKey({
      columns: [t.userId, t.uploadId],
      foreignColumns: [uploads.userId, uploads.uploadId],
    }).onDelete('cascade'),
  ],
);
