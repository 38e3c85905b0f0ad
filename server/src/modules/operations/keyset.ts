/**
 * Keyset paging of the operations lists (Eventos, Sesiones, Errores, Notificaciones): a page is
 * the rows after the last one of the page before in the list's order (an instant, newest first,
 * then the id, highest first), found through the index on that order instead of counting rows
 * from the top. The cursor a page answers is that last row's key, opaque to the caller:
 * base64url of "instant|id" (or "instant|channel|id" for the outbox, which merges two tables).
 *
 * The instant travels with its microseconds as the database keeps them: a JavaScript Date holds
 * milliseconds only, and a cursor rounded to them would skip or repeat rows that differ by less.
 */
import { lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { INT4_MAX } from '../../../../src/protocol/bounds';
import { OUTBOX_CHANNELS } from '../../../../src/protocol/operations';

/** An instant as the database keeps it, in UTC to the microsecond: 2026-05-01T17:03:09.123456Z. */
export type Instant = string;
const INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.(\d{6})Z$/;

/** The key of a row in a list ordered by (instant desc, id desc). */
export interface RowKey {
  at: Instant;
  id: number;
}
/** The key of an outbox row: of two rows created at the same instant, the mail comes first. */
export interface OutboxKey extends RowKey {
  channel: (typeof OUTBOX_CHANNELS)[number];
}

/** The select expression of a timestamp (or an expression of timestamps) as an Instant. */
export const instantOf = (column: PgColumn | SQL) =>
  sql<Instant>`to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

export const cursorOf = (key: RowKey): string => encode(`${key.at}|${key.id}`);
export const outboxCursorOf = (key: OutboxKey): string =>
  encode(`${key.at}|${key.channel}|${key.id}`);

/** Whether a text is an instant of the calendar (no 31 February, no hour 25). */
function isInstant(text: string): boolean {
  const m = INSTANT.exec(text);
  if (!m) return false;
  const ms = Date.parse(`${m[1]}Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === m[1];
}

function idOf(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

function partsOf(cursor: string, count: number): string[] | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return parts.length === count ? parts : null;
}

/** The key a cursor of a two-part list holds; null when it is not one (a 400 for the caller). */
export function readCursor(cursor: string): RowKey | null {
  const parts = partsOf(cursor, 2);
  if (!parts) return null;
  const [at = '', idText = ''] = parts;
  const id = idOf(idText);
  return isInstant(at) && id !== null ? { at, id } : null;
}

/** The key an outbox cursor holds; null when it is not one. */
export function readOutboxCursor(cursor: string): OutboxKey | null {
  const parts = partsOf(cursor, 3);
  if (!parts) return null;
  const [at = '', channel = '', idText = ''] = parts;
  const id = idOf(idText);
  const known = OUTBOX_CHANNELS.find((c) => c === channel);
  return isInstant(at) && id !== null && known ? { at, id, channel: known } : null;
}

/**
 * The rows after `key` in the order (instant desc, id desc). Written as `instant <= k and
 * (instant < k or id < i)` so that the first condition bounds a scan of an index on the instant.
 */
export function after(instant: PgColumn | SQL, id: PgColumn, key: RowKey): SQL {
  const at = sql`${key.at}::timestamptz`;
  return sql`(${instant} <= ${at} and (${instant} < ${at} or ${id} < ${key.id}))`;
}

/**
 * The rows of one outbox channel after `key` in the merged order (created desc, mail before
 * SMS, id desc): of the channel the key is in, those after it; of the other, those created
 * before it, and, when the key is a mail, the SMS created at the very same instant too.
 */
export function outboxAfter(
  channel: OutboxKey['channel'],
  created: PgColumn,
  id: PgColumn,
  key: OutboxKey,
): SQL {
  if (channel === key.channel) return after(created, id, key);
  const at = sql`${key.at}::timestamptz`;
  return channel === 'sms' ? lte(created, at) : lt(created, at);
}

/** Orders two outbox keys as the merged list does (negative: `a` comes first). */
export function compareOutboxKeys(a: OutboxKey, b: OutboxKey): number {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  if (a.channel !== b.channel) return a.channel === 'mail' ? -1 : 1;
  return b.id - a.id;
}

/**
 * One page of rows fetched with one more than the page holds: the page, and the cursor of the
 * next one (the page's last row) when that extra row exists.
 */
export function pageOfRows<Row>(
  rows: readonly Row[],
  size: number,
  cursorOfRow: (row: Row) => string,
): { page: Row[]; next: string | null } {
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { page, next: rows.length > size && last ? cursorOfRow(last) : null };
}
