/**
 * Who administers crews and regions (spec 3 §2.5, §6): administrators (Administrador and
 * Developer) read and change them; Visualizar and Mantenimiento (whose menu has Cuadrillas) read
 * only, their writes are 403. No other role is shown the screens, so none may call them.
 */
import { RoleName, type RoleNameValue } from '../../../../src/domain/roles';

/** Who changes crews and regions: the administrators. */
export const CREW_ADMIN_WRITERS: readonly RoleNameValue[] = [
  RoleName.Administrador,
  RoleName.Developer,
];
/** Who reads them: the writers, Visualizar and Mantenimiento. */
export const CREW_ADMIN_READERS: readonly RoleNameValue[] = [
  ...CREW_ADMIN_WRITERS,
  RoleName.Visualizar,
  RoleName.Mantenimiento,
];

/** The audit resources api/event reads a crew's and a region's history by. */
export const CREW_RESOURCE = 'Crew';
export const REGION_RESOURCE = 'Region';
