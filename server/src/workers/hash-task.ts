/**
 * What a password-hashing pool thread runs (hash.ts sends the tasks): one scrypt derivation,
 * computed on this thread itself (scryptSync), not on libuv's thread pool that file and DNS calls
 * share.
 */
import { scryptSync } from 'node:crypto';

export interface HashTask {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

export default function runHashTask(task: HashTask): Uint8Array {
  const { password, salt, keyLength, N, r, p, maxmem } = task;
  return new Uint8Array(scryptSync(password, salt, keyLength, { N, r, p, maxmem }));
}
