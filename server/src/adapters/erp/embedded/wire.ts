/** Conversions between the embedded ERP's columns and the wire: dates, texts of codes, options. */
import type { Language } from '../../../../../src/protocol/envelope';
import type { PhotoRef } from '../../../../../src/protocol/maintenance';
import type { maintenancePhotos } from '../../../db/schema';

/** 'YYYY-MM-DD' as the wire's 'dd-mm-yyyy'; '' for none. */
export function toWireDate(isoDate: string | null): string {
  if (!isoDate) return '';
  const [y, m, d] = isoDate.split('-');
  return `${d}-${m}-${y}`;
}

export const STATUS_TEXT: Record<string, Record<Language, string>> = {
  '01': { es: 'Confirmado', en: 'Confirmed' },
  '02': { es: 'Asignado', en: 'Assigned' },
  '03': { es: 'Ejecutado', en: 'Executed' },
  '04': { es: 'Rechazado por proveedor', en: 'Rejected by supplier' },
  '05': { es: 'Validado por proveedor', en: 'Validated by supplier' },
  '06': { es: 'Rechazado por operador', en: 'Rejected by the operator' },
  '07': { es: 'Validado por operador', en: 'Validated by the operator' },
};

export const ORDER_TYPE_TEXT: Record<string, Record<Language, string>> = {
  TS01: { es: 'Mantenimiento preventivo', en: 'Preventive maintenance' },
  TS02: { es: 'Mantenimiento correctivo', en: 'Corrective maintenance' },
  TS03: { es: 'Mantenimiento mayor', en: 'Major maintenance' },
};

/** Spec 3 §4.1: a row is locked when its operator status is VATL and the order awaits the operator. */
export function isLocked(statusTl: string, orderStatus: string): boolean {
  return statusTl === 'VATL' && orderStatus === 'VAPV';
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
