/**
 * The rules of user administration (spec 1 §6, §4 User administration): who may open it, create,
 * see and edit which users, which roles a creator may assign, the list pre-filtering, the
 * user-name prefix and the defaults of a new user. The screen mirrors them; the server enforces
 * them on every api/user call.
 */
import {
  RoleName,
  assignableRoles,
  isAdministrator,
  isClientRole,
  isCombinedLessorRole,
  mayOpenUserAdministration,
  roleByName,
  type RoleNameValue,
} from './roles';

/** The organisation links a user is judged by: role, companies, lessors/suppliers, client. */
export interface UserLinks {
  id: number | null;
  roleName: string;
  /** Company codes (BUKRS). */
  companies: readonly string[];
  /** Lessor / supplier codes (LIFNR). */
  suppliers: readonly string[];
  clientParentId: string | null;
  createdByAdmin: boolean;
}

/** The signed-in user acting in user administration. */
export interface AdminActor extends UserLinks {
  id: number;
  /** The role sees every company (Developer, Administrador, Visualizar). */
  companyAll: boolean;
}

/** Visualizar sees user administration but changes nothing (spec 1 §6 Other rules). */
export function isViewOnly(role: string): boolean {
  return role === RoleName.Visualizar;
}

/**
 * Whether the actor may use user administration at all. Combined lessor roles see the
 * Administration group only when an administrator created them (spec 1 §2.9), so the server
 * refuses them the calls otherwise too.
 */
export function mayAdministerUsers(actor: Pick<AdminActor, 'roleName' | 'createdByAdmin'>) {
  if (!mayOpenUserAdministration(actor.roleName)) return false;
  return showsAdministrationGroup(actor.roleName, actor.createdByAdmin);
}

/** The Administration menu group: hidden from combined lessor roles not created by an administrator. */
export function showsAdministrationGroup(role: string, createdByAdmin: boolean): boolean {
  return !(isCombinedLessorRole(role) && !createdByAdmin);
}

/** The New button and api/user 11: a user-administration user with something to assign, not Visualizar. */
export function mayCreateUsers(actor: Pick<AdminActor, 'roleName' | 'createdByAdmin'>): boolean {
  return (
    mayAdministerUsers(actor) &&
    !isViewOnly(actor.roleName) &&
    assignableRoles(actor.roleName).length > 0
  );
}

/** Whether the actor may give `role` to a user (spec 1 §6 "Roles a creator may assign"). */
export function mayAssignRole(actorRole: string, role: string): boolean {
  if (isViewOnly(actorRole)) return false;
  return (assignableRoles(actorRole) as string[]).includes(role);
}

/** Roles hidden from the grouped user list (spec 1 §6: "hidden in some filters"). */
export const HIDDEN_IN_LIST: readonly RoleNameValue[] = [
  RoleName.Administrador,
  RoleName.AccesoPublico,
];

/**
 * The roles whose users the actor may see. `list` is the grouped list (ActionId 10), `search` an
 * explicit search by user name or name (ActionId 20).
 * - Developer: every role; Administrador and Visualizar: every role an administrator may assign.
 * - Combined lessor roles and Mantenimiento: pre-filtered by their own role, plus the role they
 *   assign (their crews for Mantenimiento).
 * - Principal roles: only users of the matching base role.
 * - The grouped list hides Administrador and Acceso público rows; a search by name shows the
 *   Administrador rows to whoever may see them.
 */
export function visibleRoleNames(actorRole: string, mode: 'list' | 'search'): string[] {
  let roles: string[];
  if (actorRole === RoleName.Developer) roles = assignableRoles(actorRole);
  else if (isAdministrator(actorRole) || isViewOnly(actorRole)) {
    roles = assignableRoles(RoleName.Administrador);
  } else if (isCombinedLessorRole(actorRole) || actorRole === RoleName.Mantenimiento) {
    roles = [...new Set([actorRole, ...assignableRoles(actorRole)])];
  } else roles = assignableRoles(actorRole);
  return mode === 'list'
    ? roles.filter((r) => !(HIDDEN_IN_LIST as readonly string[]).includes(r))
    : roles;
}

/**
 * The company a list is pre-filtered to: a Proveedor Principal working for a single company sees
 * that company only (spec 1 §6 User list filtering); everyone else is not pre-filtered.
 */
export function listCompanyFilter(
  actor: Pick<AdminActor, 'roleName' | 'companies'>,
): string | null {
  if (actor.roleName === RoleName.ProveedorPrincipal && actor.companies.length === 1) {
    return actor.companies[0] ?? null;
  }
  return null;
}

const within = (inner: readonly string[], outer: readonly string[]) =>
  inner.every((x) => outer.includes(x));

/**
 * Whether the target user lies inside the actor's organisation: roles that see every company see
 * everyone; clients see users of their own client; everyone else sees users whose companies and
 * lessors / suppliers are all among their own (a user with no supplier belongs to nobody's).
 */
export function withinOrganisation(actor: AdminActor, target: UserLinks): boolean {
  if (actor.companyAll) return true;
  if (target.companies.length === 0 || !within(target.companies, actor.companies)) return false;
  if (isClientRole(actor.roleName)) {
    return target.clientParentId !== null && target.clientParentId === actor.clientParentId;
  }
  return target.suppliers.length > 0 && within(target.suppliers, actor.suppliers);
}

/** Whether the actor may see the user at all (list, view, event history). */
export function mayViewUser(actor: AdminActor, target: UserLinks): boolean {
  if (!mayAdministerUsers(actor)) return false;
  if (target.id !== null && target.id === actor.id) return true;
  return (
    visibleRoleNames(actor.roleName, 'search').includes(target.roleName) &&
    withinOrganisation(actor, target)
  );
}

/** The administrator-edit list is not given by the spec: the roles an administrator may assign. */
const ADMIN_EDITS: readonly string[] = assignableRoles(RoleName.Administrador);

/**
 * The pencil of a row (spec 1 §6 Edit permission per row), by role alone:
 * - Developer edits every row; Visualizar none.
 * - Administrador edits rows whose role is in the administrator-edit list.
 * - Combined lessor roles edit lessor-type rows of their own role, and only when an administrator
 *   created them (the same condition that shows them the Administration group).
 * - Everyone else, principals included, edits the rows whose role is in their role assignment
 *   (their child roles).
 */
export function mayEditRow(
  actor: Pick<AdminActor, 'roleName' | 'createdByAdmin'>,
  rowRole: string,
): boolean {
  const role = actor.roleName;
  if (role === RoleName.Developer) return true;
  if (isViewOnly(role)) return false;
  if (role === RoleName.Administrador) return ADMIN_EDITS.includes(rowRole);
  if (isCombinedLessorRole(role)) {
    return actor.createdByAdmin && /arren/i.test(rowRole) && mayAssignRole(role, rowRole);
  }
  return mayAssignRole(role, rowRole);
}

/** The row's role and the actor's organisation both allow editing (and deleting) the user. */
export function mayEditUser(actor: AdminActor, target: UserLinks): boolean {
  return mayViewUser(actor, target) && mayEditRow(actor, target.roleName);
}

/** Why a user write is refused; each key is a message of the catalogue. */
export type UserWriteRefusal =
  | 'forbidden'
  | 'userNotFound'
  | 'userRoleNotAssignable'
  | 'userOwnRole'
  | 'userOutOfScope'
  | 'userDeleteSelf';

/**
 * Decides an insert (`before` null) or update of a user: the actor may create users, may edit the
 * stored user, may give the new role, does not change their own role, and keeps the user inside
 * their own companies, suppliers and client. Editing oneself keeps one's role, so nobody raises
 * their own role whatever the body says.
 */
export function userWriteRefusal(
  actor: AdminActor,
  before: UserLinks | null,
  after: UserLinks,
): UserWriteRefusal | null {
  if (!mayAdministerUsers(actor) || isViewOnly(actor.roleName)) return 'forbidden';
  if (before === null && !mayCreateUsers(actor)) return 'forbidden';
  if (before !== null) {
    // A user the actor may not see answers as missing, so ids of other organisations reveal nothing.
    if (!mayViewUser(actor, before)) return 'userNotFound';
    const self = before.id === actor.id;
    if (self && after.roleName !== before.roleName) return 'userOwnRole';
    if (!mayEditRow(actor, before.roleName)) return 'forbidden';
    // Administrador cannot edit their own contact data (spec 1 §6 Other rules).
    if (self && actor.roleName === RoleName.Administrador) return 'forbidden';
    if (self) return withinOrganisation(actor, after) ? null : 'userOutOfScope';
  }
  if (!mayAssignRole(actor.roleName, after.roleName)) return 'userRoleNotAssignable';
  if (!withinOrganisation(actor, after)) return 'userOutOfScope';
  return null;
}

/**
 * Regions a non-administrator gives must be among their own when they have any (a regional
 * account cannot widen anyone's reach, its own included); roles that see every company give any.
 */
export function regionsWithinActor(
  actor: Pick<AdminActor, 'companyAll'> & { regions: readonly string[] },
  regions: readonly string[],
): boolean {
  if (actor.companyAll || actor.regions.length === 0) return true;
  return within(regions, actor.regions);
}

/** Decides a delete: a user the actor may edit, never oneself. */
export function userDeleteRefusal(actor: AdminActor, target: UserLinks): UserWriteRefusal | null {
  if (!mayAdministerUsers(actor) || isViewOnly(actor.roleName)) return 'forbidden';
  if (!mayViewUser(actor, target)) return 'userNotFound';
  if (target.id === actor.id) return 'userDeleteSelf';
  return mayEditRow(actor, target.roleName) ? null : 'forbidden';
}

/**
 * Target roles whose user names never take the supplier prefix. The spec names two role ids
 * without giving them: Cliente users belong to a customer, not a supplier, and crew accounts are
 * named after their crew.
 */
export const UNPREFIXED_ROLE_IDS: readonly number[] = [
  roleByName(RoleName.CuadrillaMantenimiento)!.id,
  roleByName(RoleName.Cliente)!.id,
];

/** Separator between the supplier code and the user name (the spec does not give one). */
export const USER_NAME_PREFIX_SEPARATOR = '_';

/**
 * The stored user name (spec 1 §5 Admin user): prefixed with the supplier code unless the creator
 * is Developer or Administrador, the target role is one of the unprefixed roles, or there is no
 * supplier. A name that already carries the prefix is not prefixed twice.
 */
export function prefixedUserName(
  userName: string,
  ctx: { creatorRole: string; targetRoleId: number; supplierCode: string | null },
): string {
  const name = userName.trim();
  if (isAdministrator(ctx.creatorRole)) return name;
  if (UNPREFIXED_ROLE_IDS.includes(ctx.targetRoleId)) return name;
  if (!ctx.supplierCode) return name;
  const prefix = `${ctx.supplierCode}${USER_NAME_PREFIX_SEPARATOR}`;
  return name.startsWith(prefix) ? name : `${prefix}${name}`;
}

/** The fields of a new user that come from its creator rather than the form. */
export interface NewUserDefaults {
  Active: boolean;
  SitePortal: boolean;
  SiteAdmin: boolean;
  ClientParentId: string | null;
  ClientChildId: string | null;
}

/**
 * Defaults of a new user (spec 1 §4): Active, SitePortal true, SiteAdmin false; a creator with a
 * client role passes on their client parent and child, which the form then cannot change.
 */
export function newUserDefaults(creator: {
  roleName: string;
  clientParentId: string | null;
  clientChildId: string | null;
}): NewUserDefaults {
  const fromClient = isClientRole(creator.roleName);
  return {
    Active: true,
    SitePortal: true,
    SiteAdmin: false,
    ClientParentId: fromClient ? creator.clientParentId : null,
    ClientChildId: fromClient ? creator.clientChildId : null,
  };
}

/** Whether the creator's client ids are fixed on the users they create. */
export function fixesClientIds(creatorRole: string): boolean {
  return isClientRole(creatorRole);
}
