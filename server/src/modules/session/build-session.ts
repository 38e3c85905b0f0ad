/**
 * Assembles the Session answer (spec 1 §3 Session) for a signed-in user. A session signed in
 * "without password" carries no menu, modules or allowed paths: it may only set a password. The
 * shared catalogues (countries, attachment and leasing types) are no permissions: every session
 * carries them.
 */
import type { Language } from '../../../../src/protocol/envelope';
import type { Session } from '../../../../src/protocol/session';
import { buildAccessPath } from '../../../../src/domain/navigation';
import { isCombinedLessorRole } from '../../../../src/domain/roles';
import type { Db } from '../../db/client';
import { getSite } from '../site/queries';
import { userMenu } from './menu';
import {
  clientContext,
  companyList,
  crewList,
  moduleList,
  regionList,
  roleAssignmentList,
  supplierList,
} from './session-lists';
import { sessionCatalogues } from './session-catalogues';
import type { Subject } from './subject';
import { maskRecipient } from '../operations/mask';

export interface SessionGrant {
  token: string;
  expiresAt: Date;
  passwordPending: boolean;
  /** A "without password" session: the password dialog asks for the e-mailed code. */
  passwordCodeRequired?: boolean;
  lang: Language;
  now: Date;
}

export async function buildSession(db: Db, s: Subject, g: SessionGrant): Promise<Session> {
  const today = g.now.toISOString().slice(0, 10);
  const suppliers = await supplierList(db, s.id);
  const [site, companyItems, regions, crews, modules, assignable, client, catalogues] =
    await Promise.all([
      getSite(db),
      companyList(db, s, suppliers.ids),
      regionList(db, s.id),
      crewList(db, s.id),
      moduleList(db, s.id),
      roleAssignmentList(db, s.roleId),
      clientContext(db, s, today),
      sessionCatalogues(db),
    ]);
  if (!site) throw new Error('site record missing: the seed did not run');

  const pending = g.passwordPending;
  const menu = pending
    ? { nodes: [], wire: [] }
    : await userMenu(db, {
        activeModules: new Set(modules.filter((m) => m.Active).map((m) => m.Code)),
        hasActiveAgreement: client.hasActiveAgreement,
        hideAdministration: isCombinedLessorRole(s.roleName) && !s.createdByAdmin,
      });
  const main = companyItems.find((c) => c.Code === s.companyCode) ?? companyItems[0];

  return {
    Token: g.token,
    ExpiresIn: Math.max(0, Math.round((g.expiresAt.getTime() - g.now.getTime()) / 1000)),
    User: {
      Id: s.id,
      UserName: s.userName,
      Name: s.name,
      Email: s.email,
      RoleId: s.roleId,
      Role: s.roleName,
      CreatedByAdmin: s.createdByAdmin,
      ForceAgreementAccept: s.forceAgreementAccept,
      ForcePasswordChange: s.forcePasswordChange || pending,
      ForceUserDataUpdate: s.forceUserDataUpdate,
      PasswordPending: pending,
      PasswordCodeSentTo:
        pending && g.passwordCodeRequired && s.email ? maskRecipient(s.email) : null,
    },
    Company: main ? { Code: main.Code, Name: main.Name } : null,
    CompanyList: companyItems,
    SupplierList: suppliers.list,
    Regions: regions,
    Crews: crews,
    Modules: pending ? [] : modules,
    Menu: menu.wire,
    AccessPath: buildAccessPath(menu.nodes),
    RoleAssignment: pending ? [] : assignable,
    ClientCode: client.code,
    ClientChildList: client.children,
    Countries: catalogues.Countries,
    AttachmentTypes: catalogues.AttachmentTypes,
    LeasingTypes: catalogues.LeasingTypes,
    Lang: g.lang,
    Site: site,
  };
}
