/**
 * The PostgreSQL advisory locks the portal takes, in one place so two uses never share a key by
 * accident: each is a (space, id) pair for pg_advisory_xact_lock(int, int) and its try- variant.
 */
export const LOCK_SPACE = {
  /** One user's upload starts (id: the user id): the quota is read and the upload inserted. */
  uploadStart: 4101,
  /** A background job (id: JOB_LOCK_ID): one run at a time across server processes. */
  job: 4102,
  /** Client administration writes (id 0): one at a time, so a client never gets two parents. */
  clientAdmin: 4103,
  /**
   * The release step (id: MIGRATION_LOCK_ID): schema migrations, the job schema and the reference
   * data, one process at a time; held at session level on a dedicated connection.
   */
  migration: 4104,
  /**
   * A server process's boot (id: hashtext of its boot id, boot-liveness.ts): held at session level
   * on a dedicated connection for the process's lifetime, free once the process is gone.
   */
  boot: 4105,
} as const;

export const MIGRATION_LOCK_ID = 1;
/** The demo seed (LOCK_SPACE.migration): instances starting together with SEED_DEMO=1 seed once. */
export const DEMO_SEED_LOCK_ID = 2;
/** The build of the large tables' indexes (LOCK_SPACE.migration, try-lock; online-indexes.ts). */
export const ONLINE_INDEX_LOCK_ID = 3;

/** The id of each background job inside LOCK_SPACE.job. */
export const JOB_LOCK_ID = {
  expireUploads: 1,
  /** The SAT re-check's start: one run at a time (the run row is its lease while it works). */
  satRecheck: 2,
} as const;
