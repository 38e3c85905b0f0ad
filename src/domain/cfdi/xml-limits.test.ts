import { describe, expect, it } from 'vitest';
import { cfdiMessage } from './messages';
import { MAX_XML_BYTES, parseXml, type ParseFailureReason } from './secure-parse';
import { generateCfdi } from './testing/generate';
import { fixturesDir, nodeFs } from './testing/node-host';
import { validateCfdi } from './validate';
import { exceededLimit, XML_LIMITS, type XmlLimitName } from './xml-limits';

const attrs = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => ` a${from + i}="1"`).join('');

/** A document built to stand exactly at `count` of one limit. */
const AT: Readonly<Record<XmlLimitName, (count: number) => string>> = {
  maxDepth: (count) => `${'<a>'.repeat(count)}${'</a>'.repeat(count)}`,
  maxAttributesPerElement: (count) => `<r${attrs(count)}/>`,
  maxElements: (count) => `<r>${'<a/>'.repeat(count - 1)}</r>`,
  // 200 attributes on each element, the last element taking what is left.
  maxAttributes: (count) => {
    const parts: string[] = [];
    for (let done = 0; done < count; done += 200)
      parts.push(`<a${attrs(Math.min(200, count - done))}/>`);
    return `<r>${parts.join('')}</r>`;
  },
  maxAttributeValueLength: (count) => `<r v="${'x'.repeat(count)}"/>`,
};

const REASON: Readonly<Record<XmlLimitName, ParseFailureReason>> = {
  maxDepth: 'tooDeep',
  maxAttributesPerElement: 'tooManyAttributes',
  maxElements: 'tooManyElements',
  maxAttributes: 'tooManyAttributesInAll',
  maxAttributeValueLength: 'valueTooLong',
};

const LIMITS = Object.keys(XML_LIMITS) as XmlLimitName[];

describe('the structural limits, each just under and just over', () => {
  it.each(LIMITS)('%s: the figure itself passes, one more is refused', (limit) => {
    const figure = XML_LIMITS[limit];
    const at = AT[limit](figure);
    const beyond = AT[limit](figure + 1);
    expect(at.length).toBeLessThan(MAX_XML_BYTES);
    expect(exceededLimit(at)).toBeNull();
    expect(exceededLimit(beyond)).toMatchObject({ limit, figure });
    const parsedAt = parseXml(at);
    expect(parsedAt.ok ? 'ok' : parsedAt.reason).toBe('ok');
    const parsedBeyond = parseXml(beyond);
    expect(parsedBeyond.ok ? 'ok' : parsedBeyond).toMatchObject({
      reason: REASON[limit],
      detail: `${figure}`,
    });
  });

  it('follows comments, CDATA, processing instructions and quoted markup without counting them', () => {
    const hidden = `<!-- <a x="1"/> --><?pi <b/> ?><r v="/>"><![CDATA[<c/>]]><d w='>'/></r>`;
    const limits = { ...XML_LIMITS, maxElements: 2, maxAttributes: 2 };
    expect(exceededLimit(hidden, limits)).toBeNull();
    expect(exceededLimit(`${hidden.slice(0, -4)}<e/></r>`, limits)).toMatchObject({
      limit: 'maxElements',
    });
  });

  it('leaves markup it cannot follow to the well-formedness check', () => {
    for (const broken of ['<a b="1>', '<a b=1/>', '<a b="<"/>', '</a>', '<a/ >', '<!x>'])
      expect(exceededLimit(broken, { ...XML_LIMITS, maxAttributes: 0 })).toBeNull();
  });

  it('keeps every real and generated CFDI far within the limits', async () => {
    const fs = await nodeFs();
    const dir = fixturesDir();
    // The real documents where the shared fixtures are checked out (conformance.test.ts needs them).
    const real = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.xml')) : [];
    const documents = [
      ...real.map((f) => new TextDecoder().decode(fs.readFileSync(`${dir}/${f}`))),
      generateCfdi({ concepts: 3_000, withholdings: true, discount: true }),
      generateCfdi({ type: 'P', payments: 50 }),
    ];
    for (const xml of documents) expect(exceededLimit(xml)).toBeNull();
  });
});

describe('the attack: a CFDI with 100,000 attributes', () => {
  const hostile = generateCfdi().replace(
    '<cfdi:Comprobante ',
    `<cfdi:Comprobante${attrs(100_000)} `,
  );

  it('is refused by the limits at the first attribute too many, with a translated message', () => {
    expect(hostile.length).toBeGreaterThan(1_000_000);
    const over = exceededLimit(hostile);
    expect(over).toMatchObject({ limit: 'maxAttributesPerElement', figure: 256 });
    // The scan stopped where the 257th attribute starts: nothing after it was read.
    expect(hostile.slice(over!.offset, over!.offset + 6)).toBe('a256="');
    const result = validateCfdi(hostile, { today: '2026-11-21', lang: 'es' });
    expect(result.valid).toBe(false);
    expect(result.checks[0]).toMatchObject({
      id: 'xml.wellFormed',
      status: 'error',
      message: 'El archivo XML no es válido. Un elemento tiene más de 256 atributos.',
    });
  });

  it('is refused the same way when the attributes are spread over many elements', () => {
    const spread = generateCfdi().replace(
      '</cfdi:Comprobante>',
      `<cfdi:Addenda>${Array.from({ length: 1_001 }, () => `<x${attrs(200)}/>`).join('')}</cfdi:Addenda></cfdi:Comprobante>`,
    );
    const result = parseXml(spread);
    expect(result.ok ? 'ok' : result.reason).toBe('tooManyAttributesInAll');
    expect(cfdiMessage({ key: 'parseTooManyAttributesInAll', detail: '200000' }, 'en')).toBe(
      'It has more than 200000 attributes in all.',
    );
  });
});
