/**
 * The server errors page's records: every answer 500 (a handler that threw, or an error outside
 * the API) leaves a row with its request id, route, error class and a scrubbed message. Nothing of
 * the request is kept: no body, no header, and the message loses e-mails, RFCs, UUIDs, tokens and
 * long numbers. A failure to write is logged, never turned into another error.
 */
import type { Db } from '../../db/client';
import { serverErrors } from '../../db/schema';
import { errorForLog } from '../../error-for-log';
import type { Logger } from '../../logger';

export const MAX_ERROR_MESSAGE = 500;

const SCRUBS: readonly [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\bBearer\s+\S+/gi, 'Bearer [token]'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '[uuid]'],
  // RFC: 3 or 4 letters (Ñ and & included), yymmdd, 3 alphanumerics.
  [/\b[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}\b/gi, '[rfc]'],
  // Tokens, keys and hashes: 20 or more base64url characters with a digit in them.
  [/\b(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}\b/g, '[token]'],
  // Phone numbers, accounts and other long digit runs.
  [/\d{7,}/g, '[number]'],
  // Quoted values (a database message quoting a row, a parser quoting its input).
  [/"[^"]{0,200}"|'[^']{0,200}'/g, '"…"'],
];

/** The message with personal data and secrets masked, at most MAX_ERROR_MESSAGE characters. */
export function scrubErrorMessage(text: string): string {
  let out = text.replace(/\s+/g, ' ').trim();
  for (const [pattern, mask] of SCRUBS) out = out.replace(pattern, mask);
  return out.length > MAX_ERROR_MESSAGE ? `${out.slice(0, MAX_ERROR_MESSAGE - 1)}…` : out;
}

/** The class and message to keep of a thrown value (database errors: statement and SQLSTATE). */
export function describeError(err: unknown): { errorClass: string; message: string } {
  const e = errorForLog(err);
  if (e.statement || e.code) {
    const parts = [e.statement, e.code && `SQLSTATE ${e.code}`, e.constraint, e.table, e.column];
    return {
      errorClass: 'DatabaseError',
      // Labels and codes only (error-for-log keeps no value of the statement).
      message: parts.filter(Boolean).join(' · ').slice(0, MAX_ERROR_MESSAGE),
    };
  }
  const name = err instanceof Error ? err.name || 'Error' : typeof err;
  const message = err instanceof Error ? err.message : String(err);
  return { errorClass: name.slice(0, 100), message: scrubErrorMessage(message) };
}

export interface ServerErrorRecord {
  requestId: string;
  route: string;
  error: unknown;
  userId: number | null;
  date: Date;
}

export async function recordServerError(db: Db, log: Logger, r: ServerErrorRecord): Promise<void> {
  try {
    const { errorClass, message } = describeError(r.error);
    await db.insert(serverErrors).values({
      requestId: r.requestId.slice(0, 100),
      route: r.route.slice(0, 200),
      errorClass,
      message,
      userId: r.userId,
      date: r.date,
    });
  } catch (err) {
    log.error('server error record failed', { ...errorForLog(err) });
  }
}
