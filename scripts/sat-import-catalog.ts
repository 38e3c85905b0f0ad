/**
 * npm run sat:import-catalog -- <file> [--catalogue c_ClaveProdServ|c_CodigoPostal]
 *
 * Replaces one of the two large SAT catalogues the engine judges from the server (product/service
 * keys, postal codes) with the SAT's publication, in one transaction, and records the load. The
 * file is the catCFDI workbook's sheet (c_ClaveProdServ or c_CodigoPostal) saved as CSV, or the
 * same catalogue in the SQL form of the reference catalogues (cfdi_40_productos_servicios.sql,
 * cfdi_40_codigos_postales.sql); the file says which catalogue it is, --catalogue checks it.
 * Exit 0 done, 1 database error, 2 bad usage or file. With the embedded database (PGlite) stop
 * the server first: one process at a time opens its files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  IMPORTED_CATALOGUES,
  parseCatalogueFile,
  replaceCatalogue,
  type ImportedCatalogue,
} from '../server/src/adapters/sat/catalogue-import';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { loadEnv } from '../server/src/env';
import { LEASE_PRODUCT_KEYS, SUPPLIER_PRODUCT_KEYS } from '../src/domain/cfdi/product-keys';

const USAGE = `usage: npm run sat:import-catalog -- <file> [--catalogue ${IMPORTED_CATALOGUES.join('|')}]`;

function fail(code: 1 | 2, message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

const isImported = (name: string): name is ImportedCatalogue =>
  (IMPORTED_CATALOGUES as readonly string[]).includes(name);

function parseArgs(args: readonly string[]): { file: string; catalogue: ImportedCatalogue | null } {
  let file: string | null = null;
  let catalogue: ImportedCatalogue | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--catalogue') {
      const name = args[++i] ?? '';
      if (!isImported(name)) fail(2, USAGE);
      catalogue = name;
    } else if (arg.startsWith('--') || file !== null) fail(2, USAGE);
    else file = arg;
  }
  if (file === null) fail(2, USAGE);
  return { file, catalogue };
}

async function main(): Promise<void> {
  const { file, catalogue } = parseArgs(process.argv.slice(2));
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(file));
  } catch {
    fail(2, `cannot read ${file}`);
  }
  const parsed = parseCatalogueFile(bytes, catalogue);
  if (typeof parsed === 'string') fail(2, `${file}: ${parsed}`);
  if (parsed.rows.length === 0)
    fail(2, `${file}: no key of ${parsed.catalogue}; the catalogue was kept`);

  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  let failure: string | null = null;
  try {
    await runMigrations(handle);
    await replaceCatalogue(
      handle.db,
      parsed.catalogue,
      parsed.rows,
      `SAT ${parsed.catalogue} (${path.basename(file)})`,
    );
  } catch (err) {
    failure = err instanceof Error ? err.message : String(err);
  } finally {
    await handle.close();
  }
  if (failure !== null) fail(1, `import failed, the catalogue was kept: ${failure}`);
  const lines = [`${parsed.catalogue} replaced: ${parsed.rows.length} keys`];
  if (parsed.skipped > 0)
    lines.push(`  (${parsed.skipped} lines without a key of the catalogue's shape skipped)`);
  if (parsed.catalogue === 'c_ClaveProdServ') {
    // The portal's own lists must be keys of the catalogue (src/domain/cfdi/product-keys.ts).
    const keys = new Set(parsed.rows.map((r) => r.key));
    const missing = [...new Set([...LEASE_PRODUCT_KEYS, ...SUPPLIER_PRODUCT_KEYS])].filter(
      (k) => !keys.has(k),
    );
    if (missing.length > 0)
      lines.push(
        `  the portal's product-key lists hold keys this catalogue lacks: ${missing.join(', ')}`,
      );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

await main();
