/**
 * The indexes the portal's lists, filters and jobs need on its large tables (the audit log,
 * sessions, invoices, orders, users …), built without locking those tables for long.
 *
 * A migration runs inside a transaction, and `CREATE INDEX` there blocks every write to the table
 * until the index is built: seconds to minutes on a table of millions of rows. So these indexes
 * are not in the migrations nor in the Drizzle schema; after the migrations, the release step
 * builds each missing one here:
 * - on PostgreSQL with `CREATE INDEX CONCURRENTLY`, one at a time, outside any transaction, so
 *   reads and writes go on while it builds. A build that failed half-way leaves an INVALID index
 *   behind; it is dropped (also concurrently) and built again. Only one process builds at a time
 *   (a try-lock: an instance that finds another building goes on starting without waiting, which
 *   also keeps the build from waiting on a process that waits for it). The build runs with no
 *   statement timeout on its own connection.
 * - on PGlite (one process, demo sizes) with a plain `CREATE INDEX IF NOT EXISTS`.
 * Trigram indexes (text searched with ILIKE '%…%') need the pg_trgm extension: the step creates it
 * on PostgreSQL (a trusted extension: the database's owner may create it); when it cannot, those
 * indexes are left out with a warning and the searches still answer, by scanning.
 *
 * docs/production.md says how an operator follows a long build (pg_stat_progress_create_index).
 */
import type pg from 'pg';
import { LOCK_SPACE, ONLINE_INDEX_LOCK_ID } from './advisory-locks';
import type { DbHandle } from './client';

export interface OnlineIndex {
  name: string;
  /** What follows `CREATE INDEX <name>`: `ON table [USING method] (columns) [INCLUDE …] [WHERE …]`. */
  definition: string;
  /** Why the index exists: the call or job it serves. */
  serves: string;
  /** The extension the index needs (its operator class). */
  needs?: 'pg_trgm';
}

export const ONLINE_INDEXES: readonly OnlineIndex[] = [
  {
    name: 'audit_events_date_idx',
    definition: 'ON audit_events (date DESC, id DESC)',
    serves: 'Eventos (AuditLog 20) newest first, by day range; Estadísticas by day',
  },
  {
    name: 'audit_events_user_date_idx',
    definition: 'ON audit_events (user_id, date DESC, id DESC)',
    serves: 'Eventos filtered by user',
  },
  {
    name: 'audit_events_resource_date_idx',
    definition: 'ON audit_events (resource, date DESC, id DESC)',
    serves: 'Eventos filtered by entity',
  },
  {
    name: 'sessions_live_idx',
    definition: 'ON sessions (expires_at) WHERE revoked_at IS NULL',
    serves: 'Sesiones: the live sessions among every session kept',
  },
  {
    name: 'server_errors_text_trgm_idx',
    definition:
      'ON server_errors USING gin (route gin_trgm_ops, error_class gin_trgm_ops, request_id gin_trgm_ops, message gin_trgm_ops)',
    serves: 'Errores: the text search inside route, class, request id and message',
    needs: 'pg_trgm',
  },
  {
    name: 'erp_invoices_registered_idx',
    definition: 'ON erp_invoices (registered_at)',
    serves: 'Estadísticas: invoices registered and refused per day',
  },
  {
    name: 'erp_invoices_watched_idx',
    definition: 'ON erp_invoices (registered_at, id) WHERE electronic',
    serves:
      'SAT re-check: where a pass starts (the first invoice registered in the last 12 months)',
  },
  {
    name: 'erp_invoices_watch_order_idx',
    definition: 'ON erp_invoices (id) INCLUDE (registered_at) WHERE electronic',
    serves: 'SAT re-check: the due batches, in id order from where the last one ended',
  },
  {
    name: 'erp_invoices_refused_idx',
    definition: "ON erp_invoices (registered_at) WHERE kind = 'MT' AND status = '02'",
    serves: 'Estadísticas: invoices refused per day and their reasons (always counted live)',
  },
  {
    name: 'mail_outbox_created_idx',
    definition: 'ON mail_outbox (created_at DESC, id DESC)',
    serves: 'Notificaciones: mail newest first, page after page',
  },
  {
    name: 'sms_outbox_created_idx',
    definition: 'ON sms_outbox (created_at DESC, id DESC)',
    serves: 'Notificaciones: text messages newest first, page after page',
  },
  {
    name: 'server_errors_date_id_idx',
    definition: 'ON server_errors (date DESC, id DESC)',
    serves: 'Errores newest first, page after page',
  },
  {
    name: 'erp_payment_complements_registered_idx',
    definition: 'ON erp_payment_complements (registered_at)',
    serves: 'Estadísticas: payment complements per day',
  },
  {
    name: 'maintenance_orders_company_date_idx',
    definition: 'ON maintenance_orders (bukrs, fsavd DESC, fsavz DESC, aufnr)',
    serves: 'the order pages of staff of one company, newest first, page after page',
  },
  {
    name: 'maintenance_orders_company_status_date_idx',
    definition: 'ON maintenance_orders (bukrs, status, fsavd DESC, fsavz DESC, aufnr)',
    serves: 'the order pages filtered by status (and a date range), region on top',
  },
  {
    name: 'maintenance_orders_lessor_date_idx',
    definition: 'ON maintenance_orders (lifnr, fsavd DESC, fsavz DESC, aufnr)',
    serves: "a lessor's orders, newest first, page after page",
  },
  {
    name: 'maintenance_orders_crew_date_idx',
    definition: 'ON maintenance_orders (work_cntr, fsavd DESC, fsavz DESC, aufnr)',
    serves: "a crew's orders, newest first, page after page",
  },
  {
    name: 'maintenance_orders_date_idx',
    definition: 'ON maintenance_orders (fsavd DESC, fsavz DESC, aufnr)',
    serves: 'the order pages of staff who see every company',
  },
  {
    name: 'users_role_user_name_idx',
    definition: 'ON users (role_id, user_name)',
    serves: 'user administration: each role’s users by user name, page after page',
  },
  {
    name: 'users_name_trgm_idx',
    definition: 'ON users USING gin (name gin_trgm_ops)',
    serves: 'user search and the Eventos user filter: text inside the name',
    needs: 'pg_trgm',
  },
  {
    name: 'users_user_name_trgm_idx',
    definition: 'ON users USING gin (user_name gin_trgm_ops)',
    serves: 'user search and the Eventos user filter: text inside the user name',
    needs: 'pg_trgm',
  },
  {
    name: 'users_email_trgm_idx',
    definition: 'ON users USING gin (email gin_trgm_ops)',
    serves: 'user search: text inside the e-mail address',
    needs: 'pg_trgm',
  },
  {
    name: 'suppliers_text_trgm_idx',
    definition: 'ON suppliers USING gin (name gin_trgm_ops, tin gin_trgm_ops, code gin_trgm_ops)',
    serves: 'Proveedores: the text search inside name, RFC and number',
    needs: 'pg_trgm',
  },
  {
    name: 'users_client_idx',
    definition: 'ON users (client_parent_id, client_child_id) WHERE client_parent_id IS NOT NULL',
    serves: 'Clientes: the users of each client and child client, among every user',
  },
  {
    name: 'user_supplier_supplier_idx',
    definition: 'ON user_supplier (supplier_id)',
    serves: 'Users of a supplier (user administration scope, supplier administration)',
  },
];

export interface OnlineIndexReport {
  built: string[];
  /** Indexes left out, with why (another process is building, or an extension is missing). */
  skipped: { name: string; why: string }[];
}

type Log = (line: string) => void;

/** Builds every missing index of `indexes`; see the file's comment for how. */
export async function buildOnlineIndexes(
  handle: DbHandle,
  log: Log = () => {},
  indexes: readonly OnlineIndex[] = ONLINE_INDEXES,
): Promise<OnlineIndexReport> {
  if (handle.kind === 'pglite') {
    const built: string[] = [];
    const skipped: OnlineIndexReport['skipped'] = [];
    for (const index of indexes) {
      // The embedded database carries no extension beyond the core (pg_trgm would have to be
      // loaded into every PGlite instance); its tables are of demo size, where a scan is quick.
      if (index.needs) {
        skipped.push({ name: index.name, why: `${index.needs} is not loaded in PGlite` });
        continue;
      }
      const present = await handle.client.query<{ n: number }>(
        'select count(*)::int as n from pg_class where relname = $1 and relkind = $2',
        [index.name, 'i'],
      );
      if ((present.rows[0]?.n ?? 0) > 0) continue;
      await handle.client.exec(`CREATE INDEX IF NOT EXISTS ${index.name} ${index.definition}`);
      built.push(index.name);
    }
    return { built, skipped };
  }
  const client = await handle.pool.connect();
  let locked = false;
  try {
    const got = await client.query<{ ok: boolean }>(
      'select pg_try_advisory_lock($1::int, $2::int) as ok',
      [LOCK_SPACE.migration, ONLINE_INDEX_LOCK_ID],
    );
    if (!got.rows[0]?.ok) {
      return {
        built: [],
        skipped: indexes.map((i) => ({ name: i.name, why: 'another process is building' })),
      };
    }
    locked = true;
    await client.query('set statement_timeout = 0');
    return await buildOnPostgres(client, indexes, log);
  } finally {
    if (locked) {
      await client
        .query('select pg_advisory_unlock($1::int, $2::int)', [
          LOCK_SPACE.migration,
          ONLINE_INDEX_LOCK_ID,
        ])
        .catch(() => undefined);
    }
    client.release();
  }
}

async function buildOnPostgres(
  client: pg.PoolClient,
  indexes: readonly OnlineIndex[],
  log: Log,
): Promise<OnlineIndexReport> {
  const built: string[] = [];
  const skipped: OnlineIndexReport['skipped'] = [];
  const extensions = new Map<string, boolean>();
  const hasExtension = async (name: string) => {
    const known = extensions.get(name);
    if (known !== undefined) return known;
    let ok = true;
    try {
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${name}`);
    } catch (e) {
      ok = false;
      log(
        `indexes: extension ${name} not available (${(e as Error).message}); its indexes are left out`,
      );
    }
    extensions.set(name, ok);
    return ok;
  };
  for (const index of indexes) {
    if (index.needs && !(await hasExtension(index.needs))) {
      skipped.push({ name: index.name, why: `extension ${index.needs} not available` });
      continue;
    }
    const state = await client.query<{ valid: boolean }>(
      `select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relname = $1 and c.relnamespace = 'public'::regnamespace`,
      [index.name],
    );
    const found = state.rows[0];
    if (found?.valid) continue;
    if (found) {
      log(`indexes: ${index.name} was left invalid by an interrupted build; building it again`);
      await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${index.name}`);
    }
    const started = Date.now();
    await client.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${index.name} ${index.definition}`);
    log(`indexes: ${index.name} built in ${Date.now() - started} ms (${index.serves})`);
    built.push(index.name);
  }
  return { built, skipped };
}

/** The names of the online indexes present and valid (for tests and the operations page). */
export async function presentOnlineIndexes(handle: DbHandle): Promise<string[]> {
  const names = ONLINE_INDEXES.map((i) => i.name);
  const query = `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indisvalid and c.relname = any($1::text[]) order by 1`;
  const result =
    handle.kind === 'pglite'
      ? await handle.client.query<{ name: string }>(query, [names])
      : await handle.pool.query<{ name: string }>(query, [names]);
  return result.rows.map((r) => r.name);
}
