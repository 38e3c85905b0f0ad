/**
 * Password hashing off the event loop: scrypt runs in the hashing pool's threads (hash-task.ts),
 * apart from the CFDI pool so a sign-in never waits behind an invoice's validation. Who runs when
 * is decided before, by the slot gate in auth/password.ts: it lets as many hashes through as the
 * pool has threads, so this pool's own queue stays empty.
 */
import type { HashTask } from './hash-task';
import { lazyPool, POOL_THREADS } from './pool';

/** Threads hashing at once (and slots of the gate in front of them). */
export const HASH_THREADS = POOL_THREADS;

const hashPool = lazyPool<HashTask, Uint8Array>({
  name: 'password-hash',
  task: new URL('./hash-task.ts', import.meta.url),
  threads: HASH_THREADS,
  // One hash takes tens of milliseconds; this only stops a thread that hangs.
  timeoutMs: 20_000,
  maxQueue: 1_000,
});

/** scrypt of the password, computed in a pool thread. */
export async function scryptOffThread(task: HashTask): Promise<Buffer> {
  const key = await hashPool().run(task);
  return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
}
