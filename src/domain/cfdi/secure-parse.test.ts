import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_XML_BYTES, decodeAttribute, parseXml, type ParseFailureReason } from './secure-parse';
import { generateCfdi } from './testing/generate';
import { validateCfdi } from './validate';
import { NS } from './xml-node';

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const billionLaughs =
  '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><a>&lol2;</a>';

// Hostile input is refused with a reason, never a hang or a throw.
describe('parseXml refuses hostile input', () => {
  it.each<[string, () => string | Uint8Array, ParseFailureReason]>([
    ['entity expansion (billion laughs)', () => billionLaughs, 'doctype'],
    ['an ENTITY without DOCTYPE', () => '<!ENTITY x "y"><a/>', 'doctype'],
    ['a DOCTYPE in lower case, after a comment', () => '<!-- x --><!doctype a><a/>', 'doctype'],
    ['50 MB of bytes', () => new Uint8Array(50_000_000), 'tooLarge'],
    ['50 MB of text', () => `<a>${'x'.repeat(50_000_000)}</a>`, 'tooLarge'],
    ['one byte over the limit', () => new Uint8Array(MAX_XML_BYTES + 1), 'tooLarge'],
    ['multi-byte text over the limit', () => `<a b="${'Ñ'.repeat(1_500_001)}"/>`, 'tooLarge'],
    ['10,000-deep nesting', () => `${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`, 'tooDeep'],
    [
      'nesting past 64 levels, with "/>" inside quoted values',
      () => `<r>${'<a x="/>">'.repeat(100)}${'</a>'.repeat(100)}</r>`,
      'tooDeep',
    ],
    ['binary garbage', () => new Uint8Array([0xff, 0xfe, 0x00, 0x3c, 0x80, 0x81]), 'notUtf8'],
    [
      'Latin-1 bytes (Ñ as 0xD1)',
      () => new Uint8Array([...utf8('<a b="'), 0xd1, ...utf8('"/>')]),
      'notUtf8',
    ],
    [
      'a declared ISO-8859-1 encoding',
      () => '<?xml version="1.0" encoding="ISO-8859-1"?><a/>',
      'encoding',
    ],
    ['a declared UTF-16 encoding', () => '<?xml version="1.0" encoding="UTF-16"?><a/>', 'encoding'],
    ['control characters', () => '<a>\u0001\u0002</a>', 'invalidChars'],
    ['an unclosed tag', () => '<a><b></a>', 'malformed'],
    ['text only', () => 'hello', 'malformed'],
    ['an unknown entity', () => '<a b="&nbsp;"/>', 'badReference'],
    ['a reference to NUL', () => '<a b="&#0;"/>', 'badReference'],
    ['a bare ampersand', () => '<a b="H&E"/>', 'badReference'],
    // Near the size limit, markup that never ends: the depth scan before the validator stays linear.
    ['2.9 MB of "<"', () => '<'.repeat(2_900_000), 'malformed'],
    ['2.9 MB of unterminated comments', () => '<!--'.repeat(725_000), 'malformed'],
    ['an unclosed quote over 2.9 MB', () => `<a b="${'<c '.repeat(966_000)}`, 'malformed'],
    ['2.9 MB of start tags with quoted ">"', () => '<a b=">">'.repeat(320_000), 'tooDeep'],
    [
      'a duplicate after 250 attributes',
      () => `<a ${Array.from({ length: 250 }, (_, i) => `a${i}="1"`).join(' ')} a0="2"/>`,
      'malformed',
    ],
    // Past the structural limits (xml-limits.ts), refused before well-formedness is checked.
    [
      '150,000 attributes on one element',
      () => `<a ${Array.from({ length: 150_000 }, (_, i) => `a${i}="1"`).join(' ')} a0="2"/>`,
      'tooManyAttributes',
    ],
    ['2.8 MB of text, then U+0001', () => `<a>${'&lt;'.repeat(700_000)}\u0001</a>`, 'invalidChars'],
    ['empty input', () => '', 'empty'],
    ['only a BOM and spaces', () => '\uFEFF  ', 'empty'],
  ])('%s', (_name, make, reason) => {
    // A scan that turned quadratic on these inputs would run for minutes and fail on the test's
    // time limit; how fast the parser is, is measured by the CFDI benchmark, not asserted here.
    const result = parseXml(make());
    expect(result.ok ? 'ok' : result.reason).toBe(reason);
  });
});

describe('parseXml reads CFDI faithfully', () => {
  it.each<[string, string]>([
    ['H&amp;E951128469', 'H&E951128469'],
    ['&#209;AND000229AB3', 'ÑAND000229AB3'],
    ['&#xD1;&#xd1;', 'ÑÑ'],
    ['&lt;&gt;&quot;&apos;', '<>"\''],
    [' AAA010101AAA', ' AAA010101AAA'], // never trimmed
    ['a\tb\nc', 'a b c'], // XML attribute-value normalization
    ['&#128512;', '😀'],
  ])('attribute %j decodes to %j', (raw, decoded) => expect(decodeAttribute(raw)).toBe(decoded));

  it('matches namespaces by URI, whatever the prefix (or none)', () => {
    const xml = `<x:Comprobante xmlns:x="${NS.cfdi40}" Version="4.0"><Emisor xmlns="${NS.cfdi40}" Rfc="A"/><y:Emisor xmlns:y="urn:other"/></x:Comprobante>`;
    const r = parseXml(xml);
    if (!r.ok) throw new Error(r.detail);
    expect(r.root).toMatchObject({ ns: NS.cfdi40, name: 'Comprobante' });
    expect(r.root.children.map((c) => [c.ns, c.name])).toEqual([
      [NS.cfdi40, 'Emisor'],
      ['urn:other', 'Emisor'],
    ]);
  });

  it('tolerates a UTF-8 byte-order mark in bytes and in text', () => {
    const xml = generateCfdi();
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(xml)]);
    expect(validateCfdi(bytes, { today: '2026-11-21' }).valid).toBe(true);
    expect(validateCfdi(`\uFEFF${xml}`, { today: '2026-11-21' }).valid).toBe(true);
  });

  it('reads a generated document the same from text and from bytes', () => {
    const xml = generateCfdi({ concepts: 2 });
    expect(validateCfdi(utf8(xml), { today: '2026-11-21' })).toEqual(
      validateCfdi(xml, { today: '2026-11-21' }),
    );
  });
});

// Property: whatever arrives, the parser and the validator answer; they never throw.
describe('parseXml never throws (property)', () => {
  const options = { numRuns: 200 };
  it('on random bytes', () =>
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2_000 }), (bytes) => {
        expect(() => validateCfdi(bytes, { today: '2026-11-21' })).not.toThrow();
      }),
      options,
    ));
  it('on random strings', () =>
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), (text) => {
        expect(() => validateCfdi(text, { today: '2026-11-21' })).not.toThrow();
        expect(() =>
          validateCfdi(`<a b="${text}">${text}</a>`, { today: '2026-11-21' }),
        ).not.toThrow();
      }),
      options,
    ));
  it('on a real document cut and spliced at random', () => {
    const xml = generateCfdi({ type: 'P' });
    fc.assert(
      fc.property(
        fc.nat(xml.length),
        fc.nat(xml.length),
        fc.string({ maxLength: 20 }),
        (a, b, insert) => {
          const mutated = xml.slice(0, Math.min(a, b)) + insert + xml.slice(Math.max(a, b));
          const result = validateCfdi(mutated, { today: '2026-11-21' });
          expect(typeof result.valid).toBe('boolean');
        },
      ),
      options,
    );
  });
});
