/**
 * Demo rows of the embedded ERP's business-partner master, for the access-request flow: partners
 * that are not yet portal suppliers (created by the request), ones that are, and an inactive one.
 * Each has the e-mail the ERP holds for it: a request typing that one is activated at once, any
 * other goes to an administrator's review (the README's security section).
 * Inserted only when missing, so a second start changes nothing.
 */
import type { Db } from '../client';
import { erpBusinessPartners } from '../schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEMO_BUSINESS_PARTNERS: (typeof erpBusinessPartners.$inferInsert)[] = [
  {
    partnerId: '0000200002',
    email: 'altas@torrespacifico.mx',
    bpType: 'SUPPLIER',
    lifnr: '0000200002',
    name: 'Construcciones y Torres del Pacífico, S.A. de C.V.',
    tin: 'CTP100512AB3',
    companyCodes: ['MX10'],
  },
  {
    partnerId: '0000200003',
    email: 'facturacion@enlacessureste.mx',
    bpType: 'SUPPLIER',
    lifnr: '0000200003',
    name: 'Energía y Enlaces del Sureste, S.A. de C.V.',
    tin: 'EES120903RT7',
    nonDeductible: true,
    companyCodes: ['MX10', 'MX20'],
  },
  {
    partnerId: '0000200001',
    email: 'admin@bajio.mx',
    bpType: 'SUPPLIER',
    lifnr: '0000200001',
    name: 'Servicios Electromecánicos del Bajío, S.A. de C.V.',
    tin: 'SEB050607HJ8',
    companyCodes: ['MX10'],
  },
  {
    partnerId: '0000100003',
    email: 'tegr750315qx1@correo.mx',
    bpType: 'LESSOR',
    lifnr: '1000100003',
    name: 'Treviño Garza Rosa María',
    tin: 'TEGR750315QX1',
    companyCodes: ['MX10'],
    siteIds: ['MX-NOR-0103', 'MX-NOR-0104'],
  },
  {
    partnerId: '0000100004',
    email: 'acuerdo.e2e@inmueblesbajio.mx',
    bpType: 'LESSOR',
    lifnr: '1000100004',
    name: 'Inmuebles del Bajío, S.A. de C.V.',
    tin: 'IBA030201KL5',
    maintVariable: true,
    companyCodes: ['MX10'],
    siteIds: ['MX-CEN-0204'],
  },
  // Lessors the end-to-end specs of the sign-in dialogs request, one each, so every spec signs
  // in with a user of its own: data-update.spec.ts (0000100011 and 0000100012) and
  // profile.spec.ts (0000100013).
  {
    partnerId: '0000100011',
    email: 'cierre.e2e@hernandezruiz.mx',
    bpType: 'LESSOR',
    lifnr: '1000100011',
    name: 'Hernández Ruiz José Luis',
    tin: 'HERJ680412MN4',
    companyCodes: ['MX10'],
    siteIds: ['MX-OCC-0305'],
  },
  {
    partnerId: '0000100012',
    email: 'reenvio.e2e@prediosgolfo.mx',
    bpType: 'LESSOR',
    lifnr: '1000100012',
    name: 'Predios del Golfo, S.A. de C.V.',
    tin: 'PGO090714TR2',
    companyCodes: ['MX10'],
    siteIds: ['MX-GOL-0406'],
  },
  {
    partnerId: '0000100013',
    email: 'perfil.e2e@castillomendoza.mx',
    bpType: 'LESSOR',
    lifnr: '1000100013',
    name: 'Castillo Mendoza Ana Sofía',
    tin: 'CAMA820923PL6',
    companyCodes: ['MX10'],
    siteIds: ['MX-SUR-0507'],
  },
  // A supplier access-requests.spec.ts asks for with another e-mail, for a review another
  // administrator decides first.
  {
    partnerId: '0000200007',
    email: 'altas@radioenlacesnoreste.mx',
    bpType: 'SUPPLIER',
    lifnr: '0000200007',
    name: 'Radioenlaces del Noreste, S.A. de C.V.',
    tin: 'RNO110822QK5',
    companyCodes: ['MX10'],
  },
  {
    partnerId: '0000200009',
    bpType: 'SUPPLIER',
    lifnr: '0000200009',
    name: 'Proveedor Dado de Baja, S.A. de C.V.',
    tin: 'PDB990101AA1',
    companyCodes: ['MX10'],
    active: false,
  },
];

export async function seedBusinessPartners(tx: Tx | Db): Promise<void> {
  await tx.insert(erpBusinessPartners).values(DEMO_BUSINESS_PARTNERS).onConflictDoNothing();
}
