/**
 * Media an administrator replaced from the portal: the help video of a page (spec 1 §2.7; key
 * 'help/<page>.webm' as the static file it stands in for). Without a row, the file shipped with
 * the portal is served; deleting the row reverts to it.
 */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './files';

export const siteMedia = pgTable('site_media', {
  /** The static path it replaces, relative to the base path (e.g. help/arrendador_x.webm). */
  key: text('key').primaryKey(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  modifiedBy: text('modified_by'),
  modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
});
