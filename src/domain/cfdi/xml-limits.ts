/**
 * Structural limits of an untrusted CFDI, checked by one cheap forward scan before the document is
 * checked for well-formedness or parsed, so hostile markup (100,000 attributes in 1 MB) is refused
 * after reading only as far as the first limit it breaks, never at the price of a full parse.
 *
 * The figures are far above any real CFDI. Measured on the real and generated ones: at most 20
 * attributes on an element (Comprobante), 8 levels (Pagos 2.0 taxes), 2,840 characters in a value
 * (a 4096-bit certificate); an invoice with 1,000 concepts has 7,012 elements and 23,044 attributes,
 * and the densest one that fits in 3,000,000 bytes about 27,000 elements and 90,000 attributes.
 *
 * | limit                        | figure  |
 * |------------------------------|---------|
 * | levels of nesting            | 64      |
 * | attributes on one element    | 256     |
 * | elements in the document     | 100,000 |
 * | attributes in the document   | 200,000 |
 * | characters in one value      | 65,536  |
 *
 * The scan judges only what it can read plainly: at the first markup it cannot follow (a quote
 * that never closes, `<` inside a value, a stray end tag) it stops and answers "within limits",
 * leaving the fault to the well-formedness check, which names its line and column.
 */

export interface XmlLimits {
  /** Elements open at once. */
  readonly maxDepth: number;
  /** Attributes (namespace declarations included) on one element. */
  readonly maxAttributesPerElement: number;
  /** Elements in the whole document. */
  readonly maxElements: number;
  /** Attributes in the whole document. */
  readonly maxAttributes: number;
  /** UTF-16 code units in one attribute value, as written (references not decoded). */
  readonly maxAttributeValueLength: number;
}

export const XML_LIMITS: XmlLimits = {
  maxDepth: 64,
  maxAttributesPerElement: 256,
  maxElements: 100_000,
  maxAttributes: 200_000,
  maxAttributeValueLength: 65_536,
};

export type XmlLimitName = keyof XmlLimits;

export interface XmlLimitExceeded {
  readonly limit: XmlLimitName;
  /** The limit's figure (what the message quotes). */
  readonly figure: number;
  /** UTF-16 offset where the scan found the limit broken. */
  readonly offset: number;
}

/** [3] S: space, tab, CR, LF. */
const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13;

/**
 * The first structural limit a document breaks, or null. Linear in the text read: every search
 * moves forward, and the next `<` is remembered so that checking a value for one costs nothing.
 */
export function exceededLimit(
  text: string,
  limits: XmlLimits = XML_LIMITS,
): XmlLimitExceeded | null {
  const n = text.length;
  let depth = 0;
  let elements = 0;
  let attributes = 0;
  let ltAt = -1;
  const nextLt = (from: number): number => {
    if (ltAt < from) {
      const k = text.indexOf('<', from);
      ltAt = k < 0 ? n : k;
    }
    return ltAt;
  };
  const over = (limit: XmlLimitName, offset: number): XmlLimitExceeded => ({
    limit,
    figure: limits[limit],
    offset,
  });
  /** Index just after `close` found from `from`, or -1 when it never comes (left to well-formed.ts). */
  const past = (close: string, from: number): number => {
    const k = text.indexOf(close, from);
    return k < 0 ? -1 : k + close.length;
  };

  let i = nextLt(0);
  while (i < n) {
    const next = text.charCodeAt(i + 1);
    let end: number;
    if (next === 33 /* ! */) {
      end = text.startsWith('<!--', i)
        ? past('-->', i + 4)
        : text.startsWith('<![CDATA[', i)
          ? past(']]>', i + 9)
          : -1; // a DOCTYPE is refused before this scan; anything else is malformed
    } else if (next === 63 /* ? */) end = past('?>', i + 2);
    else if (next === 47 /* / */) {
      if (depth === 0) return null;
      depth--;
      end = past('>', i + 2);
    } else {
      elements++;
      if (elements > limits.maxElements) return over('maxElements', i);
      // The name: up to space, `/` or `>`.
      let k = i + 1;
      for (let c = text.charCodeAt(k); k < n && !isSpace(c) && c !== 47 && c !== 62;)
        c = text.charCodeAt(++k);
      let onElement = 0;
      let empty = false;
      end = -1;
      while (k < n) {
        while (isSpace(text.charCodeAt(k))) k++;
        const c = text.charCodeAt(k);
        if (c === 62 /* > */) {
          end = k + 1;
          break;
        }
        if (c === 47 /* / */) {
          if (text.charCodeAt(k + 1) !== 62) return null;
          empty = true;
          end = k + 2;
          break;
        }
        // An attribute: its name, `=`, then a quoted value.
        const eq = text.indexOf('=', k);
        if (eq < 0) return null;
        let q = eq + 1;
        while (isSpace(text.charCodeAt(q))) q++;
        const quote = text.charCodeAt(q);
        if (quote !== 34 && quote !== 39) return null;
        const close = text.indexOf(quote === 34 ? '"' : "'", q + 1);
        if (close < 0 || nextLt(q + 1) < close || nextLt(k) < eq) return null;
        onElement++;
        attributes++;
        if (onElement > limits.maxAttributesPerElement) return over('maxAttributesPerElement', k);
        if (attributes > limits.maxAttributes) return over('maxAttributes', k);
        if (close - q - 1 > limits.maxAttributeValueLength)
          return over('maxAttributeValueLength', q + 1);
        k = close + 1;
      }
      if (end < 0) return null;
      if (!empty) {
        depth++;
        if (depth > limits.maxDepth) return over('maxDepth', i);
      }
    }
    if (end < 0) return null;
    i = nextLt(end);
  }
  return null;
}
