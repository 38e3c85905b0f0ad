/**
 * XML 1.0 (Fifth Edition) and Namespaces in XML 1.0 well-formedness, checked in one forward pass
 * over the decoded text before any parser sees it: the first violation, with its offset, or null.
 * No DTD is read (the caller refuses DOCTYPE), so the only entities are the five predefined ones.
 * Every step moves forward and every search is remembered, so the pass stays linear on any input.
 */

/** What the first violation breaks (each has its XML 1.0 production in well-formed-messages.ts). */
export type WellFormedFault =
  | 'char'
  | 'ltInAttValue'
  | 'ampNotReference'
  | 'undefinedEntity'
  | 'badCharRef'
  | 'duplicateAttribute'
  | 'duplicateExpandedName'
  | 'tagMismatch'
  | 'unclosedElement'
  | 'endTagOutsideRoot'
  | 'secondRoot'
  | 'textOutsideRoot'
  | 'noRoot'
  | 'xmlDeclNotAtStart'
  | 'badXmlDecl'
  | 'reservedPiTarget'
  | 'badPi'
  | 'cdataEndInText'
  | 'doubleHyphenInComment'
  | 'unterminatedComment'
  | 'unterminatedCdata'
  | 'unterminatedPi'
  | 'unterminatedTag'
  | 'cdataOutsideRoot'
  | 'badMarkup'
  | 'ltNotMarkup'
  | 'badName'
  | 'badEndTag'
  | 'badTagEnd'
  | 'missingSpace'
  | 'attributeWithoutValue'
  | 'unquotedAttribute'
  | 'unboundPrefix'
  | 'badQName'
  | 'reservedPrefix'
  | 'prefixUndeclared'
  | 'tooDeep';

export interface WellFormedError {
  readonly fault: WellFormedFault;
  /** UTF-16 offset in the text of the character that breaks the rule (the text's length at its end). */
  readonly offset: number;
  /** What is quoted in the message: a name, a reference, a code point. */
  readonly detail: string;
}

/** Faults about references (`&...;`), which the engine reports apart from the rest. */
export const REFERENCE_FAULTS: ReadonlySet<WellFormedFault> = new Set([
  'ampNotReference',
  'undefinedEntity',
  'badCharRef',
]);

const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

const NAME_START = 1;
const NAME_CHAR = 2;
/** [4] NameStartChar and [4a] NameChar for ASCII. */
const ASCII_NAME = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 58;
  const other = (c >= 48 && c <= 57) || c === 45 || c === 46;
  ASCII_NAME[c] = letter ? NAME_START | NAME_CHAR : other ? NAME_CHAR : 0;
}

/** [4] NameStartChar beyond ASCII. */
function wideNameStart(cp: number): boolean {
  return (
    (cp >= 0xc0 && cp <= 0xd6) ||
    (cp >= 0xd8 && cp <= 0xf6) ||
    (cp >= 0xf8 && cp <= 0x2ff) ||
    (cp >= 0x370 && cp <= 0x37d) ||
    (cp >= 0x37f && cp <= 0x1fff) ||
    cp === 0x200c ||
    cp === 0x200d ||
    (cp >= 0x2070 && cp <= 0x218f) ||
    (cp >= 0x2c00 && cp <= 0x2fef) ||
    (cp >= 0x3001 && cp <= 0xd7ff) ||
    (cp >= 0xf900 && cp <= 0xfdcf) ||
    (cp >= 0xfdf0 && cp <= 0xfffd) ||
    (cp >= 0x10000 && cp <= 0xeffff)
  );
}

/** Width (1 or 2 code units) of the non-ASCII name character at i, or 0 when there is none. */
function wideNameWidth(s: string, i: number, start: boolean): number {
  const c = s.charCodeAt(i);
  let cp = c;
  let width = 1;
  if (c >= 0xd800 && c <= 0xdbff) {
    const low = s.charCodeAt(i + 1);
    if (!(low >= 0xdc00 && low <= 0xdfff)) return 0;
    cp = ((c - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
    width = 2;
  } else if (c >= 0xdc00 && c <= 0xdfff) return 0;
  if (wideNameStart(cp)) return width;
  if (start) return 0;
  return cp === 0xb7 || (cp >= 0x300 && cp <= 0x36f) || cp === 0x203f || cp === 0x2040 ? width : 0;
}

/** End of the [5] Name that starts at i (i itself when none starts there). */
function nameEnd(s: string, i: number): number {
  const n = s.length;
  if (i >= n) return i;
  const first = s.charCodeAt(i);
  if (first < 128) {
    if (!((ASCII_NAME[first] ?? 0) & NAME_START)) return i;
    i++;
  } else {
    const w = wideNameWidth(s, i, true);
    if (w === 0) return i;
    i += w;
  }
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      if (!((ASCII_NAME[c] ?? 0) & NAME_CHAR)) return i;
      i++;
    } else {
      const w = wideNameWidth(s, i, false);
      if (w === 0) return i;
      i += w;
    }
  }
  return i;
}

/** [3] S: space, tab, CR, LF. */
function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13;
}

function skipSpace(s: string, i: number): number {
  while (isSpace(s.charCodeAt(i))) i++;
  return i;
}

/** Anything outside [2] Char is found by this pattern, or is a surrogate that may yet be paired. */
const SUSPECT_CHAR = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd]/g;

/** Offset of the first character outside [2] Char (a lone surrogate counts), or -1. */
export function firstInvalidChar(s: string): number {
  SUSPECT_CHAR.lastIndex = 0;
  for (;;) {
    const m = SUSPECT_CHAR.exec(s);
    if (!m) return -1;
    const k = m.index;
    const c = s.charCodeAt(k);
    const next = s.charCodeAt(k + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      SUSPECT_CHAR.lastIndex = k + 2;
      continue;
    }
    return k;
  }
}

/** U+XXXX of the character at an offset (a lone surrogate as itself). */
export function codePointLabel(s: string, offset: number): string {
  const cp = s.codePointAt(offset) ?? 0;
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** [23] XMLDecl after `<?xml`, to its `?>`: version first, then encoding and standalone, in order. */
const XML_DECL_BODY =
  /^[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(?:"1\.[0-9]+"|'1\.[0-9]+')(?:[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(?:"[A-Za-z][A-Za-z0-9._-]*"|'[A-Za-z][A-Za-z0-9._-]*'))?(?:[ \t\r\n]+standalone[ \t\r\n]*=[ \t\r\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\r\n]*$/;

const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

class Fault {
  constructor(
    readonly fault: WellFormedFault,
    readonly offset: number,
    readonly detail = '',
  ) {}
}

/**
 * One document's scan. The next `<`, `&` and `]]>` at or after a position are remembered: the
 * scan only moves forward, so each is searched for once and attribute values and text are checked
 * by a comparison, not by a second walk.
 */
class Scanner {
  private readonly n: number;
  private ltAt = -1;
  private ampAt = -1;
  private cdEndAt = -1;
  /** Open elements' qualified names. */
  private readonly open: string[] = [];
  /** Prefix bindings in scope and, per open element, how many undo entries it pushed. */
  private readonly bindings = new Map<string, string>([['xml', XML_NS]]);
  private readonly undo: [string, string | undefined][] = [];
  private readonly undoMarks: number[] = [];
  private readonly seen = new Set<string>();

  constructor(
    private readonly s: string,
    private readonly maxDepth: number,
  ) {
    this.n = s.length;
  }

  private nextLt(from: number): number {
    if (this.ltAt < from) {
      const k = this.s.indexOf('<', from);
      this.ltAt = k < 0 ? this.n : k;
    }
    return this.ltAt;
  }

  private nextAmp(from: number): number {
    if (this.ampAt < from) {
      const k = this.s.indexOf('&', from);
      this.ampAt = k < 0 ? this.n : k;
    }
    return this.ampAt;
  }

  private nextCdEnd(from: number): number {
    if (this.cdEndAt < from) {
      const k = this.s.indexOf(']]>', from);
      this.cdEndAt = k < 0 ? this.n : k;
    }
    return this.cdEndAt;
  }

  run(): WellFormedError | null {
    try {
      this.document();
      return null;
    } catch (e) {
      if (e instanceof Fault) return { fault: e.fault, offset: e.offset, detail: e.detail };
      throw e;
    }
  }

  /** [1] document ::= prolog element Misc*, the prolog's optional [23] XMLDecl first of all. */
  private document(): void {
    const { s, n } = this;
    let i = 0;
    if (s.startsWith('<?xml', 0) && (isSpace(s.charCodeAt(5)) || s.startsWith('?>', 5))) {
      const end = s.indexOf('?>', 5);
      if (end < 0) throw new Fault('unterminatedPi', 0);
      if (!XML_DECL_BODY.test(s.slice(5, end))) throw new Fault('badXmlDecl', 0);
      i = end + 2;
    }
    let rootDone = false;
    while (i < n) {
      if (this.open.length === 0) {
        i = skipSpace(s, i);
        if (i >= n) break;
        if (s.charCodeAt(i) !== 60) throw new Fault('textOutsideRoot', i);
        const next = s.charCodeAt(i + 1);
        if (next === 33) {
          if (s.startsWith('<!--', i)) i = this.comment(i);
          else if (s.startsWith('<![CDATA[', i)) throw new Fault('cdataOutsideRoot', i);
          else throw new Fault('badMarkup', i);
        } else if (next === 63) i = this.pi(i);
        else if (next === 47) throw new Fault('endTagOutsideRoot', i, this.nameAt(i + 2));
        else {
          if (rootDone) throw new Fault('secondRoot', i, this.nameAt(i + 1));
          i = this.startTag(i);
          if (this.open.length === 0) rootDone = true;
        }
      } else {
        i = this.content(i);
        if (this.open.length === 0) rootDone = true;
      }
    }
    const last = this.open[this.open.length - 1];
    if (last !== undefined) throw new Fault('unclosedElement', n, `<${last}>`);
    if (!rootDone) throw new Fault('noRoot', n);
  }

  /** The name written at i, for a message (empty when none). */
  private nameAt(i: number): string {
    return this.s.slice(i, nameEnd(this.s, i));
  }

  /** [43] content: character data up to the next markup, then that markup. */
  private content(i: number): number {
    const { s, n } = this;
    const lt = this.nextLt(i);
    // [14] CharData: every `&` starts a reference, and no `]]>`; the first fault is reported.
    const cdEnd = this.nextCdEnd(i);
    const stop = Math.min(lt, cdEnd);
    for (let amp = this.nextAmp(i); amp < stop; amp = this.nextAmp(amp + 1))
      amp = this.reference(amp);
    if (cdEnd < lt) throw new Fault('cdataEndInText', cdEnd);
    if (lt >= n) {
      const last = this.open[this.open.length - 1] ?? '';
      throw new Fault('unclosedElement', n, `<${last}>`);
    }
    const next = s.charCodeAt(lt + 1);
    if (next === 47) return this.endTag(lt);
    if (next === 33) {
      if (s.startsWith('<!--', lt)) return this.comment(lt);
      if (s.startsWith('<![CDATA[', lt)) {
        const end = this.nextCdEnd(lt + 9);
        if (end >= n) throw new Fault('unterminatedCdata', lt);
        return end + 3;
      }
      throw new Fault('badMarkup', lt);
    }
    if (next === 63) return this.pi(lt);
    return this.startTag(lt);
  }

  /** [15] Comment: no `--` inside, and it ends with `-->`. */
  private comment(i: number): number {
    const k = this.s.indexOf('--', i + 4);
    if (k < 0) throw new Fault('unterminatedComment', i);
    if (this.s.charCodeAt(k + 2) !== 62) throw new Fault('doubleHyphenInComment', k);
    return k + 3;
  }

  /** [16] PI with a [17] PITarget that is not `xml` in any case and, for namespaces, has no colon. */
  private pi(i: number): number {
    const { s } = this;
    const end = nameEnd(s, i + 2);
    if (end === i + 2) throw new Fault('badName', i + 2);
    const target = s.slice(i + 2, end);
    if (target === 'xml') throw new Fault('xmlDeclNotAtStart', i);
    if (target.length === 3 && target.toLowerCase() === 'xml')
      throw new Fault('reservedPiTarget', i, target);
    if (target.includes(':')) throw new Fault('badQName', i + 2, target);
    if (s.startsWith('?>', end)) return end + 2;
    if (!isSpace(s.charCodeAt(end))) {
      if (end >= this.n) throw new Fault('unterminatedPi', i);
      throw new Fault('badPi', end);
    }
    const close = s.indexOf('?>', end);
    if (close < 0) throw new Fault('unterminatedPi', i);
    return close + 2;
  }

  /** [67] Reference at an `&`: a predefined entity or a [66] CharRef to a [2] Char. Answers its `;`. */
  private reference(amp: number): number {
    const { s } = this;
    if (s.charCodeAt(amp + 1) === 35) {
      const hex = s.charCodeAt(amp + 2) === 120;
      let j = amp + (hex ? 3 : 2);
      const digitsStart = j;
      let cp = 0;
      for (;;) {
        const c = s.charCodeAt(j);
        const d =
          c >= 48 && c <= 57
            ? c - 48
            : hex && c >= 97 && c <= 102
              ? c - 87
              : hex && c >= 65 && c <= 70
                ? c - 55
                : -1;
        if (d < 0) break;
        cp = Math.min(cp * (hex ? 16 : 10) + d, 0x110000);
        j++;
      }
      if (j === digitsStart || s.charCodeAt(j) !== 59) throw new Fault('ampNotReference', amp);
      const legal =
        cp === 0x9 ||
        cp === 0xa ||
        cp === 0xd ||
        (cp >= 0x20 && cp <= 0xd7ff) ||
        (cp >= 0xe000 && cp <= 0xfffd) ||
        (cp >= 0x10000 && cp <= 0x10ffff);
      if (!legal) throw new Fault('badCharRef', amp, s.slice(amp, j + 1));
      return j;
    }
    const end = nameEnd(s, amp + 1);
    if (end === amp + 1 || s.charCodeAt(end) !== 59) throw new Fault('ampNotReference', amp);
    const name = s.slice(amp + 1, end);
    if (!PREDEFINED.has(name)) throw new Fault('undefinedEntity', amp, `&${name};`);
    return end;
  }

  /** A [7] QName: no colon first or last, at most one. */
  private checkQName(name: string, at: number): number {
    const colon = name.indexOf(':');
    if (colon < 0) return -1;
    if (colon === 0 || colon === name.length - 1 || name.indexOf(':', colon + 1) >= 0)
      throw new Fault('badQName', at, name);
    return colon;
  }

  /** [40] STag or [44] EmptyElemTag, with the namespace constraints on its names. */
  private startTag(i: number): number {
    const { s, n } = this;
    const nameStart = i + 1;
    const nameStop = nameEnd(s, nameStart);
    if (nameStop === nameStart)
      throw new Fault(nameStart >= n ? 'unterminatedTag' : 'ltNotMarkup', i);
    const name = s.slice(nameStart, nameStop);
    const seen = this.seen;
    seen.clear();
    let declarations: [string, string, number][] | null = null;
    let prefixed: [string, number][] | null = null;
    let k = nameStop;
    let empty: boolean;
    for (;;) {
      const at = skipSpace(s, k);
      const c = s.charCodeAt(at);
      if (c === 62) {
        k = at + 1;
        empty = false;
        break;
      }
      if (c === 47) {
        if (s.charCodeAt(at + 1) !== 62)
          throw new Fault(at + 1 >= n ? 'unterminatedTag' : 'badTagEnd', at);
        k = at + 2;
        empty = true;
        break;
      }
      if (at >= n) throw new Fault('unterminatedTag', i);
      const attrStop = nameEnd(s, at);
      if (attrStop === at) throw new Fault('badName', at);
      const attr = s.slice(at, attrStop);
      if (at === k) throw new Fault('missingSpace', at, attr);
      let p = skipSpace(s, attrStop);
      if (s.charCodeAt(p) !== 61)
        throw new Fault(p >= n ? 'unterminatedTag' : 'attributeWithoutValue', at, attr);
      p = skipSpace(s, p + 1);
      const quote = s.charCodeAt(p);
      if (quote !== 34 && quote !== 39)
        throw new Fault(p >= n ? 'unterminatedTag' : 'unquotedAttribute', p, attr);
      const close = s.indexOf(quote === 34 ? '"' : "'", p + 1);
      const valueEnd = close < 0 ? n : close;
      const lt = this.nextLt(p + 1);
      let hasReference = false;
      const stop = Math.min(lt, valueEnd);
      for (let amp = this.nextAmp(p + 1); amp < stop; amp = this.nextAmp(amp + 1)) {
        amp = this.reference(amp);
        hasReference = true;
      }
      if (lt < valueEnd) throw new Fault('ltInAttValue', lt, attr);
      if (close < 0) throw new Fault('unterminatedTag', i);
      if (seen.has(attr)) throw new Fault('duplicateAttribute', at, attr);
      seen.add(attr);
      if (attr.startsWith('xmlns') && (attr.length === 5 || attr.charCodeAt(5) === 58)) {
        const raw = s.slice(p + 1, close);
        (declarations ??= []).push([
          attr.length === 5 ? '' : attr.slice(6),
          hasReference ? decodeReferences(raw) : raw,
          at,
        ]);
        if (attr.length > 5) this.checkQName(attr, at);
      } else if (attr.includes(':')) (prefixed ??= []).push([attr, at]);
      k = close + 1;
    }
    const mark = this.undo.length;
    if (declarations) for (const d of declarations) this.declare(...d);
    this.checkElementName(name, nameStart);
    if (prefixed) this.checkAttributes(prefixed);
    if (empty) this.restore(mark);
    else {
      this.open.push(name);
      this.undoMarks.push(mark);
      if (this.open.length > this.maxDepth) throw new Fault('tooDeep', i, `${this.maxDepth}`);
    }
    return k;
  }

  /** NSC: Reserved Prefixes and Namespace Names, and No Prefix Undeclaring (Namespaces 1.0). */
  private declare(prefix: string, uri: string, at: number): void {
    if (prefix === 'xmlns') throw new Fault('reservedPrefix', at, 'xmlns');
    if (prefix === 'xml' ? uri !== XML_NS : uri === XML_NS)
      throw new Fault('reservedPrefix', at, prefix === 'xml' ? 'xml' : XML_NS);
    if (uri === XMLNS_NS) throw new Fault('reservedPrefix', at, XMLNS_NS);
    if (prefix !== '' && uri === '') throw new Fault('prefixUndeclared', at, `xmlns:${prefix}=""`);
    this.undo.push([prefix, this.bindings.get(prefix)]);
    this.bindings.set(prefix, uri);
  }

  private restore(mark: number): void {
    while (this.undo.length > mark) {
      const [prefix, previous] = this.undo.pop() ?? ['', undefined];
      if (previous === undefined) this.bindings.delete(prefix);
      else this.bindings.set(prefix, previous);
    }
  }

  /** NSC: Prefix Declared for the element; no element is in the xmlns namespace. */
  private checkElementName(name: string, at: number): void {
    const colon = this.checkQName(name, at);
    if (colon < 0) return;
    const prefix = name.slice(0, colon);
    if (prefix === 'xmlns') throw new Fault('reservedPrefix', at, 'xmlns');
    if (!this.bindings.has(prefix)) throw new Fault('unboundPrefix', at, prefix);
  }

  /** NSC: Prefix Declared and Attributes Unique (no two with the same namespace and local name). */
  private checkAttributes(prefixed: readonly [string, number][]): void {
    const expanded = prefixed.length > 1 ? new Set<string>() : null;
    for (const [attr, at] of prefixed) {
      const colon = this.checkQName(attr, at);
      const prefix = attr.slice(0, colon);
      const uri = this.bindings.get(prefix);
      if (uri === undefined) throw new Fault('unboundPrefix', at, prefix);
      if (expanded) {
        const key = `${uri} ${attr.slice(colon + 1)}`;
        if (expanded.has(key)) throw new Fault('duplicateExpandedName', at, attr);
        expanded.add(key);
      }
    }
  }

  /** [42] ETag: the name of the element it closes, optional space, `>`. */
  private endTag(i: number): number {
    const { s, n } = this;
    const name = this.open.pop() ?? '';
    const j = i + 2;
    const stop = nameEnd(s, j);
    if (stop - j !== name.length || !s.startsWith(name, j)) {
      if (stop === j && j >= n) throw new Fault('unterminatedTag', i);
      throw new Fault('tagMismatch', i, `<${name}> … </${s.slice(j, stop)}>`);
    }
    const end = skipSpace(s, stop);
    if (s.charCodeAt(end) !== 62)
      throw new Fault(end >= n ? 'unterminatedTag' : 'badEndTag', end, `</${name}>`);
    this.restore(this.undoMarks.pop() ?? this.undo.length);
    return end + 1;
  }
}

/** An attribute value's references decoded (already checked), for comparing namespace names. */
function decodeReferences(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (_all, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[ref] ?? '';
  });
}

/**
 * The first well-formedness violation of a document (text without its byte-order mark), or null.
 * A character outside [2] Char is reported where it stands when it comes before any other fault;
 * elements nested deeper than maxDepth end the scan as `tooDeep`.
 */
export function checkWellFormed(text: string, maxDepth: number): WellFormedError | null {
  const badChar = firstInvalidChar(text);
  const structural = new Scanner(text, maxDepth).run();
  if (badChar >= 0 && (structural === null || badChar <= structural.offset))
    return { fault: 'char', offset: badChar, detail: codePointLabel(text, badChar) };
  return structural;
}

export interface TextPosition {
  readonly line: number;
  /** In characters (a pair of surrogates is one), from 1. */
  readonly column: number;
}

/** Line and column of an offset, counting CR LF, CR and LF each as one line end (XML 1.0 §2.11). */
export function positionAt(text: string, offset: number): TextPosition {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) {
      if (c === 13 && text.charCodeAt(i + 1) === 10 && i + 1 < offset) i++;
      line++;
      column = 1;
    } else {
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < offset) {
        const low = text.charCodeAt(i + 1);
        if (low >= 0xdc00 && low <= 0xdfff) i++;
      }
      column++;
    }
  }
  return { line, column };
}

/**
 * The first byte sequence that is not UTF-8 (WHATWG's "maximal subpart": the bytes a decoder
 * would replace with one U+FFFD), or null when every byte is in place.
 */
export function invalidUtf8(bytes: Uint8Array): { offset: number; length: number } | null {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i] ?? 0;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b === 0xe0) {
      need = 2;
      lo = 0xa0;
    } else if ((b >= 0xe1 && b <= 0xec) || b === 0xee || b === 0xef) need = 2;
    else if (b === 0xed) {
      need = 2;
      hi = 0x9f;
    } else if (b === 0xf0) {
      need = 3;
      lo = 0x90;
    } else if (b >= 0xf1 && b <= 0xf3) need = 3;
    else if (b === 0xf4) {
      need = 3;
      hi = 0x8f;
    } else return { offset: i, length: 1 };
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < lo || c > hi) return { offset: i, length: k };
      lo = 0x80;
      hi = 0xbf;
    }
    i += need + 1;
  }
  return null;
}
