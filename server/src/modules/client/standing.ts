/**
 * Whether a client user's client is open to them: read by sign-in, the customer areas' scope and
 * the session's client context, so deactivating a client in /admin_client closes all three.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';

/**
 * Whether a client user's client is open: the principal client exists and is active, and for a
 * child client user its association with that principal exists and is active too. The client
 * administration closes a client's data and sign-in by deactivating it.
 */
export async function clientActive(db: Db, parent: string, child: string | null): Promise<boolean> {
  const rows = await db
    .select({ child: clients.childCode, active: clients.active })
    .from(clients)
    .where(
      and(
        eq(clients.code, parent),
        child === null
          ? isNull(clients.childCode)
          : or(isNull(clients.childCode), eq(clients.childCode, child)),
      ),
    );
  const principal = rows.find((r) => r.child === null);
  const association = child === null ? principal : rows.find((r) => r.child === child);
  return principal?.active === true && association?.active === true;
}
