/**
 * The xlsx check on the committed fixtures (fixtures/hostile/README.md): embedded OLE objects,
 * DDE external links and DDE formulas are refused; a workbook whose text and formulas merely
 * contain a `|` is not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORKBOOK_FIXTURES, zip } from './fixtures/hostile/make';
import { checkWorkbookArchive, isDdeFormula } from './workbook-archive';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/hostile/${name}`, import.meta.url));

describe('workbooks that run programs', () => {
  it.each([
    ['ole-embedding.xlsx', 'activeContent'],
    ['dde-formula.xlsx', 'activeContent'],
    ['dde-external-link.xlsx', 'activeContent'],
    ['clean.xlsx', 'ok'],
  ])('%s: %s', async (name, verdict) => {
    expect(await checkWorkbookArchive(fixture(name))).toBe(verdict);
  });

  it.each([
    [`cmd|' /C calc'!A0`, true],
    [`MSEXCEL|'\\..\\..\\Windows\\System32\\cmd.exe /c calc'!''`, true],
    [`=DDE("cmd";"/c calc";"x")`, true],
    ['DDEAUTO c:\\\\windows\\\\system32\\\\cmd.exe', true],
    [`SUM(A1:A3)&"|"&B1`, false],
    [`'Torre|Norte'!A1*2`, false],
    ['CONCAT("a""|""b")', false],
    ['SUM(DDE_Rango)+DDEX(1)', false],
  ])('isDdeFormula(%s) is %s', (formula, dde) => {
    expect(isDdeFormula(formula)).toBe(dde);
  });

  it('reads a sheet written in UTF-16, as Excel would open it', async () => {
    const sheet = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(
        "<worksheet><sheetData><row><c><f>cmd|'/c calc'!A0</f></c></row></sheetData></worksheet>",
        'utf16le',
      ),
    ]);
    const book = zip([
      ['[Content_Types].xml', '<Types>spreadsheetml</Types>'],
      ['xl/worksheets/sheet1.xml', sheet],
    ]);
    expect(await checkWorkbookArchive(book)).toBe('activeContent');
  });

  it.each(Object.keys(WORKBOOK_FIXTURES))('%s is what make.ts writes', (name) => {
    expect(WORKBOOK_FIXTURES[name]?.().equals(fixture(name))).toBe(true);
  });
});
