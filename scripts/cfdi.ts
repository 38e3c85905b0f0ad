/**
 * npm run --silent cfdi -- <file.xml> [--json] [--lang es|en] [--context context.json]
 * A thin shell over runCli (src/domain/cfdi/cli.ts): real file reads, Mexico's date, exit code.
 */
import { readFileSync } from 'node:fs';
import { runCli } from '../src/domain/cfdi/cli';

function readFile(path: string): Uint8Array | null {
  try {
    return new Uint8Array(readFileSync(path));
  } catch {
    return null;
  }
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(
  new Date(),
);
const result = await runCli(process.argv.slice(2), { readFile, today });
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
