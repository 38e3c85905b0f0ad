/**
 * The server's configuration: the only reader of process.env. Every variable is validated here
 * and a bad value stops the process at start with a message naming the variable.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import * as v from 'valibot';
import { hasRfcShape } from '../../src/domain/rfc';
import { cronEvery } from './jobs/queues';
import {
  DEFAULT_UPLOAD_QUOTA_BYTES,
  MAX_ATTACHMENT_BYTES,
} from '../../src/protocol/maintenance-files';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const intFrom = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min),
    v.maxValue(max),
  );
/** A 0 / 1 switch, read as a boolean. */
const flag = (fallback: boolean) =>
  v.pipe(
    v.optional(v.picklist(['0', '1'], 'must be 0 or 1'), fallback ? '1' : '0'),
    v.transform((s) => s === '1'),
  );
/** A TCP port, when given. */
const optionalPort = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(1),
    v.maxValue(65_535),
  ),
);
const optionalText = v.pipe(
  v.optional(v.string()),
  v.transform((s) => (s && s.trim() !== '' ? s.trim() : undefined)),
);

const EnvSchema = v.object({
  PORT: intFrom(8080, 0, 65_535),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.pipe(
    optionalText,
    v.check((s) => s === undefined || /^postgres(ql)?:\/\//.test(s), 'must be a postgres:// URL'),
  ),
  /**
   * The environment's name, shown in the top bar: DEMO (the default without DATABASE_URL) writes
   * the demo accounts and data at start; any other (PROD, the default with DATABASE_URL) writes
   * none unless SEED_DEMO=1, and refuses to start while a demo account signs in with the public
   * demo password. PROD, PRD and PRODUCTION never take SEED_DEMO=1.
   */
  PORTAL_ENV: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1-40 letters, digits, - or _')),
  ),
  /** 1: write the demo accounts and data at start (the default in DEMO on PGlite); 0: never. */
  SEED_DEMO: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
  /**
   * 1 (default): apply pending migrations at start, under the migration lock shared with
   * `npm run db:migrate`; 0: never migrate, and refuse to serve while the schema is behind.
   */
  MIGRATE_ON_START: flag(true),
  /**
   * On SIGTERM: how long /readyz answers 503 while the server still serves, for the load balancer
   * to stop sending (default 0 on the embedded database, 5000 on PostgreSQL); then how long
   * requests in flight and running jobs get to finish before they are cut.
   */
  SHUTDOWN_GRACE_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.maxValue(300_000),
    ),
  ),
  SHUTDOWN_TIMEOUT_MS: intFrom(25_000, 0, 600_000),
  /**
   * PostgreSQL connections: the most the pool opens, how long one statement may run (0: no
   * limit), and how long an idle connection is kept. With PgBouncer in transaction mode the pool
   * size is the share of the bouncer's pool this instance may take.
   */
  DB_POOL_MAX: intFrom(10, 1, 500),
  DB_STATEMENT_TIMEOUT_MS: intFrom(30_000, 0, 3_600_000),
  DB_IDLE_TIMEOUT_MS: intFrom(10_000, 0, 3_600_000),
  /**
   * GET /metrics (Prometheus): on the main port to a caller with this bearer token (unset: 404
   * there), and, with METRICS_PORT, on that port too (bound to METRICS_HOST, 127.0.0.1 by
   * default) with no token, for a scraper on a private network.
   */
  METRICS_TOKEN: v.pipe(
    optionalText,
    v.check((s) => s === undefined || s.length >= 16, 'must be at least 16 characters'),
  ),
  METRICS_PORT: optionalPort,
  METRICS_HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '127.0.0.1'),
  /** 1 (default): one JSON line per request on stdout (no bodies, no secrets); 0: none. */
  ACCESS_LOG: flag(true),
  /**
   * Retention, in days (0 keeps forever): sessions after they expired or were closed, the stored
   * answers of idempotent writes, recorded server errors, mails and text messages once sent (or
   * failed for good), the SAT re-check's individual checks, and finished background-job runs.
   */
  RETENTION_SESSIONS_DAYS: intFrom(30, 0, 36_500),
  RETENTION_IDEMPOTENCY_DAYS: intFrom(30, 0, 36_500),
  RETENTION_SERVER_ERRORS_DAYS: intFrom(90, 0, 36_500),
  RETENTION_MESSAGES_DAYS: intFrom(90, 0, 36_500),
  RETENTION_SAT_CHECKS_DAYS: intFrom(400, 0, 36_500),
  RETENTION_JOBS_DAYS: intFrom(14, 1, 36_500),
  SESSION_TTL_MINUTES: intFrom(480, 1, 60 * 24 * 30),
  /** How long a mailed temporary password (an activation) opens the account. */
  TEMPORARY_PASSWORD_HOURS: intFrom(72, 1, 24 * 90),
  /**
   * How many days after an account without a password was created its first password may still be
   * set through the "without password" sign-in (with the code sent to its registered e-mail).
   */
  FIRST_PASSWORD_DAYS: intFrom(30, 1, 3650),
  RECAPTCHA_SECRET: optionalText,
  /**
   * Where users reach the portal (scheme, host and port, e.g. https://portal.example.com), for the
   * links in mails; http://localhost:PORT when unset.
   */
  PUBLIC_URL: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || /^https?:\/\/[^/?#]+\/?$/.test(s),
      'must be an http(s) origin',
    ),
  ),
  /**
   * Addresses of the reverse proxies in front of the server (comma-separated, exact match). A
   * request from one of them is taken as coming from the nearest address in X-Forwarded-For that
   * is not a proxy; from anyone else the header is ignored.
   */
  TRUSTED_PROXIES: v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) =>
      s
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a !== ''),
    ),
    v.check(
      (list) => list.every((a) => isIP(a) !== 0),
      'must be a comma-separated list of IP addresses',
    ),
  ),
  /**
   * Outgoing mail over SMTP (unset: mails wait in the outbox, readable on the Notificaciones
   * page). Either SMTP_URL (smtp://user:password@host:587, smtps://… for TLS from the first byte)
   * or SMTP_HOST with SMTP_PORT, SMTP_USER and SMTP_PASSWORD. SMTP_TLS: `starttls` (the default:
   * the connection must turn to TLS before anything is sent), `implicit` (TLS from the start, port
   * 465), `opportunistic` (TLS when the server offers it; the default on localhost) or `none`
   * (plain: a relay on the same host only). SMTP_CA_FILE: a PEM of the authority that signed a
   * private relay's certificate, trusted beside the system's.
   */
  SMTP_URL: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || /^smtps?:\/\/[^/?#]+/.test(s),
      'must be an smtp:// or smtps:// URL',
    ),
  ),
  SMTP_HOST: optionalText,
  SMTP_PORT: optionalPort,
  SMTP_USER: optionalText,
  SMTP_PASSWORD: v.optional(v.string()),
  SMTP_TLS: v.optional(v.picklist(['starttls', 'implicit', 'opportunistic', 'none'])),
  SMTP_CA_FILE: v.pipe(
    optionalText,
    v.check((s) => s === undefined || existsSync(s), 'no such file'),
  ),
  /** Connections the pooled SMTP transport keeps open at most. */
  SMTP_POOL_MAX: intFrom(3, 1, 50),
  /** How long connecting, the greeting and each reply may take before the attempt is temporary-failed. */
  SMTP_TIMEOUT_MS: intFrom(30_000, 1_000, 600_000),
  /** The sender of every mail: "PortalPRO <portal@operador.mx>". Required with SMTP. */
  MAIL_FROM: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || /^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(s),
      'must be an address, alone or as "Name <address>"',
    ),
  ),
  /** DKIM signing of outgoing mail: all three, or none. The key file is a PEM private key. */
  MAIL_DKIM_DOMAIN: optionalText,
  MAIL_DKIM_SELECTOR: optionalText,
  MAIL_DKIM_KEY_FILE: v.pipe(
    optionalText,
    v.check((s) => s === undefined || existsSync(s), 'no such file'),
  ),
  /**
   * Text messages (the one-time code) through an SMS provider (unset: they wait in the outbox).
   * `twilio`: Twilio's Messages API with TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, sent from
   * SMS_FROM (an E.164 number, +52…, or a Messaging Service id, MG…). SMS_API_URL is the API's
   * origin (https://api.twilio.com; another for a regional edge or a test server).
   */
  SMS_PROVIDER: v.optional(v.picklist(['twilio'])),
  TWILIO_ACCOUNT_SID: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || /^AC[0-9a-fA-F]{32}$/.test(s),
      'must be AC followed by 32 hexadecimal digits',
    ),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  SMS_FROM: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || /^\+[1-9]\d{6,14}$/.test(s) || /^MG[0-9a-fA-F]{32}$/.test(s),
      'must be an E.164 number (+52…) or a Messaging Service id (MG…)',
    ),
  ),
  SMS_API_URL: v.optional(
    v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
    'https://api.twilio.com',
  ),
  SMS_TIMEOUT_MS: intFrom(10_000, 1_000, 120_000),
  /**
   * Delivery of mails and text messages: the tries one message gets, and the wait before the
   * second (doubled before each next one, at most an hour).
   */
  MESSAGE_MAX_ATTEMPTS: intFrom(8, 1, 50),
  MESSAGE_RETRY_SECONDS: intFrom(60, 1, 3_600),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './dist'),
  /**
   * Bytes one user's unfinished uploads may add up to (api/Upload 11 refuses a start past it);
   * never below one file of the largest size, so every file can still be sent.
   */
  UPLOAD_QUOTA_BYTES: intFrom(DEFAULT_UPLOAD_QUOTA_BYTES, MAX_ATTACHMENT_BYTES, 1_000_000_000_000),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  /**
   * Where file contents (attachments, photos, invoice files) are kept: `db` (the default) in the
   * database's file_blobs table; `s3` in an S3-compatible bucket (AWS S3, MinIO, Ceph): S3_BUCKET
   * in S3_REGION, at S3_ENDPOINT when it is not AWS, signed with S3_ACCESS_KEY_ID and
   * S3_SECRET_ACCESS_KEY. S3_FORCE_PATH_STYLE=1 puts the bucket in the path (the default with
   * S3_ENDPOINT); S3_PREFIX goes before every object key. The bucket is checked at start.
   */
  FILE_STORE: v.optional(v.picklist(['db', 's3'], 'must be db or s3'), 'db'),
  S3_BUCKET: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || /^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/.test(s),
      'must be a bucket name: 3-255 letters, digits, dots, dashes or underscores',
    ),
  ),
  S3_REGION: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || /^[A-Za-z0-9_-]{1,64}$/.test(s),
      'must be a region name such as us-east-1',
    ),
  ),
  S3_ENDPOINT: v.optional(
    v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['0', '1'], 'must be 0 or 1')),
  S3_PREFIX: v.pipe(
    optionalText,
    v.check(
      (s) => s === undefined || /^[A-Za-z0-9!_.*'()-][A-Za-z0-9!_.*'()/-]{0,511}$/.test(s),
      "must be 1-512 letters, digits or !_.*'()-/ and not start with /",
    ),
  ),
  /**
   * The tax authority (defaults in adapters/sat satConfigFrom): `embedded` answers from the
   * database; `soap` asks the SAT's services within SAT_TIMEOUT_MS: the CFDI status service at
   * SAT_STATUS_URL, the certificate status service (OCSP) at SAT_OCSP_URL, and the certificate
   * repository (the certifiers' certificates by number) under SAT_CERTIFICATES_URL.
   */
  SAT_MODE: v.optional(v.picklist(['embedded', 'soap'])),
  SAT_STATUS_URL: v.optional(
    v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
  ),
  SAT_OCSP_URL: v.optional(
    v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
  ),
  SAT_CERTIFICATES_URL: v.optional(
    v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
  ),
  /**
   * The folder of the SAT's certification authorities' certificates (.cer/.crt DER or PEM) an
   * issuer's CSD and a certifier's stamp certificate must be issued by; by default the copy this
   * release carries (sat-certificates/authorities/production). Checked at start: it must hold at
   * least one certificate.
   */
  SAT_TRUST_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  SAT_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(100),
      v.maxValue(120_000),
    ),
  ),
  /**
   * The re-check of registered invoices at the SAT: minutes between the server's runs
   * (0 turns the job off in the server; `npm run sat:recheck` still runs it once), and the most
   * status calls per second it makes to the SAT's service (SAT_MODE=soap; with the embedded
   * registry it runs unpaced and prints the rate it would make against the real service).
   */
  SAT_RECHECK_EVERY_MINUTES: v.pipe(
    intFrom(60, 0, 24 * 60),
    v.check(
      (m) => m === 0 || cronEvery(m) !== null,
      'must be 0 (off) or divide an hour or a day: 1-6, 10, 12, 15, 20, 30, 60, 120, 180, 240, 360, 480, 720 or 1440',
    ),
  ),
  SAT_RECHECK_RATE: intFrom(5, 1, 100),
  /** The certifier RFC whose CFDIs skip the reception check. */
  SAT_KNOWN_CERTIFIER_RFC: v.pipe(
    optionalText,
    v.check((s) => s === undefined || hasRfcShape(s), 'must be an RFC'),
  ),
});

type ParsedEnv = v.InferOutput<typeof EnvSchema>;

/** The configuration with the defaults that depend on other variables resolved. */
export type Env = Omit<ParsedEnv, 'PORTAL_ENV' | 'SEED_DEMO' | 'SHUTDOWN_GRACE_MS'> & {
  PORTAL_ENV: string;
  /** Whether the demo accounts and data are written at start. */
  SEED_DEMO: boolean;
  SHUTDOWN_GRACE_MS: number;
};

/** Environment names that are production: no demo data there, ever. */
const PRODUCTION_NAMES = new Set(['PROD', 'PRD', 'PRODUCTION']);

export function isProductionEnv(name: string): boolean {
  return PRODUCTION_NAMES.has(name.toUpperCase());
}

/** Whether this is the demo (PORTAL_ENV=DEMO): the only environment that writes demo data unasked. */
export function isDemoEnv(env: Pick<Env, 'PORTAL_ENV'>): boolean {
  return env.PORTAL_ENV.toUpperCase() === 'DEMO';
}

/** What the mail and SMS variables need of each other. */
function messagingProblems(p: ParsedEnv): string[] {
  const out: string[] = [];
  const smtp = p.SMTP_URL !== undefined || p.SMTP_HOST !== undefined;
  if (p.SMTP_URL && p.SMTP_HOST) out.push('SMTP_HOST: give SMTP_URL or SMTP_HOST, not both');
  if (!smtp) {
    for (const k of ['SMTP_PORT', 'SMTP_USER', 'SMTP_TLS', 'MAIL_DKIM_DOMAIN'] as const)
      if (p[k] !== undefined) out.push(`${k}: needs SMTP_URL or SMTP_HOST`);
  }
  if (smtp && !p.MAIL_FROM)
    out.push('MAIL_FROM: required when mail is sent (SMTP_URL or SMTP_HOST)');
  if (p.SMTP_USER !== undefined && !p.SMTP_PASSWORD)
    out.push('SMTP_PASSWORD: required with SMTP_USER');
  const dkim = [p.MAIL_DKIM_DOMAIN, p.MAIL_DKIM_SELECTOR, p.MAIL_DKIM_KEY_FILE];
  if (dkim.some((x) => x !== undefined) && !dkim.every((x) => x !== undefined))
    out.push(
      'MAIL_DKIM_DOMAIN: DKIM needs MAIL_DKIM_DOMAIN, MAIL_DKIM_SELECTOR and MAIL_DKIM_KEY_FILE',
    );
  if (p.SMS_PROVIDER === 'twilio') {
    for (const k of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'] as const)
      if (!p[k]) out.push(`${k}: required with SMS_PROVIDER=twilio`);
  }
  return out;
}

/** What FILE_STORE=s3 needs, and S3 settings given without it (they would be ignored). */
function fileStoreProblems(p: ParsedEnv): string[] {
  const s3 = [
    'S3_BUCKET',
    'S3_REGION',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
    'S3_PREFIX',
  ] as const;
  if (p.FILE_STORE !== 's3') {
    return s3.filter((k) => p[k] !== undefined).map((k) => `${k}: needs FILE_STORE=s3`);
  }
  return (['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    .filter((k) => !p[k])
    .map((k) => `${k}: required with FILE_STORE=s3`);
}

function resolveDefaults(parsed: ParsedEnv): Env {
  const portalEnv = parsed.PORTAL_ENV ?? (parsed.DATABASE_URL ? 'PROD' : 'DEMO');
  const seedDemo =
    parsed.SEED_DEMO === undefined
      ? portalEnv.toUpperCase() === 'DEMO' && !parsed.DATABASE_URL
      : parsed.SEED_DEMO === '1';
  if (seedDemo && isProductionEnv(portalEnv)) {
    throw new Error(
      `Invalid server configuration:\n  SEED_DEMO: demo data is never written in a production environment (PORTAL_ENV=${portalEnv})`,
    );
  }
  const problems = [...messagingProblems(parsed), ...fileStoreProblems(parsed)];
  if (problems.length > 0)
    throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
  return {
    ...parsed,
    PORTAL_ENV: portalEnv,
    SEED_DEMO: seedDemo,
    SHUTDOWN_GRACE_MS: parsed.SHUTDOWN_GRACE_MS ?? (parsed.DATABASE_URL ? 5_000 : 0),
  };
}

/** Reads the configuration from a variables map (process.env by default); throws on bad values. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = source[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const result = v.safeParse(EnvSchema, picked);
  if (result.success) return resolveDefaults(result.output);
  const problems = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
  throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
}
