/**
 * The PDF check on the committed fixtures (fixtures/hostile/README.md): every hostile PDF is
 * refused for what it hides, however it is compressed, and the clean ones, the demo PDFs and the
 * invoice PDFs the product generates still pass.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePdf } from '../../db/seed/maintenance/pdf';
import { PDF_FIXTURES } from './fixtures/hostile/make';
import { PDF_MAX_BYTES, inspectPdf, type PdfInspection } from './pdf-active-content';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/hostile/${name}`, import.meta.url));

const refused: [string, PdfInspection][] = [
  ['js-openaction-objstm-predictor.pdf', { verdict: 'activeContent', finding: 'javascript' }],
  ['js-objstm-without-type.pdf', { verdict: 'activeContent', finding: 'javascript' }],
  ['js-objstm-type-indirect.pdf', { verdict: 'activeContent', finding: 'javascript' }],
  ['xfa-script.pdf', { verdict: 'activeContent', finding: 'xfa' }],
  ['launch-openaction.pdf', { verdict: 'activeContent', finding: 'launch' }],
  ['launch-objstm-lzw-tiff.pdf', { verdict: 'activeContent', finding: 'launch' }],
  ['encrypted-js-objstm.pdf', { verdict: 'activeContent', finding: 'javascript' }],
  ['embedded-file.pdf', { verdict: 'activeContent', finding: 'embeddedFile' }],
  ['richmedia-annotation.pdf', { verdict: 'activeContent', finding: 'richMedia' }],
  ['link-javascript.pdf', { verdict: 'activeContent', finding: 'javascript' }],
  ['page-aa-javascript.pdf', { verdict: 'activeContent', finding: 'javascript' }],
  ['undecodable-objstm-filter.pdf', { verdict: 'unverifiable' }],
  ['undecodable-content-stream.pdf', { verdict: 'unverifiable' }],
];

/** A one-page PDF with a classic cross-reference table; `catalog` goes into its catalog. */
function classicPdf(catalog: string, extra: string[] = []): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ...extra,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('PDFs that hide active content', () => {
  it.each(refused)('refuses %s', async (name, expected) => {
    expect(await inspectPdf(fixture(name))).toEqual(expected);
  });

  it.each([
    ['an action type named through an indirect object', '/OpenAction << /S 4 0 R >>', ['/Launch']],
    ['a name written with #hh escapes', '/OpenAction << /S /J#61va#53cript /JS (1) >>', []],
    [
      'JavaScript at the end of a /Next chain',
      '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next 4 0 R >>',
      ['<< /S /JavaScript /JS (1) >>'],
    ],
    ['a Rendition action', '/OpenAction << /S /Rendition /OP 0 >>', []],
    ['a Screen annotation', '', ['<< /Type /Annot /Subtype /Screen /Rect [0 0 1 1] >>']],
  ])('refuses %s', async (_, catalog, extra) => {
    expect((await inspectPdf(classicPdf(catalog, extra))).verdict).toBe('activeContent');
  });

  it('refuses a file larger than the bound without reading it', async () => {
    expect(await inspectPdf(new Uint8Array(PDF_MAX_BYTES + 1))).toEqual({
      verdict: 'unverifiable',
    });
  });

  it('refuses a file encrypted with a user password, which cannot be read', async () => {
    const encrypted = classicPdf('', [
      '<< /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >>',
    ])
      .toString('latin1')
      .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 4 0 R /ID [(abc) (abc)]');
    expect(await inspectPdf(Buffer.from(encrypted, 'latin1'))).toEqual({ verdict: 'unverifiable' });
  });
});

describe('PDFs without active content', () => {
  it.each(['clean-objstm-predictor.pdf', 'clean-link.pdf', 'clean-chromium-invoice.pdf'])(
    'accepts %s',
    async (name) => {
      expect(await inspectPdf(fixture(name))).toEqual({ verdict: 'clean' });
    },
  );

  it('accepts the demo PDFs and the invoice PDFs the product writes', async () => {
    expect(await inspectPdf(makePdf(['Factura A-1021', 'Torre MX-0042']))).toEqual({
      verdict: 'clean',
    });
  });

  it('accepts bytes after a %PDF- header that hold no object at all: nothing there can run', async () => {
    expect(await inspectPdf(Buffer.from('%PDF-1.7\nnothing else'))).toEqual({ verdict: 'clean' });
  });

  it('judges the objects of a file without a catalog, as a repairing reader finds them', async () => {
    expect(
      await inspectPdf(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')),
    ).toEqual({
      verdict: 'clean',
    });
    const hostile = '%PDF-1.4\n1 0 obj<< /S /JavaScript /JS (1) >>endobj\ntrailer<<>>\n%%EOF\n';
    expect(await inspectPdf(Buffer.from(hostile))).toEqual({
      verdict: 'activeContent',
      finding: 'javascript',
    });
  });

  it('accepts a PDF whose cross-reference offsets are wrong, as readers repair it', async () => {
    const pdf = classicPdf('')
      .toString('latin1')
      .replace(/(\d{10}) 00000 n/g, '0000000001 00000 n');
    expect(await inspectPdf(Buffer.from(pdf, 'latin1'))).toEqual({ verdict: 'clean' });
  });
});

describe('the fixtures', () => {
  it.each(Object.keys(PDF_FIXTURES))('%s is what make.ts writes', (name) => {
    expect(PDF_FIXTURES[name]?.().equals(fixture(name))).toBe(true);
  });
});
