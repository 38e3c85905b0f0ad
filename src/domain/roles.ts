/**
 * The portal's roles (spec 1 §6): stable ids, Spanish names, the selectors each role's users need
 * (RoleOption) and which roles each one may assign. The server seeds its role tables from this list.
 */

export const RoleName = {
  Developer: 'Developer',
  Administrador: 'Administrador',
  AccesoPublico: 'Acceso público',
  Visualizar: 'Visualizar',
  Mantenimiento: 'Mantenimiento',
  Proveedor: 'Proveedor',
  ProveedorPrincipal: 'Proveedor Principal',
  Arrendador: 'Arrendador',
  ArrendadorPrincipal: 'Arrendador Principal',
  ArrendadorAnterior: 'Arrendador Anterior',
  ArrendadorAnteriorPrincipal: 'Arrendador Anterior Principal',
  ArrendamientoConsolidado: 'Arrendamiento Consolidado',
  ArrendamientoConsolidadoPrincipal: 'Arrendamiento Consolidado Principal',
  MantenimientoFijo: 'Mantenimiento Fijo',
  MantenimientoFijoPrincipal: 'Mantenimiento Fijo Principal',
  MantenimientoVariable: 'Mantenimiento Variable',
  MantenimientoVariablePrincipal: 'Mantenimiento Variable Principal',
  CuadrillaMantenimiento: 'Cuadrilla Mantenimiento',
  Cliente: 'Cliente',
  ClientePrincipal: 'Cliente Principal',
  Todos: 'Todos',
  // Combined lessor roles: a lessor plus one more rent-related invoice type.
  Arrendamiento: 'Arrendamiento',
  ArrendMasAnterior: 'Arrend. + Arrend. Anterior',
  ArrendMasConsolidado: 'Arrend. + Consolidado',
  ArrendMasManttoFijo: 'Arrend. + Mantto Fijo',
  ArrendMasManttoVariable: 'Arrend. + Mantto Variable',
  ArrendMasPagoAnticipado: 'Arrend. + Pago Anticipado',
  ArrendMasTodos: 'Arrend. + Todos',
} as const;
export type RoleNameValue = (typeof RoleName)[keyof typeof RoleName];

/** Which extra selectors a user of the role needs in the user form. */
export interface RoleOption {
  SelectSupplier: boolean;
  SelectCrew: boolean;
  SelectRegion: boolean;
}

export interface RoleDefinition {
  id: number;
  name: RoleNameValue;
  /** True when users of the role see every company rather than their own. */
  companyAll: boolean;
  option: RoleOption;
  /** Roles this role may give to the users it creates (spec 1 §6 "Roles a creator may assign"). */
  assigns: readonly RoleNameValue[] | 'all';
}

const none: RoleOption = { SelectSupplier: false, SelectCrew: false, SelectRegion: false };
const supplierOnly: RoleOption = { SelectSupplier: true, SelectCrew: false, SelectRegion: false };
const supplierRegion: RoleOption = { SelectSupplier: true, SelectCrew: false, SelectRegion: true };
const crewRegion: RoleOption = { SelectSupplier: true, SelectCrew: true, SelectRegion: true };

export const COMBINED_LESSOR_ROLES: readonly RoleNameValue[] = [
  RoleName.Arrendamiento,
  RoleName.ArrendMasAnterior,
  RoleName.ArrendMasConsolidado,
  RoleName.ArrendMasManttoFijo,
  RoleName.ArrendMasManttoVariable,
  RoleName.ArrendMasPagoAnticipado,
  RoleName.ArrendMasTodos,
];

/**
 * The administrator-creation set is not given by the spec; an administrator may create every
 * role except Developer and Acceso público.
 */
const ADMIN_ASSIGNS: readonly RoleNameValue[] = (Object.values(RoleName) as RoleNameValue[]).filter(
  (r) => r !== RoleName.Developer && r !== RoleName.AccesoPublico,
);

export const ROLES: readonly RoleDefinition[] = [
  { id: 1, name: RoleName.Developer, companyAll: true, option: none, assigns: 'all' },
  { id: 2, name: RoleName.Administrador, companyAll: true, option: none, assigns: ADMIN_ASSIGNS },
  { id: 3, name: RoleName.AccesoPublico, companyAll: false, option: none, assigns: [] },
  { id: 4, name: RoleName.Visualizar, companyAll: true, option: none, assigns: [] },
  {
    id: 5,
    name: RoleName.Mantenimiento,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.CuadrillaMantenimiento],
  },
  { id: 6, name: RoleName.Proveedor, companyAll: false, option: supplierOnly, assigns: [] },
  {
    id: 7,
    name: RoleName.ProveedorPrincipal,
    companyAll: false,
    option: supplierOnly,
    assigns: [RoleName.Proveedor],
  },
  { id: 8, name: RoleName.Arrendador, companyAll: false, option: supplierRegion, assigns: [] },
  {
    id: 9,
    name: RoleName.ArrendadorPrincipal,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.Arrendador],
  },
  {
    id: 10,
    name: RoleName.ArrendadorAnterior,
    companyAll: false,
    option: supplierRegion,
    assigns: [],
  },
  {
    id: 11,
    name: RoleName.ArrendadorAnteriorPrincipal,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.ArrendadorAnterior],
  },
  {
    id: 12,
    name: RoleName.ArrendamientoConsolidado,
    companyAll: false,
    option: supplierRegion,
    assigns: [],
  },
  {
    id: 13,
    name: RoleName.ArrendamientoConsolidadoPrincipal,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.ArrendamientoConsolidado],
  },
  {
    id: 14,
    name: RoleName.MantenimientoFijo,
    companyAll: false,
    option: supplierRegion,
    assigns: [],
  },
  {
    id: 15,
    name: RoleName.MantenimientoFijoPrincipal,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.MantenimientoFijo],
  },
  {
    id: 16,
    name: RoleName.MantenimientoVariable,
    companyAll: false,
    option: supplierRegion,
    assigns: [],
  },
  {
    id: 17,
    name: RoleName.MantenimientoVariablePrincipal,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.MantenimientoVariable],
  },
  {
    id: 18,
    name: RoleName.CuadrillaMantenimiento,
    companyAll: false,
    option: crewRegion,
    assigns: [],
  },
  { id: 19, name: RoleName.Cliente, companyAll: false, option: none, assigns: [] },
  {
    id: 20,
    name: RoleName.ClientePrincipal,
    companyAll: false,
    option: none,
    assigns: [RoleName.Cliente],
  },
  { id: 21, name: RoleName.Todos, companyAll: false, option: supplierRegion, assigns: [] },
  {
    id: 22,
    name: RoleName.Arrendamiento,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.Arrendamiento],
  },
  {
    id: 23,
    name: RoleName.ArrendMasAnterior,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.ArrendMasAnterior],
  },
  {
    id: 24,
    name: RoleName.ArrendMasConsolidado,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.ArrendMasConsolidado],
  },
  {
    id: 25,
    name: RoleName.ArrendMasManttoFijo,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.ArrendMasManttoFijo],
  },
  {
    id: 26,
    name: RoleName.ArrendMasManttoVariable,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.ArrendMasManttoVariable],
  },
  {
    id: 27,
    name: RoleName.ArrendMasPagoAnticipado,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.ArrendMasPagoAnticipado],
  },
  {
    id: 28,
    name: RoleName.ArrendMasTodos,
    companyAll: false,
    option: supplierRegion,
    assigns: [RoleName.ArrendMasTodos],
  },
];

export function roleByName(name: string): RoleDefinition | undefined {
  return ROLES.find((r) => r.name === name);
}

/** The roles a user of `role` may give to users they create. */
export function assignableRoles(role: string): RoleNameValue[] {
  const def = roleByName(role);
  if (!def) return [];
  return def.assigns === 'all' ? ROLES.map((r) => r.name) : [...def.assigns];
}

/** Administrators (and developers) keep using the portal while the site is out of service. */
export function isAdministrator(role: string): boolean {
  return role === RoleName.Administrador || role === RoleName.Developer;
}

export function isCombinedLessorRole(role: string): boolean {
  return COMBINED_LESSOR_ROLES.includes(role as RoleNameValue);
}

/**
 * The named route AdminUser admits "an administrator or a main client". A main client is read as
 * an account that manages child accounts (a role with something to assign), plus Visualizar, who
 * sees user administration read-only; everyone else is sent to /.
 */
export function mayOpenUserAdministration(role: string): boolean {
  if (isAdministrator(role) || role === RoleName.Visualizar) return true;
  return assignableRoles(role).length > 0;
}

/** The named route AdminClient admits administrators only. */
export function mayOpenClientAdministration(role: string): boolean {
  return isAdministrator(role);
}

/** Cliente roles must carry a client code to sign in (mainLoginErrorNonClientRelated). */
export function isClientRole(role: string): boolean {
  return role === RoleName.Cliente || role === RoleName.ClientePrincipal;
}

/** Lessor roles get the region filter on communiqués and the lessor data-update form. */
export function isLessorRole(role: string): boolean {
  return /arren/i.test(role);
}
export function isSupplierRole(role: string): boolean {
  return /prov/i.test(role);
}
