/** Conversions between the embedded ERP's columns and the wire: dates, texts of codes, options. */
import {
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  isLocked as domainIsLocked,
} from '../../../../../src/domain/maintenance';
import type { Language } from '../../../../../src/protocol/envelope';
import type { PhotoRef } from '../../../../../src/protocol/maintenance';
import type { maintenancePhotos } from '../../../db/schema';

/** 'YYYY-MM-DD' as the wire's 'dd-mm-yyyy'; '' for none. */
export function toWireDate(isoDate: string | null): string {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.split('-');
  return `${d}-${m}-${y}`;
}

/** Texts of the list's codes come from the domain, so the server and the pages say the same. */
export const STATUS_TEXT: Readonly<Record<string, Record<Language, string>>> = ORDER_STATUS_LABELS;
export const ORDER_TYPE_TEXT: Readonly<Record<string, Record<Language, string>>> =
  ORDER_TYPE_LABELS;

/** Spec 3 §4.1 on the stored columns: the domain's lock rule (operator VATL, order VAPV). */
export function isLocked(statusTl: string, orderStatus: string): boolean {
  const status = statusTl === 'VATL' || statusTl === 'RETL' ? statusTl : null;
  return domainIsLocked(
    { server: { Pr: { status: null, comment: '' }, Tl: { status, comment: '' } } },
    orderStatus,
  );
}

export function toPhotoRef(p: typeof maintenancePhotos.$inferSelect): PhotoRef {
  return {
    idPhoto: p.sequence,
    Id: p.id,
    lat: p.lat,
    longitud: p.longitud,
    date: toWireDate(p.takenDate),
    time: p.takenTime ?? '',
  };
}

/** Narrows a stored code to one of the wire's picklist values, '' when it is anything else. */
export function oneOf<T extends string>(values: readonly T[], value: string): T | '' {
  return (values as readonly string[]).includes(value) ? (value as T) : '';
}

const MONTH = new Intl.DateTimeFormat('es-MX', { month: 'long', timeZone: 'UTC' });

/** The list's MONTH of a 'YYYY-MM-DD' date, e.g. 'Marzo 2026'. */
export function monthText(isoDate: string): string {
  const name = MONTH.format(new Date(`${isoDate}T12:00:00Z`));
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${isoDate.slice(0, 4)}`;
}
