/**
 * The demo accounts: one per kind of user the portal serves, plus the edge cases (inactive,
 * locked out, no password yet). index.ts prints this list at start.
 */
import { Module, type ModuleCode } from '../../../../src/domain/navigation';
import { RoleName, type RoleNameValue } from '../../../../src/domain/roles';

export const DEMO_PASSWORD = 'Portal#2026';

export interface DemoAccount {
  userName: string;
  name: string;
  role: RoleNameValue;
  note: string;
  companies: string[];
  suppliers?: string[];
  crews?: string[];
  regions?: string[];
  /** Modules beyond the role's defaults, as an administrator grants them in the user dialog. */
  extraModules?: ModuleCode[];
  clientParentId?: string;
  /** A child client's own code (its data only); absent for the principal. */
  clientChildId?: string;
  /** User name of the creator; absent means created by an administrator. */
  createdBy?: string;
  active?: boolean;
  lockedOut?: boolean;
  /** No password yet: signs in "without password" with the RFC and must set one. */
  passwordPending?: boolean;
}

const BOTH = ['MX10', 'MX20'];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userName: 'admin',
    name: 'Administrador del Portal',
    role: RoleName.Administrador,
    note: 'all administration',
    companies: BOTH,
  },
  {
    userName: 'dev',
    name: 'Desarrollador',
    role: RoleName.Developer,
    note: 'every module',
    companies: BOTH,
  },
  {
    userName: 'visor',
    name: 'Usuario de Consulta',
    role: RoleName.Visualizar,
    note: 'view only',
    companies: BOTH,
  },
  {
    userName: 'arrendador',
    name: 'Inmobiliaria Los Arcos',
    role: RoleName.ArrendadorPrincipal,
    note: 'lessor 0000100001, MX10',
    companies: ['MX10'],
    suppliers: ['0000100001'],
    regions: ['NOR'],
    // The demo lessor holds every kind of contract (consolidated, advance payment, variable
    // maintenance), so it has the page of each, beyond the Arrendador Principal defaults.
    extraModules: [
      Module.LessorConsolidated,
      Module.LessorAdvance,
      Module.LessorVariableMaintenance,
    ],
  },
  {
    userName: 'arrendador.hijo',
    name: 'Laura Arcos (cuenta hija)',
    role: RoleName.Arrendador,
    note: 'child of arrendador',
    companies: ['MX10'],
    suppliers: ['0000100001'],
    regions: ['NOR'],
    createdBy: 'arrendador',
  },
  {
    userName: 'proveedor',
    name: 'Servicios Electromecánicos del Bajío',
    role: RoleName.ProveedorPrincipal,
    note: 'supplier 0000200001, MX10',
    companies: ['MX10'],
    suppliers: ['0000200001'],
  },
  {
    userName: 'mantenimiento',
    name: 'Coordinación de Mantenimiento',
    role: RoleName.Mantenimiento,
    note: 'operator review, crews',
    companies: BOTH,
    suppliers: ['0000200001'],
    regions: ['NOR', 'CEN', 'SUR', 'OCC'],
  },
  {
    userName: 'mantto.fijo',
    name: 'Mantenimiento Fijo Los Arcos',
    role: RoleName.MantenimientoFijoPrincipal,
    note: 'fixed maintenance',
    companies: ['MX10'],
    suppliers: ['0000100001'],
    regions: ['CEN'],
  },
  {
    userName: 'cuadrilla',
    name: 'Cuadrilla Norte 1',
    role: RoleName.CuadrillaMantenimiento,
    note: 'crew CUA-NOR-01, region NOR',
    companies: ['MX10'],
    suppliers: ['0000200001'],
    crews: ['CUA-NOR-01'],
    regions: ['NOR'],
  },
  {
    userName: 'cliente',
    name: 'Cliente Corporativo',
    role: RoleName.ClientePrincipal,
    note: 'client 0000300001 with 2 children',
    companies: ['MX10'],
    clientParentId: '0000300001',
  },
  {
    userName: 'cliente.norte',
    name: 'Cliente Sucursal Norte',
    role: RoleName.Cliente,
    note: 'child client 0000300002 (own data only)',
    companies: ['MX10'],
    clientParentId: '0000300001',
    clientChildId: '0000300002',
  },
  {
    userName: 'cliente.sur',
    name: 'Cliente Sucursal Sur',
    role: RoleName.Cliente,
    note: 'child client 0000300003, no open contract',
    companies: ['MX10'],
    clientParentId: '0000300001',
    clientChildId: '0000300003',
  },
  {
    userName: 'inactivo',
    name: 'Arrendador Inactivo',
    role: RoleName.Arrendador,
    note: 'inactive: "Usuario inactivo"',
    companies: ['MX10'],
    suppliers: ['0000100001'],
    active: false,
  },
  {
    userName: 'bloqueado',
    name: 'Proveedor Bloqueado',
    role: RoleName.Proveedor,
    note: 'locked out: "Usuario bloqueado"',
    companies: ['MX10'],
    suppliers: ['0000200001'],
    lockedOut: true,
  },
  {
    userName: 'MEGA800101AB1',
    name: 'Mendoza García Alejandro',
    role: RoleName.Arrendador,
    note: 'no password yet: RFC + empty password',
    companies: ['MX10'],
    suppliers: ['0000100002'],
    passwordPending: true,
  },
];
