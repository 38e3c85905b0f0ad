/**
 * Tells a full disk from a bug: an error (or one of its causes) that says the storage has no room
 * left answers 507 Insufficient Storage (RFC 4918 §11.5) with a message, not a generic 500.
 */

/** File-system errno names of a full disk or an exhausted quota. */
const FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
/** PostgreSQL SQLSTATE 53100 disk_full (Appendix A, class 53: insufficient resources). */
const DISK_FULL = '53100';
/** PGlite's file system (Emscripten) numbers ENOSPC 51 and EDQUOT 19 on its ErrnoError. */
const EMSCRIPTEN_FULL = new Set([51, 19]);
const MAX_CAUSES = 5;

function fieldsOf(x: unknown): Record<string, unknown> | null {
  return typeof x === 'object' && x !== null ? (x as Record<string, unknown>) : null;
}

/** Whether `err` or one of its causes says the disk (or the user's quota on it) is full. */
export function isStorageFull(err: unknown): boolean {
  let at = fieldsOf(err);
  for (let depth = 0; at && depth < MAX_CAUSES; depth++) {
    const code = at.code;
    if (typeof code === 'string' && (FULL_ERRNO.has(code) || code === DISK_FULL)) return true;
    if (at.name === 'ErrnoError' && typeof at.errno === 'number' && EMSCRIPTEN_FULL.has(at.errno)) {
      return true;
    }
    at = fieldsOf(at.cause);
  }
  return false;
}

/** HTTP 507 Insufficient Storage. */
export const INSUFFICIENT_STORAGE = 507;
