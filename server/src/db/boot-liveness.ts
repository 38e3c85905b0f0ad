/**
 * Which server processes are alive, for the work they claimed (an Idempotency-Key's first attempt):
 * each process has a boot id, and on PostgreSQL holds an advisory lock on it for its lifetime.
 *
 * PostgreSQL releases a session's advisory locks as soon as its connection ends, a crashed or
 * killed process included (the kernel closes the socket), so "is the lock of this boot id free?"
 * answers "is that process gone?" at once, with no heartbeat and no grace period. On PGlite one
 * process alone opens the database (pglite-lock.ts): every boot but this one is over.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { LOCK_SPACE } from './advisory-locks';
import type { Db } from './client';

/** This process's boot id, for a database no other process opens. */
export const BOOT_ID = randomUUID();

const BOOT_LOCK_CLASS = LOCK_SPACE.boot;

export interface Liveness {
  /** The boot id this process records on its claims. */
  readonly bootId: string;
  /** Whether the process of `bootId` still runs, so that its claims still hold. */
  isAlive(bootId: string): Promise<boolean>;
  /** Lets the boot id go (at shutdown). */
  close(): Promise<void>;
}

/** One process alone on its database (PGlite, the test databases): every other boot is over. */
export function singleProcessLiveness(bootId: string = BOOT_ID): Liveness {
  return { bootId, isAlive: async (id) => id === bootId, close: async () => {} };
}

/** Whether no session holds the lock of `bootId`: its process is gone. */
async function lockIsFree(db: Db, bootId: string): Promise<boolean> {
  // The transaction-level lock of one statement is released when the statement ends.
  const result: unknown = await db.execute(
    sql`select pg_try_advisory_xact_lock(${BOOT_LOCK_CLASS}::int, hashtext(${bootId})) as free`,
  );
  // Both drivers answer { rows: [...] }; Drizzle types a raw statement's result as unknown.
  const rows = (result as { rows?: { free?: unknown }[] }).rows ?? [];
  return rows[0]?.free === true;
}

/**
 * PostgreSQL: holds the advisory lock of a new boot id on a connection of its own (outside the
 * pool, so it stays open) until close(). If that connection is lost (the database restarted), it
 * reconnects and takes the lock again; meanwhile other processes see this one as gone, as they
 * should: its requests in flight could not answer through the database either.
 */
export async function holdBootLock(
  url: string,
  db: Db,
  opts: { onLost?: (error: Error) => void; retryMs?: number } = {},
): Promise<Liveness> {
  let bootId = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;

  const lock = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: 'portalpro boot lock' });
    c.on('error', (e) => {
      if (closed || client !== c) return;
      client = null;
      opts.onLost?.(e);
      setTimeout(() => void relock(), opts.retryMs ?? 1_000).unref();
    });
    await c.connect();
    try {
      // A hashtext collision with a live boot id (one in four billion) takes another id.
      for (;;) {
        const res = await c.query<{ held: boolean }>(
          'select pg_try_advisory_lock($1, hashtext($2)) as held',
          [BOOT_LOCK_CLASS, bootId],
        );
        if (res.rows[0]?.held) break;
        bootId = randomUUID();
      }
    } catch (e) {
      await c.end().catch(() => undefined);
      throw e;
    }
    client = c;
  };
  const relock = async () => {
    if (closed || client) return;
    try {
      await lock();
    } catch (e) {
      opts.onLost?.(e instanceof Error ? e : new Error(String(e)));
      setTimeout(() => void relock(), opts.retryMs ?? 1_000).unref();
    }
  };

  await lock();
  return {
    get bootId() {
      return bootId;
    },
    isAlive: async (id) => id === bootId || !(await lockIsFree(db, id)),
    close: async () => {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
