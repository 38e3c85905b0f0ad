/**
 * api/user 11 and 31: checks a user dialog's body against the field rules and the actor's rights,
 * resolves every code it names against the database, and writes the user with its links in one
 * transaction. What the body cannot decide (creator, client ids of a client creator, SiteAdmin,
 * modules of non-administrators) comes from the actor and the role, never from the body.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { defaultModulesForRole } from '../../../../src/domain/role-modules';
import { RoleName, isAdministrator, type RoleOption } from '../../../../src/domain/roles';
import {
  fixesClientIds,
  newUserDefaults,
  prefixedUserName,
  regionsWithinActor,
  userWriteRefusal,
  type UserLinks,
} from '../../../../src/domain/user-admin';
import { adminUserIssues } from '../../../../src/domain/user-admin-validation';
import type { Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import { USER_FIELD_LABELS } from '../../../../src/protocol/user-admin-messages';
import { USER_LINK_LABELS, type UserInsertRequest } from '../../../../src/protocol/user-admin';
import type { ApiRefusal } from '../../api/types';
import type { Db } from '../../db/client';
import {
  crews,
  roles,
  suppliers,
  userCompany,
  userCrew,
  userModule,
  userRegion,
  userSupplier,
  users,
} from '../../db/schema';
import {
  clientIdsRefusal,
  codesOf,
  fail,
  issueMessage,
  missingCodes,
  refusalReply,
} from './save-checks';
import { loadUserLinks, type Actor } from './scope';

type SaveBody = Pick<
  UserInsertRequest,
  'User' | 'Company' | 'Supplier' | 'Module' | 'Crew' | 'Region'
>;

export type SaveOutcome =
  { kind: 'saved'; id: number; userName: string } | { kind: 'refused'; reply: ApiRefusal };

/**
 * Inserts (`id` null) or updates a user. Every refusal is a translated reply: 400 for a broken
 * field rule or an unknown code, 403 for a right the actor lacks, 404 for a user they cannot see,
 * 200 Result false for a taken user name.
 */
export async function saveUser(
  db: Db,
  actor: Actor,
  body: SaveBody,
  id: number | null,
  lang: Language,
  now: Date,
): Promise<SaveOutcome> {
  const refused = (reply: ApiRefusal): SaveOutcome => ({ kind: 'refused', reply });
  const u = body.User;
  const companyCodes = codesOf(body.Company);
  const supplierCodes = codesOf(body.Supplier);
  const crewCodes = codesOf(body.Crew);
  const regionCodes = codesOf(body.Region);

  const [role] =
    u.RoleId === null ? [] : await db.select().from(roles).where(eq(roles.id, u.RoleId));
  if (u.RoleId !== null && !role) return refused(fail(400, message('userUnknownRole', lang)));
  const option: RoleOption | null = role
    ? {
        SelectSupplier: role.selectSupplier,
        SelectCrew: role.selectCrew,
        SelectRegion: role.selectRegion,
      }
    : null;
  const issues = adminUserIssues(
    {
      UserName: u.UserName,
      Name: u.Name,
      Email: u.Email,
      RoleId: u.RoleId,
      PhoneNumber: u.PhoneNumber,
      ZipCode: u.ZipCode,
      Companies: companyCodes,
      Suppliers: supplierCodes,
      Crews: crewCodes,
      Regions: regionCodes,
    },
    { name: role?.name ?? '', option },
  );
  if (issues[0] || !role) {
    return refused(
      fail(400, issues[0] ? issueMessage(issues[0], lang) : message('userUnknownRole', lang)),
    );
  }
  // Selectors the role does not show carry nothing, whatever the body sends.
  const chosenSuppliers = role.selectSupplier ? supplierCodes : [];
  const chosenCrews = role.selectCrew ? crewCodes : [];
  const chosenRegions = role.selectRegion ? regionCodes : [];

  const before = id === null ? null : await loadUserLinks(db, id);
  if (id !== null && !before) return refused(refusalReply('userNotFound', lang));
  const clientFixed = fixesClientIds(actor.roleName);
  const defaults = newUserDefaults({
    roleName: actor.roleName,
    clientParentId: actor.clientParentId,
    clientChildId: actor.clientChildId,
  });
  const clientParentId = clientFixed
    ? defaults.ClientParentId
    : isAdministrator(actor.roleName)
      ? (u.ClientParentId ?? null)
      : (before?.clientParentId ?? null);
  const after: UserLinks = {
    id,
    roleName: role.name,
    companies: companyCodes,
    suppliers: chosenSuppliers,
    clientParentId,
    createdByAdmin: before?.createdByAdmin ?? isAdministrator(actor.roleName),
  };
  const refusal = userWriteRefusal(actor, before, after);
  if (refusal) return refused(refusalReply(refusal, lang));
  if (!clientFixed && isAdministrator(actor.roleName)) {
    const clientRefusal = await clientIdsRefusal(
      db,
      u.ClientParentId ?? null,
      u.ClientChildId ?? null,
      lang,
    );
    if (clientRefusal) return refused(clientRefusal);
  }
  if (!regionsWithinActor(actor, chosenRegions)) {
    return refused(fail(403, message('userRegionOutOfScope', lang)));
  }

  for (const [kind, field, wanted] of [
    ['company', 'Companies', companyCodes],
    ['supplier', 'Suppliers', chosenSuppliers],
    ['region', 'Regions', chosenRegions],
  ] as const) {
    const missing = await missingCodes(db, kind, wanted);
    if (missing[0]) {
      return refused(
        fail(
          400,
          message('userUnknownLink', lang, {
            field: USER_FIELD_LABELS[field][lang],
            code: missing[0],
          }),
        ),
      );
    }
  }
  const supplierRows =
    chosenSuppliers.length === 0
      ? []
      : await db
          .select({ id: suppliers.id, code: suppliers.code })
          .from(suppliers)
          .where(inArray(suppliers.code, chosenSuppliers));
  if (chosenCrews.length > 0) {
    const crewRows = await db
      .select({ code: crews.code, supplierId: crews.supplierId, companyCode: crews.companyCode })
      .from(crews)
      .where(and(inArray(crews.code, chosenCrews), eq(crews.active, true)));
    const supplierIds = new Set(supplierRows.map((s) => s.id));
    // A crew belongs to one of the chosen suppliers and works for one of the chosen companies.
    const stray = chosenCrews.find((code) => {
      const crew = crewRows.find((c) => c.code === code);
      return (
        !crew ||
        crew.supplierId === null ||
        !supplierIds.has(crew.supplierId) ||
        !companyCodes.includes(crew.companyCode)
      );
    });
    if (stray) return refused(fail(400, message('userCrewNotOfSupplier', lang, { crew: stray })));
  }

  const isAdmin = isAdministrator(actor.roleName);
  let moduleRows: { code: string; active: boolean }[] | null = null;
  if (isAdmin && body.Module) {
    const wanted = [...new Set(body.Module.map((m) => m.Code))];
    const missing = await missingCodes(db, 'module', wanted);
    if (missing[0]) {
      return refused(
        fail(
          400,
          message('userUnknownLink', lang, {
            field: USER_LINK_LABELS.Module[lang],
            code: missing[0],
          }),
        ),
      );
    }
    moduleRows = body.Module.map((m) => ({ code: m.Code, active: m.Active }));
  } else if (!before || before.roleName !== role.name) {
    // A new user, or a new role: the role's default modules (only administrators choose others).
    moduleRows = defaultModulesForRole(role.name).map((code) => ({ code, active: true }));
  }

  // The prefix applies to a new or changed name; an unchanged stored name is kept as it is.
  const userName =
    before && u.UserName.trim() === before.userName
      ? before.userName
      : prefixedUserName(u.UserName, {
          creatorRole: actor.roleName,
          targetRoleId: role.id,
          supplierCode: chosenSuppliers[0] ?? null,
        });
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.userName}) = lower(${userName})`,
        id === null ? undefined : ne(users.id, id),
      ),
    )
    .limit(1);
  if (taken)
    return refused({
      status: 200,
      body: { Result: false, Message: message('userNameTaken', lang, { userName }) },
    });

  const blank = (s: string | null) => (s === null || s.trim() === '' ? null : s.trim());
  const values = {
    userName,
    name: u.Name.trim(),
    email: u.Email.trim(),
    phoneNumber: blank(u.PhoneNumber),
    phoneNumberHome: blank(u.PhoneNumberHome),
    phoneNumberAdditional: blank(u.PhoneNumberAdditional),
    zipCode: blank(u.ZipCode),
    contactName: blank(u.ContactName),
    contactEmail: blank(u.ContactEmail),
    salesRepresentative: blank(u.SalesRepresentative),
    sitePortal: u.SitePortal,
    // SiteAdmin is hidden in the dialog; only a developer sets it.
    siteAdmin: actor.roleName === RoleName.Developer ? u.SiteAdmin : false,
    active: u.Active,
    lockoutEnabled: isAdmin ? u.LockoutEnabled : true,
    clientParentId,
    clientChildId: clientFixed
      ? defaults.ClientChildId
      : isAdmin
        ? (u.ClientChildId ?? null)
        : null,
    roleId: role.id,
    companyCode: companyCodes[0] ?? null,
    employee: role.companyAll,
    modifiedDate: now,
    modifiedBy: actor.userName,
  };

  const savedId = await db.transaction(async (tx) => {
    let userId: number;
    if (id === null) {
      const [row] = await tx
        .insert(users)
        .values({
          ...values,
          createdBy: actor.id,
          createdByAdmin: isAdmin,
          child: !isAdmin,
          createdDate: now,
        })
        .returning({ id: users.id });
      userId = row!.id;
    } else {
      userId = id;
      await tx.update(users).set(values).where(eq(users.id, id));
      await tx.delete(userCompany).where(eq(userCompany.userId, id));
      await tx.delete(userSupplier).where(eq(userSupplier.userId, id));
      await tx.delete(userCrew).where(eq(userCrew.userId, id));
      await tx.delete(userRegion).where(eq(userRegion.userId, id));
    }
    if (companyCodes.length) {
      await tx
        .insert(userCompany)
        .values(companyCodes.map((companyCode) => ({ userId, companyCode })));
    }
    if (supplierRows.length) {
      await tx.insert(userSupplier).values(supplierRows.map((s) => ({ userId, supplierId: s.id })));
    }
    if (chosenCrews.length) {
      await tx.insert(userCrew).values(chosenCrews.map((crewCode) => ({ userId, crewCode })));
    }
    if (chosenRegions.length) {
      await tx
        .insert(userRegion)
        .values(chosenRegions.map((regionCode) => ({ userId, regionCode })));
    }
    if (moduleRows) {
      await tx.delete(userModule).where(eq(userModule.userId, userId));
      if (moduleRows.length) {
        await tx
          .insert(userModule)
          .values(moduleRows.map((m) => ({ userId, moduleCode: m.code, active: m.active })));
      }
    }
    return userId;
  });
  return { kind: 'saved', id: savedId, userName };
}
