/**
 * The `npm run cfdi` command as a pure function: arguments and an injected file reader in, exit
 * code and output out, so the same logic is tested in the domain suite and the script stays a shell.
 * It runs every document check and the `seal` group (asynchronous, as in the browser).
 */
import { parsePortalContext, type PortalContext } from './checks/portal';
import { parseSatAnswers, type SatAnswers } from './checks/sat';
import type { CfdiLang } from './messages';
import type { TrustOptions } from './seal/trust';
import { validateCfdiWithSeal, type CfdiValidation } from './validate';

export interface CliIo {
  /** The file's bytes, or null when it cannot be read. */
  readonly readFile: (path: string) => Uint8Array | null;
  /** Today's date, YYYY-MM-DD (Mexico local). */
  readonly today: string;
  /**
   * The SAT's certification authorities and certifier certificates (scripts/cfdi.ts reads them from
   * sat-certificates/ or SAT_TRUST_DIR): without them the chain and the stamp are not judged. Its
   * test authorities are trusted only with --test-authorities: the SAT's test CSDs' keys are
   * public, so anyone can seal anything with them.
   */
  readonly trust?: TrustOptions;
}

export interface CliResult {
  readonly exitCode: 0 | 1 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

export const CLI_USAGE =
  'usage: npm run --silent cfdi -- <file.xml> [--json] [--lang es|en] [--context context.json] [--test-authorities]';

interface CliArgs {
  file: string;
  json: boolean;
  lang: CfdiLang;
  context: string | null;
  /** Also trust the SAT's test authorities (their CSDs pass with a warning). */
  testAuthorities: boolean;
}

function parseArgs(args: readonly string[]): CliArgs | string {
  let file: string | null = null;
  let json = false;
  let lang: CfdiLang = 'es';
  let context: string | null = null;
  let testAuthorities = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--json') json = true;
    else if (arg === '--test-authorities') testAuthorities = true;
    else if (arg === '--lang' || arg === '--context') {
      const value = args[++i];
      if (value === undefined) return `${arg} needs a value`;
      if (arg === '--context') context = value;
      else if (value === 'es' || value === 'en') lang = value;
      else return `--lang must be es or en, not "${value}"`;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else if (file === null) file = arg;
    else return `only one file at a time (also got "${arg}")`;
  }
  return file === null ? 'missing <file.xml>' : { file, json, lang, context, testAuthorities };
}

const MARK = { success: '✓', warning: '!', error: '✗', exclude: '·' } as const;

/**
 * The three answers a reader looks for first: who issued the certificate (the chain), whether the
 * stamp is the certifier's (its seal), and how the SAT's catalogues judged the keys.
 */
function summary(r: CfdiValidation, es: boolean): string[] {
  const line = (label: string, id: string) => {
    const c = r.checks.find((x) => x.id === id);
    return c ? `  ${MARK[c.status]} ${label.padEnd(22)} ${c.message}` : null;
  };
  const catalog = r.checks.filter((c) => c.group === 'catalog' && c.status !== 'exclude');
  const count = (status: string) => catalog.filter((c) => c.status === status).length;
  const catalogMark =
    count('error') > 0 ? MARK.error : count('warning') > 0 ? MARK.warning : MARK.success;
  return [
    line(es ? 'Cadena de certificados' : 'Certificate chain', 'seal.chain'),
    line(es ? 'Sello del timbre' : 'Stamp seal', 'seal.stamp'),
    catalog.length > 0
      ? `  ${catalogMark} ${(es ? 'Catálogos del SAT' : 'SAT catalogues').padEnd(22)} ${
          es
            ? `${count('success')} correctas, ${count('error')} con error, ${count('warning')} advertencias`
            : `${count('success')} passed, ${count('error')} failed, ${count('warning')} warnings`
        }`
      : null,
  ].filter((l): l is string => l !== null);
}

function report(file: string, r: CfdiValidation, lang: CfdiLang): string {
  const es = lang === 'es';
  const d = r.data;
  const lines = [
    `${file}: ${r.valid ? (es ? 'VÁLIDO' : 'VALID') : es ? 'NO VÁLIDO' : 'NOT VALID'}`,
    `  CFDI ${r.version ?? '?'} ${es ? 'tipo' : 'type'} ${r.type ?? '?'}  UUID ${r.uuid ?? '-'}`,
  ];
  if (d) {
    lines.push(
      `  ${es ? 'Emisor' : 'Issuer'}: ${d.nifEmisor ?? '-'} ${d.NombreEmisor ?? ''}`,
      `  ${es ? 'Receptor' : 'Receiver'}: ${d.nifReceptor ?? '-'} ${d.NombreReceptor ?? ''}`,
      `  SubTotal ${d.subTotal ?? '-'}  ${es ? 'Impuestos' : 'Taxes'} ${d.impuestos ?? '0'}  ${es ? 'Retenciones' : 'Withholdings'} ${d.Retenciones.total}  Total ${d.total ?? '-'} ${d.CodigoMoneda ?? ''}`,
    );
  }
  lines.push('', ...summary(r, es), '');
  for (const c of r.checks.filter((c) => c.status !== 'exclude'))
    lines.push(`  ${MARK[c.status]} ${c.id.padEnd(28)} ${c.message}`);
  const notRun = r.checks.filter((c) => c.status === 'exclude').length;
  lines.push(
    '',
    `  ${notRun} ${es ? 'verificaciones no evaluadas (portal, SAT o no aplican)' : 'checks not evaluated (portal, SAT or not applicable)'}`,
  );
  return `${lines.join('\n')}\n`;
}

/**
 * What a --context file holds: a portal context, recorded tax-authority answers (`sat`), or both.
 * Both go to validateCfdiWithSeal, the code the server runs with its SAT adapter's answers; the `sat`
 * group judges the portal context's flow or, without one, a type P CFDI as a payment complement.
 */
interface CliContext {
  readonly portal?: PortalContext;
  readonly sat?: SatAnswers;
}

/**
 * The --context file, or a usage message naming the file and the field. Its `sat` object holds
 * the recorded answers; the other fields are the portal context, which may be left out when the
 * file only carries `sat`.
 */
function readContext(path: string, io: CliIo): CliContext | string {
  const bytes = io.readFile(path);
  if (bytes === null) return `cannot read context ${path}`;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    return `context ${path} is not valid UTF-8 JSON`;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json) || !('sat' in json)) {
    const context = parsePortalContext(json);
    return typeof context === 'string'
      ? `context ${path}: invalid field ${context}`
      : { portal: context };
  }
  const { sat: satJson, ...rest } = json as Record<string, unknown>;
  const sat = parseSatAnswers(satJson);
  if (typeof sat === 'string') return `context ${path}: invalid field sat.${sat}`;
  if (Object.keys(rest).length === 0) return { sat };
  const portal = parsePortalContext(rest);
  return typeof portal === 'string' ? `context ${path}: invalid field ${portal}` : { portal, sat };
}

/** The trust options without the test authorities, unless they were asked for. */
function trustOf(trust: TrustOptions, testAuthorities: boolean): TrustOptions {
  if (testAuthorities) return trust;
  const test = new Set(trust.testAuthorities ?? []);
  return {
    ...trust,
    authorities: trust.authorities.filter((a) => !test.has(a)),
    testAuthorities: [],
  };
}

export async function runCli(args: readonly string[], io: CliIo): Promise<CliResult> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string')
    return { exitCode: 2, stdout: '', stderr: `${parsed}\n${CLI_USAGE}\n` };
  const context = parsed.context === null ? {} : readContext(parsed.context, io);
  if (typeof context === 'string') return { exitCode: 2, stdout: '', stderr: `${context}\n` };
  const bytes = io.readFile(parsed.file);
  if (bytes === null) return { exitCode: 2, stdout: '', stderr: `cannot read ${parsed.file}\n` };
  const r = await validateCfdiWithSeal(bytes, {
    today: io.today,
    lang: parsed.lang,
    ...(context.portal ? { portal: context.portal } : {}),
    ...(context.sat ? { sat: context.sat } : {}),
    ...(io.trust ? { trust: trustOf(io.trust, parsed.testAuthorities) } : {}),
  });
  const stdout = parsed.json
    ? `${JSON.stringify({ valid: r.valid, version: r.version, type: r.type, uuid: r.uuid, data: r.data, checks: r.checks })}\n`
    : report(parsed.file, r, parsed.lang);
  return { exitCode: r.valid ? 0 : 1, stdout, stderr: '' };
}
