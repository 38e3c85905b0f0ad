/**
 * Storage of self-service account data: one-time recovery tokens and the pending data-update code
 * per user (only hashes; both expire and are used at most once), the embedded ERP's
 * business-partner master the access request validates against, and the home communiqués.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The code that lets an account without a password (the "without password" sign-in of spec 1
 * §2.2) set its first one: sent to the account's registered e-mail (and phone), salted SHA-256,
 * tied to the session that asked for it, limited in attempts and time.
 */
export const firstPasswordCodes = pgTable('first_password_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: integer('session_id').notNull(),
  codeSalt: text('code_salt').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: stamp('sent_at').notNull(),
  expiresAt: stamp('expires_at').notNull(),
});

/**
 * An access request whose typed e-mail is not the one the ERP holds for the partner (or the ERP
 * holds none): nothing is created until an administrator approves it (the Solicitudes de acceso
 * page); approving creates the user as the request would have and mails the activation to the
 * typed e-mail.
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: serial('id').primaryKey(),
    tin: text('tin').notNull(),
    bpType: text('bp_type', { enum: ['LESSOR', 'SUPPLIER'] }).notNull(),
    partnerId: text('partner_id').notNull(),
    siteId: text('site_id'),
    email: text('email').notNull(),
    /** The ERP's e-mail for the partner when the request came, for the reviewer to compare. */
    erpEmail: text('erp_email'),
    partnerName: text('partner_name').notNull(),
    lang: text('lang', { enum: ['es', 'en'] }).notNull(),
    ip: text('ip').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    decidedAt: stamp('decided_at'),
    decidedBy: text('decided_by'),
    /** The user approving created. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One pending request per partner and type: a second one answers as the first did.
    uniqueIndex('access_requests_pending_uq')
      .on(t.bpType, t.partnerId)
      .where(sql`${t.status} = 'pending'`),
    index('access_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** A recovery link's token (SHA-256, base64url); usedAt is set by the one call that uses it. */
export const recoveryTokens = pgTable(
  'recovery_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    usedAt: stamp('used_at'),
  },
  (t) => [index('recovery_tokens_user_idx').on(t.userId)],
);

/**
 * The one pending contact-data change of a user, waiting for its SMS code: the code's salted
 * SHA-256, the data to apply on success, and the counters the server limits.
 */
export const oneTimeCodes = pgTable('one_time_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeSalt: text('code_salt').notNull(),
  codeHash: text('code_hash').notNull(),
  /** The stored-form phone the code was sent to. */
  phone: text('phone').notNull(),
  pendingData: jsonb('pending_data').$type<Record<string, string | null>>().notNull(),
  /** Codes sent in the current window (the first send is 1). */
  sends: integer('sends').notNull().default(1),
  /** Wrong answers to the current code. */
  attempts: integer('attempts').notNull().default(0),
  windowStart: stamp('window_start').notNull(),
  lastSentAt: stamp('last_sent_at').notNull(),
  expiresAt: stamp('expires_at').notNull(),
});

/**
 * The ERP's business partners (embedded default of the partner validation, spec 1 §3
 * Business-partner validation response): the number a partner types (padded to 10), the LIFNR the
 * ERP answers, its type, tax id, companies (BUKRS) and, for lessors, the sites (functional
 * locations) they lease.
 */
export const erpBusinessPartners = pgTable(
  'erp_business_partners',
  {
    partnerId: text('partner_id').notNull(),
    bpType: text('bp_type', { enum: ['LESSOR', 'SUPPLIER'] }).notNull(),
    lifnr: text('lifnr').notNull(),
    name: text('name').notNull(),
    tin: text('tin').notNull(),
    nonDeductible: boolean('non_deductible').notNull().default(false),
    maintVariable: boolean('maint_variable').notNull().default(false),
    companyCodes: text('company_codes').array().notNull(),
    siteIds: text('site_ids').array().notNull().default([]),
    /** The e-mail the ERP holds for the partner: the only one an access request activates. */
    email: text('email'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.bpType, t.partnerId] })],
);

/**
 * A communiqué of the home carousel (spec 1 §3 Statement, spec 3 §3.8): its name, image and/or
 * PDF (data URLs; at least one), who sees it (lessors, suppliers, both or, with neither flag,
 * everyone; for lessors every region or listed ones) and the days it is shown (start to end, both
 * included). Deleted ones stay as rows for their log; administrators manage them at
 * /admin_statements.
 */
export const statements = pgTable('statements', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  imageFile: text('image_file'),
  /** The banner shipped with the portal (seeded communiqués), restored from /admin_banner. */
  defaultImageFile: text('default_image_file'),
  pdfFile: text('pdf_file'),
  forLessor: boolean('for_lessor').notNull().default(false),
  forSupplier: boolean('for_supplier').notNull().default(false),
  allRegion: boolean('all_region').notNull().default(true),
  regions: text('regions').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
  startDate: date('start_date', { mode: 'string' })
    .notNull()
    .default(sql`current_date`),
  endDate: date('end_date', { mode: 'string' })
    .notNull()
    .default(sql`(current_date + 365)`),
  deleted: boolean('deleted').notNull().default(false),
  modifiedBy: text('modified_by'),
  modifiedDate: stamp('modified_date'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: stamp('created_at').notNull().defaultNow(),
});
