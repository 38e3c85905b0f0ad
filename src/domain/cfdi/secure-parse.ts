/**
 * Secure parsing of untrusted CFDI XML into a namespace-resolved tree. Everything hostile is refused
 * before fast-xml-parser sees it (size, bytes that are not UTF-8, encoding, DOCTYPE/ENTITY, then the
 * structural limits of xml-limits.ts: 64 levels, 256 attributes on an element, 100,000 elements,
 * 200,000 attributes, 65,536 characters in a value, found by a scan that stops at the first one
 * broken), then XML 1.0 well-formedness is checked by well-formed.ts, which names the line and
 * column of the first fault; this function answers a result: it never throws.
 */
import { XMLParser, type X2jOptions } from 'fast-xml-parser';
import {
  checkWellFormed,
  invalidUtf8,
  positionAt,
  REFERENCE_FAULTS,
  type WellFormedError,
} from './well-formed';
import type { WellFormedMessageKey } from './well-formed-messages';
import { exceededLimit, XML_LIMITS, type XmlLimitName } from './xml-limits';
import type { Attrs, XNode } from './xml-node';

/** The spec's file limit (2 §9), applied to the bytes before anything else. */
export const MAX_XML_BYTES = 3_000_000;
/** CFDI nests about 8 levels (Pagos 2.0 taxes); addenda a little more. Deeper is refused. */
export const MAX_DEPTH = XML_LIMITS.maxDepth;

export type ParseFailureReason =
  | 'tooLarge'
  | 'notUtf8'
  | 'encoding'
  | 'doctype'
  | 'tooDeep'
  | 'tooManyAttributes'
  | 'tooManyElements'
  | 'tooManyAttributesInAll'
  | 'valueTooLong'
  | 'invalidChars'
  | 'malformed'
  | 'badReference'
  | 'empty'
  | 'unreadable';

/** Where a document breaks a well-formedness rule, and the message that says which. */
export interface ParseFault {
  readonly line: number;
  readonly column: number;
  readonly key: WellFormedMessageKey;
  readonly detail: string;
}

export type ParseResult =
  | { ok: true; root: XNode; text: string }
  | {
      ok: false;
      reason: ParseFailureReason;
      /** What the reason's message quotes: a figure, or where the fault is ("3, col. 15"). */
      detail: string;
      text: string | null;
      fault?: ParseFault;
    };

/**
 * The options the engine parses with (exported so the benchmark measures the same parse). The
 * ordered output (preserveOrder) is kept: it needs no list of repeatable elements, keeps each
 * element's attributes apart from its children, and measured cheaper than the grouped output.
 */
export const PARSER_OPTIONS = {
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
} as const satisfies X2jOptions;

const parser = new XMLParser(PARSER_OPTIONS);

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

const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const NEEDS_DECODING = /[\t\n\r&]/;
const WHITESPACE = /[\t\n\r]/;
const REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*);|&/g;

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
  if (!NEEDS_DECODING.test(raw)) return raw;
  const value = WHITESPACE.test(raw) ? raw.replace(/\r\n|[\t\n\r]/g, ' ') : raw;
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

/** A qualified name split once per document: a CFDI repeats a handful of tags thousands of times. */
type Names = Map<string, { prefix: string; local: string }>;

function splitName(names: Names, tag: string): { prefix: string; local: string } {
  let split = names.get(tag);
  if (split === undefined) {
    const colon = tag.indexOf(':');
    split =
      colon < 0
        ? { prefix: '', local: tag }
        : { prefix: tag.slice(0, colon), local: tag.slice(colon + 1) };
    names.set(tag, split);
  }
  return split;
}

function toNode(entry: Ordered, parentScope: Scope, names: Names): XNode | null {
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
    // well-formed.ts has checked every reference; a value it let through always decodes.
    if (value === null) throw new Error(`${tag}@${name}: reference`);
    if (name === 'xmlns' || name.startsWith('xmlns:')) {
      if (scope === parentScope) scope = new Map(parentScope);
      (scope as Map<string, string>).set(name === 'xmlns' ? '' : name.slice(6), value);
      delete attrs[name];
    } else if (name.includes(':')) delete attrs[name];
    else if (value !== raw) attrs[name] = value;
  }
  const { prefix, local } = splitName(names, tag);
  const children: XNode[] = [];
  const body = entry[tag];
  if (Array.isArray(body)) {
    for (const child of body as Ordered[]) {
      const node = toNode(child, scope, names);
      if (node) children.push(node);
    }
  }
  return { ns: scope.get(prefix) ?? null, name: local, attrs: attrs as Attrs, children };
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
    return notUtf8(input);
  }
}

/** Where the first byte sequence that is not UTF-8 stands, as a line and column of the text before it. */
function notUtf8(bytes: Uint8Array): ParseResult {
  const bad = invalidUtf8(bytes) ?? { offset: bytes.length, length: 0 };
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, bad.offset));
  const { line, column } = positionAt(before, before.length);
  const sequence = Array.from(bytes.subarray(bad.offset, bad.offset + bad.length), (b) =>
    b.toString(16).toUpperCase().padStart(2, '0'),
  ).join(' ');
  return {
    ok: false,
    reason: 'notUtf8',
    detail: `${line}, col. ${column}`,
    text: null,
    fault: { line, column, key: 'wf.utf8', detail: sequence },
  };
}

/** A well-formedness fault as a failure: characters and references have reasons of their own. */
function notWellFormed(text: string, e: WellFormedError): ParseResult {
  if (e.fault === 'tooDeep') return fail('tooDeep', `${MAX_DEPTH}`, text);
  const { line, column } = positionAt(text, e.offset);
  return {
    ok: false,
    reason:
      e.fault === 'char'
        ? 'invalidChars'
        : REFERENCE_FAULTS.has(e.fault)
          ? 'badReference'
          : 'malformed',
    detail: `${line}, col. ${column}`,
    text,
    fault: { line, column, key: `wf.${e.fault}`, detail: e.detail },
  };
}

/** The reason each structural limit is refused with (the message quotes the limit's figure). */
const LIMIT_REASONS: Readonly<Record<XmlLimitName, ParseFailureReason>> = {
  maxDepth: 'tooDeep',
  maxAttributesPerElement: 'tooManyAttributes',
  maxElements: 'tooManyElements',
  maxAttributes: 'tooManyAttributesInAll',
  maxAttributeValueLength: 'valueTooLong',
};

const DECLARED_ENCODING = /^<\?xml[^>]*?encoding\s*=\s*["']([^"']*)["']/;

const DECLARATION = /^<!(DOCTYPE|ENTITY)/i;

/** `<!DOCTYPE` or `<!ENTITY` anywhere (in any case), found by looking only at each `<!`. */
function hasDeclaration(text: string): boolean {
  for (let i = text.indexOf('<!'); i >= 0; i = text.indexOf('<!', i + 2)) {
    const c = text.charCodeAt(i + 2) | 0x20; // lower case: d or e may start one
    if ((c === 100 || c === 101) && DECLARATION.test(text.slice(i, i + 9))) return true;
  }
  return false;
}

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
    if (hasDeclaration(text)) return fail('doctype', '', text);
    const over = exceededLimit(text);
    if (over) return fail(LIMIT_REASONS[over.limit], `${over.figure}`, text);
    const wellFormed = checkWellFormed(text, MAX_DEPTH);
    if (wellFormed) return notWellFormed(text, wellFormed);
    const ordered = parser.parse(text) as Ordered[];
    let root: XNode | null = null;
    const names: Names = new Map();
    for (const entry of ordered) {
      root = toNode(entry, new Map(), names);
      if (root) break;
    }
    if (!root) return fail('empty', '', text);
    return { ok: true, root, text };
  } catch (e) {
    // Not expected once well-formed.ts has passed the text; said as it is if it ever happens.
    return fail('unreadable', e instanceof Error ? e.message.slice(0, 200) : 'unknown');
  }
}
