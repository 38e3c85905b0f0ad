/**
 * The demo lessors and their contracts in the embedded ERP: who leases which site to which
 * company, for how much, due which day, since when, and the special cases a newcomer can try
 * (periods sharing a due date, regularizations, advance payments, variable maintenance).
 */
import type { AdvanceTypeCode, LeasingTypeCode } from '../../../../../src/domain/invoicing/codes';

export interface DemoLessor {
  lifnr: string;
  name: string;
  /** 13 characters: a natural person (ISR and IVA withheld). */
  rfc: string;
  /** The invoice series of its references (XBLNR 'LA-1024'). */
  series: string;
}

export const DEMO_LESSORS: readonly DemoLessor[] = [
  {
    lifnr: '0000100001',
    name: 'Inmobiliaria Los Arcos, S.A. de C.V.',
    rfc: 'ILA980412T56',
    series: 'LA',
  },
  { lifnr: '0000100002', name: 'Mendoza García Alejandro', rfc: 'MEGA800101AB1', series: 'MGA' },
  { lifnr: '0000100003', name: 'Treviño Garza Rosa María', rfc: 'TEGR750315QX1', series: 'TG' },
  {
    lifnr: '0000100004',
    name: 'Inmuebles del Bajío, S.A. de C.V.',
    rfc: 'IBA030201KL5',
    series: 'IB',
  },
  {
    lifnr: '0000100005',
    name: 'Desarrollos Inmobiliarios del Norte, S.A. de C.V.',
    rfc: 'DIN0506178H2',
    series: 'DN',
  },
];

/** A site: its id (the accounting object), its name and its state (REGIO, INEGI code). */
export interface DemoSite {
  id: string;
  name: string;
  regio: string;
}

/**
 * Cedular withholding on lease income by state, in percent (demo rates; the ERP's withholding
 * master holds the real ones). Applies to natural persons only.
 */
export const CEDULAR_PERCENT: Readonly<Record<string, string>> = { '11': '2', '12': '2' };

/** A site of a consolidated contract; `joinsMonthsAgo` makes it start mid-month that many months ago. */
export interface ConsolidatedSite extends DemoSite {
  /** Monthly rent in pesos. */
  rent: number;
  joinsMonthsAgo?: number;
}

interface PlanBase {
  bukrs: 'MX10' | 'MX20';
  recnnr: string;
  lifnr: string;
  recntxt: string;
  site: DemoSite;
  /** Day of the month periods fall due. */
  dueDay: number;
  /** The contract began this many months before the anchor's month. */
  beganMonthsAgo: number;
  /** An end this many months after the anchor's month; open-ended when absent. */
  endsMonthsAhead?: number;
  currency?: 'MXN' | 'USD';
  variableMaintenance?: boolean;
}

/** A contract with one period a month (lease A001, fixed maintenance A003). */
export interface MonthlyPlan extends PlanBase {
  kind: 'monthly';
  recntype: Extract<LeasingTypeCode, 'A001' | 'A003'>;
  /** Monthly amount in the contract's currency when it began; +4 % on each anniversary. */
  rent: number;
  /**
   * The periods of the last `catchUp` months and this month fall due together on this month's
   * due date and are still pending: a rescheduled contract, for the oldest-invoice rule.
   */
  catchUp?: number;
}

/** A consolidated contract (A002): one period a month made of its sites. */
export interface ConsolidatedPlan extends PlanBase {
  kind: 'consolidated';
  sites: readonly ConsolidatedSite[];
}

/**
 * An adjustments contract (A004): one regularization per year (Z094 2015 … Z102 2023); the years
 * up to `paidThrough` were invoiced and paid, the rest fall due together this month.
 */
export interface AdjustmentPlan extends PlanBase {
  kind: 'adjustments';
  years: readonly { year: number; amount: number }[];
  paidThrough: number;
  /** A complement (flow V101) of the last regularization, due next month. */
  complement?: number;
}

/**
 * An advance-payment contract (A001): twelve months paid at once. Last year's twelve were invoiced
 * and paid; this year's twelve (this month onwards) fall due together on this month's due date.
 */
export interface AdvancePlan extends PlanBase {
  kind: 'advance';
  advanceType: AdvanceTypeCode;
  /** Monthly rent before the discount. */
  rent: number;
  /** Discount per month: shown apart (type 01, Z030) or already taken from the rent (type 02). */
  discount: number;
}

export type ContractPlan = MonthlyPlan | ConsolidatedPlan | AdjustmentPlan | AdvancePlan;

const CDMX = '09';
const NUEVO_LEON = '19';
const JALISCO = '14';
const GUANAJUATO = '11';
const ESTADO_DE_MEXICO = '15';
const QUERETARO = '22';
const COAHUILA = '05';
const CHIHUAHUA = '08';
const OAXACA = '20';
const CHIAPAS = '07';

const TLALPAN = { id: 'MX-CEN-0101', name: 'Torre Tlalpan', regio: CDMX };
const COYOACAN = { id: 'MX-CEN-0102', name: 'Azotea Coyoacán', regio: CDMX };
const APODACA = { id: 'MX-NOR-0108', name: 'Torre Apodaca', regio: NUEVO_LEON };
const ZAPOPAN = { id: 'MX-OCC-0109', name: 'Torre Zapopan', regio: JALISCO };

export const CONTRACT_PLANS: readonly ContractPlan[] = [
  // Inmobiliaria Los Arcos (0000100001, legal entity), MX10: the demo lessor account's.
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000101',
    recntype: 'A001',
    lifnr: '0000100001',
    recntxt: 'Arrendamiento sitio MX-CEN-0101 Torre Tlalpan',
    site: TLALPAN,
    rent: 25_000,
    dueDay: 5,
    beganMonthsAgo: 70,
    catchUp: 2,
    variableMaintenance: true,
  },
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000102',
    recntype: 'A001',
    lifnr: '0000100001',
    recntxt: 'Arrendamiento sitio MX-CEN-0102 Azotea Coyoacán',
    site: COYOACAN,
    rent: 18_500,
    dueDay: 10,
    beganMonthsAgo: 44,
  },
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000103',
    recntype: 'A001',
    lifnr: '0000100001',
    recntxt: 'Arrendamiento sitio MX-NOR-0108 Torre Apodaca',
    site: APODACA,
    rent: 21_000,
    dueDay: 5,
    beganMonthsAgo: 14,
    variableMaintenance: true,
  },
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000104',
    recntype: 'A001',
    lifnr: '0000100001',
    recntxt: 'Arrendamiento sitio MX-OCC-0109 Torre Zapopan (USD)',
    site: ZAPOPAN,
    rent: 1_450,
    currency: 'USD',
    dueDay: 15,
    beganMonthsAgo: 52,
  },
  {
    kind: 'consolidated',
    bukrs: 'MX10',
    recnnr: '4000000201',
    lifnr: '0000100001',
    recntxt: 'Arrendamiento consolidado azoteas León',
    site: { id: 'MX-OCC-0210', name: 'Azoteas León', regio: GUANAJUATO },
    dueDay: 20,
    beganMonthsAgo: 40,
    sites: [
      { id: 'MX-OCC-0211', name: 'Azotea Centro León', regio: GUANAJUATO, rent: 6_800 },
      { id: 'MX-OCC-0212', name: 'Azotea Plaza Mayor', regio: GUANAJUATO, rent: 7_250 },
      { id: 'MX-OCC-0213', name: 'Azotea Jardines del Moral', regio: GUANAJUATO, rent: 5_900 },
      { id: 'MX-OCC-0214', name: 'Azotea San Juan Bosco', regio: GUANAJUATO, rent: 6_100 },
      { id: 'MX-OCC-0215', name: 'Azotea Los Paraísos', regio: GUANAJUATO, rent: 5_450 },
      {
        id: 'MX-OCC-0216',
        name: 'Azotea Puerta de Hierro',
        regio: GUANAJUATO,
        rent: 6_400,
        joinsMonthsAgo: 6,
      },
    ],
  },
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000301',
    recntype: 'A003',
    lifnr: '0000100001',
    recntxt: 'Mantenimiento fijo MX-CEN-0101 Torre Tlalpan',
    site: TLALPAN,
    rent: 4_200,
    dueDay: 15,
    beganMonthsAgo: 36,
  },
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000302',
    recntype: 'A003',
    lifnr: '0000100001',
    recntxt: 'Mantenimiento fijo MX-NOR-0108 Torre Apodaca',
    site: APODACA,
    rent: 3_800,
    dueDay: 15,
    beganMonthsAgo: 14,
  },
  {
    kind: 'adjustments',
    bukrs: 'MX10',
    recnnr: '4000000401',
    lifnr: '0000100001',
    recntxt: 'Ajustes de arrendamiento MX-CEN-0101 Torre Tlalpan',
    site: TLALPAN,
    dueDay: 15,
    beganMonthsAgo: 70,
    years: [
      { year: 2015, amount: 3_120 },
      { year: 2016, amount: 3_380 },
      { year: 2017, amount: 4_050 },
      { year: 2018, amount: 3_910 },
      { year: 2019, amount: 4_460 },
      { year: 2020, amount: 2_875 },
      { year: 2021, amount: 5_230 },
      { year: 2022, amount: 6_940 },
      { year: 2023, amount: 7_180 },
    ],
    paidThrough: 2017,
    complement: 1_240,
  },
  {
    kind: 'advance',
    bukrs: 'MX10',
    recnnr: '4000000501',
    lifnr: '0000100001',
    recntxt: 'Arrendamiento con pago anticipado MX-SUR-0105 Torre Oaxaca',
    site: { id: 'MX-SUR-0105', name: 'Torre Oaxaca', regio: OAXACA },
    advanceType: '01',
    rent: 20_000,
    discount: 2_000,
    dueDay: 5,
    beganMonthsAgo: 30,
  },
  {
    kind: 'advance',
    bukrs: 'MX10',
    recnnr: '4000000502',
    lifnr: '0000100001',
    recntxt: 'Arrendamiento con pago anticipado MX-SUR-0106 Torre Tuxtla',
    site: { id: 'MX-SUR-0106', name: 'Torre Tuxtla', regio: CHIAPAS },
    advanceType: '02',
    rent: 18_000,
    discount: 900,
    dueDay: 10,
    beganMonthsAgo: 26,
  },
  // Mendoza García Alejandro (0000100002, natural person), MX10: ISR and IVA withheld, cedular in León.
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000111',
    recntype: 'A001',
    lifnr: '0000100002',
    recntxt: 'Arrendamiento sitio MX-CEN-0111 Terreno Toluca',
    site: { id: 'MX-CEN-0111', name: 'Terreno Toluca', regio: ESTADO_DE_MEXICO },
    rent: 12_000,
    dueDay: 5,
    beganMonthsAgo: 60,
  },
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000112',
    recntype: 'A001',
    lifnr: '0000100002',
    recntxt: 'Arrendamiento sitio MX-OCC-0112 Terreno León',
    site: { id: 'MX-OCC-0112', name: 'Terreno León', regio: GUANAJUATO },
    rent: 13_750,
    dueDay: 20,
    beganMonthsAgo: 33,
  },
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000311',
    recntype: 'A003',
    lifnr: '0000100002',
    recntxt: 'Mantenimiento fijo MX-CEN-0111 Terreno Toluca',
    site: { id: 'MX-CEN-0111', name: 'Terreno Toluca', regio: ESTADO_DE_MEXICO },
    rent: 2_500,
    dueDay: 15,
    beganMonthsAgo: 30,
  },
  {
    kind: 'adjustments',
    bukrs: 'MX10',
    recnnr: '4000000411',
    lifnr: '0000100002',
    recntxt: 'Ajustes de arrendamiento MX-CEN-0111 Terreno Toluca',
    site: { id: 'MX-CEN-0111', name: 'Terreno Toluca', regio: ESTADO_DE_MEXICO },
    dueDay: 15,
    beganMonthsAgo: 60,
    years: [
      { year: 2021, amount: 1_980 },
      { year: 2022, amount: 2_410 },
      { year: 2023, amount: 2_760 },
    ],
    paidThrough: 2021,
  },
  // Inmuebles del Bajío (0000100004, legal entity), MX10: variable maintenance on both sites.
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000121',
    recntype: 'A001',
    lifnr: '0000100004',
    recntxt: 'Arrendamiento sitio MX-CEN-0204 Torre Querétaro',
    site: { id: 'MX-CEN-0204', name: 'Torre Querétaro', regio: QUERETARO },
    rent: 19_900,
    dueDay: 10,
    beganMonthsAgo: 48,
    variableMaintenance: true,
  },
  {
    kind: 'monthly',
    bukrs: 'MX10',
    recnnr: '4000000122',
    recntype: 'A001',
    lifnr: '0000100004',
    recntxt: 'Arrendamiento sitio MX-OCC-0205 Torre León Oriente',
    site: { id: 'MX-OCC-0205', name: 'Torre León Oriente', regio: GUANAJUATO },
    rent: 22_400,
    dueDay: 25,
    beganMonthsAgo: 28,
    variableMaintenance: true,
  },
  // Treviño Garza Rosa María (0000100003, natural person), MX20.
  {
    kind: 'monthly',
    bukrs: 'MX20',
    recnnr: '4200000101',
    recntype: 'A001',
    lifnr: '0000100003',
    recntxt: 'Arrendamiento sitio MX-NOR-0103 Torre Monterrey Centro',
    site: { id: 'MX-NOR-0103', name: 'Torre Monterrey Centro', regio: NUEVO_LEON },
    rent: 15_000,
    dueDay: 5,
    beganMonthsAgo: 58,
    variableMaintenance: true,
  },
  {
    kind: 'monthly',
    bukrs: 'MX20',
    recnnr: '4200000102',
    recntype: 'A001',
    lifnr: '0000100003',
    recntxt: 'Arrendamiento sitio MX-NOR-0104 Azotea San Pedro',
    site: { id: 'MX-NOR-0104', name: 'Azotea San Pedro', regio: NUEVO_LEON },
    rent: 17_200,
    dueDay: 5,
    beganMonthsAgo: 41,
    catchUp: 1,
  },
  {
    kind: 'monthly',
    bukrs: 'MX20',
    recnnr: '4200000103',
    recntype: 'A001',
    lifnr: '0000100003',
    recntxt: 'Arrendamiento sitio MX-NOR-0107 Torre Saltillo',
    site: { id: 'MX-NOR-0107', name: 'Torre Saltillo', regio: COAHUILA },
    rent: 13_400,
    dueDay: 10,
    beganMonthsAgo: 22,
  },
  {
    kind: 'consolidated',
    bukrs: 'MX20',
    recnnr: '4200000201',
    lifnr: '0000100003',
    recntxt: 'Arrendamiento consolidado azoteas Monterrey',
    site: { id: 'MX-NOR-0120', name: 'Azoteas Monterrey', regio: NUEVO_LEON },
    dueDay: 20,
    beganMonthsAgo: 38,
    sites: [
      { id: 'MX-NOR-0121', name: 'Azotea Cumbres', regio: NUEVO_LEON, rent: 5_600 },
      { id: 'MX-NOR-0122', name: 'Azotea Mitras', regio: NUEVO_LEON, rent: 4_950 },
      { id: 'MX-NOR-0123', name: 'Azotea Contry', regio: NUEVO_LEON, rent: 5_300 },
      {
        id: 'MX-NOR-0124',
        name: 'Azotea Valle Oriente',
        regio: NUEVO_LEON,
        rent: 6_750,
        joinsMonthsAgo: 3,
      },
    ],
  },
  {
    kind: 'adjustments',
    bukrs: 'MX20',
    recnnr: '4200000401',
    lifnr: '0000100003',
    recntxt: 'Ajustes de arrendamiento MX-NOR-0103 Torre Monterrey Centro',
    site: { id: 'MX-NOR-0103', name: 'Torre Monterrey Centro', regio: NUEVO_LEON },
    dueDay: 15,
    beganMonthsAgo: 58,
    years: [
      { year: 2018, amount: 2_230 },
      { year: 2019, amount: 2_615 },
      { year: 2020, amount: 1_940 },
      { year: 2021, amount: 3_105 },
      { year: 2022, amount: 3_480 },
      { year: 2023, amount: 3_720 },
    ],
    paidThrough: 2020,
  },
  {
    kind: 'advance',
    bukrs: 'MX20',
    recnnr: '4200000501',
    lifnr: '0000100003',
    recntxt: 'Arrendamiento con pago anticipado MX-NOR-0125 Torre Escobedo',
    site: { id: 'MX-NOR-0125', name: 'Torre Escobedo', regio: NUEVO_LEON },
    advanceType: '02',
    rent: 14_000,
    discount: 700,
    dueDay: 5,
    beganMonthsAgo: 25,
  },
  // Desarrollos Inmobiliarios del Norte (0000100005, legal entity), MX20.
  {
    kind: 'monthly',
    bukrs: 'MX20',
    recnnr: '4200000111',
    recntype: 'A001',
    lifnr: '0000100005',
    recntxt: 'Arrendamiento sitio MX-NOR-0131 Torre Chihuahua',
    site: { id: 'MX-NOR-0131', name: 'Torre Chihuahua', regio: CHIHUAHUA },
    rent: 14_300,
    dueDay: 10,
    beganMonthsAgo: 50,
  },
  {
    kind: 'monthly',
    bukrs: 'MX20',
    recnnr: '4200000112',
    recntype: 'A001',
    lifnr: '0000100005',
    recntxt: 'Arrendamiento sitio MX-NOR-0132 Torre Juárez',
    site: { id: 'MX-NOR-0132', name: 'Torre Juárez', regio: CHIHUAHUA },
    rent: 16_100,
    dueDay: 10,
    beganMonthsAgo: 47,
    endsMonthsAhead: 5,
  },
  {
    kind: 'monthly',
    bukrs: 'MX20',
    recnnr: '4200000311',
    recntype: 'A003',
    lifnr: '0000100005',
    recntxt: 'Mantenimiento fijo MX-NOR-0131 Torre Chihuahua',
    site: { id: 'MX-NOR-0131', name: 'Torre Chihuahua', regio: CHIHUAHUA },
    rent: 3_100,
    dueDay: 15,
    beganMonthsAgo: 24,
  },
];

/** What variable-maintenance invoices describe (DESCRIPCION, at most 16 characters). */
export const MT_DESCRIPTIONS = [
  'Cambio luminaria',
  'Poda de maleza',
  'Reparar cerca',
  'Pintura caseta',
  'Limpieza azotea',
  'Impermeabilizar',
  'Cambio candado',
  'Reparar portón',
  'Desazolve',
  'Fumigación',
] as const;

/** Why the operator rejected a variable-maintenance invoice. */
export const MT_REJECTIONS = [
  'Importe no corresponde a la orden de servicio',
  'Falta evidencia fotográfica del servicio',
] as const;

/**
 * The months (relative to the anchor's month) a variable-maintenance contract has an invoice in;
 * the one four months back was rejected.
 */
export const MT_INVOICE_MONTHS = [-23, -20, -17, -14, -11, -8, -6, -4, -2, -1, 0] as const;
export const MT_REJECTED_MONTH = -4;
