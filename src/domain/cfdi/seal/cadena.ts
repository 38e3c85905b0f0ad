/**
 * The cadena original of a CFDI 4.0 or 3.3 and of its stamp, built as the SAT's published
 * stylesheets build it (cadenaoriginal_4_0.xslt / _3_3.xslt with every complement they include,
 * cadenaoriginal_TFD_1_1.xslt), without an XSLT engine: cadena-tables.generated.ts holds, read
 * from those stylesheets, one table per template listing what it writes, in the stylesheet's order.
 *
 * The stylesheets' rules, kept here:
 * - `Requerido` writes `|` and the value even when the attribute is absent (then empty);
 *   `Opcional` writes `|` and the value only when the attribute is present (even if empty).
 * - Every value goes through XPath normalize-space: runs of space, tab, CR and LF become one
 *   space and are trimmed at both ends (no other character counts as white space).
 * - The whole is wrapped in the root rule's text: `|` before and `||` after.
 * - Child nodes are visited in document order along the path the stylesheet selects (`.//` ones
 *   among all descendants); elements the stylesheet does not select (an addenda, unknown
 *   elements) add nothing.
 * - Under Complemento and ComplementoConcepto each element is written by the template its
 *   namespace and name select in the voucher's own stylesheet (the 4.0 one has no Pagos 1.0, the
 *   3.3 one no Pagos 2.0 or Carta Porte 3.x).
 * - The TimbreFiscalDigital is not part of the issuer's cadena (the certifier adds it after the
 *   issuer sealed; no template of the voucher's stylesheet writes it). A complement with no
 *   stylesheet cannot be reproduced, so the cadena is refused rather than guessed. So is one whose
 *   stylesheet writes the text of an element (detallista): the parsed tree keeps attributes only.
 */
import { NS, type XNode } from '../xml-node';
import { COMPLEMENT_ROOTS, NAMESPACES, STYLESHEETS, TEMPLATES } from './cadena-tables.generated';

/** One step of a path: the child (or, `deep`, descendant) elements of that namespace and name. */
export interface PathStep {
  /** null with `name` null: any element. */
  readonly ns: string | null;
  readonly name: string | null;
  readonly deep: boolean;
}

/** A path that selects nodes; `walk` when one of its steps is a descendant step. */
interface Selecting {
  readonly path: readonly PathStep[];
  readonly walk: boolean;
}

/** What a template writes, in order. */
export type CadenaStep =
  /** `./@attr` through Requerido (`optional` false) or Opcional. */
  | { readonly kind: 'attr'; readonly attr: string; readonly optional: boolean }
  /** The text of the first element at path (the node itself when the path is empty). */
  | ({ readonly kind: 'text'; readonly optional: boolean } & Selecting)
  /** Each node at path, written with a table (its template, or a for-each body). */
  | ({ readonly kind: 'node'; readonly node: CadenaNode } & Selecting)
  /** Each element at path, written with the template its namespace and name select. */
  | ({ readonly kind: 'complements' } & Selecting)
  /** The table, on the same node, when there is a node at path. */
  | ({ readonly kind: 'if'; readonly node: CadenaNode } & Selecting)
  /** The table, on the same node, when the attribute is exactly `equals`. */
  | {
      readonly kind: 'ifAttr';
      readonly attr: string;
      readonly equals: string;
      readonly node: CadenaNode;
    };

export interface CadenaNode {
  /** The namespace of the element the template matches. */
  readonly ns: string;
  /** The local name the template matches; empty for a body written inline. */
  readonly name: string;
  readonly steps: readonly CadenaStep[];
}

export type CadenaResult =
  | { readonly ok: true; readonly cadena: string }
  /** A complement that cannot be reproduced: `{namespace}name`, as found. */
  | { readonly ok: false; readonly unsupported: string };

type StylesheetId = keyof typeof STYLESHEETS;

interface Stylesheet {
  /** The element the root rule applies the templates to. */
  readonly root: { readonly ns: string; readonly name: string };
  readonly before: string;
  readonly after: string;
  /** Every template of the stylesheet, by namespace and name. */
  readonly templates: ReadonlyMap<string, ReadonlyMap<string, CadenaNode>>;
}

// Decoding the generated tables (their encoding is described in scripts/generate-cadena-tables.ts).

const namespaceAt = (i: number): string => {
  const ns = NAMESPACES[i];
  if (ns === undefined) throw new Error(`cadena tables: no namespace ${i}`);
  return ns;
};

const stepsOf: CadenaStep[][] = TEMPLATES.map(() => []);
const TABLES: readonly CadenaNode[] = TEMPLATES.map(([ns, name], i) => ({
  ns: namespaceAt(ns),
  name,
  steps: stepsOf[i] ?? [],
}));
const BY_NAME = new Map<string, Map<string, CadenaNode>>();
for (const t of TABLES) {
  const names = BY_NAME.get(t.ns) ?? new Map<string, CadenaNode>();
  names.set(t.name, t);
  BY_NAME.set(t.ns, names);
}

function tableFor(ns: string, name: string): CadenaNode {
  const t = BY_NAME.get(ns)?.get(name);
  if (t === undefined) throw new Error(`cadena tables: no template for {${ns}}${name}`);
  return t;
}

function decodePath(text: string, ns: string): Selecting {
  const path: PathStep[] = [];
  let deep = false;
  for (const part of text.split('/')) {
    if (part === '') {
      deep = true;
      continue;
    }
    if (part === '*') path.push({ ns: null, name: null, deep });
    else {
      const colon = part.indexOf(':');
      path.push(
        colon < 0
          ? { ns, name: part, deep }
          : { ns: namespaceAt(Number(part.slice(0, colon))), name: part.slice(colon + 1), deep },
      );
    }
    deep = false;
  }
  return { path, walk: path.some((s) => s.deep) };
}

function decodeProgram(tokens: readonly string[], at: { i: number }, ns: string): CadenaStep[] {
  const steps: CadenaStep[] = [];
  const inline = (): CadenaNode => ({ ns, name: '', steps: decodeProgram(tokens, at, ns) });
  while (at.i < tokens.length) {
    const t = tokens[at.i++] ?? '';
    if (t === '}') break;
    if (t.endsWith('{')) {
      if (t.startsWith('@')) {
        const eq = t.indexOf('=');
        steps.push({
          kind: 'ifAttr',
          attr: t.slice(1, eq),
          equals: t.slice(eq + 1, -1),
          node: inline(),
        });
      } else if (t.endsWith('!{'))
        steps.push({ kind: 'if', ...decodePath(t.slice(0, -2), ns), node: inline() });
      else steps.push({ kind: 'node', ...decodePath(t.slice(0, -1), ns), node: inline() });
    } else if (t.endsWith('#')) {
      const selecting = decodePath(t.slice(0, -1), ns);
      const last = selecting.path.at(-1);
      steps.push({ kind: 'node', ...selecting, node: tableFor(last?.ns ?? '', last?.name ?? '') });
    } else if (t.endsWith('%'))
      steps.push({ kind: 'complements', ...decodePath(t.slice(0, -1), ns) });
    else {
      const optional = t.startsWith('?');
      const value = optional ? t.slice(1) : t;
      if (value.startsWith('='))
        steps.push(
          value === '=.'
            ? { kind: 'text', optional, path: [], walk: false }
            : { kind: 'text', optional, ...decodePath(value.slice(1), ns) },
        );
      else steps.push({ kind: 'attr', attr: value, optional });
    }
  }
  return steps;
}

TEMPLATES.forEach(([, , program], i) => {
  const table = TABLES[i];
  if (table === undefined) return;
  const tokens = program === '' ? [] : program.split(' ');
  stepsOf[i]?.push(...decodeProgram(tokens, { i: 0 }, table.ns));
});

function stylesheet(id: StylesheetId): Stylesheet {
  const s = STYLESHEETS[id];
  const templates = new Map<string, Map<string, CadenaNode>>();
  for (const run of s.templates.split(' ')) {
    const [first = '', last = first] = run.split('-');
    for (let i = Number(first); i <= Number(last); i++) {
      const t = TABLES[i];
      if (t === undefined) throw new Error(`cadena tables: no template ${i}`);
      const names = templates.get(t.ns) ?? new Map<string, CadenaNode>();
      names.set(t.name, t);
      templates.set(t.ns, names);
    }
  }
  return {
    root: { ns: namespaceAt(s.root[0]), name: s.root[1] },
    before: s.before,
    after: s.after,
    templates,
  };
}

const SHEET_40 = stylesheet('cfdi40');
const SHEET_33 = stylesheet('cfdi33');
const SHEET_TFD = stylesheet('tfd11');

/** The stylesheet a table is written under when given alone: the first that has it. */
function sheetOf(table: CadenaNode): Stylesheet {
  for (const sheet of [SHEET_40, SHEET_33, SHEET_TFD])
    if (sheet.templates.get(table.ns)?.get(table.name) === table) return sheet;
  return SHEET_40;
}

// The tables callers name directly.

/** The CFDI 4.0 tables by node kind. */
export const CFDI_40 = {
  Comprobante: tableFor(NS.cfdi40, 'Comprobante'),
  InformacionGlobal: tableFor(NS.cfdi40, 'InformacionGlobal'),
  CfdiRelacionados: tableFor(NS.cfdi40, 'CfdiRelacionados'),
  Emisor: tableFor(NS.cfdi40, 'Emisor'),
  Receptor: tableFor(NS.cfdi40, 'Receptor'),
  Concepto: tableFor(NS.cfdi40, 'Concepto'),
  Parte: tableFor(NS.cfdi40, 'Parte'),
  Impuestos: tableFor(NS.cfdi40, 'Impuestos'),
} as const;

/** The CFDI 3.3 tables by node kind. */
export const CFDI_33 = {
  Comprobante: tableFor(NS.cfdi33, 'Comprobante'),
  CfdiRelacionados: tableFor(NS.cfdi33, 'CfdiRelacionados'),
  Emisor: tableFor(NS.cfdi33, 'Emisor'),
  Receptor: tableFor(NS.cfdi33, 'Receptor'),
  Concepto: tableFor(NS.cfdi33, 'Concepto'),
  Parte: tableFor(NS.cfdi33, 'Parte'),
  Impuestos: tableFor(NS.cfdi33, 'Impuestos'),
} as const;

/** The Pagos 2.0 tables by node kind. */
export const PAGOS_20 = {
  Pagos: tableFor(NS.pago20, 'Pagos'),
  Totales: tableFor(NS.pago20, 'Totales'),
  Pago: tableFor(NS.pago20, 'Pago'),
  DoctoRelacionado: tableFor(NS.pago20, 'DoctoRelacionado'),
  ImpuestosP: tableFor(NS.pago20, 'ImpuestosP'),
} as const;

/** The Pagos 1.0 tables by node kind. */
export const PAGOS_10 = {
  Pagos: tableFor(NS.pago10, 'Pagos'),
  Pago: tableFor(NS.pago10, 'Pago'),
  DoctoRelacionado: tableFor(NS.pago10, 'DoctoRelacionado'),
  Impuestos: tableFor(NS.pago10, 'Impuestos'),
} as const;

/** Impuestos locales 1.0 (implocal.xslt): every withholding, then every transfer. */
export const IMPUESTOS_LOCALES = tableFor(NS.implocal, 'ImpuestosLocales');

/**
 * Each complement stylesheet the CFDI stylesheets include: its file under the SAT's xslt folder,
 * the table of its root element and the CFDI versions whose stylesheet includes it.
 */
export const COMPLEMENT_TABLES: readonly {
  readonly file: string;
  readonly node: CadenaNode;
  readonly versions: readonly ('4.0' | '3.3')[];
}[] = COMPLEMENT_ROOTS.map(([file, index, sheets]) => {
  const node = TABLES[index];
  if (node === undefined) throw new Error(`cadena tables: no template ${index}`);
  return {
    file,
    node,
    versions: sheets.map((s) => (s === 'cfdi40' ? '4.0' : '3.3')),
  };
});

// Writing.

/** XPath normalize-space over XML white space only (String.trim would also remove NBSP). */
export function normalizeSpace(value: string): string {
  return NEEDS_NORMALIZING.test(value)
    ? value.replace(XML_SPACES, ' ').replace(EDGE_SPACE, '')
    : value;
}
const NEEDS_NORMALIZING = /^[ \t\r\n]|[ \t\r\n]$|[\t\r\n]| {2}/;
const XML_SPACES = /[ \t\r\n]+/g;
const EDGE_SPACE = /^ | $/g;

class Unsupported extends Error {
  constructor(readonly which: string) {
    super(which);
  }
}

/** A value is an element's text, which the parsed tree does not keep. */
class NeedsText extends Error {}

const qualified = (n: XNode): string => `{${n.ns ?? ''}}${n.name}`;

interface Context {
  readonly out: string[];
  readonly sheet: Stylesheet;
}

function write(n: XNode, table: CadenaNode, ctx: Context): void {
  for (const step of table.steps) {
    switch (step.kind) {
      case 'attr': {
        // Names come from the tables, never from the document (see xml-node.ts).
        const value = n.attrs[step.attr];
        if (value !== undefined) ctx.out.push(normalizeSpace(value));
        else if (!step.optional) ctx.out.push('');
        break;
      }
      case 'ifAttr':
        if (n.attrs[step.attr] === step.equals) write(n, step.node, ctx);
        break;
      case 'if':
        if (exists(n, step)) write(n, step.node, ctx);
        break;
      case 'text':
        if (step.path.length === 0 || exists(n, step)) throw new NeedsText();
        if (!step.optional) ctx.out.push('');
        break;
      default:
        if (!step.walk) visit(n, step, 0, ctx);
        else if (step.path.length === 1) visitDescendants(n, step, ctx);
        else for (const c of descendants(n, step.path)) act(c, step, ctx);
    }
  }
}

type Acting = Extract<CadenaStep, { kind: 'node' | 'complements' }>;

function act(c: XNode, step: Acting, ctx: Context): void {
  if (step.kind === 'node') write(c, step.node, ctx);
  else writeComplement(c, ctx);
}

const fits = (s: PathStep, c: XNode): boolean =>
  s.name === null || (c.name === s.name && c.ns === s.ns);

/** Follows a path of child steps down from a node and acts on every node at its end, in order. */
function visit(from: XNode, step: Acting, depth: number, ctx: Context): void {
  const s = step.path[depth];
  if (s === undefined) return;
  const last = depth === step.path.length - 1;
  for (const c of from.children) {
    if (!fits(s, c)) continue;
    if (!last) visit(c, step, depth + 1, ctx);
    else act(c, step, ctx);
  }
}

/** `.//name`: every descendant of that name, in document order (each before its own). */
function visitDescendants(from: XNode, step: Acting, ctx: Context): void {
  const s = step.path[0];
  if (s === undefined) return;
  for (const c of from.children) {
    if (fits(s, c)) act(c, step, ctx);
    visitDescendants(c, step, ctx);
  }
}

function exists(from: XNode, step: Selecting): boolean {
  if (step.walk) return descendants(from, step.path).length > 0;
  let level: readonly XNode[] = [from];
  for (const s of step.path) {
    const next: XNode[] = [];
    for (const n of level) for (const c of n.children) if (fits(s, c)) next.push(c);
    level = next;
  }
  return level.length > 0;
}

/**
 * The nodes a path with descendant steps selects, in document order and each once: every node
 * under `from`, in document order, whose line of ancestors the path matches.
 */
function descendants(from: XNode, path: readonly PathStep[]): XNode[] {
  const found: XNode[] = [];
  const chain: XNode[] = [from];
  const walk = (n: XNode): void => {
    for (const c of n.children) {
      chain.push(c);
      if (matches(path, chain, path.length - 1, chain.length - 1)) found.push(c);
      walk(c);
      chain.pop();
    }
  };
  walk(from);
  return found;
}

/** Whether steps 0..i of the path select chain[p], chain[0] being where the path starts. */
function matches(
  path: readonly PathStep[],
  chain: readonly XNode[],
  i: number,
  p: number,
): boolean {
  const s = path[i];
  const c = chain[p];
  if (s === undefined || c === undefined || p === 0 || !fits(s, c)) return false;
  if (i === 0) return s.deep || p === 1;
  if (!s.deep) return matches(path, chain, i - 1, p - 1);
  for (let q = p - 1; q >= 1; q--) if (matches(path, chain, i - 1, q)) return true;
  return false;
}

/** One element under Complemento or ComplementoConcepto, by the template that matches it. */
function writeComplement(c: XNode, ctx: Context): void {
  const table = ctx.sheet.templates.get(c.ns ?? '')?.get(c.name);
  if (table === undefined) {
    if (c.ns === NS.tfd && c.name === 'TimbreFiscalDigital') return;
    throw new Unsupported(qualified(c));
  }
  try {
    write(c, table, ctx);
  } catch (e) {
    if (e instanceof NeedsText) throw new Unsupported(qualified(c));
    throw e;
  }
}

function run(n: XNode, table: CadenaNode, sheet: Stylesheet): CadenaResult {
  const out: string[] = [];
  try {
    write(n, table, { out, sheet });
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, unsupported: e.which };
    if (e instanceof NeedsText) return { ok: false, unsupported: qualified(n) };
    throw e;
  }
  // Requerido and Opcional each write `|` and then the value.
  const body = out.length > 0 ? `|${out.join('|')}` : '';
  return { ok: true, cadena: `${sheet.before}${body}${sheet.after}` };
}

/** The stylesheet's root rule over a document whose root element is `root`. */
function fromRoot(root: XNode, sheet: Stylesheet): CadenaResult {
  const table = sheet.templates.get(sheet.root.ns)?.get(sheet.root.name);
  if (table === undefined || root.ns !== sheet.root.ns || root.name !== sheet.root.name)
    return { ok: true, cadena: `${sheet.before}${sheet.after}` };
  return run(root, table, sheet);
}

/** Writes one node with one table: the cadena of that node alone, `||` around it. */
export function cadenaOfNode(n: XNode, table: CadenaNode): CadenaResult {
  return run(n, table, sheetOf(table));
}

/**
 * The cadena original of a Comprobante 4.0 or 3.3 (the root as the secure parser read it), or the
 * complement that keeps it from being built.
 */
export function cadenaOriginal(root: XNode): CadenaResult {
  return fromRoot(root, root.ns === NS.cfdi40 ? SHEET_40 : SHEET_33);
}

/**
 * The cadena original of a TimbreFiscalDigital 1.1 (cadenaoriginal_TFD_1_1.xslt over the stamp
 * as its own document): what the certifier's SelloSAT signs.
 */
export function tfdCadena(stampNode: XNode): string {
  const r = fromRoot(stampNode, SHEET_TFD);
  // The stamp's stylesheet writes attributes only: nothing in it can be refused.
  if (!r.ok) throw new Error(`the stamp's cadena cannot be built: ${r.unsupported}`);
  return r.cadena;
}
