/**
 * Who administers suppliers and lessors (spec 2 §6): administrators (Administrador and
 * Developer) read and change them; Visualizar reads only (new, edit and delete are refused). No
 * other role is shown the screen, so none may call it.
 */
import { RoleName, type RoleNameValue } from '../../../../src/domain/roles';

/** Who changes suppliers and lessors: the administrators. */
export const SUPPLIER_ADMIN_WRITERS: readonly RoleNameValue[] = [
  RoleName.Administrador,
  RoleName.Developer,
];
/** Who reads the administration: the writers and Visualizar. */
export const SUPPLIER_ADMIN_READERS: readonly RoleNameValue[] = [
  ...SUPPLIER_ADMIN_WRITERS,
  RoleName.Visualizar,
];

/** The audit resource of supplier changes; api/event reads a supplier's history by it. */
export const SUPPLIER_RESOURCE = 'Supplier';
