/**
 * File access for tests that read the shared fixtures: Node's fs, reached by a dynamic import so
 * the pure domain code (and the browser type-check of src/) never depends on Node's types.
 */

interface NodeFs {
  readFileSync(path: string): Uint8Array;
  readdirSync(path: string): string[];
  existsSync(path: string): boolean;
}

interface NodeProcess {
  env: Record<string, string | undefined>;
  cwd(): string;
}

export async function nodeFs(): Promise<NodeFs> {
  const specifier: string = 'node:fs';
  return (await import(/* @vite-ignore */ specifier)) as NodeFs;
}

export function nodeProcess(): NodeProcess {
  const proc = (globalThis as { process?: NodeProcess }).process;
  if (!proc) throw new Error('these tests run under Node');
  return proc;
}

/** The fixtures folder: $CFDI_FIXTURES_DIR, or <repo>/../shared/fixtures/cfdi. */
export function fixturesDir(): string {
  const proc = nodeProcess();
  return proc.env['CFDI_FIXTURES_DIR'] ?? `${proc.cwd()}/../shared/fixtures/cfdi`;
}
