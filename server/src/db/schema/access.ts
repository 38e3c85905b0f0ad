/**
 * Storage of what decides access: roles with their options and assignable roles, modules, the
 * menu tree with the module each entry needs, and the default modules of each role.
 */
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  companyAll: boolean('company_all').notNull().default(false),
  selectSupplier: boolean('select_supplier').notNull().default(false),
  selectCrew: boolean('select_crew').notNull().default(false),
  selectRegion: boolean('select_region').notNull().default(false),
});

/** Which roles a role may give to the users it creates. */
export const roleAssignment = pgTable(
  'role_assignment',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    assignableRoleId: integer('assignable_role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.assignableRoleId] })],
);

/** A module: type 3 static menu, 4 dynamic menu. */
export const modules = pgTable('modules', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  type: integer('type').notNull().default(3),
  active: boolean('active').notNull().default(true),
});

/** One node of the menu tree; groups have children, entries a path and a module. */
export const menuEntries = pgTable('menu_entries', {
  key: text('key').primaryKey(),
  parentKey: text('parent_key'),
  title: text('title').notNull(),
  icon: text('icon'),
  to: text('to'),
  query: jsonb('query').$type<Record<string, string>>(),
  hidden: boolean('hidden').notNull().default(false),
  moduleCode: text('module_code').references(() => modules.code),
  requiresAgreement: boolean('requires_agreement').notNull().default(false),
  sort: integer('sort').notNull(),
});

/** The modules a new user of the role starts with. */
export const roleModule = pgTable(
  'role_module',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    moduleCode: text('module_code')
      .notNull()
      .references(() => modules.code),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.moduleCode] })],
);
