/**
 * Password hashing at rest with scrypt (node:crypto): a random salt per user, the cost stored in
 * the hash string so it can be raised later, and a constant-time comparison.
 *
 * Every hash waits for a slot: at most one fewer than the machine's cores run at once, so a flood
 * of sign-ins queues here instead of taking every core, and the server keeps answering other calls.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { SlotGate } from './slot-gate';

/** N = 2^15, r = 8, p = 1: about 32 MiB and tens of milliseconds per hash. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEM = 128 * 1024 * 1024;

/** One fewer than the cores, so one is always left for answering other calls. */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);

/**
 * The slots every hash waits for. A sign-in check is refused as busy rather than queued behind
 * 200 others or for more than 20 s; other hashes (a password change, the seed) wait their turn.
 */
const hashing = new SlotGate(MAX_CONCURRENT_HASHES, 200, 20_000);
let computed = 0;

/** Hashes computed since the process started (the sign-in tests count them per attempt). */
export function passwordHashesComputed(): number {
  return computed;
}

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  refuseWhenBusy = false,
): Promise<Buffer> {
  return hashing.run(() => {
    computed++;
    return scryptKey(password, salt, options);
  }, refuseWhenBusy);
}

function scryptKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: MAX_MEM },
      (e, key) => (e ? reject(e) : resolve(key)),
    ),
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

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(
  password: string,
  stored: string,
  refuseWhenBusy = false,
): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p) return false;
  const expected = Buffer.from(parts[5]!, 'base64url');
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = await derive(password, salt, { N, r, p }, refuseWhenBusy);
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A hash nobody's password matches, so every failed check costs the same work. */
let decoyHash: Promise<string> | null = null;

/**
 * The sign-in check: one hash of the same cost whatever the account (a real hash, or the decoy
 * for an unknown name, an account without a password, or no password given), so neither the
 * answer's time nor its text tells whether the account exists. Throws SlotsBusyError when no
 * slot comes in time.
 */
export async function checkSignInPassword(
  password: string | null,
  stored: string | null,
): Promise<boolean> {
  if (password !== null && password !== '' && stored !== null) {
    return verifyPassword(password, stored, true);
  }
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password ?? '', await decoyHash, true);
  return false;
}
