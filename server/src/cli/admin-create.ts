/**
 * `npm run admin:create -- --user <name> --email <address> [--name "Full name"] [--lang es|en]`:
 * makes an administrator with no known password and prints the link that sets one (also mailed
 * through the outbox); see admin.ts. Needs a migrated database (`npm run db:migrate`).
 */
import { openDatabase } from '../db/client';
import { pendingMigrations } from '../db/migrate';
import { loadEnv } from '../env';
import { createAdministrator, parseAdminArgs, type AdminRequest } from './admin';

async function main(): Promise<void> {
  let req: AdminRequest;
  try {
    req = parseAdminArgs(process.argv.slice(2));
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(2);
  }
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const pending = await pendingMigrations(handle.db);
    if (pending.length > 0) {
      console.error(
        `The database is not ready (${pending.length} migrations pending): run "npm run db:migrate" first.`,
      );
      process.exitCode = 1;
      return;
    }
    const made = await createAdministrator(handle, env, req);
    console.log(
      `${made.created ? 'Created' : 'Found'} administrator ${req.userName} (id ${made.userId}).\n` +
        `A mail to ${req.email} with this link is queued; the link sets the password, works once ` +
        `and expires ${made.expiresAt.toISOString()}:\n\n  ${made.link}\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((e: unknown) => {
  console.error(`admin:create failed: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
