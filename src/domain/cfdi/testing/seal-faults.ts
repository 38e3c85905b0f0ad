/**
 * Which faults the generator makes on the sealed document: those that edit the seal itself (the
 * rest are made before sealing, so that the seal still verifies).
 */

/** Faults made on the sealed document (the rest are made before sealing). */
const AFTER_SEAL: ReadonlySet<string> = new Set(['noSello', 'selloCfd']);

export function appliesAfterSeal(fault: string): boolean {
  return AFTER_SEAL.has(fault);
}
