/** Protocol-valid maintenance orders for the local store's tests. */
import type { OrderDetails, OrderRow, PhotoRef } from '../../../protocol/maintenance';

export function makePhoto(id: string, lat: number | null = 19.43): PhotoRef {
  return {
    idPhoto: 1,
    Id: id,
    lat,
    longitud: lat === null ? null : -99.13,
    date: '01-03-2026',
    time: '10:00:00',
  };
}

export function makeDetails(orderCode: string, photoIds: string[], version = 3): OrderDetails {
  return {
    orderCode,
    orderType: 'TS01',
    orderStatus: 'VAPR',
    orderDate: '01-03-2026',
    supplier: '0000100001',
    site: 'MEX-0001',
    version,
    groups: [
      {
        uuidObj: 'g1',
        sequence: 1,
        groupCode: 'G01',
        groupVersion: '1',
        groupVariant: '1',
        groupText: 'Sistema de tierras',
        groupStatus: 'OK',
        groupComments: '',
        groupStatusPr: '',
        groupCommentsPr: '',
        groupStatusTl: '',
        groupCommentsTl: '',
        edited: false,
        error: null,
        locked: false,
        characteristics: [
          {
            sequence: 4,
            charText: 'Fotografía general',
            charComments: '',
            charCommentsIndicator: false,
            charStatus: 'OK',
            charPhotos: photoIds.map((id) => makePhoto(id)),
            value: '',
            options: [],
          },
        ],
      },
    ],
    inventory: null,
  };
}

export function makeRow(orderCode: string, version = 3): OrderRow {
  return {
    AUFNR: orderCode,
    AUART: 'TS01',
    AUART_TXT: 'Mantenimiento preventivo',
    BUKRS: 'MX10',
    LIFNR: '0000100001',
    ARBPL: 'CUA-NOR-01',
    TXT: '',
    MONTH: 'Marzo 2026',
    FUNCT_LOC: 'MEX-0001',
    DESCRIPT: 'Torre Centro',
    PO_NUMBER: '',
    STATUS: '03',
    TXT30: 'Ejecutado',
    ORDER_STATUS: 'VAPR',
    FSAVD: '01-03-2026',
    FSAVZ: '10:00:00',
    TDLINE: '',
    WORK_CNTR: 'CUA-NOR-01',
    LATU: 19.43,
    LOTU: -99.13,
    CITY1: 'CDMX',
    REGION: 'CEN',
    STR_SUPPL1: '',
    STR_SUPPL2: '',
    ORDER_COMMENTS: '',
    OP: '',
    VERSION: version,
  };
}
