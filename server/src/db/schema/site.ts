/**
 * Storage of the site record (branding, captcha flag, out-of-service message) and the password
 * profile. Both are single-row tables keyed by id 1.
 */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const site = pgTable('site', {
  id: integer('id').primaryKey(),
  imageLogotypeFile: text('image_logotype_file'),
  imageHomeFile: text('image_home_file'),
  imageFaviconFile: text('image_favicon_file'),
  colorPrimary: text('color_primary').notNull(),
  googleRecaptchaSiteKey: text('google_recaptcha_site_key'),
  googleRecaptcha: boolean('google_recaptcha').notNull().default(false),
  msgOutBody: text('msg_out_body'),
  msgStart: text('msg_start'),
  active: boolean('active').notNull().default(true),
  companyId: text('company_id'),
  modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  modifiedBy: text('modified_by'),
});

export const profile = pgTable('profile', {
  id: integer('id').primaryKey(),
  userPasswordComplexity: integer('user_password_complexity').notNull().default(1),
  userPasswordLenght: integer('user_password_lenght').notNull().default(10),
});
