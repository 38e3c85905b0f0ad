/**
 * The modules a new user of each role starts with (spec 1 §6 "Menu visibility follows active
 * modules"). The seed gives the demo accounts these, and user creation reuses the same defaults.
 */
import { Module, type ModuleCode } from './navigation';
import { RoleName, type RoleNameValue } from './roles';

const ALL_MODULES = Object.values(Module) as ModuleCode[];
const ADMIN_MODULES = ALL_MODULES.filter((m) => m.startsWith('ADM_'));
const LESSOR_BASE: readonly ModuleCode[] = [
  Module.LessorLeasing,
  Module.LessorInvoicing,
  Module.LessorPayments,
];
const ALL_LESSOR = ALL_MODULES.filter((m) => m.startsWith('LES_'));

/** Combined lessor roles: user administration, the lessor basics, adjustments and their extra. */
function combinedLessor(...extra: ModuleCode[]): readonly ModuleCode[] {
  return [Module.AdminUsers, ...LESSOR_BASE, Module.LessorAdjustments, ...extra];
}

export const ROLE_MODULES: Readonly<Record<RoleNameValue, readonly ModuleCode[]>> = {
  [RoleName.Developer]: ALL_MODULES,
  [RoleName.Administrador]: [...ADMIN_MODULES, Module.MaintenanceConsult, Module.MaintenanceRevert],
  [RoleName.AccesoPublico]: [],
  // Visualizar sees everything and changes nothing: every lessor and supplier invoicing page and
  // the supplier administration too, with their send, new, edit and delete buttons disabled
  // (spec 2 §6) and those calls refused by the server.
  [RoleName.Visualizar]: [
    Module.AdminUsers,
    Module.AdminSuppliers,
    Module.AdminCrews,
    Module.AdminStatements,
    Module.MaintenanceConsult,
    ...ALL_LESSOR,
    Module.SupplierInvoicing,
  ],
  [RoleName.Mantenimiento]: [
    Module.AdminUsers,
    Module.AdminCrews,
    Module.MaintenanceOperatorReview,
    Module.MaintenanceConsult,
    Module.MaintenanceRevert,
  ],
  [RoleName.Proveedor]: [Module.SupplierInvoicing, Module.SupplierPayments],
  [RoleName.ProveedorPrincipal]: [
    Module.AdminUsers,
    Module.SupplierInvoicing,
    Module.SupplierPayments,
  ],
  [RoleName.Arrendador]: LESSOR_BASE,
  [RoleName.ArrendadorPrincipal]: [
    Module.AdminUsers,
    Module.LessorLeasing,
    Module.LessorAdjustments,
    Module.LessorFixedMaintenance,
    Module.LessorInvoicing,
    Module.LessorPayments,
    Module.MaintenanceLessorReview,
  ],
  [RoleName.ArrendadorAnterior]: LESSOR_BASE,
  [RoleName.ArrendadorAnteriorPrincipal]: [Module.AdminUsers, ...LESSOR_BASE],
  [RoleName.ArrendamientoConsolidado]: [Module.LessorConsolidated, ...LESSOR_BASE],
  [RoleName.ArrendamientoConsolidadoPrincipal]: [
    Module.AdminUsers,
    Module.LessorConsolidated,
    ...LESSOR_BASE,
  ],
  [RoleName.MantenimientoFijo]: [Module.LessorFixedMaintenance, Module.MaintenanceLessorReview],
  [RoleName.MantenimientoFijoPrincipal]: [
    Module.AdminUsers,
    Module.LessorFixedMaintenance,
    Module.MaintenanceLessorReview,
    Module.MaintenanceConsult,
  ],
  [RoleName.MantenimientoVariable]: [
    Module.LessorVariableMaintenance,
    Module.MaintenanceLessorReview,
  ],
  [RoleName.MantenimientoVariablePrincipal]: [
    Module.AdminUsers,
    Module.LessorVariableMaintenance,
    Module.MaintenanceLessorReview,
    Module.MaintenanceConsult,
  ],
  [RoleName.CuadrillaMantenimiento]: [Module.MaintenanceLessorReview, Module.MaintenanceConsult],
  [RoleName.Cliente]: [Module.CustomerArea],
  [RoleName.ClientePrincipal]: [Module.AdminUsers, Module.CustomerArea],
  [RoleName.Todos]: [...ALL_LESSOR, Module.MaintenanceLessorReview],
  [RoleName.Arrendamiento]: combinedLessor(),
  [RoleName.ArrendMasAnterior]: combinedLessor(),
  [RoleName.ArrendMasConsolidado]: combinedLessor(Module.LessorConsolidated),
  [RoleName.ArrendMasManttoFijo]: combinedLessor(Module.LessorFixedMaintenance),
  [RoleName.ArrendMasManttoVariable]: combinedLessor(Module.LessorVariableMaintenance),
  [RoleName.ArrendMasPagoAnticipado]: combinedLessor(Module.LessorAdvance),
  [RoleName.ArrendMasTodos]: [Module.AdminUsers, ...ALL_LESSOR],
};

/** The default modules of a role by its name; an unknown role gets none. */
export function defaultModulesForRole(role: string): ModuleCode[] {
  const modules = (ROLE_MODULES as Readonly<Record<string, readonly ModuleCode[]>>)[role];
  return modules ? [...new Set(modules)] : [];
}
