/**
 * Idempotent mutations: the first response per Idempotency-Key and user is stored, replayed for a
 * retry with the same request, and a different request under the same key is a 409 conflict.
 */
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { ApiReply } from './types';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

export function requestFingerprint(name: string, actionId: number, rawBody: string): string {
  return createHash('sha256')
    .update(`${name.toLowerCase()}\n${actionId}\n${rawBody}`)
    .digest('base64url');
}

export type IdempotencyLookup =
  { kind: 'new' } | { kind: 'replay'; reply: ApiReply } | { kind: 'conflict' };

export async function lookupIdempotency(
  db: Db,
  key: string,
  userId: number,
  fingerprint: string,
): Promise<IdempotencyLookup> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.userId, userId)));
  if (!row) return { kind: 'new' };
  if (row.requestHash !== fingerprint) return { kind: 'conflict' };
  return {
    kind: 'replay',
    reply: {
      status: row.responseStatus as ApiReply['status'],
      body: JSON.parse(row.responseBody) as Record<string, unknown>,
    },
  };
}

/**
 * Stores the first response. Two concurrent first attempts both run; the first stored answer
 * wins and later retries replay it.
 */
export async function storeIdempotency(
  db: Db,
  key: string,
  userId: number,
  fingerprint: string,
  reply: ApiReply,
): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({
      key,
      userId,
      requestHash: fingerprint,
      responseStatus: reply.status,
      responseBody: JSON.stringify(reply.body),
    })
    .onConflictDoNothing();
}
