/**
 * The version stamp of the catalogues every Session carries alike (the site record, countries,
 * attachment and leasing types, the menu tree): one row, bumped by a statement-level trigger on
 * every write to the tables they read (migration 0029), so each server instance knows when the
 * copy it keeps in memory is out of date, whoever changed them.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    /** Always 1: the table holds one row. */
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);
