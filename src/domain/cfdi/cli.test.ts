import { describe, expect, it } from 'vitest';
import { runCli, type CliIo } from './cli';
import { generateCfdi } from './testing/generate';
import { fixturesDir, nodeFs } from './testing/node-host';

const files: Record<string, Uint8Array> = {
  'valid.xml': new TextEncoder().encode(generateCfdi()),
  'broken-total.xml': new TextEncoder().encode(generateCfdi({ fault: 'total' })),
};
const io: CliIo = { readFile: (path) => files[path] ?? null, today: '2026-11-21' };

interface CliJson {
  valid: boolean;
  version: string | null;
  type: string | null;
  uuid: string | null;
  data: Record<string, unknown> | null;
  checks: { id: string; group: string; status: string; message: string }[];
}

describe('runCli', () => {
  it('prints one JSON object and exits 0 for a valid CFDI', () => {
    const r = runCli(['valid.xml', '--json'], io);
    expect(r.exitCode).toBe(0);
    const out = JSON.parse(r.stdout) as CliJson;
    expect(Object.keys(out)).toEqual(['valid', 'version', 'type', 'uuid', 'data', 'checks']);
    expect(out).toMatchObject({ valid: true, version: '4.0', type: 'I' });
    expect(out.data).toMatchObject({ nifReceptor: 'H&E951128469' });
    expect(
      out.checks
        .filter((c) => c.group === 'portal' || c.group === 'sat')
        .every((c) => c.status === 'exclude'),
    ).toBe(true);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
  });

  it('exits 1 for an invalid CFDI and reports in the chosen language', () => {
    const r = runCli(['broken-total.xml', '--lang', 'en'], io);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain('NOT VALID');
    expect(r.stdout).toMatch(/✗ sums\.total +The total does not add up/);
    expect(runCli(['broken-total.xml'], io).stdout).toContain('El Total no cuadra');
  });

  it.each<[string, string[], string]>([
    ['no file', [], 'missing <file.xml>'],
    ['an unknown option', ['valid.xml', '--xml'], 'unknown option --xml'],
    ['a bad language', ['valid.xml', '--lang', 'fr'], '--lang must be es or en'],
    ['two files', ['valid.xml', 'broken-total.xml'], 'only one file'],
    ['an unreadable file', ['missing.xml'], 'cannot read missing.xml'],
    [
      '--context, not supported yet',
      ['valid.xml', '--context', 'ctx.json'],
      '--context is not supported yet',
    ],
  ])('exits 2 for %s', (_name, args, message) => {
    const r = runCli(args, io);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });

  it('judges two real fixtures as the README says', async () => {
    const fs = await nodeFs();
    const real: CliIo = {
      readFile: (p) => fs.readFileSync(`${fixturesDir()}/${p}`),
      today: '2025-01-25',
    };
    const valid = runCli(['cfdi40-ingreso-real-01.xml', '--json'], real);
    expect(valid.exitCode).toBe(0);
    const invalid = runCli(['pagos20-sin-iddocumento-invalido-01.xml', '--json'], real);
    expect(invalid.exitCode).toBe(1);
    const out = JSON.parse(invalid.stdout) as CliJson;
    expect(out).toMatchObject({ valid: false, version: '4.0', type: 'P', uuid: null });
    expect(out.checks.find((c) => c.id === 'pagos.idDocumento')?.status).toBe('error');
  });
});
