/**
 * The production guard: outside the demo, an account that signs in with the public demo password
 * (a demo account left from a demo seed, or one given that password by hand) stops the server at
 * start, naming the accounts, since anyone who has read the README could sign in with it.
 */
import { inArray, or, eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../client';
import { users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

/** The user names of the accounts whose password is the public demo password. */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ userName: users.userName, passwordHash: users.passwordHash })
    .from(users)
    .where(
      or(
        inArray(
          users.userName,
          DEMO_ACCOUNTS.map((a) => a.userName),
        ),
        eq(users.modifiedBy, 'seed'),
      ),
    );
  // The demo seed gives every account one hash: each distinct hash is checked once.
  const verdicts = new Map<string, Promise<boolean>>();
  const found: string[] = [];
  for (const row of rows) {
    if (!row.passwordHash) continue;
    let verdict = verdicts.get(row.passwordHash);
    if (!verdict) {
      verdict = verifyPassword(DEMO_PASSWORD, row.passwordHash);
      verdicts.set(row.passwordHash, verdict);
    }
    if (await verdict) found.push(row.userName);
  }
  return found.sort();
}

/** The refusal an operator reads when the guard finds such accounts. */
export function demoPasswordRefusal(portalEnv: string, userNames: string[]): string {
  const quoted = userNames.map((n) => `'${n.replace(/'/g, "''")}'`).join(', ');
  return (
    `PortalPRO (${portalEnv}) will not start: ${userNames.length} account(s) sign in with the ` +
    `public demo password: ${userNames.join(', ')}.\n` +
    `Remove them (SQL: delete from users where user_name in (${quoted});), ` +
    'or start with PORTAL_ENV=DEMO for a demo.'
  );
}
