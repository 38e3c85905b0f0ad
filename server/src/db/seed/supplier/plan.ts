/**
 * The demo purchasing of the embedded ERP: the vendors, the withholding master and
 * the purchase orders each supplier invoices against — which kind (BSART, AUART, item category),
 * currency, withholdings, how long ago it was ordered — and the special cases a newcomer can try:
 * twins (a freight condition on a receipt line), a USD order beside MXN ones, orders of both
 * types, withholdings from the master, a lessor's own receipts (ReceiptLessor).
 */
import type { OrderTypeCode } from '../../../../../src/domain/supplier-invoicing/codes';

export interface DemoVendor {
  lifnr: string;
  name: string;
  rfc: string;
}

export const DEMO_VENDORS: readonly DemoVendor[] = [
  {
    lifnr: '0000200001',
    name: 'Servicios Electromecánicos del Bajío, S.A. de C.V.',
    rfc: 'SEB050607HJ8',
  },
  {
    lifnr: '0000200002',
    name: 'Construcciones y Torres del Pacífico, S.A. de C.V.',
    rfc: 'CTP100512AB3',
  },
  {
    lifnr: '0000200003',
    name: 'Energía y Enlaces del Sureste, S.A. de C.V.',
    rfc: 'EES120903RT7',
  },
  {
    lifnr: '0000200004',
    name: 'Suministros Industriales del Norte, S.A. de C.V.',
    rfc: 'SIN081120KP4',
  },
  { lifnr: '0000100001', name: 'Inmobiliaria Los Arcos, S.A. de C.V.', rfc: 'ILA980412T56' },
];

/** The withholding master (WITHT, TEXT40, WT_WITHCD) with demo rates. */
export const WITHHOLDING_TYPES = [
  {
    witht: 'R1',
    text40: 'Retención ISR 10% honorarios',
    wtWithcd: '10',
    percent: '10.0000',
    tax: 'ISR',
  },
  {
    witht: 'R2',
    text40: 'Retención IVA 2/3 honorarios',
    wtWithcd: '11',
    percent: '10.6667',
    tax: 'IVA',
  },
  { witht: 'R4', text40: 'Retención IVA 4% fletes', wtWithcd: '04', percent: '4.0000', tax: 'IVA' },
  {
    witht: 'R6',
    text40: 'Retención IVA 6% servicios de personal',
    wtWithcd: '06',
    percent: '6.0000',
    tax: 'IVA',
  },
] as const;

/** An order kind: its ERP document type, maintenance order type, item category and order type. */
export interface OrderKind {
  bsart: string;
  auart: string;
  pstyp: string;
  orderType: OrderTypeCode;
  /** Unit of the items (H87 piece for goods; E48 service unit; ACT activity). */
  meins: string;
  withholdings: readonly string[];
  items: readonly string[];
}

export const KINDS = {
  materials: {
    bsart: 'OCPO',
    auart: '',
    pstyp: '0',
    orderType: '01',
    meins: 'H87',
    withholdings: [],
    items: [
      'Gabinete exterior 19" para radio',
      'Rectificador 48 VCD 3 kW',
      'Banco de baterías 48 V 150 Ah',
      'Cable de tierra calibre 2 AWG',
      'Escalerilla para cable 30 cm',
    ],
  },
  fixedAssets: {
    bsart: 'OCAF',
    auart: '',
    pstyp: '0',
    orderType: '01',
    meins: 'H87',
    withholdings: [],
    items: ['Planta de emergencia 30 kVA', 'Aire acondicionado de precisión 5 TR'],
  },
  corrective: {
    bsart: 'OCMT',
    auart: 'TS01',
    pstyp: '9',
    orderType: '02',
    meins: 'E48',
    withholdings: ['R6'],
    items: ['Mantenimiento correctivo de planta de emergencia', 'Reparación de tierras físicas'],
  },
  preventive: {
    bsart: 'OCMT',
    auart: 'TS04',
    pstyp: '9',
    orderType: '02',
    meins: 'E48',
    withholdings: ['R6'],
    items: ['Mantenimiento preventivo de sitio', 'Limpieza de terreno y poda'],
  },
  professional: {
    bsart: 'OCSV',
    auart: '',
    pstyp: '9',
    orderType: '02',
    meins: 'ACT',
    withholdings: ['R1', 'R2'],
    items: ['Estudio estructural de torre', 'Levantamiento topográfico'],
  },
  freight: {
    bsart: 'OCSV',
    auart: 'TS02',
    pstyp: '9',
    orderType: '02',
    meins: 'E48',
    withholdings: ['R4'],
    items: ['Flete de equipo a sitio', 'Maniobra con grúa'],
  },
} as const satisfies Record<string, OrderKind>;
export type KindName = keyof typeof KINDS;

/**
 * A demo order: its number, company, vendor, kind, currency, when it was ordered and received,
 * and whether its receipts have a freight twin. `invoicedDaysAgo` set means its receipts were
 * invoiced that many days ago (and paid when `paid`); otherwise they are pending.
 */
export interface OrderPlan {
  ebeln: string;
  bukrs: 'MX10' | 'MX20';
  lifnr: string;
  kind: KindName;
  waers: 'MXN' | 'USD';
  /** Days before the anchor the order was created; receipts follow within days. */
  orderedDaysAgo: number;
  items: number;
  receiptsPerItem: number;
  twin?: boolean;
  invoicedDaysAgo?: number;
  paid?: boolean;
  recntxt: string;
  paymentDays: number;
}

const SITES = [
  'MX-CEN-0101 Torre Tlalpan',
  'MX-NOR-0102 Torre Cumbres',
  'MX-OCC-0201 Torre Zapopan',
  'MX-SUR-0301 Torre Mérida Norte',
  'MX-GOL-0401 Torre Boca del Río',
];

/**
 * The demo orders of supplier 0000200001 (user `proveedor`, MX10): pending receipts of both order
 * types, MXN and USD, with twins and withholdings; then a year of invoiced and paid orders for its
 * account statement. Then the other suppliers' and the lessor's.
 */
export function orderPlans(): OrderPlan[] {
  const plans: OrderPlan[] = [];
  const add = (p: Omit<OrderPlan, 'recntxt' | 'paymentDays'> & Partial<OrderPlan>) =>
    plans.push({
      recntxt: SITES[plans.length % SITES.length]!,
      paymentDays: p.kind === 'materials' || p.kind === 'fixedAssets' ? 30 : 45,
      ...p,
    });
  // 0000200001, pending: two materials orders (one with a freight twin), one in USD, services.
  add({
    ebeln: '4500001001',
    bukrs: 'MX10',
    lifnr: '0000200001',
    kind: 'materials',
    waers: 'MXN',
    orderedDaysAgo: 40,
    items: 2,
    receiptsPerItem: 2,
    twin: true,
  });
  add({
    ebeln: '4500001002',
    bukrs: 'MX10',
    lifnr: '0000200001',
    kind: 'materials',
    waers: 'MXN',
    orderedDaysAgo: 25,
    items: 2,
    receiptsPerItem: 1,
  });
  add({
    ebeln: '4500001003',
    bukrs: 'MX10',
    lifnr: '0000200001',
    kind: 'materials',
    waers: 'USD',
    orderedDaysAgo: 20,
    items: 1,
    receiptsPerItem: 2,
  });
  add({
    ebeln: '4500001004',
    bukrs: 'MX10',
    lifnr: '0000200001',
    kind: 'corrective',
    waers: 'MXN',
    orderedDaysAgo: 18,
    items: 2,
    receiptsPerItem: 1,
  });
  add({
    ebeln: '4500001005',
    bukrs: 'MX10',
    lifnr: '0000200001',
    kind: 'professional',
    waers: 'MXN',
    orderedDaysAgo: 12,
    items: 1,
    receiptsPerItem: 2,
  });
  add({
    ebeln: '4500001006',
    bukrs: 'MX10',
    lifnr: '0000200001',
    kind: 'fixedAssets',
    waers: 'MXN',
    orderedDaysAgo: 9,
    items: 1,
    receiptsPerItem: 1,
  });
  add({
    ebeln: '4500001007',
    bukrs: 'MX10',
    lifnr: '0000200001',
    kind: 'preventive',
    waers: 'MXN',
    orderedDaysAgo: 6,
    items: 2,
    receiptsPerItem: 1,
    twin: true,
  });
  add({
    ebeln: '4500001008',
    bukrs: 'MX10',
    lifnr: '0000200001',
    kind: 'freight',
    waers: 'MXN',
    orderedDaysAgo: 3,
    items: 1,
    receiptsPerItem: 1,
  });
  // 0000200001, a year of invoiced orders: paid when invoiced over 60 days ago.
  const history: KindName[] = ['materials', 'corrective', 'professional', 'preventive'];
  for (let m = 1; m <= 11; m++) {
    const daysAgo = 30 * m + 15;
    add({
      ebeln: `45000011${String(m).padStart(2, '0')}`,
      bukrs: 'MX10',
      lifnr: '0000200001',
      kind: history[m % history.length]!,
      waers: m % 5 === 0 ? 'USD' : 'MXN',
      orderedDaysAgo: daysAgo,
      items: 1 + (m % 2),
      receiptsPerItem: 1,
      invoicedDaysAgo: daysAgo - 10,
      paid: daysAgo - 10 > 60,
    });
  }
  // Other suppliers: pending and invoiced orders in MX10 and MX20.
  add({
    ebeln: '4500002001',
    bukrs: 'MX10',
    lifnr: '0000200002',
    kind: 'fixedAssets',
    waers: 'MXN',
    orderedDaysAgo: 30,
    items: 2,
    receiptsPerItem: 1,
  });
  add({
    ebeln: '4500002002',
    bukrs: 'MX10',
    lifnr: '0000200002',
    kind: 'corrective',
    waers: 'MXN',
    orderedDaysAgo: 120,
    items: 1,
    receiptsPerItem: 1,
    invoicedDaysAgo: 110,
    paid: true,
  });
  add({
    ebeln: '4500003001',
    bukrs: 'MX10',
    lifnr: '0000200003',
    kind: 'preventive',
    waers: 'MXN',
    orderedDaysAgo: 15,
    items: 1,
    receiptsPerItem: 2,
    twin: true,
  });
  add({
    ebeln: '4500003002',
    bukrs: 'MX20',
    lifnr: '0000200003',
    kind: 'materials',
    waers: 'USD',
    orderedDaysAgo: 35,
    items: 2,
    receiptsPerItem: 1,
  });
  add({
    ebeln: '4500004001',
    bukrs: 'MX20',
    lifnr: '0000200004',
    kind: 'materials',
    waers: 'MXN',
    orderedDaysAgo: 50,
    items: 3,
    receiptsPerItem: 1,
  });
  add({
    ebeln: '4500004002',
    bukrs: 'MX20',
    lifnr: '0000200004',
    kind: 'freight',
    waers: 'MXN',
    orderedDaysAgo: 200,
    items: 1,
    receiptsPerItem: 1,
    invoicedDaysAgo: 190,
    paid: true,
  });
  // The lessor 0000100001 also services its sites under purchase orders (ReceiptLessor).
  add({
    ebeln: '4500005001',
    bukrs: 'MX10',
    lifnr: '0000100001',
    kind: 'preventive',
    waers: 'MXN',
    orderedDaysAgo: 20,
    items: 2,
    receiptsPerItem: 1,
  });
  add({
    ebeln: '4500005002',
    bukrs: 'MX10',
    lifnr: '0000100001',
    kind: 'corrective',
    waers: 'MXN',
    orderedDaysAgo: 8,
    items: 1,
    receiptsPerItem: 1,
  });
  return plans;
}
