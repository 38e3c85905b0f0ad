/**
 * The engine's cadena original against the SAT's own stylesheets run by a real XSLT processor
 * (xsltproc, libxslt): over every fixture in ../shared/fixtures/cfdi, one synthetic document per
 * complement stylesheet, hand-written complements and documents whose order is unusual, and the
 * stamp's cadena over each fixture's TimbreFiscalDigital. The two must agree byte for byte.
 *
 * The stylesheets' xsl:include hrefs are relative (../../ine/ine11.xslt): run from their folder
 * under ../shared/reference/sat/xslt they resolve to the local copies, and --nonet forbids any
 * fetch. xsltproc missing is a failure, never a skip (.ci/run installs it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parseXml } from '../secure-parse';
import { stampCadena } from '../issue/seal';
import { COMPLEMENT_TABLES, cadenaOriginal, tfdCadena } from './cadena';
import {
  HAND_SAMPLES,
  complementSamples,
  voucherWith,
  type ComplementSample,
} from '../testing/complement-samples';
import { fixturesDir, nodeFs, nodeProcess } from '../testing/node-host';
import { NS, type XNode } from '../xml-node';

interface SpawnResult {
  readonly status: number | null;
  readonly stdout: Uint8Array;
  readonly stderr: Uint8Array;
  readonly error?: Error;
}
interface ChildProcess {
  spawnSync(
    command: string,
    args: readonly string[],
    options: { input: string; maxBuffer: number },
  ): SpawnResult;
}

async function childProcess(): Promise<ChildProcess> {
  const specifier: string = 'node:child_process';
  return (await import(/* @vite-ignore */ specifier)) as ChildProcess;
}

const fs = await nodeFs();
const cp = await childProcess();
const XSLT_DIR = `${nodeProcess().cwd()}/../shared/reference/sat/xslt`;
const CFDI_40 = `${XSLT_DIR}/4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt`;
const CFDI_33 = `${XSLT_DIR}/3/cadenaoriginal_3_3/cadenaoriginal_3_3.xslt`;
const TFD_11 = `${XSLT_DIR}/TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt`;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** What xsltproc writes for the document with the stylesheet: UTF-8 text, decoded strictly. */
function xsltproc(stylesheet: string, xml: string): string {
  const r = cp.spawnSync('xsltproc', ['--nonet', stylesheet, '-'], {
    input: xml,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (r.error) throw new Error(`xsltproc cannot run (is it installed?): ${r.error.message}`);
  if (r.status !== 0)
    throw new Error(`xsltproc failed (${r.status}): ${new TextDecoder().decode(r.stderr)}`);
  return utf8.decode(r.stdout);
}

function parse(xml: string): XNode {
  const parsed = parseXml(xml);
  if (!parsed.ok) throw new Error(`${parsed.reason}: ${parsed.detail}`);
  return parsed.root;
}

function engine(xml: string): string {
  const r = cadenaOriginal(parse(xml));
  if (!r.ok) throw new Error(`the engine refused the document: ${r.unsupported}`);
  return r.cadena;
}

const stylesheetFor = (version: '4.0' | '3.3'): string => (version === '4.0' ? CFDI_40 : CFDI_33);

const fixtures = fs
  .readdirSync(fixturesDir())
  .filter((f) => f.endsWith('.xml'))
  .sort();
const textOf = (file: string): string =>
  new TextDecoder().decode(fs.readFileSync(`${fixturesDir()}/${file}`));
const versionOf = (xml: string): '4.0' | '3.3' => (parse(xml).ns === NS.cfdi33 ? '3.3' : '4.0');

beforeAll(() => {
  // Fails here, with the reason, when xsltproc is not installed.
  expect(xsltproc(TFD_11, '<x/>')).toBe('|||');
});

describe('the stylesheets xsltproc runs', () => {
  it('include only local files, all present', () => {
    for (const entry of [CFDI_40, CFDI_33]) {
      const text = new TextDecoder().decode(fs.readFileSync(entry));
      const hrefs = [...text.matchAll(/<xsl:include href="([^"]*)"/g)].map((m) => m[1] ?? '');
      expect(hrefs.length).toBeGreaterThan(20);
      for (const href of hrefs) {
        expect(href).toMatch(/^\.\.\/\.\.\/[\w/.-]+\.xslt$/);
        expect(fs.existsSync(`${entry.replace(/[^/]*$/, '')}${href}`)).toBe(true);
      }
    }
  });

  it('and the engine knows every complement the entries include', () => {
    const included = (entry: string): string[] =>
      [
        ...new TextDecoder()
          .decode(fs.readFileSync(entry))
          .matchAll(/<xsl:include href="\.\.\/\.\.\/([^"]*)"/g),
      ]
        .map((m) => m[1] ?? '')
        .filter((f) => !f.includes('utilerias'))
        .sort();
    const known = (version: '4.0' | '3.3'): string[] =>
      COMPLEMENT_TABLES.filter((c) => c.versions.includes(version))
        .map((c) => c.file)
        .sort();
    expect(known('4.0')).toEqual(included(CFDI_40));
    expect(known('3.3')).toEqual(included(CFDI_33));
  });
});

describe('every fixture: the engine writes what the SAT stylesheet writes', () => {
  it.each(fixtures)('%s', (file) => {
    const xml = textOf(file);
    expect(engine(xml)).toBe(xsltproc(stylesheetFor(versionOf(xml)), xml));
  });
});

/** A sample: the same cadena as xsltproc, or refused as the sample says. */
function check(sample: ComplementSample): void {
  const expected = xsltproc(stylesheetFor(sample.version), sample.xml);
  const r = cadenaOriginal(parse(sample.xml));
  if (sample.unsupported !== undefined) {
    expect(r).toEqual({ ok: false, unsupported: sample.unsupported });
    return;
  }
  expect(r).toEqual({ ok: true, cadena: expected });
  if (sample.complementCadena !== undefined)
    expect(expected.endsWith(`${sample.complementCadena}||`)).toBe(true);
}

const synthetic = complementSamples();

describe('one synthetic document per complement stylesheet', () => {
  it('covers every complement stylesheet', () => {
    const files = new Set(COMPLEMENT_TABLES.map((c) => c.file));
    expect(files.size).toBeGreaterThanOrEqual(37);
    for (const f of files) expect(synthetic.some((s) => s.name.startsWith(f))).toBe(true);
  });

  it.each(synthetic.map((s) => [s.name, s] as const))('%s', (_name, sample) => check(sample));

  it.each(COMPLEMENT_TABLES.map((c) => [c.file] as const))(
    '%s: the sample fills every attribute and element the stylesheet names',
    (file) => {
      // Read straight from the stylesheet's text, apart from the tables the samples grew from.
      const xslt = new TextDecoder().decode(fs.readFileSync(`${XSLT_DIR}/${file}`));
      const sample =
        synthetic.find((s) => s.name.startsWith(file) && s.unsupported !== undefined) ??
        synthetic.find((s) => s.name.startsWith(file));
      if (sample === undefined) throw new Error(`no sample for ${file}`);
      const expressions = [...xslt.matchAll(/(?:select|test)="([^"]*)"/g)].map((m) => m[1] ?? '');
      for (const e of expressions) {
        for (const m of e.matchAll(/@([\p{L}_][\p{L}\p{N}_.-]*)/gu))
          expect(sample.xml).toContain(` ${m[1]}="`);
        for (const m of e.matchAll(/[\p{L}_][\p{L}\p{N}_.-]*:([\p{L}_][\p{L}\p{N}_.-]*)/gu))
          expect(sample.xml).toMatch(new RegExp(`<[\\w.-]+:${m[1]}[ />]`, 'u'));
      }
    },
  );

  it('leaves optional attributes out somewhere', () => {
    // Sparse twins: a Leyenda without disposicionFiscal, an INE Entidad without Ambito, ...
    const sparse = synthetic.filter((s) => /<\w+:Leyenda (?![^>]*disposicionFiscal)/.test(s.xml));
    expect(sparse.length).toBeGreaterThan(0);
  });
});

describe('hand-written complements, worked out from the stylesheet', () => {
  it.each(HAND_SAMPLES.map((s) => [s.name, s] as const))('%s', (_name, sample) => check(sample));
});

describe('documents whose order is unusual', () => {
  const C4 = 'http://www.sat.gob.mx/cfd/4';
  it.each<[string, string]>([
    [
      'nested parts: .//cfdi:Parte and .//cfdi:InformacionAduanera reach every level',
      voucherWith('4.0', '').replace(
        '</cfdi:Impuestos></cfdi:Concepto>',
        '</cfdi:Impuestos><cfdi:Parte ClaveProdServ="A" Cantidad="1" Descripcion="a">' +
          '<cfdi:InformacionAduanera NumeroPedimento="N1"/>' +
          '<cfdi:Parte ClaveProdServ="B" Cantidad="2" Descripcion="b">' +
          '<cfdi:InformacionAduanera NumeroPedimento="N2"/></cfdi:Parte>' +
          '<cfdi:InformacionAduanera NumeroPedimento="N3"/></cfdi:Parte></cfdi:Concepto>',
      ),
    ],
    [
      'terceros: .//Retenciones/Retencion over nested holders, in document order',
      voucherWith(
        '3.3',
        '<terceros:PorCuentadeTerceros xmlns:terceros="http://www.sat.gob.mx/terceros" ' +
          'version="1.1" rfc="XAXX010101000"><terceros:Impuestos><terceros:Retenciones>' +
          '<terceros:Retencion impuesto="ISR" importe="1"/><terceros:Retenciones>' +
          '<terceros:Retencion impuesto="IVA" importe="2"/></terceros:Retenciones>' +
          '<terceros:Retencion impuesto="ISR" importe="3"/></terceros:Retenciones>' +
          '</terceros:Impuestos></terceros:PorCuentadeTerceros>',
        true,
      ),
    ],
    [
      'two complements, a cfdi element among them, each by its own template',
      voucherWith(
        '4.0',
        '<ine:INE xmlns:ine="http://www.sat.gob.mx/ine" Version="1.1" TipoProceso="Ordinario"/>' +
          `<cfdi:Emisor xmlns:cfdi="${C4}" Rfc="EKU9003173C9" Nombre="E" RegimenFiscal="601"/>` +
          '<leyendasFisc:LeyendasFiscales xmlns:leyendasFisc="http://www.sat.gob.mx/leyendasFiscales" ' +
          'version="1.0"><leyendasFisc:Leyenda textoLeyenda="x"/></leyendasFisc:LeyendasFiscales>',
      ),
    ],
    [
      'venta de vehículos 1.1 with a version other than 1.1: no Niv',
      voucherWith(
        '4.0',
        '<ventavehiculos:VentaVehiculos xmlns:ventavehiculos="http://www.sat.gob.mx/ventavehiculos" ' +
          'version="1.0" ClaveVehicular="123" Niv="VIN"/>',
        true,
      ),
    ],
  ])('%s', (_name, xml) => {
    expect(engine(xml)).toBe(xsltproc(stylesheetFor(versionOf(xml)), xml));
  });
});

describe("the stamp's cadena (cadenaoriginal_TFD_1_1.xslt)", () => {
  /**
   * The fixture's stamp as its own document, its attributes as written, with the namespaces its
   * names use that an ancestor declared (xsi for its schemaLocation).
   */
  function stampDocument(xml: string): string | null {
    const m = /<([\w.-]+):TimbreFiscalDigital\b[^>]*?\/?>/.exec(xml);
    if (!m) return null;
    const open = m[0].replace(/\s*\/?>$/, '');
    const declarations = new Map(
      [...xml.matchAll(/xmlns:([\w.-]+)="([^"]*)"/g)].map((d) => [d[1] ?? '', d[2] ?? '']),
    );
    const used = new Set([
      m[1] ?? '',
      ...[...open.matchAll(/\s([\w.-]+):[\w.-]+=/g)].map((u) => u[1] ?? ''),
    ]);
    const missing = [...used]
      .filter((p) => p !== 'xmlns' && !open.includes(`xmlns:${p}=`))
      .map((p) => ` xmlns:${p}="${declarations.get(p) ?? ''}"`)
      .join('');
    return `${open}${missing}/>`;
  }
  const stamped = fixtures.filter((f) => stampDocument(textOf(f)) !== null);

  it('some fixtures are stamped', () => expect(stamped.length).toBeGreaterThanOrEqual(5));

  it.each(stamped)('%s', (file) => {
    const doc = stampDocument(textOf(file)) ?? '';
    expect(tfdCadena(parse(doc))).toBe(xsltproc(TFD_11, doc));
  });

  it.each<[string, Record<string, string>]>([
    [
      'with a Leyenda and white space to normalize',
      {
        Version: '1.1',
        UUID: ' 6F4E3B6A-0D8C-4A59-9B0E-2F1C3D4E5F60 ',
        FechaTimbrado: '2026-03-10T10:02:00',
        RfcProvCertif: 'SAT970701NN3',
        Leyenda: 'Leyenda  del\tcertificador',
        SelloCFD: 'c2VsbG8=',
        NoCertificadoSAT: '30001000000500003456',
        SelloSAT: 'c2VsbG9TQVQ=',
      },
    ],
    [
      'without RfcProvCertif: its place stays, empty',
      { Version: '1.1', UUID: 'U', FechaTimbrado: 'F', SelloCFD: 'S', NoCertificadoSAT: 'N' },
    ],
  ])('%s, and stampCadena agrees', (_name, attrs) => {
    const escape = (v: string): string =>
      v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/\t/g, '&#9;');
    const doc =
      `<tfd:TimbreFiscalDigital xmlns:tfd="${NS.tfd}"` +
      Object.entries(attrs)
        .map(([k, v]) => ` ${k}="${escape(v)}"`)
        .join('') +
      '/>';
    const expected = xsltproc(TFD_11, doc);
    expect(tfdCadena(parse(doc))).toBe(expected);
    expect(stampCadena(attrs)).toBe(expected);
  });
});
