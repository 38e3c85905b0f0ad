/** Deterministic randomness for the test generator: a seeded PRNG and UUIDs drawn from it. */

/** mulberry32: small, deterministic, good enough for test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function uuid(rand: () => number): string {
  const hex = (n: number): string =>
    Array.from({ length: n }, () => '0123456789ABCDEF'[Math.floor(rand() * 16)] ?? '0').join('');
  return `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
}
