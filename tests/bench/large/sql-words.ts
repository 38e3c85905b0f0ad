/**
 * The words and numbers of the production-volume data set as SQL: literals, arrays to pick from
 * and a cheap deterministic draw, so every bulk row is made by PostgreSQL from generate_series
 * (nothing is sent row by row). generate.ts takes the demo seed's own words where it has them
 * (cities, sites, streets, order texts, month names); here are the Spanish names, trades and
 * messages it has none of.
 */
/** A SQL string literal. */
export const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;

/** A SQL text[] of the values. */
export const textArray = (values: readonly string[]) =>
  `ARRAY[${values.map(lit).join(', ')}]::text[]`;

/**
 * A deterministic draw in [0, n) from an integer expression and a salt: a multiplicative hash,
 * so neighbouring rows get unrelated values, at the cost of two multiplications (md5 per row and
 * column would double the load's time).
 */
export const draw = (expr: string, salt: number, n: number | string) =>
  `((((${expr})::bigint * 2654435761 + ${salt * 97_531 + 7}) % 2147483647) % ${n})::int`;

/** One of `values`, chosen by a draw. */
export const pick = (values: readonly string[], expr: string, salt: number) =>
  `(${textArray(values)})[1 + ${draw(expr, salt, values.length)}]`;

/** A UUID-shaped upper-case id from any text expression (md5 of it). */
export const uuidOf = (expr: string) =>
  `upper(substr(md5(${expr}), 1, 8) || '-' || substr(md5(${expr}), 9, 4) || '-4' ||
    substr(md5(${expr}), 14, 3) || '-a' || substr(md5(${expr}), 18, 3) || '-' ||
    substr(md5(${expr}), 21, 12))`;

/** Strips the accents (and ñ) of a text expression, for user names, e-mails and RFCs. */
export const plain = (expr: string) => `translate(${expr}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')`;

export const FIRST_NAMES = [
  'María',
  'José',
  'Juan',
  'Guadalupe',
  'Francisco',
  'Ana',
  'Luis',
  'Carmen',
  'Jorge',
  'Patricia',
  'Alejandro',
  'Verónica',
  'Miguel',
  'Gabriela',
  'Ricardo',
  'Laura',
  'Fernando',
  'Lucía',
  'Roberto',
  'Sofía',
  'Eduardo',
  'Mónica',
  'Raúl',
  'Claudia',
  'Arturo',
  'Rosa',
  'Héctor',
  'Adriana',
  'Sergio',
  'Teresa',
];

export const LAST_NAMES = [
  'García',
  'Hernández',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Moreno',
  'Castillo',
  'Romero',
  'Álvarez',
  'Chávez',
  'Rivera',
  'Treviño',
];

/** The first word of a company's name (Inmobiliaria …, Servicios …). */
export const LESSOR_TRADES = [
  'Inmobiliaria',
  'Desarrollos Inmobiliarios',
  'Inmuebles',
  'Predios',
  'Bienes Raíces',
  'Arrendadora',
  'Administradora de Inmuebles',
];
export const VENDOR_TRADES = [
  'Servicios Electromecánicos',
  'Construcciones y Torres',
  'Energía y Enlaces',
  'Suministros Industriales',
  'Radioenlaces',
  'Mantenimiento Integral',
  'Ingeniería y Telecomunicaciones',
  'Estructuras Metálicas',
];
/** What follows the trade: a place or a family name. */
export const COMPANY_PLACES = [
  'del Bajío',
  'del Norte',
  'del Pacífico',
  'del Sureste',
  'del Golfo',
  'de Occidente',
  'del Centro',
  'Los Arcos',
  'San Miguel',
  'La Estación',
  'Santa Fe',
  'El Mirador',
];

/** INEGI state codes of lease sites (the contract's REGIO), as the demo contracts use them. */
export const STATE_CODES = ['09', '19', '14', '11', '15', '22', '05', '08', '20', '07', '12'];

export const MAIL_DOMAINS = [
  'correo.mx',
  'empresa.com.mx',
  'gmail.com',
  'hotmail.com',
  'prodigy.net.mx',
];

export const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; SM-T736B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'PortalPRO-Integracion/2.1 (node)',
];

/** The routes and classes of recorded server errors, and their (masked) messages. */
export const ERROR_ROUTES = [
  'api/reportOrders 20',
  'api/ResultsOrderMP 31',
  'api/InvoiceLessor 11',
  'api/ReceiptSupplier 21',
  'api/ImageFile 11',
  'api/Attachment 11',
  'api/user 31',
  'api/StatementItems 21',
  'api/session 31',
  'POST /PortalPRO/api/Upload',
];
export const ERROR_CLASSES = [
  'TypeError',
  'DatabaseError',
  'TimeoutError',
  'FetchError',
  'RangeError',
];
export const ERROR_MESSAGES = [
  "Cannot read properties of undefined (reading 'AUFNR')",
  'canceling statement due to statement timeout',
  'Connection terminated unexpectedly',
  'The operation was aborted due to timeout',
  'duplicate key value violates unique constraint "erp_invoices_bukrs_uuid"',
  'fetch failed: connect ECONNREFUSED to the SAT service',
  'Invalid time value',
];

/** The mails the portal sends: template, subject. */
export const MAIL_KINDS: readonly (readonly [string, string])[] = [
  ['activation', 'Activa tu cuenta de PortalPRO'],
  ['recovery', 'Recuperación de contraseña de PortalPRO'],
  ['first-password', 'Código para tu primera contraseña'],
  ['invoice-paid', 'Tu factura fue pagada'],
  ['sat-change', 'Cambio en el estado de tu factura ante el SAT'],
  ['complement-due', 'Complemento de pago por vencer'],
];
export const MAIL_ERRORS = [
  '550 5.1.1 <destinatario>: Recipient address rejected: User unknown',
  '421 4.7.0 Try again later, closing connection',
  '552 5.2.2 Mailbox full',
];

/** Attachment descriptions of maintenance orders. */
export const ATTACHMENT_DESCRIPTIONS = [
  'Reporte de mantenimiento firmado',
  'Checklist de inspección de sitio',
  'Evidencia fotográfica complementaria',
  'Acta de entrega-recepción',
  'Oficio de acceso al sitio',
];
