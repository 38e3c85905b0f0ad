/**
 * Seeds the reference data every installation needs: roles and who may assign what, modules, the
 * menu tree, role default modules, the site record, the password profile and the countries,
 * attachment types and leasing types the session carries. Idempotent.
 */
import { sql } from 'drizzle-orm';
import { MENU_TREE, Module, ModuleType, type MenuNode } from '../../../../src/domain/navigation';
import { defaultModulesForRole } from '../../../../src/domain/role-modules';
import { ROLES, assignableRoles, roleByName } from '../../../../src/domain/roles';
import type { Db } from '../client';
import {
  attachmentTypes,
  countries,
  leasingTypes,
  menuEntries,
  modules,
  profile,
  roleAssignment,
  roleModule,
  roles,
  site,
} from '../schema';
import { ATTACHMENT_TYPES, COUNTRIES, LEASING_TYPES, MODULE_NAMES } from './catalogue';
import { SITE_ASSETS } from './site-assets';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Flattens the menu tree into rows with their parent and order. */
function menuRows(
  tree: readonly MenuNode[],
  parentKey: string | null,
  out: (typeof menuEntries.$inferInsert)[],
) {
  for (const node of tree) {
    out.push({
      key: node.key,
      parentKey,
      title: node.title,
      icon: node.icon ?? null,
      to: node.to ?? null,
      query: node.query ?? null,
      hidden: node.hidden ?? false,
      moduleCode: node.module ?? null,
      requiresAgreement: node.requiresAgreement ?? false,
      sort: out.length,
    });
    if (node.menus) menuRows(node.menus, node.key, out);
  }
  return out;
}

export async function seedReferenceData(tx: Tx): Promise<void> {
  // Roles follow the code (names and options may be corrected by a release).
  await tx
    .insert(roles)
    .values(
      ROLES.map((r) => ({
        id: r.id,
        name: r.name,
        companyAll: r.companyAll,
        selectSupplier: r.option.SelectSupplier,
        selectCrew: r.option.SelectCrew,
        selectRegion: r.option.SelectRegion,
      })),
    )
    .onConflictDoUpdate({
      target: roles.id,
      set: {
        name: sql`excluded.name`,
        companyAll: sql`excluded.company_all`,
        selectSupplier: sql`excluded.select_supplier`,
        selectCrew: sql`excluded.select_crew`,
        selectRegion: sql`excluded.select_region`,
      },
    });

  const assignments = ROLES.flatMap((r) =>
    assignableRoles(r.name).map((name) => ({
      roleId: r.id,
      assignableRoleId: roleByName(name)!.id,
    })),
  );
  await tx.insert(roleAssignment).values(assignments).onConflictDoNothing();

  // Modules: an administrator may deactivate one, so existing rows are left as they are.
  await tx
    .insert(modules)
    .values(
      Object.values(Module).map((code) => ({
        code,
        name: MODULE_NAMES[code],
        type: code.startsWith('ADM_') ? ModuleType.StaticMenu : ModuleType.DynamicMenu,
      })),
    )
    .onConflictDoNothing();

  // The menu tree follows the code.
  await tx
    .insert(menuEntries)
    .values(menuRows(MENU_TREE, null, []))
    .onConflictDoUpdate({
      target: menuEntries.key,
      set: {
        parentKey: sql`excluded.parent_key`,
        title: sql`excluded.title`,
        icon: sql`excluded.icon`,
        to: sql`excluded."to"`,
        query: sql`excluded.query`,
        hidden: sql`excluded.hidden`,
        moduleCode: sql`excluded.module_code`,
        requiresAgreement: sql`excluded.requires_agreement`,
        sort: sql`excluded.sort`,
      },
    });

  const defaults = ROLES.flatMap((r) =>
    defaultModulesForRole(r.name).map((moduleCode) => ({ roleId: r.id, moduleCode })),
  );
  await tx.insert(roleModule).values(defaults).onConflictDoNothing();

  // The site and the profile are edited by administrators: only created when missing.
  await tx
    .insert(site)
    .values({
      id: 1,
      imageLogotypeFile: SITE_ASSETS.logo,
      imageHomeFile: SITE_ASSETS.home,
      imageFaviconFile: SITE_ASSETS.favicon,
      colorPrimary: SITE_ASSETS.colorPrimary,
      googleRecaptcha: false,
      googleRecaptchaSiteKey: null,
      msgOutBody: '<p>El portal se encuentra en mantenimiento. Por favor intente más tarde.</p>',
      msgStart: null,
      active: true,
      companyId: 'MX10',
      modifiedBy: 'seed',
    })
    .onConflictDoNothing();
  await tx
    .insert(profile)
    .values({ id: 1, userPasswordComplexity: 1, userPasswordLenght: 10 })
    .onConflictDoNothing();

  // The session catalogues follow the code; an administrator may deactivate an attachment or
  // leasing type, so their Active flag is left as it is.
  await tx
    .insert(countries)
    .values([...COUNTRIES])
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, phonePrefix: sql`excluded.phone_prefix` },
    });
  await tx
    .insert(attachmentTypes)
    .values([...ATTACHMENT_TYPES])
    .onConflictDoUpdate({ target: attachmentTypes.id, set: { name: sql`excluded.name` } });
  await tx
    .insert(leasingTypes)
    .values([...LEASING_TYPES])
    .onConflictDoUpdate({
      target: leasingTypes.code,
      set: { name: sql`excluded.name`, conditionType: sql`excluded.condition_type` },
    });
}
