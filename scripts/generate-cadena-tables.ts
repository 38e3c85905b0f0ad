/**
 * npx tsx scripts/generate-cadena-tables.ts [--check]
 *
 * Writes src/domain/cfdi/seal/cadena-tables.generated.ts, the tables from which the engine builds
 * the cadena original, from the SAT's own cadena-original stylesheets in
 * ../shared/reference/sat/xslt/: the CFDI 4.0 and 3.3 entries with every complement they include,
 * and the stamp's (TimbreFiscalDigital 1.1). With --check it writes nothing and exits 1 when the
 * file on disk differs from what the stylesheets give.
 *
 * The stylesheets are read as XML and understood, not copied: each template matching `p:Name`
 * becomes one table, in the stylesheet's order, of what it writes. They use a small part of XSLT,
 * and every construct is recognised or refused with the file and line where it stands:
 * - the Requerido / Opcional / ManejaEspacios named templates (compared with the definitions the
 *   SAT publishes: `|` and the normalized value, the optional one only when its node-set is not
 *   empty); any other named template is refused;
 * - `xsl:call-template name="Requerido|Opcional"` with one `valor` that is `./@Attr` (an
 *   attribute), `.` or a child path (an element's text);
 * - `xsl:for-each select="path"`, its body inline, or `apply-templates select="."` alone (the
 *   template of the selected nodes); `xsl:apply-templates select="path"`;
 * - paths: `./p:A/p:B`, `p:A/p:B`, `.//p:A` (descendants), `./*` (any element: dispatched by its
 *   namespace and name), trailing blanks; nothing with predicates, axes or functions;
 * - `xsl:if test="path"` (when nodes exist) and `xsl:if test="./@Attr='value'"`;
 * - the root template `match="/"`: its literal text before and after `apply-templates
 *   select="/p:Root"`; where an included file has one too, the last one in the stylesheet (the
 *   entry's own, after its includes) is the one XSLT applies;
 * - `xsl:output method="text"` and `xsl:include href` (resolved next to the including file).
 * `xsl:choose`, modes, priorities, imports, variables, keys, literal text outside the root and
 * the named templates, an apply-templates to nodes no template matches (the built-in rules would
 * write their text) and two templates for one name in one stylesheet are refused.
 *
 * Encoding of the generated tables (decoded once by cadena.ts): each template is
 * [namespace index, local name, program]; a program is a list of tokens separated by one space:
 *   `Attr` / `?Attr`   Requerido / Opcional of ./@Attr
 *   `=path` / `?=path` Requerido / Opcional of the text of the first element at path (`.`: itself)
 *   `path#`            each node at path, written by the template of its name
 *   `path%`            each element at path, written by the template its namespace and name select
 *   `path{ ... }`      each node at path, written by the tokens up to the matching `}`
 *   `path!{ ... }`     the tokens up to `}`, when there is a node at path
 *   `@Attr=value{ ... }` the tokens up to `}`, when ./@Attr is exactly value
 * A path is steps joined by `/`: `Name` in the template's own namespace, `n:Name` in namespace n
 * of the list, `*` any element; an empty step makes the next one a descendant step (`/Parte` is
 * `.//Parte`, `A//B` is `./A//B`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { SaxesParser, type SaxesTagNS } from 'saxes';

const ROOT = path.resolve(import.meta.dirname, '..');
const XSLT_DIR = path.resolve(ROOT, '../shared/reference/sat/xslt');
const OUT = path.join(ROOT, 'src/domain/cfdi/seal/cadena-tables.generated.ts');
const COMMAND = 'npx tsx scripts/generate-cadena-tables.ts';

/** The entry stylesheets, by the name the engine knows each by. */
const ENTRIES = [
  { id: 'cfdi40', file: '4/cadenaoriginal_4_0/cadenaoriginal_4_0.xslt' },
  { id: 'cfdi33', file: '3/cadenaoriginal_3_3/cadenaoriginal_3_3.xslt' },
  { id: 'tfd11', file: 'TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt' },
] as const;
type EntryId = (typeof ENTRIES)[number]['id'];

const XSL = 'http://www.w3.org/1999/XSL/Transform';

// ---------------------------------------------------------------------------------------------
// Reading a stylesheet as an element tree with its namespace scope.

interface XslElement {
  readonly uri: string;
  readonly local: string;
  /** Unprefixed attributes (namespace declarations apart). */
  readonly attrs: ReadonlyMap<string, string>;
  /** Every namespace binding in scope, by prefix. */
  readonly scope: ReadonlyMap<string, string>;
  readonly children: XslChild[];
  readonly file: string;
  readonly line: number;
}
type XslChild = XslElement | { readonly text: string };

const isElement = (c: XslChild): c is XslElement => 'local' in c;

class StylesheetError extends Error {}

function fail(where: { file: string; line: number }, message: string): never {
  throw new StylesheetError(`${where.file}:${where.line}: ${message}`);
}

function readXml(file: string): XslElement {
  const rel = path.relative(XSLT_DIR, file);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XslElement[] = [];
  let root: XslElement | null = null;
  parser.on('doctype', () => fail({ file: rel, line: parser.line }, 'a DOCTYPE is not expected'));
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attrs = new Map<string, string>();
    const parent = stack.at(-1);
    const scope = new Map(parent?.scope);
    for (const a of Object.values(tag.attributes)) {
      if (a.prefix === 'xmlns') scope.set(a.local, a.value);
      else if (a.name === 'xmlns') scope.set('', a.value);
      else if (a.uri !== '')
        fail({ file: rel, line: parser.line }, `attribute ${a.name} not understood`);
      else attrs.set(a.local, a.value);
    }
    const el: XslElement = {
      uri: tag.uri,
      local: tag.local,
      attrs,
      scope,
      children: [],
      file: rel,
      line: parser.line,
    };
    if (parent) parent.children.push(el);
    else root = el;
    stack.push(el);
  });
  parser.on('closetag', () => void stack.pop());
  const onText = (text: string) => stack.at(-1)?.children.push({ text });
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('processinginstruction', () =>
    fail({ file: rel, line: parser.line }, 'a processing instruction is not expected'),
  );
  parser.write(readFileSync(file, 'utf8')).close();
  if (root === null) throw new StylesheetError(`${rel}: no root element`);
  return root;
}

/** XSLT drops white-space-only text of the stylesheet (no xml:space here): the rest is kept. */
function significant(el: XslElement): XslChild[] {
  return el.children.filter((c) => isElement(c) || c.text.trim() !== '');
}

function isXsl(c: XslChild, local?: string): c is XslElement {
  return isElement(c) && c.uri === XSL && (local === undefined || c.local === local);
}

const describe = (c: XslChild): string =>
  isElement(c)
    ? `<${c.uri === XSL ? 'xsl:' : `{${c.uri}}`}${c.local}>`
    : `text ${JSON.stringify(c.text)}`;

/** The attribute's value; refuses an element with an attribute outside `allowed`. */
function attrsOf(el: XslElement, required: readonly string[], optional: readonly string[] = []) {
  for (const name of el.attrs.keys())
    if (!required.includes(name) && !optional.includes(name))
      fail(el, `${describe(el)} with attribute ${name} is not understood`);
  const get = (name: string): string => {
    const v = el.attrs.get(name);
    if (v === undefined) fail(el, `${describe(el)} without ${name}`);
    return v;
  };
  return get;
}

/** A canonical text of an element, to compare the utility templates with their known form. */
function canonical(c: XslChild): string {
  if (!isElement(c)) return c.text;
  const prefix = c.uri === XSL ? 'xsl:' : `{${c.uri}}`;
  const attrs = [...c.attrs].map(([k, v]) => ` ${k}="${v}"`).join('');
  return `<${prefix}${c.local}${attrs}>${significant(c).map(canonical).join('')}</${prefix}${c.local}>`;
}

// ---------------------------------------------------------------------------------------------
// Loading an entry stylesheet with its includes.

interface QName {
  readonly ns: string;
  readonly name: string;
}
const keyOf = (q: QName): string => `{${q.ns}}${q.name}`;

interface Template {
  readonly el: XslElement;
  readonly qname: QName;
}

interface Loaded {
  readonly files: string[];
  readonly templates: Map<string, Template>;
  readonly named: Map<string, XslElement>;
  root: XslElement | null;
  /** The templates of each complement file, in file order. */
  readonly byFile: Map<string, Template[]>;
}

const QNAME = /^([\p{L}_][\p{L}\p{N}._-]*):([\p{L}_][\p{L}\p{N}._-]*)$/u;
const NCNAME = /^[\p{L}_][\p{L}\p{N}._-]*$/u;

function resolveQName(el: XslElement, text: string): QName {
  const m = QNAME.exec(text);
  if (!m) fail(el, `${JSON.stringify(text)} is not a prefixed name`);
  const ns = el.scope.get(m[1] ?? '');
  if (ns === undefined) fail(el, `prefix ${m[1]} is not bound`);
  return { ns, name: m[2] ?? '' };
}

function load(file: string, into: Loaded, seen: Set<string>): void {
  const abs = path.resolve(file);
  if (!abs.startsWith(XSLT_DIR + path.sep))
    throw new StylesheetError(`${file} is outside ${XSLT_DIR}`);
  if (!existsSync(abs)) throw new StylesheetError(`${path.relative(XSLT_DIR, abs)} is missing`);
  if (seen.has(abs)) throw new StylesheetError(`${abs} is included twice`);
  seen.add(abs);
  const root = readXml(abs);
  const rel = root.file;
  into.files.push(rel);
  if (!isXsl(root, 'stylesheet')) fail(root, 'the root is not xsl:stylesheet');
  attrsOf(root, ['version']);
  const own: Template[] = [];
  for (const c of significant(root)) {
    if (!isXsl(c)) fail(root, `${describe(c)} at the top level is not understood`);
    if (c.local === 'output') {
      const get = attrsOf(c, ['method'], ['version', 'encoding', 'indent']);
      if (get('method') !== 'text') fail(c, 'only method="text" output is understood');
      if ((c.attrs.get('encoding') ?? 'UTF-8').toUpperCase() !== 'UTF-8')
        fail(c, 'only UTF-8 output is understood');
    } else if (c.local === 'include') {
      const href = attrsOf(c, ['href'])('href');
      if (/^[a-z]+:/i.test(href)) fail(c, `only relative includes are understood: ${href}`);
      load(path.resolve(path.dirname(abs), href), into, seen);
    } else if (c.local === 'template') {
      if (c.attrs.has('name')) {
        const name = attrsOf(c, ['name'])('name');
        if (into.named.has(name)) fail(c, `a second template named ${name}`);
        into.named.set(name, c);
        continue;
      }
      const match = attrsOf(c, ['match'])('match').trim();
      if (match === '/') {
        // Two rules for the root: XSLT recovers with the last one in the stylesheet, and the
        // entries' own rule follows their includes (vehiculousado.xslt carries one of its own).
        into.root = c;
        continue;
      }
      const qname = resolveQName(c, match);
      const key = keyOf(qname);
      if (into.templates.has(key)) fail(c, `a second template for ${key}`);
      const t = { el: c, qname };
      into.templates.set(key, t);
      own.push(t);
    } else fail(c, `${describe(c)} is not understood`);
  }
  into.byFile.set(rel, own);
}

/** The SAT's utility templates, as the stylesheets define them (compared, not trusted). */
const UTILITIES: Readonly<Record<string, string>> = {
  Requerido:
    '<xsl:param name="valor"></xsl:param>|<xsl:call-template name="ManejaEspacios">' +
    '<xsl:with-param name="s" select="$valor"></xsl:with-param></xsl:call-template>',
  Opcional:
    '<xsl:param name="valor"></xsl:param><xsl:if test="$valor">|' +
    '<xsl:call-template name="ManejaEspacios"><xsl:with-param name="s" select="$valor">' +
    '</xsl:with-param></xsl:call-template></xsl:if>',
  ManejaEspacios:
    '<xsl:param name="s"></xsl:param><xsl:value-of select="normalize-space(string($s))">' +
    '</xsl:value-of>',
};

function checkUtilities(loaded: Loaded): void {
  for (const [name, el] of loaded.named) {
    const expected = UTILITIES[name];
    if (expected === undefined) fail(el, `the named template ${name} is not understood`);
    const found = significant(el).map(canonical).join('');
    if (found !== expected) fail(el, `the template ${name} differs from the one understood`);
  }
  for (const name of Object.keys(UTILITIES))
    if (!loaded.named.has(name)) throw new StylesheetError(`no template named ${name}`);
}

// ---------------------------------------------------------------------------------------------
// Compiling a template's body.

interface Step {
  /** null: any element (`*`). */
  readonly qname: QName | null;
  readonly deep: boolean;
}
type Path = readonly Step[];

type Item =
  | { readonly kind: 'attr'; readonly optional: boolean; readonly name: string }
  | { readonly kind: 'text'; readonly optional: boolean; readonly path: Path }
  | { readonly kind: 'apply'; readonly path: Path }
  | { readonly kind: 'each'; readonly path: Path; readonly body: readonly Item[] }
  | { readonly kind: 'if'; readonly path: Path; readonly body: readonly Item[] }
  | {
      readonly kind: 'ifAttr';
      readonly name: string;
      readonly equals: string;
      readonly body: readonly Item[];
    };

/** A relative location path of child and descendant steps; `.` is the empty path. */
function parsePath(el: XslElement, expression: string): Path {
  let e = expression.trim();
  if (e === '.') return [];
  let deep = false;
  if (e.startsWith('.//')) {
    deep = true;
    e = e.slice(3);
  } else if (e.startsWith('./')) e = e.slice(2);
  else if (e.startsWith('/')) fail(el, `an absolute path outside the root template: ${e}`);
  const steps: Step[] = [];
  for (const part of e.split('/')) {
    if (part === '') {
      if (deep) fail(el, `path ${JSON.stringify(expression)} is not understood`);
      deep = true;
      continue;
    }
    const qname = part === '*' ? null : resolveQName(el, part.trim());
    steps.push({ qname, deep });
    deep = false;
  }
  if (deep || steps.length === 0) fail(el, `path ${JSON.stringify(expression)} is not understood`);
  return steps;
}

const sameQName = (a: QName | null, b: QName | null): boolean =>
  a === b || (a !== null && b !== null && a.ns === b.ns && a.name === b.name);
const samePath = (a: Path, b: Path): boolean =>
  a.length === b.length &&
  a.every((s, i) => s.deep === b[i]?.deep && sameQName(s.qname, b[i]?.qname ?? null));

const ATTRIBUTE = /^(?:\.\/)?@([\p{L}_][\p{L}\p{N}._-]*)$/u;
const ATTRIBUTE_EQUALS = /^(?:\.\/)?@([\p{L}_][\p{L}\p{N}._-]*)\s*=\s*'([A-Za-z0-9._-]*)'$/u;

function compileBody(parent: XslElement): Item[] {
  const items: Item[] = [];
  for (const c of significant(parent)) {
    if (!isXsl(c)) fail(parent, `${describe(c)} in a template is not understood`);
    switch (c.local) {
      case 'call-template': {
        const name = attrsOf(c, ['name'])('name');
        if (name !== 'Requerido' && name !== 'Opcional')
          fail(c, `call-template ${name} is not understood`);
        const params = significant(c);
        const param = params[0];
        if (params.length !== 1 || param === undefined || !isXsl(param, 'with-param'))
          fail(c, `call-template ${name} takes exactly one xsl:with-param`);
        const get = attrsOf(param, ['name', 'select']);
        if (get('name') !== 'valor') fail(param, `parameter ${get('name')} is not understood`);
        if (significant(param).length > 0) fail(param, 'a parameter with content');
        const select = get('select').trim();
        const optional = name === 'Opcional';
        const attr = ATTRIBUTE.exec(select);
        if (attr) items.push({ kind: 'attr', optional, name: attr[1] ?? '' });
        else if (select.includes('@') || select.includes('('))
          fail(param, `value ${JSON.stringify(select)} is not understood`);
        else items.push({ kind: 'text', optional, path: parsePath(param, select) });
        break;
      }
      case 'for-each': {
        const p = parsePath(c, attrsOf(c, ['select'])('select'));
        if (p.length === 0) fail(c, 'for-each over the context node');
        const body = compileBody(c);
        const only = body[0];
        // `for-each path` + `apply-templates select="."`: the templates of the nodes at path.
        if (body.length === 1 && only?.kind === 'apply' && only.path.length === 0)
          items.push({ kind: 'apply', path: p });
        else if (body.some(isApplyToSelf))
          fail(c, 'apply-templates to "." beside other instructions is not understood');
        else items.push({ kind: 'each', path: p, body });
        break;
      }
      case 'apply-templates': {
        const p = parsePath(c, attrsOf(c, ['select'])('select'));
        if (significant(c).length > 0) fail(c, 'apply-templates with content is not understood');
        items.push({ kind: 'apply', path: p });
        break;
      }
      case 'if': {
        const test = attrsOf(c, ['test'])('test').trim();
        const body = compileBody(c);
        const equals = ATTRIBUTE_EQUALS.exec(test);
        if (equals) {
          items.push({ kind: 'ifAttr', name: equals[1] ?? '', equals: equals[2] ?? '', body });
          break;
        }
        if (test.includes('@') || test.includes('(') || test.includes('='))
          fail(c, `test ${JSON.stringify(test)} is not understood`);
        const p = parsePath(c, test);
        if (p.length === 0) fail(c, 'a test of the context node is not understood');
        const only = body[0];
        // Selecting the tested nodes and nothing else: the test adds nothing.
        if (
          body.length === 1 &&
          only !== undefined &&
          (only.kind === 'apply' || only.kind === 'each') &&
          samePath(only.path, p)
        )
          items.push(only);
        else items.push({ kind: 'if', path: p, body });
        break;
      }
      default:
        fail(c, `${describe(c)} is not understood`);
    }
  }
  return items;
}

const isApplyToSelf = (i: Item): boolean => i.kind === 'apply' && i.path.length === 0;

// ---------------------------------------------------------------------------------------------
// Checking what the compiled templates select against the templates each stylesheet has.

function checkApplies(items: readonly Item[], where: XslElement, loaded: Loaded): void {
  for (const i of items) {
    if (i.kind === 'apply') {
      const last = i.path.at(-1);
      if (last === undefined) fail(where, 'apply-templates to "." outside a for-each');
      if (last.qname !== null && !loaded.templates.has(keyOf(last.qname)))
        fail(
          where,
          `apply-templates selects ${keyOf(last.qname)}, which no template matches ` +
            '(the built-in rules would write its text)',
        );
    } else if (i.kind === 'each' || i.kind === 'if' || i.kind === 'ifAttr')
      checkApplies(i.body, where, loaded);
  }
}

interface Entry {
  readonly id: EntryId;
  readonly file: string;
  readonly loaded: Loaded;
  readonly root: QName;
  readonly before: string;
  readonly after: string;
}

function loadEntry(id: EntryId, file: string): Entry {
  const loaded: Loaded = {
    files: [],
    templates: new Map(),
    named: new Map(),
    root: null,
    byFile: new Map(),
  };
  load(path.join(XSLT_DIR, file), loaded, new Set());
  checkUtilities(loaded);
  const rootTemplate = loaded.root;
  if (rootTemplate === null) throw new StylesheetError(`${file}: no root template`);
  const parts = significant(rootTemplate);
  const [before, apply, after] = parts;
  if (
    parts.length !== 3 ||
    before === undefined ||
    isElement(before) ||
    after === undefined ||
    isElement(after) ||
    apply === undefined ||
    !isXsl(apply, 'apply-templates')
  )
    fail(rootTemplate, 'the root template is not text, apply-templates, text');
  const select = attrsOf(apply, ['select'])('select').trim();
  if (!select.startsWith('/')) fail(apply, `the root template selects ${select}`);
  const root = resolveQName(apply, select.slice(1));
  if (!loaded.templates.has(keyOf(root))) fail(apply, `no template for the root ${keyOf(root)}`);
  return { id, file, loaded, root, before: before.text, after: after.text };
}

// ---------------------------------------------------------------------------------------------
// Writing the tables.

interface Compiled {
  readonly qname: QName;
  readonly file: string;
  readonly items: readonly Item[];
  readonly program: string;
}

function generate(): { source: string; summary: string } {
  const entries = ENTRIES.map((e) => loadEntry(e.id, e.file));
  const namespaces: string[] = [];
  const nsIndex = (ns: string): number => {
    let i = namespaces.indexOf(ns);
    if (i < 0) i = namespaces.push(ns) - 1;
    return i;
  };

  const compiled = new Map<string, Compiled>();
  const sources = new Map<string, XslElement>();
  for (const entry of entries) {
    for (const [key, t] of entry.loaded.templates) {
      const known = sources.get(key);
      if (known !== undefined) {
        // One table per name: two stylesheets may share it only through the same file.
        if (known.file !== t.el.file || known.line !== t.el.line)
          fail(t.el, `${key} is also matched in ${known.file}:${known.line}`);
        continue;
      }
      sources.set(key, t.el);
      const items = compileBody(t.el);
      checkApplies(items, t.el, entry.loaded);
      nsIndex(t.qname.ns);
      compiled.set(key, { qname: t.qname, file: t.el.file, items, program: '' });
    }
  }

  const pathText = (p: Path, ns: string): string =>
    p
      .map((s) => {
        const name =
          s.qname === null
            ? '*'
            : s.qname.ns === ns
              ? s.qname.name
              : `${nsIndex(s.qname.ns)}:${s.qname.name}`;
        return (s.deep ? '/' : '') + name;
      })
      .join('/');
  const tokens = (items: readonly Item[], ns: string, where: XslElement): string[] =>
    items.flatMap((i): string[] => {
      switch (i.kind) {
        case 'attr':
          if (!NCNAME.test(i.name)) fail(where, `attribute ${i.name} cannot be written`);
          return [`${i.optional ? '?' : ''}${i.name}`];
        case 'text':
          return [`${i.optional ? '?' : ''}=${i.path.length === 0 ? '.' : pathText(i.path, ns)}`];
        case 'apply':
          return [`${pathText(i.path, ns)}${i.path.at(-1)?.qname === null ? '%' : '#'}`];
        case 'each':
          return [`${pathText(i.path, ns)}{`, ...tokens(i.body, ns, where), '}'];
        case 'if':
          return [`${pathText(i.path, ns)}!{`, ...tokens(i.body, ns, where), '}'];
        case 'ifAttr':
          return [`@${i.name}=${i.equals}{`, ...tokens(i.body, ns, where), '}'];
      }
    });

  const order = [...compiled.keys()];
  const index = new Map(order.map((k, i) => [k, i]));
  const templateRows = order.map((key) => {
    const c = compiled.get(key);
    const el = sources.get(key);
    if (c === undefined || el === undefined) throw new Error(key);
    const program = tokens(c.items, c.qname.ns, el).join(' ');
    return `  [${nsIndex(c.qname.ns)}, ${JSON.stringify(c.qname.name)}, ${JSON.stringify(program)}],`;
  });

  const at = (key: string): number => {
    const i = index.get(key);
    if (i === undefined) throw new Error(`no template ${key}`);
    return i;
  };
  const stylesheetRows = entries.map((e) => {
    const ids = [...e.loaded.templates.keys()].map(at).sort((a, b) => a - b);
    // Runs of consecutive indexes as `first-last`: the stylesheets share long runs.
    const runs: string[] = [];
    for (let i = 0; i < ids.length;) {
      let j = i;
      while (j + 1 < ids.length && ids[j + 1] === (ids[j] ?? 0) + 1) j++;
      runs.push(i === j ? `${ids[i]}` : `${ids[i]}-${ids[j]}`);
      i = j + 1;
    }
    return [
      `  ${e.id}: {`,
      `    file: ${JSON.stringify(e.file)},`,
      `    root: [${nsIndex(e.root.ns)}, ${JSON.stringify(e.root.name)}],`,
      `    before: ${JSON.stringify(e.before)},`,
      `    after: ${JSON.stringify(e.after)},`,
      `    templates: ${JSON.stringify(runs.join(' '))},`,
      '  },',
    ].join('\n');
  });

  // A complement file's roots: its templates no template of any stylesheet applies by name.
  const applied = new Set<string>();
  const collect = (items: readonly Item[]): void => {
    for (const i of items) {
      if (i.kind === 'apply') {
        const q = i.path.at(-1)?.qname;
        if (q) applied.add(keyOf(q));
      } else if (i.kind !== 'attr' && i.kind !== 'text') collect(i.body);
    }
  };
  for (const c of compiled.values()) collect(c.items);
  const entryFiles = new Set<string>(ENTRIES.map((e) => e.file));
  const complementRows: string[] = [];
  const complementFiles = new Map<string, EntryId[]>();
  for (const e of entries)
    for (const [file, templates] of e.loaded.byFile) {
      if (entryFiles.has(file) || templates.length === 0) continue;
      const ids = complementFiles.get(file) ?? [];
      ids.push(e.id);
      complementFiles.set(file, ids);
    }
  for (const [file, ids] of [...complementFiles].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const templates = entries.find((e) => e.id === ids[0])?.loaded.byFile.get(file) ?? [];
    const roots = templates.filter((t) => !applied.has(keyOf(t.qname)));
    if (roots.length === 0)
      throw new StylesheetError(`${file}: no template is a complement's root`);
    for (const r of roots)
      complementRows.push(
        `  [${JSON.stringify(file)}, ${at(keyOf(r.qname))}, [${ids.map((i) => JSON.stringify(i)).join(', ')}]],`,
      );
  }

  const allFiles = [...new Set(entries.flatMap((e) => e.loaded.files))].sort();
  const source = [
    '/**',
    ' * GENERATED FILE: do not edit. The tables of the cadena original (see cadena.ts), read from the',
    " * SAT's cadena-original stylesheets in ../shared/reference/sat/xslt/ by",
    ' * scripts/generate-cadena-tables.ts (that file describes the encoding). Regenerate with',
    ` *   ${COMMAND}`,
    ' *',
    ...wrap(`Entries: ${ENTRIES.map((e) => e.file).join(', ')}.`),
    ...wrap(`Read from: ${allFiles.join(', ')}.`),
    ' */',
    '',
    '/** Namespace URIs; tables name them by index. */',
    'export const NAMESPACES: readonly string[] = [',
    ...namespaces.map((n) => `  ${JSON.stringify(n)},`),
    '];',
    '',
    '/** Every template: [namespace index, local name, program]. */',
    'export const TEMPLATES: readonly (readonly [number, string, string])[] = [',
    ...templateRows,
    '];',
    '',
    '/** An entry stylesheet: its root element, the text around it, the templates it has. */',
    'export interface StylesheetTable {',
    '  readonly file: string;',
    '  readonly root: readonly [number, string];',
    '  readonly before: string;',
    '  readonly after: string;',
    '  /** Indexes into TEMPLATES, as runs `first-last` or single indexes, separated by spaces. */',
    '  readonly templates: string;',
    '}',
    '',
    'export const STYLESHEETS = {',
    ...stylesheetRows,
    '} as const satisfies Record<string, StylesheetTable>;',
    '',
    '/** Each complement stylesheet: its file, its root template, the entries that include it. */',
    'export const COMPLEMENT_ROOTS: readonly (readonly [string, number, readonly (keyof typeof STYLESHEETS)[]])[] = [',
    ...complementRows,
    '];',
    '',
  ].join('\n');
  const summary =
    `${compiled.size} templates from ${allFiles.length} files, ` +
    `${complementRows.length} complement roots, ${namespaces.length} namespaces`;
  return { source, summary };
}

/** Comment lines of at most 100 characters. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = ' *';
  for (const word of text.split(' ')) {
    if (line.length + 1 + word.length > 100) {
      lines.push(line);
      line = ' *  ';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const { source, summary } = generate();
  const config = (await resolveConfig(OUT)) ?? {};
  const formatted = await format(source, { ...config, filepath: OUT });
  if (check) {
    const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
    if (current !== formatted) {
      process.stderr.write(`${path.relative(ROOT, OUT)} is out of date: run ${COMMAND}\n`);
      process.exit(1);
    }
    process.stdout.write(`${path.relative(ROOT, OUT)} is up to date (${summary})\n`);
    return;
  }
  writeFileSync(OUT, formatted);
  process.stdout.write(`wrote ${path.relative(ROOT, OUT)}: ${summary}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`${e instanceof StylesheetError ? e.message : String(e)}\n`);
  process.exit(1);
});
