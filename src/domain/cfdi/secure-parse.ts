/**
 * Secure parsing of untrusted CFDI XML into a namespace-resolved tree. Everything hostile is refused
 * before fast-xml-parser sees it (size, encoding, DOCTYPE/ENTITY, nesting), the well-formedness
 * validator runs first, and this function answers a result: it never throws.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { Attrs, XNode } from './xml-node';

/** The spec's file limit (2 §9), applied to the bytes before anything else. */
export const MAX_XML_BYTES = 3_000_000;
/** CFDI nests about 8 levels (Pagos 2.0 taxes); addenda a little more. Deeper is refused. */
export const MAX_DEPTH = 64;

export type ParseFailureReason =
  | 'tooLarge'
  | 'notUtf8'
  | 'encoding'
  | 'doctype'
  | 'tooDeep'
  | 'invalidChars'
  | 'malformed'
  | 'badReference'
  | 'empty';

export type ParseResult =
  | { ok: true; root: XNode; text: string }
  | { ok: false; reason: ParseFailureReason; detail: string; text: string | null };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false, // references are decoded below, deliberately and only the XML ones
  preserveOrder: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  jPath: false,
  maxNestedTags: MAX_DEPTH + 1,
});

const fail = (
  reason: ParseFailureReason,
  detail: string,
  text: string | null = null,
): ParseResult => ({
  ok: false,
  reason,
  detail,
  text,
});

function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Maximum element depth, by a cheap scan that skips comments, CDATA, PIs and quoted values. */
export function maxDepth(s: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let i = s.indexOf('<');
  while (i >= 0 && i < s.length) {
    if (s.startsWith('<!--', i)) i = s.indexOf('-->', i + 4);
    else if (s.startsWith('<![CDATA[', i)) i = s.indexOf(']]>', i + 9);
    else if (s[i + 1] === '?') i = s.indexOf('?>', i + 2);
    else if (s[i + 1] === '/') {
      depth--;
      i = s.indexOf('>', i);
    } else {
      depth++;
      if (depth > max) max = depth;
      if (max > limit) return max;
      let j = i + 1;
      let quote = '';
      for (; j < s.length; j++) {
        const ch = s[j];
        if (quote) {
          if (ch === quote) quote = '';
        } else if (ch === '"' || ch === "'") quote = ch;
        else if (ch === '>') break;
      }
      if (s[j - 1] === '/') depth--;
      i = j;
    }
    if (i < 0) break;
    i = s.indexOf('<', i + 1);
  }
  return max;
}

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const REFERENCE = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]*);|&/g;

function validCodePoint(cp: number): boolean {
  return (
    cp === 0x9 ||
    cp === 0xa ||
    cp === 0xd ||
    (cp >= 0x20 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0x10ffff)
  );
}

/** Attribute value as XML defines it: whitespace normalized, the five entities and character references decoded. */
export function decodeAttribute(raw: string): string | null {
  const value =
    raw.includes('\t') || raw.includes('\n') || raw.includes('\r')
      ? raw.replace(/\r\n|[\t\n\r]/g, ' ')
      : raw;
  if (!value.includes('&')) return value;
  let bad = false;
  const out = value.replace(REFERENCE, (_all, ref: string | undefined) => {
    if (ref === undefined) {
      bad = true;
      return '';
    }
    if (ref.startsWith('#')) {
      const cp = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!validCodePoint(cp)) {
        bad = true;
        return '';
      }
      return String.fromCodePoint(cp);
    }
    const named = NAMED[ref];
    if (named === undefined) bad = true;
    return named ?? '';
  });
  return bad ? null : out;
}

type Scope = ReadonlyMap<string, string>;
type Ordered = Record<string, unknown>;

class BadReference extends Error {}

function toNode(entry: Ordered, parentScope: Scope): XNode | null {
  let tag: string | undefined;
  for (const key in entry) {
    if (key !== ':@') {
      tag = key;
      break;
    }
  }
  if (tag === undefined || tag === '#text' || tag === '#comment') return null;
  // fast-xml-parser's attribute object is fresh per element and guarded against prototype keys;
  // it is decoded in place and namespace declarations are moved out of it.
  const attrs = (entry[':@'] ?? {}) as Record<string, string>;
  let scope = parentScope;
  for (const name in attrs) {
    const raw = String(attrs[name]);
    const value = decodeAttribute(raw);
    if (value === null) throw new BadReference(`${tag} ${name}`);
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (scope === parentScope) scope = new Map(parentScope);
      (scope as Map<string, string>).set(name === 'xmlns' ? '' : name.slice(6), value);
      delete attrs[name];
    } else if (name.includes(':')) delete attrs[name];
    else if (value !== raw) attrs[name] = value;
  }
  const colon = tag.indexOf(':');
  const prefix = colon < 0 ? '' : tag.slice(0, colon);
  const children: XNode[] = [];
  const body = entry[tag];
  if (Array.isArray(body)) {
    for (const child of body as Ordered[]) {
      const node = toNode(child, scope);
      if (node) children.push(node);
    }
  }
  return {
    ns: scope.get(prefix) ?? null,
    name: colon < 0 ? tag : tag.slice(colon + 1),
    attrs: attrs as Attrs,
    children,
  };
}

function decode(input: string | Uint8Array): string | ParseResult {
  if (typeof input === 'string') {
    if (input.length > MAX_XML_BYTES) return fail('tooLarge', `${input.length}`);
    if (input.length > MAX_XML_BYTES / 3 && utf8Length(input) > MAX_XML_BYTES)
      return fail('tooLarge', '');
    return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  }
  if (input.byteLength > MAX_XML_BYTES) return fail('tooLarge', `${input.byteLength}`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input); // strips a UTF-8 BOM
  } catch {
    return fail('notUtf8', '');
  }
}

const DECLARED_ENCODING = /^<\?xml[^>]*?encoding\s*=\s*["']([^"']*)["']/;
// Control characters are what this pattern is for: XML 1.0 forbids them in a document.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Parses a CFDI (text or bytes) into its element tree, or says precisely why not. */
export function parseXml(input: string | Uint8Array): ParseResult {
  try {
    const decoded = decode(input);
    if (typeof decoded !== 'string') return decoded;
    const text = decoded;
    if (text.trim() === '') return fail('empty', '', text);
    const declared = DECLARED_ENCODING.exec(text.slice(0, 200));
    if (declared && !/^utf-?8$/i.test(declared[1] ?? ''))
      return fail('encoding', declared[1] ?? '', text);
    if (/<!DOCTYPE|<!ENTITY/i.test(text)) return fail('doctype', '', text);
    if (FORBIDDEN_CHARS.test(text)) return fail('invalidChars', '', text);
    const depth = maxDepth(text, MAX_DEPTH);
    if (depth > MAX_DEPTH) return fail('tooDeep', `${MAX_DEPTH}`, text);
    const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
    if (valid !== true)
      return fail('malformed', `${valid.err.msg} (${valid.err.line}:${valid.err.col})`, text);
    const ordered = parser.parse(text) as Ordered[];
    let root: XNode | null = null;
    for (const entry of ordered) {
      root = toNode(entry, new Map());
      if (root) break;
    }
    if (!root) return fail('empty', '', text);
    return { ok: true, root, text };
  } catch (e) {
    if (e instanceof BadReference) return fail('badReference', e.message);
    return fail('malformed', e instanceof Error ? e.message.slice(0, 200) : 'unknown');
  }
}
