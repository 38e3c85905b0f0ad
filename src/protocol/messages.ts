/**
 * Messages the server puts in `Message`, keyed as the spec names them, in both languages.
 * The server answers in the request's Language; the client shows the text as it arrives.
 */
import { MAINTENANCE_MESSAGES } from '../domain/maintenance/messages';
import { INVOICING_MESSAGES } from './invoicing-messages';
import { PAYMENTS_MESSAGES } from './payments-messages';
import { SUPPLIER_INVOICING_MESSAGES } from './supplier-invoicing-messages';
import { USER_ADMIN_MESSAGES } from './user-admin-messages';
import { ACCOUNT_MESSAGES } from './account-messages';
import { OPERATIONS_MESSAGES } from './operations-messages';
import { SAT_WATCH_MESSAGES } from './sat-watch-messages';
import { CUSTOMER_MESSAGES } from './customers-messages';
import { STATEMENT_ADMIN_MESSAGES } from './statement-admin-messages';
import { CREW_ADMIN_MESSAGES } from './crew-admin-messages';
import { CLIENT_ADMIN_MESSAGES } from './client-admin-messages';
import { COMPANY_FISCAL_MESSAGES } from './company-fiscal-messages';
import type { Language } from './envelope';

export const MESSAGES = {
  // Recovery, password change, agreement, data update and one-time code (api/user).
  ...ACCOUNT_MESSAGES,
  // The SAT watch and the notice preferences.
  ...SAT_WATCH_MESSAGES,
  ...OPERATIONS_MESSAGES,
  // The customer areas (spec 3 §7.6).
  ...CUSTOMER_MESSAGES,
  ...STATEMENT_ADMIN_MESSAGES,
  // Crews and regions (spec 3 §5.6, §7.3, §7.5).
  ...CREW_ADMIN_MESSAGES,
  // Clients (spec 3 §3.16, /admin_client).
  ...CLIENT_ADMIN_MESSAGES,
  // A company's fiscal data (the company page, spec 2 §5 receiver checks).
  ...COMPANY_FISCAL_MESSAGES,
  mainLoginErrorSession: {
    es: 'No fue posible iniciar sesión',
    en: 'It was not possible to sign in',
  },
  mainLoginErrorCredentials: {
    es: 'Usuario y/o contraseña incorrecta',
    en: 'Incorrect user and/or password',
  },
  mainLoginErrorInactive: { es: 'Usuario inactivo', en: 'Inactive user' },
  mainLoginErrorLocked: { es: 'Usuario bloqueado', en: 'User locked out' },
  mainLoginErrorNonClientRelated: {
    es: 'Número de cliente no relacionado, contacte al administrador',
    en: 'Client number not related, contact the administrator',
  },
  mainLoginErrorDefault: {
    es: 'Su empresa no tiene acceso al portal, contacte al administrador',
    en: 'Your company has no access to the portal, contact the administrator',
  },
  mainLoginErrorCaptcha: {
    es: 'Verifique que no es un robot',
    en: 'Please confirm you are not a robot',
  },
  mainLoginErrorThrottled: {
    es: 'Demasiados intentos de inicio de sesión. Espere {wait} e intente de nuevo.',
    en: 'Too many sign-in attempts. Wait {wait} and try again.',
  },
  mainLoginErrorBusy: {
    es: 'El portal está atendiendo muchos inicios de sesión. Intente de nuevo en unos segundos.',
    en: 'The portal is handling many sign-ins. Try again in a few seconds.',
  },
  mainLoginErrorSessionExpired: {
    es: 'Su sesión ha expirado, inicie sesión nuevamente',
    en: 'Your session has expired, please sign in again',
  },
  mainLoginErrorSessionExpiredShort: {
    es: 'Estimado usuario por seguridad su sesión ha caducado, favor de salir del PORTAL y volver a ingresar.',
    en: 'Dear user, for security your session has expired; please leave the PORTAL and sign in again.',
  },
  passwordPendingOnly: {
    es: 'Debe establecer su contraseña antes de continuar',
    en: 'You must set your password before continuing',
  },
  forcedDialogsPending: {
    es: 'Antes de continuar, termine los pasos pendientes de su cuenta: aceptar el aviso, actualizar sus datos o cambiar su contraseña',
    en: 'Before continuing, finish the pending steps of your account: accept the agreement, update your data or change your password',
  },
  temporaryPasswordExpired: {
    es: 'Su contraseña temporal venció. Pida a su administrador una nueva activación o use “¿Olvidó su contraseña?”',
    en: 'Your temporary password has expired. Ask your administrator for a new activation or use “Forgot your password?”',
  },
  forbidden: {
    es: 'No tiene permiso para realizar esta acción',
    en: 'You are not allowed to perform this action',
  },
  moduleNotGranted: {
    es: 'Su usuario no tiene activo el módulo de esta función; pida a su administrador que lo active',
    en: 'Your user does not have the module of this function active; ask your administrator to turn it on',
  },
  unknownAction: {
    es: 'Acción no válida para este servicio',
    en: 'Action not valid for this service',
  },
  notFound: { es: 'Servicio no encontrado', en: 'Service not found' },
  malformedBody: {
    es: 'La solicitud no es válida: {field}',
    en: 'The request is not valid: {field}',
  },
  controlCharacters: {
    es: 'La solicitud no es válida: {field} contiene caracteres de control no permitidos',
    en: 'The request is not valid: {field} contains control characters, which are not allowed',
  },
  bodyTooLarge: {
    es: 'La solicitud excede el tamaño permitido',
    en: 'The request exceeds the allowed size',
  },
  requestPathInvalid: {
    es: 'La dirección solicitada no es válida',
    en: 'The requested address is not valid',
  },
  largeBodyBusy: {
    es: 'Se están enviando demasiados archivos a la vez, intente de nuevo en {wait}',
    en: 'Too many files are being sent at once, try again in {wait}',
  },
  internalError: {
    es: 'Ocurrió un error inesperado (referencia {requestId})',
    en: 'An unexpected error occurred (reference {requestId})',
  },
  storageFull: {
    es: 'El servidor no tiene espacio para guardar los datos; intente más tarde o avise al administrador (referencia {requestId})',
    en: 'The server has no room to store the data; try again later or tell the administrator (reference {requestId})',
  },
  idempotencyConflict: {
    es: 'La clave de idempotencia ya se usó con otra solicitud',
    en: 'The idempotency key was already used with another request',
  },
  idempotencyPending: {
    es: 'La misma solicitud con esta clave de idempotencia sigue en proceso, intente de nuevo en unos momentos',
    en: 'The same request under this idempotency key is still being processed, try again in a moment',
  },
  siteOutOfService: {
    es: 'El portal está fuera de servicio por el momento, intente más tarde',
    en: 'The portal is out of service at the moment, please try again later',
  },
  captchaNotConfigured: {
    es: 'La verificación captcha no está configurada en el servidor, contacte al administrador',
    en: 'Captcha verification is not configured on the server, contact the administrator',
  },
  msjModuleDisabled: {
    es: 'Por el momento esta opción no está habilitada, contacte al administrador',
    en: 'This option is not enabled at the moment, contact the administrator',
  },
  orderNotFound: {
    es: 'La orden de mantenimiento no existe o no está disponible para su usuario',
    en: 'The maintenance order does not exist or is not available to your user',
  },
  attachmentNotFound: {
    es: 'El archivo adjunto no existe o no está disponible para su usuario',
    en: 'The attachment does not exist or is not available to your user',
  },
  reviewWrongSide: {
    es: 'El campo {field} no corresponde a su lado de la revisión',
    en: 'The field {field} does not belong to your side of the review',
  },
  reviewOrderMismatch: {
    es: 'Los datos enviados no corresponden a la orden {order}',
    en: 'The data sent does not belong to order {order}',
  },
  reviewNotAllowed: {
    es: 'La orden no admite revisión en su estatus actual',
    en: 'The order cannot be reviewed in its current status',
  },
  reviewUnknownRow: {
    es: 'La orden no tiene el renglón {row}',
    en: 'The order has no row {row}',
  },
  reviewDuplicateRow: {
    es: 'El renglón {row} viene más de una vez',
    en: 'The row {row} is sent more than once',
  },
  reviewMissingBase: {
    es: 'Falta el valor previo (Base) del renglón {row}',
    en: 'The previous value (Base) of row {row} is missing',
  },
  reviewRowLocked: {
    es: 'Renglones bloqueados, ya validados por el operador: {rows}',
    en: 'Locked rows, already validated by the operator: {rows}',
  },
  reviewConflict: {
    es: 'La orden cambió en el servidor; revise los renglones: {rows}',
    en: 'The order changed on the server; check the rows: {rows}',
  },
  revertNotAllowed: {
    es: 'Solo se pueden revertir órdenes en estatus 06 o 07',
    en: 'Only orders in status 06 or 07 can be reverted',
  },
  orderActionNotAllowed: {
    es: 'La orden no admite esta acción en su estatus actual',
    en: 'The order does not allow this action in its current status',
  },
  crewNotAllowed: {
    es: 'La cuadrilla {crew} no existe o no pertenece al proveedor de la orden',
    en: 'The crew {crew} does not exist or does not belong to the supplier of the order',
  },
  imageNotFound: {
    es: 'Las imágenes solicitadas no existen o no están disponibles para su usuario',
    en: 'The requested images do not exist or are not available to your user',
  },
  // Files of maintenance orders (api/Upload, api/Attachment 11/31/41, api/ImageFile 11); the
  // texts the spec quotes are the domain's, so the form and the server say the same.
  msjsizeFile: MAINTENANCE_MESSAGES.msjsizeFile,
  max100: MAINTENANCE_MESSAGES.max100,
  max200: MAINTENANCE_MESSAGES.max200,
  uploadNotFound: {
    es: 'La carga del archivo no existe; vuelva a enviarlo',
    en: 'The file upload does not exist; send the file again',
  },
  uploadConflict: {
    es: 'Ya existe una carga con ese identificador para otro archivo',
    en: 'An upload with that id already exists for another file',
  },
  uploadPartTooLarge: {
    es: 'Cada parte de la carga debe ser de máximo {max} bytes',
    en: 'Each part of the upload must be at most {max} bytes',
  },
  uploadOffsetMismatch: {
    es: 'La parte no continúa la carga: el servidor tiene {received} bytes',
    en: 'The part does not continue the upload: the server holds {received} bytes',
  },
  uploadPastSize: {
    es: 'La parte excede el tamaño declarado del archivo ({size} bytes)',
    en: 'The part goes beyond the declared file size ({size} bytes)',
  },
  uploadIncomplete: {
    es: 'El archivo aún no termina de cargarse ({received} de {size} bytes)',
    en: 'The file has not finished uploading yet ({received} of {size} bytes)',
  },
  uploadQuotaExceeded: {
    es: 'Sus cargas de archivos sin terminar suman {unfinished} MB; con este archivo ({size} MB) pasarían del límite de {limit} MB. Espere a que terminen o a que se descarten (a las 24 horas) e intente de nuevo.',
    en: 'Your unfinished file uploads add up to {unfinished} MB; with this file ({size} MB) they would pass the limit of {limit} MB. Wait until they finish or are discarded (after 24 hours) and try again.',
  },
  uploadUsed: {
    es: 'El archivo cargado ya se usó; vuelva a enviarlo',
    en: 'The uploaded file was already used; send it again',
  },
  fileChecksumMismatch: {
    es: 'El archivo llegó dañado (su huella SHA-256 no coincide); vuelva a enviarlo',
    en: 'The file arrived damaged (its SHA-256 digest does not match); send it again',
  },
  attachmentTypeNotFound: {
    es: 'El tipo de archivo adjunto no existe o no está activo',
    en: 'The attachment type does not exist or is not active',
  },
  attachmentWrongType: MAINTENANCE_MESSAGES.fileTypeNotAllowed,
  attachmentContentMismatch: {
    es: 'El contenido del archivo no corresponde a su extensión {ext}. Solo se permiten archivos xls, xlsx o pdf.',
    en: 'The file content does not match its extension {ext}. Only xls, xlsx or pdf files are allowed.',
  },
  attachmentPdfActiveContent: {
    es: 'El PDF contiene contenido activo (JavaScript, formularios XFA, acciones que abren programas, archivos incrustados o multimedia) y no se acepta. Guárdelo de nuevo como PDF sin esos elementos (por ejemplo, con "Imprimir a PDF").',
    en: 'The PDF contains active content (JavaScript, XFA forms, actions that launch programs, embedded files or multimedia) and is not accepted. Save it again as a PDF without them (for example, with "Print to PDF").',
  },
  attachmentPdfUnverifiable: {
    es: 'El PDF no se puede leer completo (está dañado, protegido con contraseña, usa una compresión no estándar o es demasiado grande) y no se acepta. Guárdelo de nuevo como PDF e intente otra vez.',
    en: 'The PDF cannot be read in full (it is damaged, password-protected, uses non-standard compression or is too large) and is not accepted. Save it again as a PDF and try again.',
  },
  attachmentArchiveTooLarge: {
    es: 'El archivo de Excel se expandiría a más de {max} MB al abrirlo (o está comprimido más de {ratio} a 1) y no se acepta.',
    en: 'The Excel file would expand beyond {max} MB when opened (or is compressed more than {ratio} to 1) and is not accepted.',
  },
  attachmentMacros: {
    es: 'El archivo de Excel contiene macros o controles ActiveX y no se acepta. Guárdelo como libro de Excel sin macros (.xlsx) e intente de nuevo.',
    en: 'The Excel file contains macros or ActiveX controls and is not accepted. Save it as an Excel workbook without macros (.xlsx) and try again.',
  },
  attachmentWorkbookActiveContent: {
    es: 'El archivo de Excel contiene objetos incrustados (OLE) o vínculos y fórmulas DDE que pueden ejecutar programas, y no se acepta. Quítelos (o copie solo los valores a un libro nuevo) e intente de nuevo.',
    en: 'The Excel file contains embedded (OLE) objects or DDE links and formulas that can run programs, and is not accepted. Remove them (or copy only the values into a new workbook) and try again.',
  },
  photoTooLarge: {
    es: 'La foto excede el tamaño máximo permitido de {max} bytes',
    en: 'The photo exceeds the maximum allowed size of {max} bytes',
  },
  photoWrongType: {
    es: 'La foto debe ser una imagen JPEG',
    en: 'The photo must be a JPEG image',
  },
  photoTargetNotFound: {
    es: 'La orden no tiene la característica o antena {target}',
    en: 'The order has no characteristic or antenna {target}',
  },
  photoIdTaken: {
    es: 'El identificador de la foto ya se usó para otra foto',
    en: 'The photo id was already used for another photo',
  },
  // User administration (api/user, api/role, api/event, api/company).
  ...USER_ADMIN_MESSAGES,
  // Lessor invoicing (Contracts, ContractList, StatementItems, ...) and its rules' texts.
  ...INVOICING_MESSAGES,
  ...SUPPLIER_INVOICING_MESSAGES,
  ...PAYMENTS_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** Every message in one language, keyed as the spec names them. */
export function messagesIn(lang: Language): Record<MessageKey, string> {
  const entries = Object.entries(MESSAGES) as [MessageKey, Record<Language, string>][];
  return Object.fromEntries(entries.map(([key, texts]) => [key, texts[lang]])) as Record<
    MessageKey,
    string
  >;
}

/** A wait in words for a message's {wait}: "30 segundos", "1 minuto", "15 minutes". */
export function formatWait(seconds: number, lang: Language): string {
  const minutes = Math.ceil(seconds / 60);
  const [n, unit] = seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 's'] : [minutes, 'm'];
  const words =
    lang === 'es'
      ? unit === 's'
        ? ['segundo', 'segundos']
        : ['minuto', 'minutos']
      : unit === 's'
        ? ['second', 'seconds']
        : ['minute', 'minutes'];
  return `${n} ${n === 1 ? words[0] : words[1]}`;
}

/**
 * The message in the given language, with {placeholders} filled in. The client shows the same
 * texts through i18next's `messages` namespace (src/app/i18n.ts), whose placeholders use the same
 * single-brace syntax.
 */
export function message(
  key: MessageKey,
  lang: Language,
  params: Record<string, string> = {},
): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}
