/**
 * The embedded ERP's customer master (KNA1) for the demo: the three demo clients, and three
 * customers the portal does not have yet, so an administrator can add a principal client and a
 * child from the demo (/admin_client).
 */
export const CUSTOMER_PARENT = '0000300001';
export const CUSTOMER_NORTE = '0000300002';
export const CUSTOMER_SUR = '0000300003';

export const CUSTOMER_NAMES: Record<string, string> = {
  [CUSTOMER_PARENT]: 'Cliente Corporativo, S.A. de C.V.',
  [CUSTOMER_NORTE]: 'Cliente Corporativo Sucursal Norte',
  [CUSTOMER_SUR]: 'Cliente Corporativo Sucursal Sur',
};

export const CUSTOMER_MASTER = [
  {
    kunnr: CUSTOMER_PARENT,
    name: CUSTOMER_NAMES[CUSTOMER_PARENT]!,
    tin: 'CCO950101AB1',
    bukrs: 'MX10',
  },
  {
    kunnr: CUSTOMER_NORTE,
    name: CUSTOMER_NAMES[CUSTOMER_NORTE]!,
    tin: 'CCN980515CD2',
    bukrs: 'MX10',
  },
  { kunnr: CUSTOMER_SUR, name: CUSTOMER_NAMES[CUSTOMER_SUR]!, tin: 'CCS010320EF3', bukrs: 'MX10' },
  {
    kunnr: '0000300004',
    name: 'Grupo Constructor del Pacífico, S.A. de C.V.',
    tin: 'GCP120830GH4',
    bukrs: 'MX10',
  },
  {
    kunnr: '0000300005',
    name: 'Constructora del Pacífico Sucursal Mazatlán',
    tin: 'CPM150210JK5',
    bukrs: 'MX10',
  },
  {
    kunnr: '0000300006',
    name: 'Telecomunicaciones del Sureste, S.A. de C.V.',
    tin: 'TSU090707LM6',
    bukrs: 'MX20',
  },
] as const;
