/**
 * Storage of user accounts (spec 1 §3 User) with their credentials state (scrypt hash, pending
 * password, failed-login counter, lockout) and their links to companies, suppliers, crews,
 * regions and modules.
 */
import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { modules, roles } from './access';
import { companies, crews, regions, suppliers } from './organization';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull().unique(),
  name: text('name').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  phoneNumberHome: text('phone_number_home'),
  phoneNumberAdditional: text('phone_number_additional'),
  zipCode: text('zip_code'),
  contactName: text('contact_name'),
  contactEmail: text('contact_email'),
  salesRepresentative: text('sales_representative'),
  siteAdmin: boolean('site_admin').notNull().default(false),
  sitePortal: boolean('site_portal').notNull().default(true),
  active: boolean('active').notNull().default(true),
  lockoutEnabled: boolean('lockout_enabled').notNull().default(true),
  child: boolean('child').notNull().default(false),
  employee: boolean('employee').notNull().default(false),
  clientParentId: text('client_parent_id'),
  clientChildId: text('client_child_id'),
  currentUserDataUpdateDate: stamp('current_user_data_update_date'),
  nextUserDataUpdateDate: stamp('next_user_data_update_date'),
  modifiedDate: stamp('modified_date').notNull().defaultNow(),
  modifiedBy: text('modified_by'),
  companyCode: text('company_code').references(() => companies.code),
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.id),
  createdBy: integer('created_by').references((): AnyPgColumn => users.id),
  createdByAdmin: boolean('created_by_admin').notNull().default(false),
  createdDate: stamp('created_date').notNull().defaultNow(),
  /** scrypt$N$r$p$salt$hash; null until the user sets a password. */
  passwordHash: text('password_hash'),
  passwordPending: boolean('password_pending').notNull().default(false),
  /**
   * When the mailed temporary password (an activation) stops opening the account; null once the
   * user chose a password of their own (spec 1 §4, TEMPORARY_PASSWORD_HOURS).
   */
  temporaryPasswordExpiresAt: stamp('temporary_password_expires_at'),
  failedLoginCount: integer('failed_login_count').notNull().default(0),
  lockoutEnd: stamp('lockout_end'),
  forceAgreementAccept: boolean('force_agreement_accept').notNull().default(false),
  forcePasswordChange: boolean('force_password_change').notNull().default(false),
  forceUserDataUpdate: boolean('force_user_data_update').notNull().default(false),
});

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userCompany = pgTable(
  'user_company',
  {
    userId: userRef(),
    companyCode: text('company_code')
      .notNull()
      .references(() => companies.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyCode] })],
);

export const userSupplier = pgTable(
  'user_supplier',
  {
    userId: userRef(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.supplierId] })],
);

export const userCrew = pgTable(
  'user_crew',
  {
    userId: userRef(),
    crewCode: text('crew_code')
      .notNull()
      .references(() => crews.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.crewCode] })],
);

export const userRegion = pgTable(
  'user_region',
  {
    userId: userRef(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.regionCode] })],
);

/** A module granted to a user; inactive rows keep the grant but hide the menu entries. */
export const userModule = pgTable(
  'user_module',
  {
    userId: userRef(),
    moduleCode: text('module_code')
      .notNull()
      .references(() => modules.code),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleCode] })],
);
