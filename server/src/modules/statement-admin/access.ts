/**
 * Who administers communiqués (spec 3 §6): administrators (Administrador and Developer) read and
 * change them; Visualizar reads only (new, edit and delete are refused). No other role is shown
 * the screen, so none may call it.
 */
import { RoleName, type RoleNameValue } from '../../../../src/domain/roles';

/** Who changes communiqués: the administrators. */
export const STATEMENT_ADMIN_WRITERS: readonly RoleNameValue[] = [
  RoleName.Administrador,
  RoleName.Developer,
];
/** Who reads the administration: the writers and Visualizar. */
export const STATEMENT_ADMIN_READERS: readonly RoleNameValue[] = [
  ...STATEMENT_ADMIN_WRITERS,
  RoleName.Visualizar,
];

/** The audit resource of communiqué changes; api/event reads a communiqué's log by it. */
export const STATEMENT_RESOURCE = 'Statement';
