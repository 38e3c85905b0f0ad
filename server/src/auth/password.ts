/**
 * Password hashing at rest with scrypt (node:crypto): a random salt per user, the cost stored in
 * the hash string so it can be raised later, and a constant-time comparison.
 *
 * Every hash is computed in the hashing pool's worker threads (workers/hash.ts) and waits for a
 * slot first: as many run at once as the pool has threads (one fewer than the cores), so a flood
 * of sign-ins queues here instead of taking every core, and the event loop keeps answering. Sign-in
 * checks wait in the lane of their address class, lanes served in turn (slot-gate.ts), so a crowd
 * of wrong passwords from one network delays itself, not a person signing in from elsewhere.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { HASH_THREADS, scryptOffThread } from '../workers/hash';
import { SlotGate, type Place } from './slot-gate';

/** N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per hash. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEM = 128 * 1024 * 1024;

/** One fewer than the cores, so one is always left for answering other calls. */
export const MAX_CONCURRENT_HASHES = HASH_THREADS;

/**
 * The slots every hash waits for. A sign-in check is refused as busy rather than queued behind
 * 200 others of its own address class, or for more than 20 s, or when 2,000 wait in all (a bound
 * on memory); other hashes (a password change, the seed) wait their turn.
 */
const hashing = new SlotGate(MAX_CONCURRENT_HASHES, 200, 20_000, 2_000);
let computed = 0;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Hashes running and waiting for a slot right now (tests and the bench watch a flood with it). */
export function passwordHashLoad(): { running: number; waiting: number } {
  return hashing.load;
}

/** Hashes computed since the process started (the sign-in tests count them per attempt). */
export function passwordHashesComputed(): number {
  return computed;
}

function derive(
  password: string,
  salt: Buffer,
  cost: ScryptCost,
  refuseWhenBusy = false,
  place: Place = {},
): Promise<Buffer> {
  return hashing.run(
    () => {
      computed++;
      return scryptOffThread({
        password: password.normalize('NFC'),
        salt,
        keyLength: KEY_LENGTH,
        ...cost,
        maxmem: MAX_MEM,
      });
    },
    refuseWhenBusy,
    place,
  );
}

/** Hashes a password as `scrypt$N$r$p$<salt b64url>$<key b64url>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * True when the password matches the stored hash; a malformed hash never matches. A refusable
 * check (a sign-in) waits at its place and may be refused with SlotsBusyError.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  refuseWhenBusy = false,
  place: Place = {},
): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const expected = Buffer.from(parts[5]!, 'base64url');
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = await derive(password, salt, { N, r, p }, refuseWhenBusy, place);
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A hash nobody's password matches, so every failed check costs the same work. */
let decoyHash: Promise<string> | null = null;

/**
 * The sign-in check: one hash of the same cost whatever the account (a real hash, or the decoy
 * for an unknown name, an account without a password, or no password given), so neither the
 * answer's time nor its text tells whether the account exists: the decoy waits at the same place
 * and takes the same slot as a real check would. `place` is the caller's address class, or first
 * in line for an address the name signed in from before. Throws SlotsBusyError when no slot comes
 * in time.
 */
export async function checkSignInPassword(
  password: string | null,
  stored: string | null,
  place: Place = {},
): Promise<boolean> {
  if (password !== null && password !== '' && stored !== null) {
    return verifyPassword(password, stored, true, place);
  }
  // A decoy that could not be computed (its hash timed out) is computed again by the next check.
  decoyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((e: unknown) => {
    decoyHash = null;
    throw e;
  });
  await verifyPassword(password ?? '', await decoyHash, true, place);
  return false;
}
