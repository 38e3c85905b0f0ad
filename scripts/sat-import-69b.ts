/**
 * npm run sat:import-69b -- <file.csv>
 * Replaces the article 69-B list (sat_69b) with the SAT's official CSV, in one transaction, and
 * prints how many RFCs it holds per Situación. Exit 0 done, 1 database error, 2 bad usage or file.
 * With the embedded database (PGlite) stop the server first: one process at a time opens its files.
 */
import { readFileSync } from 'node:fs';
import { parseList69b, replaceList69b } from '../server/src/adapters/sat/embedded/list-69b';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { loadEnv } from '../server/src/env';

const USAGE = 'usage: npm run sat:import-69b -- <file.csv>';

function fail(code: 1 | 2, message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [file] = args;
  if (args.length !== 1 || file === undefined || file.startsWith('--')) fail(2, USAGE);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch {
    fail(2, `cannot read ${file}`);
  }
  const list = parseList69b(bytes);
  if (typeof list === 'string') fail(2, `${file}: ${list}`);
  if (list.rows.length === 0) fail(2, `${file}: no RFC with a known Situación; the list was kept`);

  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let failure: string | null = null;
  try {
    await runMigrations(handle);
    await replaceList69b(handle.db, list.rows);
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
  } finally {
    await handle.close();
  }
  if (failure !== null) fail(1, `import failed, the list was kept: ${failure}`);
  const lines = Object.entries(list.counts).map(([s, n]) => `  ${s.padEnd(20)} ${n}`);
  process.stdout.write(
    `sat_69b replaced: ${list.rows.length} RFCs\n${lines.join('\n')}\n` +
      (list.skipped > 0
        ? `  (${list.skipped} lines without a valid RFC or a known Situación skipped)\n`
        : ''),
  );
}

await main();
