/**
 * Which side of the review a role writes (spec 3 §6 "Lessor versus operator: a flag decides"):
 * lessors, suppliers, lessor-side maintenance and crews write the Pr fields; the operator's staff
 * the Tl fields; Visualizar and every other role only read. The server decides with this function;
 * the pages use it to know whether the user's flag is "lessor".
 */
import { RoleName, isLessorRole, isSupplierRole } from '../roles';
import type { PageMode, Side } from './types';
import { editingSide } from './review-fields';

const OPERATOR_ROLES: readonly string[] = [
  RoleName.Mantenimiento,
  RoleName.Administrador,
  RoleName.Developer,
];

const LESSOR_SIDE_ROLES: readonly string[] = [
  RoleName.MantenimientoFijo,
  RoleName.MantenimientoFijoPrincipal,
  RoleName.MantenimientoVariable,
  RoleName.MantenimientoVariablePrincipal,
  RoleName.CuadrillaMantenimiento,
  RoleName.Todos,
];

/** The side a role reviews on, or null for roles that only read maintenance orders. */
export function reviewSideOfRole(role: string): Side | null {
  if (OPERATOR_ROLES.includes(role)) return 'Tl';
  if (LESSOR_SIDE_ROLES.includes(role) || isLessorRole(role) || isSupplierRole(role)) return 'Pr';
  return null;
}

/** The side a user edits on a page: their role's side, and nothing on read-only pages. */
export function pageEditingSide(role: string, mode: PageMode): Side | null {
  const side = reviewSideOfRole(role);
  if (side === null) return null;
  return editingSide(side === 'Pr', mode);
}
