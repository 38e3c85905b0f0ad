/**
 * The PostgreSQL advisory locks the portal takes, in one place so two uses never share a key by
 * accident: each is a (space, id) pair for pg_advisory_xact_lock(int, int) and its try- variant.
 */
export const LOCK_SPACE = {
  /** One user's upload starts (id: the user id): the quota is read and the upload inserted. */
  uploadStart: 4101,
} as const;
