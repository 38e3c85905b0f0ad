/**
 * The texts the maintenance rules return, in Spanish (default) and English. Spanish texts the spec
 * quotes are kept verbatim (spec 3 §4.2, §4.6, §5.1-5.3, §8), including the ones it quotes in
 * English ('Required.', 'Max 100 characters'); keys the spec names (msjsizeFile, alertSearchSlow)
 * keep their names.
 */

export type MessageLanguage = 'es' | 'en';

export const MAINTENANCE_MESSAGES = {
  previousStatusCleared: { es: 'Estatus previo eliminado', en: 'Previous status removed' },
  commentWithoutStatus: { es: 'Comentarios sin estatus', en: 'Comments without a status' },
  rejectedWithoutComment: { es: 'Rechazado sin comentarios', en: 'Rejected without comments' },
  missingStatus: { es: 'Falta estatus', en: 'Status missing' },
  commentTooLong: { es: 'Max 120 characters', en: 'Max 120 characters' },
  crewAssignmentPastDate: {
    es: 'Fecha anterior, a la fecha de asignación cuadrilla, seleccione icono reasignación de fecha e ingrese la fecha y hora en la que se ejecutará el servicio',
    en: 'The date is earlier than the crew assignment date; select the date reassignment icon and enter the date and time when the service will be performed',
  },
  required: { es: 'Required.', en: 'Required.' },
  fieldRequired: { es: 'Este campo es obligatorio', en: 'This field is required' },
  invalidTime: { es: 'Hora no valida.', en: 'Invalid time.' },
  dateOutsideWindow: {
    es: 'La fecha debe estar entre {min} y {max}.',
    en: 'The date must be between {min} and {max}.',
  },
  fromAfterTo: {
    es: 'La fecha inicial no puede ser posterior a la fecha final.',
    en: 'The from date cannot be after the to date.',
  },
  toBeyondLimit: {
    es: 'La fecha final no puede ser posterior al {max}.',
    en: 'The to date cannot be after {max}.',
  },
  alertSearchSlow: {
    es: 'Dejar campos vacíos o un rango de fechas amplio puede hacer lenta la búsqueda.',
    en: 'Leaving fields empty or a wide date range may make the search slow.',
  },
  max100: { es: 'Max 100 characters', en: 'Max 100 characters' },
  max200: { es: 'Max 200 characters', en: 'Max 200 characters' },
  msjsizeFile: {
    es: 'El archivo excede el tamaño máximo permitido de 20 MB.',
    en: 'The file exceeds the maximum allowed size of 20 MB.',
  },
  fileTypeNotAllowed: {
    es: 'Solo se permiten archivos xls, xlsx o pdf.',
    en: 'Only xls, xlsx or pdf files are allowed.',
  },
  fileContentMismatch: {
    es: 'El contenido del archivo no corresponde a su extensión.',
    en: 'The file content does not match its extension.',
  },
  deleteAttachmentPrompt: {
    es: '¿Está seguro de eliminar el archivo {name}?',
    en: 'Are you sure you want to delete the file {name}?',
  },
  photoNoPosition: {
    es: 'La foto no tiene ubicación.',
    en: 'The photo has no position.',
  },
  photoFarFromSite: {
    es: 'La foto se tomó a {distance} m del sitio.',
    en: 'The photo was taken {distance} m from the site.',
  },
} as const satisfies Record<string, Record<MessageLanguage, string>>;

export type MaintenanceMessageKey = keyof typeof MAINTENANCE_MESSAGES;

/** The text of `key` in `lang`, with each {name} placeholder replaced from `params`. */
export function maintenanceMessage(
  key: MaintenanceMessageKey,
  lang: MessageLanguage = 'es',
  params: Readonly<Record<string, string | number>> = {},
): string {
  return MAINTENANCE_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
