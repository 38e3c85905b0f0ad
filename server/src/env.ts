/**
 * The server's configuration: the only reader of process.env. Every variable is validated here
 * and a bad value stops the process at start with a message naming the variable.
 */
import { isIP } from 'node:net';
import * as v from 'valibot';
import { hasRfcShape } from '../../src/domain/rfc';
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
  PORTAL_ENV: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(40)), 'DEMO'),
  SESSION_TTL_MINUTES: intFrom(480, 1, 60 * 24 * 30),
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
  STATIC_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './dist'),
  /**
   * Bytes one user's unfinished uploads may add up to (api/Upload 11 refuses a start past it);
   * never below one file of the largest size, so every file can still be sent.
   */
  UPLOAD_QUOTA_BYTES: intFrom(DEFAULT_UPLOAD_QUOTA_BYTES, MAX_ATTACHMENT_BYTES, 1_000_000_000_000),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), 'info'),
  /**
   * The tax authority (defaults in adapters/sat satConfigFrom): `embedded` answers from the
   * database; `soap` asks the SAT's status service at SAT_STATUS_URL within SAT_TIMEOUT_MS.
   */
  SAT_MODE: v.optional(v.picklist(['embedded', 'soap'])),
  SAT_STATUS_URL: v.optional(
    v.pipe(v.string(), v.url('must be a URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
  ),
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
   * The re-check of registered invoices at the SAT (issue 19): minutes between the server's runs
   * (0 turns the job off in the server; `npm run sat:recheck` still runs it once), and the most
   * status calls per second it makes to the SAT's service (SAT_MODE=soap; with the embedded
   * registry it runs unpaced and prints the rate it would make against the real service).
   */
  SAT_RECHECK_EVERY_MINUTES: intFrom(60, 0, 7 * 24 * 60),
  SAT_RECHECK_RATE: intFrom(5, 1, 100),
  /** The certifier RFC whose CFDIs skip the reception check. */
  SAT_KNOWN_CERTIFIER_RFC: v.pipe(
    optionalText,
    v.check((s) => s === undefined || hasRfcShape(s), 'must be an RFC'),
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

/** Reads the configuration from a variables map (process.env by default); throws on bad values. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = source[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const result = v.safeParse(EnvSchema, picked);
  if (result.success) return result.output;
  const problems = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
  throw new Error(`Invalid server configuration:\n  ${problems.join('\n  ')}`);
}
