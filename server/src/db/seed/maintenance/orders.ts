/**
 * The demo maintenance orders themselves (list rows): who they are for, where, when and in which
 * status. Pure: the same anchor date and seed give the same orders.
 */
import type { maintenanceOrders } from '../../schema';
import type { Rng } from './prng';
import {
  CITIES,
  MONTH_NAMES,
  NEIGHBOURHOODS,
  ORDER_TEXTS,
  SITE_NAMES,
  STREETS,
  type City,
} from './texts';

export type OrderInsert = typeof maintenanceOrders.$inferInsert;

/** Who the orders are for: lessor / supplier, company, how many, their regions and crews. */
interface OrderBlock {
  lifnr: string;
  bukrs: string;
  count: number;
  regions: readonly string[];
  crewOf(region: string): string;
}

export const ORDER_BLOCKS: readonly OrderBlock[] = [
  {
    lifnr: '0000100001',
    bukrs: 'MX10',
    count: 100,
    regions: ['CEN', 'CEN', 'NOR', 'OCC', 'SUR'],
    crewOf: (r) => (r === 'NOR' ? 'ARC-NOR-01' : 'ARC-CEN-01'),
  },
  {
    lifnr: '0000200001',
    bukrs: 'MX10',
    count: 50,
    regions: ['NOR', 'NOR', 'CEN', 'OCC', 'SUR'],
    crewOf: (r) => `CUA-${r}-01`,
  },
  {
    lifnr: '0000100002',
    bukrs: 'MX10',
    count: 15,
    regions: ['CEN', 'OCC'],
    crewOf: () => 'MGA-01',
  },
  {
    lifnr: '0000100003',
    bukrs: 'MX20',
    count: 15,
    regions: ['NOR'],
    crewOf: () => 'NSI-01',
  },
];

export const FIRST_AUFNR = 400000100001;
const STATUS_CODES = ['01', '02', '03', '04', '05', '06', '07'] as const;
/** Weighted status draw after the first seven of a block (which take each status once). */
const STATUS_WEIGHTS = [
  '01',
  '01',
  '02',
  '02',
  '03',
  '03',
  '03',
  '04',
  '05',
  '05',
  '05',
  '06',
  '07',
  '07',
  '07',
];
/** The review status an order in each user status has reached (spec 3 §4.1, §4.4). */
const REVIEW_OF_STATUS: Record<string, string> = {
  '01': '',
  '02': '',
  '03': 'VAPR',
  '04': 'REPV',
  '05': 'VAPV',
  '06': 'RETL',
  '07': 'VATL',
};

export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The scheduled date: future-ish for orders still to be done, past for executed ones. */
function scheduledDate(rng: Rng, anchor: string, status: string): string {
  if (status === '01') return addDays(anchor, rng.int(-20, 60));
  if (status === '02') return addDays(anchor, rng.int(-10, 45));
  return addDays(anchor, -rng.int(5, 330));
}

interface Site {
  functLoc: string;
  descript: string;
  city: City;
  region: string;
  lat: number;
  lon: number;
  street: string;
  neighbourhood: string;
}

/** A pool of sites per region, so several orders over the year fall on one site. */
function sitePool(rng: Rng): Map<string, Site[]> {
  const pool = new Map<string, Site[]>();
  let n = 1;
  for (const [region, cities] of Object.entries(CITIES)) {
    const sites: Site[] = [];
    for (let k = 0; k < 12; k++) {
      const city = rng.pick(cities);
      sites.push({
        functLoc: `MX-${city.code}-${String(n++).padStart(4, '0')}`,
        descript: `Torre ${city.name} ${rng.pick(SITE_NAMES)}`,
        city,
        region,
        lat: Number((city.lat + rng.float(-0.12, 0.12, 6)).toFixed(6)),
        lon: Number((city.lon + rng.float(-0.12, 0.12, 6)).toFixed(6)),
        street: `${rng.pick(STREETS)} ${rng.int(10, 2500)}`,
        neighbourhood: rng.pick(NEIGHBOURHOODS),
      });
    }
    pool.set(region, sites);
  }
  return pool;
}

function orderType(rng: Rng): 'TS01' | 'TS02' | 'TS03' {
  const x = rng.next();
  return x < 0.6 ? 'TS01' : x < 0.9 ? 'TS02' : 'TS03';
}

export function generateOrders(rng: Rng, anchor: string): OrderInsert[] {
  const sites = sitePool(rng);
  const orders: OrderInsert[] = [];
  let aufnr = FIRST_AUFNR;
  for (const block of ORDER_BLOCKS) {
    for (let k = 0; k < block.count; k++) {
      const status = k < STATUS_CODES.length ? STATUS_CODES[k]! : rng.pick(STATUS_WEIGHTS);
      const region = rng.pick(block.regions);
      const site = rng.pick(sites.get(region)!);
      const auart = orderType(rng);
      const fsavd = scheduledDate(rng, anchor, status);
      const [y, m] = fsavd.split('-');
      orders.push({
        aufnr: String(aufnr++),
        auart,
        bukrs: block.bukrs,
        lifnr: block.lifnr,
        arbpl: `MTTO-${region}`,
        workCntr: status === '01' ? null : block.crewOf(region),
        status,
        orderStatus: REVIEW_OF_STATUS[status]!,
        txt: rng.pick(ORDER_TEXTS[auart]!),
        month: `${MONTH_NAMES[Number(m) - 1]} ${y}`,
        functLoc: site.functLoc,
        descript: site.descript,
        poNumber: `45000${rng.int(10000, 99999)}`,
        fsavd,
        fsavz: `${String(rng.int(8, 17)).padStart(2, '0')}:${rng.pick(['00', '30'])}:00`,
        tdline: `Realizar la rutina del formato ${auart} en el sitio ${site.functLoc} conforme al programa anual.`,
        latu: site.lat,
        lotu: site.lon,
        city1: site.city.name,
        region,
        strSuppl1: site.street,
        strSuppl2: site.neighbourhood,
        orderComments: rng.chance(0.3) ? 'Coordinar acceso con el arrendador un día antes.' : '',
        op: '0010',
        version: STATUS_CODES.indexOf(status as (typeof STATUS_CODES)[number]) + 1,
        modifiedDate: new Date(`${fsavd}T18:00:00Z`),
      });
    }
  }
  return orders;
}
