/**
 * Idempotent mutations: the first attempt per Idempotency-Key and user claims the key (a row with
 * no response yet), runs, and stores its response; a retry with the same request — even one that
 * arrives while the first is still running — gets that response, and a different request under
 * the same key is a 409 conflict.
 *
 * The claim is an INSERT … ON CONFLICT DO NOTHING on the (key, user) primary key, so it is atomic
 * in one database whether one server process or several share it (PGlite or PostgreSQL). A
 * concurrent attempt waits for the claimer's answer: woken at once when the claimer is in the same
 * process, else by polling the row, up to a bounded wait.
 *
 * Stored answers are Brotli-compressed (quality 5) into a bytea column and decompressed on replay:
 * the caller gets the JSON the first attempt answered, whatever the route. When a synced review
 * answered the whole order (26-36 kB of JSON, 6.6-8.3 kB as text under PostgreSQL's own TOAST
 * compression), this kept it in 4.3-5.4 kB for 0.2-0.3 ms of compression per write; deflate came
 * 5-7 % larger at the same speed, Brotli's quality 9-11 only 2-10 % smaller for 20-100 times the
 * time. A review now answers only what it changed (about 300 bytes, kept in about 190). Keeping
 * only a reference to the order was not chosen: its replay would answer the order as it is at the
 * retry, not what the first attempt answered. An answer under PACK_FROM_LENGTH (a review's change,
 * most refusals) is kept as text: compressing it saved a hundred bytes for a trip to the thread
 * pool that cost more CPU than the rest of storing it.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import { singleProcessLiveness, type Liveness } from '../db/boot-liveness';
import type { Db } from '../db/client';
import { auditEvents, idempotencyKeys } from '../db/schema';
import { errorForLog } from '../error-for-log';
import type { Logger } from '../logger';
import { bodyText, type ApiReply } from './types';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** How long a concurrent attempt waits for the first attempt's answer before a 409. */
export const DEFAULT_IDEMPOTENCY_WAIT_MS = 15_000;
/**
 * A claim records the boot id of its process (db/boot-liveness.ts): once that process is gone
 * (crashed, killed, restarted), the next attempt takes the key over at once. A claim whose
 * process cannot be told (one claimed before boot ids were recorded) is taken over after this
 * long with no answer (a live attempt answers, or releases the claim, long before).
 */
export const STALE_CLAIM_MS = 5 * 60_000;
/** How often a waiter looks at the row when the claimer is in another process. */
const POLL_MS = 50;

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** Brotli quality 5: as small as quality 9 within 2 % at a fraction of its time. */
const PACK_QUALITY = 5;

/** Answers whose JSON has this many characters or more are kept compressed. */
export const PACK_FROM_LENGTH = 1024;

/** An answer's JSON as it is kept: UTF-8, Brotli-compressed. */
export async function packAnswer(text: string): Promise<Uint8Array> {
  const bytes = Buffer.from(text, 'utf8');
  return compress(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: PACK_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** The JSON text of a kept answer. */
export async function unpackAnswer(packed: Uint8Array): Promise<string> {
  return (await decompress(packed)).toString('utf8');
}

/** The stored answer's JSON: compressed, or as text in rows kept before answers were compressed. */
async function storedAnswer(row: {
  responsePacked: Uint8Array | null;
  responseBody: string | null;
}): Promise<string | null> {
  if (row.responsePacked !== null) return unpackAnswer(row.responsePacked);
  return row.responseBody;
}

export function requestFingerprint(name: string, actionId: number, rawBody: string): string {
  return createHash('sha256')
    .update(`${name.toLowerCase()}\n${actionId}\n${rawBody}`)
    .digest('base64url');
}

export type IdempotencyClaim =
  /** This attempt holds the key: run the handler, then settle (store or release). */
  | { kind: 'claimed' }
  /** The key's stored answer, for the same request. */
  | { kind: 'replay'; reply: ApiReply }
  /** The key was used with another request. */
  | { kind: 'conflict' }
  /** The first attempt was still running when the wait ended. */
  | { kind: 'busy' };

export interface ClaimOptions {
  /** The most this attempt waits for a concurrent first attempt's answer. */
  waitMs: number;
  /** Resolves when a claimer in this process settles the key (undefined when none is running here). */
  settled?: () => Promise<void> | undefined;
  now?: () => Date;
  /** This process's boot id and whether another's is alive (one process alone by default). */
  liveness?: Liveness;
}

const ofKey = (key: string, userId: number) =>
  and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.userId, userId));

async function tryClaim(db: Db, key: string, userId: number, fingerprint: string, bootId: string) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      key,
      userId,
      requestHash: fingerprint,
      responseStatus: null,
      responseBody: null,
      bootId,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/**
 * Takes over a claim whose attempt will never answer: its process is gone, or (see
 * STALE_CLAIM_MS) it is old. True when taken; of several attempts taking it at once, one wins.
 */
async function takeOverDead(
  db: Db,
  key: string,
  userId: number,
  claimer: string | null,
  now: Date,
  liveness: Liveness,
) {
  const stale = lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_CLAIM_MS));
  const dead = claimer !== null && !(await liveness.isAlive(claimer));
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now, bootId: liveness.bootId })
    .where(
      and(
        ofKey(key, userId),
        isNull(idempotencyKeys.responseStatus),
        claimer !== null && dead ? or(eq(idempotencyKeys.bootId, claimer), stale) : stale,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

const pause = (ms: number, wake: Promise<void> | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    void wake?.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Claims the key for this attempt, or answers what a retry gets: the stored reply, a conflict, or
 * — when the first attempt is still running after `waitMs` — busy.
 */
export async function claimIdempotency(
  db: Db,
  key: string,
  userId: number,
  fingerprint: string,
  opts: ClaimOptions,
): Promise<IdempotencyClaim> {
  const deadline = Date.now() + opts.waitMs;
  const liveness = opts.liveness ?? singleProcessLiveness();
  for (;;) {
    if (await tryClaim(db, key, userId, fingerprint, liveness.bootId)) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotencyKeys).where(ofKey(key, userId));
    // Gone between the insert and the read: the claimer released it (it failed); claim again.
    if (!row) continue;
    if (row.requestHash !== fingerprint) return { kind: 'conflict' };
    const answer = row.responseStatus === null ? null : await storedAnswer(row);
    if (row.responseStatus !== null && answer !== null) {
      return {
        kind: 'replay',
        reply: {
          status: row.responseStatus as ApiReply['status'],
          body: JSON.parse(answer) as Record<string, unknown>,
        },
      };
    }
    const now = opts.now?.() ?? new Date();
    if (await takeOverDead(db, key, userId, row.bootId, now, liveness)) return { kind: 'claimed' };
    const left = deadline - Date.now();
    if (left <= 0) return { kind: 'busy' };
    await pause(Math.min(POLL_MS, left), opts.settled?.());
  }
}

/**
 * Stores the claimer's answer for the retries (compressed when long) and, in the same statement,
 * the reply's audit events. Should writing the events fail, the answer is stored without them
 * and the failure logged (writeAudit).
 */
export async function storeIdempotency(
  db: Db,
  key: string,
  userId: number,
  reply: ApiReply,
  log: Logger,
): Promise<void> {
  const text = bodyText(reply.body);
  const packed = text.length >= PACK_FROM_LENGTH;
  const store = db
    .update(idempotencyKeys)
    .set({
      responseStatus: reply.status,
      responseBody: packed ? null : text,
      responsePacked: packed ? await packAnswer(text) : null,
    })
    .where(and(ofKey(key, userId), isNull(idempotencyKeys.responseStatus)));
  const audit = reply.audit ?? [];
  if (audit.length === 0) {
    await store;
    return;
  }
  try {
    const insert = db.insert(auditEvents).values(audit).getSQL();
    await db.execute(sql`with audited as (${insert}) ${store.getSQL()}`);
  } catch (err) {
    log.error('audit write failed', { resource: audit[0]!.resource, ...errorForLog(err) });
    await store;
  }
}

/** Writes a reply's audit events on their own (a call without an Idempotency-Key); see storeIdempotency. */
export async function writeAudit(db: Db, reply: ApiReply, log: Logger): Promise<void> {
  const audit = reply.audit ?? [];
  if (audit.length === 0) return;
  try {
    await db.insert(auditEvents).values(audit);
  } catch (err) {
    log.error('audit write failed', { resource: audit[0]!.resource, ...errorForLog(err) });
  }
}

/**
 * Gives the key up when the first attempt failed (an error, or a 5xx answer, which is not
 * stored): a waiting or later attempt claims it and runs again, as a retry after a 5xx always has.
 */
export async function releaseIdempotency(db: Db, key: string, userId: number): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(ofKey(key, userId), isNull(idempotencyKeys.responseStatus)));
}
