/** Reads one user with its association lists, as api/user 21, 11 and 31 answer it. */
import { asc, eq } from 'drizzle-orm';
import type { UserRecordResponse } from '../../../../src/protocol/user-admin';
import type { Db } from '../../db/client';
import {
  roles,
  suppliers,
  userCompany,
  userCrew,
  userModule,
  userRegion,
  userSupplier,
  users,
} from '../../db/schema';
import { rowEditable } from './list';
import type { Actor } from './scope';

type RecordBody = Omit<UserRecordResponse, 'Result' | 'Message'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function readUserRecord(db: Db, actor: Actor, id: number): Promise<RecordBody | null> {
  const [u] = await db
    .select({ u: users, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  if (!u) return null;
  const [companies, supplierRows, crews, regions, modules] = await Promise.all([
    db
      .select({ Code: userCompany.companyCode })
      .from(userCompany)
      .where(eq(userCompany.userId, id))
      .orderBy(asc(userCompany.companyCode)),
    db
      .select({ Code: suppliers.code })
      .from(userSupplier)
      .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
      .where(eq(userSupplier.userId, id))
      .orderBy(asc(suppliers.code)),
    db
      .select({ Code: userCrew.crewCode })
      .from(userCrew)
      .where(eq(userCrew.userId, id))
      .orderBy(asc(userCrew.crewCode)),
    db
      .select({ Code: userRegion.regionCode })
      .from(userRegion)
      .where(eq(userRegion.userId, id))
      .orderBy(asc(userRegion.regionCode)),
    db
      .select({ Code: userModule.moduleCode, Active: userModule.active })
      .from(userModule)
      .where(eq(userModule.userId, id))
      .orderBy(asc(userModule.moduleCode)),
  ]);
  const r = u.u;
  return {
    User: {
      Id: r.id,
      UserName: r.userName,
      RoleId: r.roleId,
      RoleName: u.roleName,
      Name: r.name,
      Email: r.email ?? '',
      PhoneNumber: r.phoneNumber,
      PhoneNumberHome: r.phoneNumberHome,
      PhoneNumberAdditional: r.phoneNumberAdditional,
      ZipCode: r.zipCode,
      ContactName: r.contactName,
      ContactEmail: r.contactEmail,
      SalesRepresentative: r.salesRepresentative,
      SitePortal: r.sitePortal,
      SiteAdmin: r.siteAdmin,
      Active: r.active,
      LockoutEnabled: r.lockoutEnabled,
      ClientParentId: r.clientParentId,
      ClientChildId: r.clientChildId,
      Child: r.child,
      Employee: r.employee,
      CurrentUserDataUpdateDate: iso(r.currentUserDataUpdateDate),
      NextUserDataUpdateDate: iso(r.nextUserDataUpdateDate),
      ModifiedDate: r.modifiedDate.toISOString(),
      ModifiedBy: r.modifiedBy,
      CompanyCode: r.companyCode,
      SupplierUser: supplierRows,
      CreatedByAdmin: r.createdByAdmin,
      Editable: rowEditable(actor, r.id, u.roleName),
    },
    Company: companies,
    Supplier: supplierRows,
    Module: modules,
    Crew: crews,
    Region: regions,
  };
}
