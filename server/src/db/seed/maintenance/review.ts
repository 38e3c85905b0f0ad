/**
 * What hangs under each demo order: groups of tests with the crew's results, the site inventory
 * with antennas, photos near (or, a few, far from) the site, attachments, and a review mix that
 * matches the order's status. Pure: the same draws give the same rows.
 */
import type {
  maintenanceAntennas,
  maintenanceAttachments,
  maintenanceCharacteristics,
  maintenanceGroups,
  maintenanceInventories,
  maintenancePhotos,
} from '../../schema';
import type { OrderInsert } from './orders';
import { addDays } from './orders';
import { makePdf } from './pdf';
import type { Rng } from './prng';
import {
  ANTENNA_OBSERVATIONS,
  CONCESSIONAIRE_OPTIONS,
  CREW_COMMENTS,
  GROUP_TEMPLATES,
  INVENTORY_TESTS,
  REJECTION_COMMENTS,
  SECTOR_OPTIONS,
  SIZE_OPTIONS,
  TECHNOLOGY_OPTIONS,
  TOWER_TYPES,
  type TestTemplate,
} from './texts';

type PhotoInsert = typeof maintenancePhotos.$inferInsert;
export type AttachmentSeed = Omit<typeof maintenanceAttachments.$inferInsert, 'blobSha256'> & {
  content: Uint8Array;
};

export interface OrderChildren {
  groups: (typeof maintenanceGroups.$inferInsert)[];
  characteristics: (typeof maintenanceCharacteristics.$inferInsert)[];
  inventory: typeof maintenanceInventories.$inferInsert;
  antennas: (typeof maintenanceAntennas.$inferInsert)[];
  photos: PhotoInsert[];
  attachments: AttachmentSeed[];
}

interface Review {
  statusPr: string;
  commentsPr: string;
  statusTl: string;
  commentsTl: string;
}

const EMPTY: Review = { statusPr: '', commentsPr: '', statusTl: '', commentsTl: '' };
const EXECUTED = new Set(['03', '04', '05', '06', '07']);

/**
 * The review of one row for an order in `status`: 04 lessor rejections with comments, 05 lessor
 * approvals (and, when the operator started, some VATL: locked), 06 operator rejections, 07 VATL.
 */
function reviewFor(rng: Rng, status: string, operatorStarted: boolean, force: boolean): Review {
  const reject = (): string => rng.pick(REJECTION_COMMENTS);
  switch (status) {
    case '04':
      return force || rng.chance(0.25)
        ? { ...EMPTY, statusPr: 'REPV', commentsPr: reject() }
        : { ...EMPTY, statusPr: 'VAPV' };
    case '05':
      return {
        ...EMPTY,
        statusPr: 'VAPV',
        statusTl: operatorStarted && rng.chance(0.5) ? 'VATL' : '',
      };
    case '06':
      return force || rng.chance(0.3)
        ? { ...EMPTY, statusPr: 'VAPV', statusTl: 'RETL', commentsTl: reject() }
        : { ...EMPTY, statusPr: 'VAPV', statusTl: 'VATL' };
    case '07':
      return { ...EMPTY, statusPr: 'VAPV', statusTl: 'VATL' };
    default:
      return EMPTY;
  }
}

/** Where a photo was taken: within ~100 m of the site, a few > 1 km away, a few with no fix. */
function photoPosition(
  rng: Rng,
  order: OrderInsert,
): { lat: number | null; longitud: number | null } {
  const x = rng.next();
  if (x < 0.03) return { lat: null, longitud: null };
  const far = x < 0.07;
  const offset = () =>
    far ? rng.pick([-1, 1]) * rng.float(0.012, 0.04, 6) : rng.float(-0.0006, 0.0006, 6);
  return {
    lat: Number((order.latu + offset()).toFixed(6)),
    longitud: Number((order.lotu + offset()).toFixed(6)),
  };
}

function testResult(rng: Rng, test: TestTemplate, executed: boolean) {
  if (!executed) return { value: '', charStatus: '', charComments: '' };
  const fails = rng.chance(0.08);
  let value = '';
  if (test.measure) {
    const [min, max, unit] = test.measure;
    value = `${rng.float(min, max, 1)} ${unit}`;
  } else if (test.options.length > 0) {
    value = fails ? test.options[test.options.length - 1]!.value : test.options[0]!.value;
  }
  return {
    value,
    charStatus: fails ? 'No cumple' : 'Cumple',
    charComments: fails || rng.chance(0.1) ? rng.pick(CREW_COMMENTS) : '',
  };
}

export function generateChildren(
  rng: Rng,
  order: OrderInsert,
  blobs: readonly string[],
): OrderChildren {
  const executed = EXECUTED.has(order.status);
  const operatorStarted = order.status === '05' && rng.chance(0.4);
  const out: Omit<OrderChildren, 'inventory'> = {
    groups: [],
    characteristics: [],
    antennas: [],
    photos: [],
    attachments: [],
  };
  let photoSeq = 0;
  const addPhotos = (
    where: Pick<PhotoInsert, 'ownerUuid' | 'charSequence' | 'antenna'>,
    count: number,
  ) => {
    for (let k = 0; k < count; k++) {
      const minutes = rng.int(0, 180);
      const [h, m] = (order.fsavz ?? '09:00:00').split(':').map(Number);
      const total = h! * 60 + m! + minutes;
      out.photos.push({
        id: rng.uuid(),
        aufnr: order.aufnr,
        ...where,
        sequence: ++photoSeq,
        ...photoPosition(rng, order),
        takenDate: order.fsavd,
        takenTime: `${String(Math.min(23, Math.floor(total / 60))).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
        blobSha256: rng.pick(blobs),
      });
    }
  };

  const groupCount = rng.int(6, 12);
  const templates = GROUP_TEMPLATES.slice(0, groupCount);
  templates.forEach((t, gi) => {
    const uuidObj = rng.uuid();
    const testCount = rng.int(4, 10);
    let failed = false;
    for (let s = 1; s <= testCount; s++) {
      const test = t.tests[s - 1]!;
      const result = testResult(rng, test, executed);
      failed ||= result.charStatus === 'No cumple';
      out.characteristics.push({
        aufnr: order.aufnr,
        ownerUuid: uuidObj,
        sequence: s,
        charText: test.text,
        ...result,
        charCommentsIndicator: result.charComments !== '',
        options: test.options,
      });
      if (executed && s >= 4 && s <= 8 && rng.chance(0.7)) {
        addPhotos({ ownerUuid: uuidObj, charSequence: s, antenna: null }, rng.int(1, 2));
      }
    }
    out.groups.push({
      uuidObj,
      aufnr: order.aufnr,
      sequence: gi + 1,
      groupCode: t.code,
      groupVersion: '0001',
      groupVariant: order.auart === 'TS03' ? 'V02' : 'V01',
      groupText: t.text,
      groupStatus: executed ? (failed ? 'Con observaciones' : 'Correcto') : '',
      groupComments: executed && failed ? rng.pick(CREW_COMMENTS) : '',
      ...reviewFor(rng, order.status, operatorStarted, gi === 0),
    });
  });

  const inventoryUuid = rng.uuid();
  INVENTORY_TESTS.forEach((text, i) => {
    out.characteristics.push({
      aufnr: order.aufnr,
      ownerUuid: inventoryUuid,
      sequence: i + 1,
      charText: text,
      value: '',
      charStatus: executed ? 'Cumple' : '',
      charComments: '',
      charCommentsIndicator: false,
      options: [],
    });
    if (executed) addPhotos({ ownerUuid: inventoryUuid, charSequence: i + 1, antenna: null }, 1);
  });
  const towerHeight = rng.pick([18, 24, 30, 36, 42, 45, 50, 60]);
  const towerType = rng.pick(TOWER_TYPES);
  const inventory: OrderChildren['inventory'] = {
    aufnr: order.aufnr,
    uuidObj: inventoryUuid,
    buildingHeight: towerType === 'Mástil en azotea' ? rng.float(9, 30, 1) : 0,
    towerType,
    towerHeight,
    generalComments: executed ? rng.pick(CREW_COMMENTS) : '',
    ...reviewFor(rng, order.status, operatorStarted, false),
    technologyOptions: TECHNOLOGY_OPTIONS,
    sizeOptions: SIZE_OPTIONS,
    sectorOptions: SECTOR_OPTIONS,
    concessionaireOptions: CONCESSIONAIRE_OPTIONS,
  };

  const antennaCount = rng.int(5, 30);
  for (let n = 1; n <= antennaCount; n++) {
    const sector = SECTOR_OPTIONS[(n - 1) % 3]!.opt;
    const technology = rng.pick(TECHNOLOGY_OPTIONS).opt;
    out.antennas.push({
      aufnr: order.aufnr,
      antenna: n,
      technologyCode: technology,
      sizeCode: technology === 'MW' ? rng.pick(['06', '12', '18']) : rng.pick(['24', '26']),
      ncra: rng.float(towerHeight * 0.5, towerHeight - 1, 1),
      um: 'M',
      orientation: ((sector === 'A' ? 0 : sector === 'B' ? 120 : 240) + rng.int(0, 40)) % 360,
      sectorCode: sector,
      concessionaireCode: rng.pick(CONCESSIONAIRE_OPTIONS).opt,
      observations: rng.pick(ANTENNA_OBSERVATIONS),
      comments: '',
      ...reviewFor(rng, order.status, operatorStarted, false),
    });
    if (executed && rng.chance(0.5))
      addPhotos({ ownerUuid: null, charSequence: null, antenna: n }, 1);
  }

  if (executed && rng.chance(0.4)) {
    const count = rng.int(1, 3);
    for (let k = 1; k <= count; k++) {
      const typeId = rng.int(1, 5);
      const created = new Date(
        `${addDays(order.fsavd, 1)}T16:${String(10 + k).padStart(2, '0')}:00Z`,
      );
      out.attachments.push({
        aufnr: order.aufnr,
        attachmentTypeId: typeId,
        description: `Reporte ${k} de la orden ${order.aufnr}`,
        notes: `Documento entregado por la cuadrilla ${order.workCntr ?? ''} para el sitio ${order.functLoc}.`,
        fileName: `reporte-${order.aufnr}-${k}.pdf`,
        fileExt: 'pdf',
        fileSize: 0,
        active: true,
        createdBy: order.lifnr === '0000200001' ? 'proveedor' : 'mantto.fijo',
        createdDate: created,
        content: makePdf([
          `Orden de mantenimiento ${order.aufnr}`,
          `Sitio ${order.functLoc} - ${order.descript}`,
          `Fecha programada ${order.fsavd}`,
          `Documento ${k} de ${count}`,
        ]),
      });
    }
  }
  return { ...out, inventory };
}
