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
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { bodyText, type ApiReply } from './types';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/** How long a concurrent attempt waits for the first attempt's answer before a 409. */
export const DEFAULT_IDEMPOTENCY_WAIT_MS = 15_000;
/**
 * A claim with no answer after this long belongs to an attempt that died with its process (a
 * live one answers, or releases the claim, long before): the next attempt takes the key over.
 */
export const STALE_CLAIM_MS = 5 * 60_000;
/** How often a waiter looks at the row when the claimer is in another process. */
const POLL_MS = 50;

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
}

const ofKey = (key: string, userId: number) =>
  and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.userId, userId));

async function tryClaim(db: Db, key: string, userId: number, fingerprint: string) {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ key, userId, requestHash: fingerprint, responseStatus: null, responseBody: null })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/** Takes over a claim whose attempt never answered (see STALE_CLAIM_MS); true when taken. */
async function takeOverStale(db: Db, key: string, userId: number, now: Date) {
  const taken = await db
    .update(idempotencyKeys)
    .set({ createdAt: now })
    .where(
      and(
        ofKey(key, userId),
        isNull(idempotencyKeys.responseStatus),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - STALE_CLAIM_MS)),
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
  for (;;) {
    if (await tryClaim(db, key, userId, fingerprint)) return { kind: 'claimed' };
    const [row] = await db.select().from(idempotencyKeys).where(ofKey(key, userId));
    // Gone between the insert and the read: the claimer released it (it failed); claim again.
    if (!row) continue;
    if (row.requestHash !== fingerprint) return { kind: 'conflict' };
    if (row.responseStatus !== null && row.responseBody !== null) {
      return {
        kind: 'replay',
        reply: {
          status: row.responseStatus as ApiReply['status'],
          body: JSON.parse(row.responseBody) as Record<string, unknown>,
        },
      };
    }
    const now = opts.now?.() ?? new Date();
    if (await takeOverStale(db, key, userId, now)) return { kind: 'claimed' };
    const left = deadline - Date.now();
    if (left <= 0) return { kind: 'busy' };
    await pause(Math.min(POLL_MS, left), opts.settled?.());
  }
}

/** Stores the claimer's answer for the retries. */
export async function storeIdempotency(
  db: Db,
  key: string,
  userId: number,
  reply: ApiReply,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: reply.status, responseBody: bodyText(reply.body) })
    .where(and(ofKey(key, userId), isNull(idempotencyKeys.responseStatus)));
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
