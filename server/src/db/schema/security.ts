/**
 * Storage of security state shared by every instance: sessions (only token hashes), the RSA key
 * pair for password transport, login throttling windows and budgets, idempotency records and the audit log.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './files';
import { users } from './users';

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token, base64url; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['browser', 'api'] }).notNull(),
    passwordPending: boolean('password_pending').notNull().default(false),
    /**
     * Signed in "without password": setting the first password needs the code sent to the
     * account's registered e-mail and phone (first_password_codes).
     */
    passwordCodeRequired: boolean('password_code_required').notNull().default(false),
    lang: text('lang').notNull().default('es'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    /** The last authenticated call (written at most once a minute), for the sessions page. */
    lastSeenAt: stamp('last_seen_at'),
    /** The User-Agent header of that call (at most 512 characters), shown as the device. */
    userAgent: text('user_agent'),
    /** The administrator who ended the session from the sessions page (null otherwise). */
    revokedBy: integer('revoked_by'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // The retention job finds ended sessions by these two.
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_revoked_idx')
      .on(t.revokedAt)
      .where(sql`revoked_at is not null`),
  ],
);

/** Named key material generated once and shared by every instance (JWK). */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<JsonWebKey>().notNull(),
  privateJwk: jsonb('private_jwk').$type<JsonWebKey>().notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
});

/** Sign-in attempts per client address and user id within the current one-minute window. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  windowStart: stamp('window_start').notNull(),
  attempts: integer('attempts').notNull(),
});

/**
 * Token buckets shared by every instance (sign-in budgets per address and for the whole portal):
 * `tokens` as of `updatedAt`, refilled at the bucket's rate up to its capacity when next taken.
 */
export const rateBuckets = pgTable('rate_buckets', {
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  updatedAt: stamp('updated_at').notNull(),
  /** Whether the last take found a whole token (written by the same statement that took it). */
  lastTaken: boolean('last_taken').notNull(),
});

/**
 * Consecutive failed sign-ins per user name (`name|…`, whether or not such an account exists) and
 * per address and user name (`ip|…|…`), for the growing delay between attempts; `knownIps` are
 * the addresses this name last signed in from, which the name-wide delay spares.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: stamp('last_failure_at').notNull(),
  knownIps: text('known_ips').array().notNull().default([]),
});

/**
 * The first response to a mutation per Idempotency-Key and user, replayed for retries. The first
 * attempt claims the key with a row whose response is still null (pending) and fills it in when it
 * answers, so a concurrent attempt waits for that answer instead of running the mutation again.
 * The answer is kept Brotli-compressed (api/idempotency.ts); rows written before that keep it as
 * text until they expire.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: integer('user_id').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first attempt is still running. */
    responseStatus: integer('response_status'),
    /** The answer's JSON as text: rows stored before answers were compressed. */
    responseBody: text('response_body'),
    /** The answer's JSON (UTF-8), Brotli-compressed. */
    responsePacked: bytea('response_packed'),
    /**
     * The boot id of the server process running the first attempt (db/boot-liveness.ts): once
     * that process is gone, its claim is taken over at once. Null in rows claimed before.
     */
    bootId: text('boot_id'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.userId] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Audit log (spec 1 §9 audit actions); ReferenceId is the affected user's id when there is one. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    referenceId: text('reference_id'),
    date: stamp('date').notNull().defaultNow(),
    actionId: integer('action_id').notNull(),
    userId: integer('user_id'),
    userDisplayName: text('user_display_name'),
    resource: text('resource').notNull(),
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_events_reference_idx').on(t.referenceId)],
);
