/**
 * Storage of the embedded tax-authority answers (spec 2 §5, §7): the registry of known CFDIs with
 * their SAT status, the article 69-B list, reception results, and the invoice ids already
 * registered per company and supplier. The SAT adapter's embedded default reads only these.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/** The 69-B situations the SAT publishes; Presunto and Definitivo make the blacklist check fail. */
export const SAT_69B_SITUATIONS = [
  'Presunto',
  'Desvirtuado',
  'Definitivo',
  'Sentencia Favorable',
] as const;
export type Sat69bSituation = (typeof SAT_69B_SITUATIONS)[number];

/**
 * A CFDI the SAT knows (ConsultaCFDIService): the expression's RFCs and total must match for the
 * status to be found, as on the real service. UUIDs are stored in upper case.
 */
export const satCfdiRegistry = pgTable('sat_cfdi_registry', {
  uuid: text('uuid').primaryKey(),
  issuerRfc: text('issuer_rfc').notNull(),
  receiverRfc: text('receiver_rfc').notNull(),
  total: numeric('total', { precision: 24, scale: 6 }).notNull(),
  /** Vigente or Cancelado. */
  estado: text('estado').notNull(),
  esCancelable: text('es_cancelable'),
  /** For a Cancelado CFDI: how it was cancelled ("Cancelado sin aceptación", "Plazo vencido", ...). */
  estatusCancelacion: text('estatus_cancelacion'),
  /** 200: issuer not in the EFOS list; 201: listed but allowed; 100: EFOS. */
  validacionEfos: text('validacion_efos').notNull().default('200'),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});

/** The official article 69-B list (EFOS), replaced as a whole by `npm run sat:import-69b`. */
export const sat69b = pgTable(
  'sat_69b',
  {
    rfc: text('rfc').primaryKey(),
    name: text('name').notNull(),
    situacion: text('situacion').$type<Sat69bSituation>().notNull(),
  },
  (t) => [
    check(
      'sat_69b_situacion',
      sql`${t.situacion} in ('Presunto', 'Desvirtuado', 'Definitivo', 'Sentencia Favorable')`,
    ),
  ],
);

/** The reception service's answer (RecepcionCfdi) for a CFDI, by its UUID (upper case). */
export const satReception = pgTable('sat_reception', {
  uuid: text('uuid').primaryKey(),
  recepcionOk: boolean('recepcion_ok').notNull(),
  recibidos: integer('recibidos').notNull(),
  validos: integer('validos').notNull(),
  /** The service's error text; null when there was none. */
  error: text('error'),
  mensaje: text('mensaje'),
});

/** Invoice ids (CFDI UUIDs, upper case) already registered by a supplier with a company. */
export const registeredInvoiceIds = pgTable(
  'registered_invoice_ids',
  {
    bukrs: text('bukrs').notNull(),
    /** Supplier or lessor number, padded to 10 digits. */
    lifnr: text('lifnr').notNull(),
    uuid: text('uuid').notNull(),
    registeredAt: stamp('registered_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bukrs, t.lifnr, t.uuid] })],
);

/**
 * The demo seal certificates (CSD) of the embedded tax authority: one per RFC, for each lessor
 * that asked for a demo invoice and for the demo certifier that stamps them, made on first use.
 * Demo data only: self-signed, worthless outside this portal's embedded SAT, never a real CSD.
 */
export const satDemoCsd = pgTable('sat_demo_csd', {
  rfc: text('rfc').primaryKey(),
  name: text('name').notNull(),
  /** NoCertificado: the certificate's serial, 20 digits. */
  number: text('number').notNull().unique(),
  /** The certificate's DER and the private key's PKCS#8 DER, both in base64. */
  certificate: text('certificate').notNull(),
  privateKey: text('private_key').notNull(),
  notBefore: stamp('not_before').notNull(),
  notAfter: stamp('not_after').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/**
 * The SAT's CFDI 4.0 catalogues (c_FormaPago, c_UsoCFDI, c_ClaveUnidad, c_Moneda, ...): one row per
 * key, the SAT's other columns in `data`. The small ones come with a migration from the SAT's
 * publication; c_ClaveProdServ and c_CodigoPostal are loaded by `npm run sat:import-catalog`.
 */
export const satCatalogueEntries = pgTable(
  'sat_catalogue_entries',
  {
    /** The SAT's catalogue name: c_FormaPago, c_ClaveProdServ, c_CodigoPostal, ... */
    catalogue: text('catalogue').notNull(),
    /** The key (for reglas_tasa_cuota, a made-up one: the row's position). */
    key: text('key').notNull(),
    description: text('description').notNull().default(''),
    /** The SAT's other columns, by their names in the SAT's publication. */
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    /** vigencia_desde / vigencia_hasta, 'YYYY-MM-DD' or null. */
    validFrom: text('valid_from'),
    validTo: text('valid_to'),
  },
  (t) => [primaryKey({ columns: [t.catalogue, t.key] })],
);

/** When each catalogue was last loaded and from what: a catalogue with no row is "not loaded". */
export const satCatalogueLoads = pgTable('sat_catalogue_loads', {
  catalogue: text('catalogue').primaryKey(),
  rows: integer('rows').notNull(),
  /** Where the rows came from: the migration, or the file the import command read. */
  source: text('source').notNull(),
  loadedAt: stamp('loaded_at').notNull().defaultNow(),
});

/**
 * The certificate store of the certifiers (PAC) whose stamps the portal verifies: the SAT's
 * published certificate by its number (NoCertificadoSAT), fetched once and kept (SAT_MODE=soap),
 * or the demo certifier's (embedded mode).
 */
export const satCertifierCertificates = pgTable('sat_certifier_certificates', {
  /** NoCertificadoSAT: 20 digits. */
  number: text('number').primaryKey(),
  /** The certificate's DER in base64. */
  certificate: text('certificate').notNull(),
  /** Where it came from: 'sat' (fetched from the SAT's repository), 'demo', 'import'. */
  source: text('source').notNull(),
  fetchedAt: stamp('fetched_at').notNull().defaultNow(),
});

/**
 * The embedded tax authority's answers to certificate status questions (what the SAT's OCSP
 * service answers in SAT_MODE=soap): a certificate number listed here as revoked is refused from
 * its revocation on. Demo data and tests write it; a number not listed is good.
 */
export const satCertificateRevocations = pgTable('sat_certificate_revocations', {
  number: text('number').primaryKey(),
  revokedAt: stamp('revoked_at').notNull(),
  reason: text('reason').notNull().default('unspecified'),
});

/**
 * The demo certification authority of the embedded mode: it issues the demo CSDs and the demo
 * certifier's certificate, and the embedded mode (only it) trusts it. One row, made on first use.
 */
export const satDemoAuthority = pgTable('sat_demo_authority', {
  id: integer('id').primaryKey(),
  /** The authority's certificate DER and private key PKCS#8 DER, both in base64. */
  certificate: text('certificate').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});
