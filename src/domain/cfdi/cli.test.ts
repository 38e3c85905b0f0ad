import { describe, expect, it } from 'vitest';
import { runCli, type CliIo } from './cli';
import { generateCfdi } from './testing/generate';
import { fixturesDir, nodeFs } from './testing/node-host';
import { testTrust } from './testing/test-certifier';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);
const context = (c: Record<string, unknown>): Uint8Array =>
  enc(JSON.stringify({ issuerTaxIds: ['EKU9003173C9'], receiverTaxIds: ['H&E951128469'], ...c }));
/** Recorded tax-authority answers for a CFDI that passes every `sat` check. */
const SAT_OK = {
  blacklist: { Message: null, consultaOk: 'true', codigo: 0 },
  duplicate: { EXISTE_ID: false },
  status: {
    CodigoEstatus: 'S - Comprobante obtenido satisfactoriamente.',
    Estado: 'Vigente',
    ValidacionEFOS: '200',
  },
  reception: { recepcionOk: true, recibidos: 1, validos: 1 },
};
const files: Record<string, Uint8Array> = {
  'valid.xml': enc(generateCfdi()),
  'broken-total.xml': enc(generateCfdi({ fault: 'total' })),
  'tampered.xml': enc(generateCfdi({ tamper: 'alteredAfterSeal' })),
  'lessor.json': context({ role: 'lessor', today: '2026-03-20' }),
  'unassigned.json': context({ role: 'supplier', today: '2026-03-20', issuerTaxIds: [] }),
  'bad-role.json': context({ role: 'tenant' }),
  'bad-amount.json': context({ role: 'lessor', amounts: { subTotal: '1,000.00' } }),
  'not-json.json': enc('{ role: lessor'),
  'sat-only.json': enc(JSON.stringify({ sat: { ...SAT_OK, knownCertifierRfc: 'CVD110412TF6' } })),
  'sat-cancelled.json': enc(
    JSON.stringify({
      sat: {
        ...SAT_OK,
        status: { ...SAT_OK.status, Estado: 'Cancelado', EstatusCancelacion: 'Plazo vencido' },
      },
    }),
  ),
  'sat-variable.json': context({
    role: 'lessor',
    today: '2026-03-20',
    variableFlow: true,
    sat: { ...SAT_OK, status: { ...SAT_OK.status, ValidacionEFOS: '201' } },
  }),
  'sat-bad.json': enc(JSON.stringify({ sat: { duplicate: { EXISTE_ID: 'yes' } } })),
};
const io: CliIo = { readFile: (path) => files[path] ?? null, today: '2026-11-21' };
/** As scripts/cfdi.ts runs it: the SAT's authorities, its test ones marked, the certifiers. */
const trusted: CliIo = { ...io, trust: await testTrust('warning') };

interface CliJson {
  valid: boolean;
  version: string | null;
  type: string | null;
  uuid: string | null;
  data: Record<string, unknown> | null;
  checks: { id: string; group: string; status: string; message: string }[];
}

describe('runCli', () => {
  it('prints one JSON object and exits 0 for a valid CFDI', async () => {
    const r = await runCli(['valid.xml', '--json'], io);
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

  it('reports the seal group in the JSON: verified for a sealed CFDI, refused once altered', async () => {
    const seal = (out: CliJson) =>
      out.checks.filter((c) => c.group === 'seal').map((c) => `${c.id}:${c.status}`);
    const ok = await runCli(['valid.xml', '--json', '--test-authorities'], trusted);
    expect(seal(JSON.parse(ok.stdout) as CliJson)).toEqual([
      'seal.certificate:success',
      'seal.certificateRfc:success',
      'seal.certificateDates:success',
      'seal.signature:success',
      // The SAT's test CSD: its authority is the SAT's test one.
      'seal.chain:warning',
      'seal.csd:success',
      'seal.certificateName:success',
      'seal.revocation:exclude',
      'seal.stamp:success',
      'seal.stampCertifier:success',
    ]);
    const altered = await runCli(['tampered.xml', '--json', '--lang', 'en'], io);
    expect(altered.exitCode).toBe(1);
    const out = JSON.parse(altered.stdout) as CliJson;
    expect(seal(out)).toContain('seal.signature:error');
    expect(out.checks.find((c) => c.id === 'seal.signature')?.message).toContain(
      'altered after it was sealed',
    );
    expect((await runCli(['tampered.xml'], io)).stdout).toMatch(
      /✗ seal\.signature +El sello no corresponde al contenido/,
    );
  });

  it('refuses a CFDI sealed with the SAT test CSD unless asked to trust the test authorities', async () => {
    // The test CSD's key is public: anyone can seal anything with it.
    const refused = await runCli(['valid.xml', '--lang', 'en'], trusted);
    expect(refused.exitCode).toBe(1);
    expect(refused.stdout).toMatch(
      /✗ Certificate chain +The certificate was not issued by the SAT: it was issued by "AC UAT"/,
    );
    const accepted = await runCli(['valid.xml', '--test-authorities'], trusted);
    expect(accepted.exitCode).toBe(0);
    expect(accepted.stdout).toMatch(
      /! Cadena de certificados +El certificado lo emitió la autoridad de pruebas del SAT/,
    );
    expect(accepted.stdout).toMatch(
      /✓ Sello del timbre +El sello del timbre \(SelloSAT\) corresponde/,
    );
  });

  it('exits 1 for an invalid CFDI and reports in the chosen language', async () => {
    const r = await runCli(['broken-total.xml', '--lang', 'en'], io);
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toContain('NOT VALID');
    expect(r.stdout).toMatch(/✗ sums\.total +The total does not add up/);
    expect((await runCli(['broken-total.xml'], io)).stdout).toContain('El Total no cuadra');
  });

  it.each<[string, string[], string]>([
    ['no file', [], 'missing <file.xml>'],
    ['an unknown option', ['valid.xml', '--xml'], 'unknown option --xml'],
    ['a bad language', ['valid.xml', '--lang', 'fr'], '--lang must be es or en'],
    ['two files', ['valid.xml', 'broken-total.xml'], 'only one file'],
    ['an unreadable file', ['missing.xml'], 'cannot read missing.xml'],
    ['an unreadable context', ['valid.xml', '--context', 'ctx.json'], 'cannot read context'],
    [
      'a context that is not JSON',
      ['valid.xml', '--context', 'not-json.json'],
      'not valid UTF-8 JSON',
    ],
    [
      'a context with a bad role',
      ['valid.xml', '--context', 'bad-role.json'],
      'invalid field role',
    ],
    [
      'a context with a bad amount',
      ['valid.xml', '--context', 'bad-amount.json'],
      'invalid field amounts.subTotal',
    ],
  ])('exits 2 for %s', async (_name, args, message) => {
    const r = await runCli(args, io);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });

  it('runs the portal group with --context', async () => {
    const ok = await runCli(['valid.xml', '--json', '--context', 'lessor.json'], io);
    expect(ok.exitCode).toBe(0);
    const portal = (JSON.parse(ok.stdout) as CliJson).checks.filter((c) => c.group === 'portal');
    expect(portal.find((c) => c.id === 'portal.taxIds')?.status).toBe('success');
    expect(portal.find((c) => c.id === 'portal.cuentaPredial')?.status).toBe('warning');
    expect(portal.some((c) => c.status === 'error')).toBe(false);
    const bad = await runCli(['valid.xml', '--context', 'unassigned.json'], io);
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toMatch(/✗ portal\.taxIds +RFC Emisor no asignado/);
  });

  it('runs the sat group from the recorded answers of --context', async () => {
    const ok = await runCli(['valid.xml', '--json', '--context', 'sat-only.json'], io);
    expect(ok.exitCode).toBe(0);
    const checks = (JSON.parse(ok.stdout) as CliJson).checks;
    expect(checks.filter((c) => c.group === 'sat').map((c) => [c.id, c.status])).toEqual([
      ['sat.blacklist', 'success'],
      ['sat.duplicateId', 'success'],
      ['sat.status', 'success'],
      ['sat.reception', 'success'],
    ]);
    expect(checks.filter((c) => c.group === 'portal').every((c) => c.status === 'exclude')).toBe(
      true,
    );
    const cancelled = await runCli(['valid.xml', '--context', 'sat-cancelled.json'], io);
    expect(cancelled.exitCode).toBe(1);
    expect(cancelled.stdout).toMatch(
      /✗ sat\.status +Estado del CFDI: Cancelado\. Estatus de cancelación: Plazo vencido/,
    );
  });

  it('takes the flow from the portal context: the variable flow accepts only EFOS 200', async () => {
    const args = ['valid.xml', '--json', '--lang', 'en', '--context', 'sat-variable.json'];
    // With the stamp verified as the SAT's own (the tests' certifier), reception is skipped.
    const r = await runCli([...args, '--test-authorities'], trusted);
    expect(r.exitCode).toBe(1);
    const sat = (JSON.parse(r.stdout) as CliJson).checks.filter((c) => c.group === 'sat');
    expect(sat.map((c) => c.status)).toEqual(['success', 'exclude', 'error', 'exclude']);
    // Without it, RfcProvCertif alone proves nothing: reception is judged from the answer.
    const unverified = await runCli(args, io);
    const judged = (JSON.parse(unverified.stdout) as CliJson).checks.filter(
      (c) => c.group === 'sat',
    );
    expect(judged.map((c) => c.status)).toEqual(['success', 'exclude', 'error', 'success']);
    expect(sat[2]?.message).toBe(
      'The SAT does not confirm the CFDI as valid: ValidacionEFOS="201"',
    );
  });

  it('exits 2 naming the field of a bad recorded answer', async () => {
    const r = await runCli(['valid.xml', '--context', 'sat-bad.json'], io);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('invalid field sat.duplicate.EXISTE_ID');
  });

  it('judges two real fixtures as the README says', async () => {
    const fs = await nodeFs();
    const real: CliIo = {
      readFile: (p) => fs.readFileSync(`${fixturesDir()}/${p}`),
      today: '2025-01-25',
    };
    const valid = await runCli(['cfdi40-ingreso-real-01.xml', '--json'], real);
    expect(valid.exitCode).toBe(0);
    const invalid = await runCli(['pagos20-sin-iddocumento-invalido-01.xml', '--json'], real);
    expect(invalid.exitCode).toBe(1);
    const out = JSON.parse(invalid.stdout) as CliJson;
    expect(out).toMatchObject({ valid: false, version: '4.0', type: 'P', uuid: null });
    expect(out.checks.find((c) => c.id === 'pagos.idDocumento')?.status).toBe('error');
  });
});
