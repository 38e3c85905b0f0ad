/**
 * Storage of the shared catalogues a Session carries (spec 1 §3 Session): countries with their
 * telephone prefix, maintenance-order attachment types and leasing (contract) types.
 */
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A country (ISO 3166-1 alpha-2 code) with its telephone prefix, digits without '+'. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  phonePrefix: text('phone_prefix').notNull(),
});

/** A type of maintenance-order attachment (spec 3 §3.7, api/AttachmentType). */
export const attachmentTypes = pgTable('attachment_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

/** A leasing type: the SAP contract type (A001..A004) and the condition type it posts with. */
export const leasingTypes = pgTable('leasing_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  conditionType: text('condition_type').notNull(),
});
