/**
 * The communiqué rules of spec 3 §4.8 (audience controls) and §5.5 (fields, files, days), from
 * the spec's tables.
 */
import { describe, expect, it } from 'vitest';
import {
  audienceControls,
  dataUrlBytes,
  dataUrlSize,
  isStatementShown,
  normalizeAudience,
  sniffStatementFile,
  statementFileProblem,
  statementProblem,
  type StatementFields,
} from './statement-admin';

describe('audienceControls (spec 3 §4.8)', () => {
  it.each([
    // lessor, supplier, allRegion -> allRegionEnabled, regionsEnabled, regionsRequired
    [false, true, false, false, false, false],
    [false, true, true, false, false, false],
    [true, false, true, true, false, false],
    [true, false, false, true, true, true],
    [true, true, true, true, false, false],
    [true, true, false, true, true, true],
    [false, false, true, false, false, false],
  ])('lessor %s supplier %s all %s', (l, s, a, allEnabled, regionsEnabled, required) => {
    expect(audienceControls({ ForLessor: l, ForSupplier: s, AllRegion: a })).toEqual({
      allRegionEnabled: allEnabled,
      regionsEnabled,
      regionsRequired: required,
    });
  });
});

describe('normalizeAudience', () => {
  it.each([
    ['supplier only: all-regions off, no regions', false, true, true, ['NOR'], false, []],
    ['lessor all regions: no list', true, false, true, ['NOR'], true, []],
    [
      'lessor listed regions, duplicates dropped',
      true,
      true,
      false,
      ['NOR', 'NOR', 'SUR'],
      false,
      ['NOR', 'SUR'],
    ],
    ['everyone: all regions, no list', false, false, false, ['NOR'], true, []],
  ])('%s', (_, l, s, a, regions, all, out) => {
    const n = normalizeAudience({ ForLessor: l, ForSupplier: s, AllRegion: a, Regions: regions });
    expect(n.AllRegion).toBe(all);
    expect(n.Regions).toEqual(out);
  });
});

const OK: StatementFields = {
  Name: 'Aviso',
  StartDate: '2026-05-10',
  EndDate: '2026-05-20',
  ForLessor: true,
  ForSupplier: false,
  AllRegion: false,
  Regions: ['NOR'],
  HasImage: true,
  HasPdf: false,
};
const TODAY = '2026-05-10';

describe('statementProblem (spec 3 §5.5)', () => {
  it.each([
    ['valid', {}, null, null],
    ['only a PDF', { HasImage: false, HasPdf: true }, null, null],
    ['empty name', { Name: '  ' }, null, 'statementNameRequired'],
    ['name of 256', { Name: 'x'.repeat(256) }, null, null],
    ['name of 257', { Name: 'x'.repeat(257) }, null, 'statementNameTooLong'],
    ['no start', { StartDate: '' }, null, 'statementStartRequired'],
    ['start yesterday', { StartDate: '2026-05-09' }, null, 'statementStartBeforeToday'],
    ['start yesterday, as stored', { StartDate: '2026-05-09' }, '2026-05-09', null],
    [
      'start yesterday, stored another',
      { StartDate: '2026-05-09' },
      '2026-05-08',
      'statementStartBeforeToday',
    ],
    ['no end', { EndDate: '' }, null, 'statementEndRequired'],
    ['end before start', { EndDate: '2026-05-09' }, null, 'statementEndBeforeStart'],
    ['end equal to start', { EndDate: '2026-05-10' }, null, null],
    [
      'lessor and supplier without regions',
      { ForSupplier: true, Regions: [] },
      null,
      'statementRegionsRequired',
    ],
    ['lessor all regions without regions', { AllRegion: true, Regions: [] }, null, null],
    [
      'supplier only without regions',
      { ForLessor: false, ForSupplier: true, Regions: [] },
      null,
      null,
    ],
    ['no file', { HasImage: false }, null, 'statementFileRequired'],
  ] as const)('%s', (_, over, stored, problem) => {
    expect(statementProblem({ ...OK, ...over }, TODAY, stored)).toBe(problem);
  });
});

const bytes = (...b: number[]) => new Uint8Array(b);

describe('sniffStatementFile and statementFileProblem', () => {
  it.each([
    ['png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'png'],
    ['gif87a', bytes(0x47, 0x49, 0x46, 0x38, 0x37, 0x61), 'gif'],
    ['gif89a', bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61), 'gif'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'jpeg'],
    ['pdf', bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31), 'pdf'],
    ['svg text', new TextEncoder().encode('<svg/>'), null],
    ['empty', bytes(), null],
  ])('%s', (_, b, kind) => {
    expect(sniffStatementFile(b)).toBe(kind);
  });

  it.each([
    ['image', 'png', 10, null],
    ['image', 'gif', 3_000_000, null],
    ['image', 'jpeg', 3_000_001, 'alertLess3MB'],
    ['image', 'pdf', 10, 'alertLabelImg'],
    ['image', null, 10, 'alertLabelImg'],
    ['pdf', 'pdf', 3_000_000, null],
    ['pdf', 'pdf', 3_000_001, 'alertLess3MB'],
    ['pdf', 'png', 10, 'alertLabelPdf'],
  ] as const)('%s of kind %s and %i bytes', (slot, kind, size, problem) => {
    expect(statementFileProblem(slot, kind, size)).toBe(problem);
  });
});

describe('data URLs', () => {
  it('decodes base64 and measures without decoding', () => {
    const url = 'data:application/pdf;base64,JVBERi0=';
    expect(Array.from(dataUrlBytes(url)!)).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(dataUrlSize(url)).toBe(5);
    expect(dataUrlBytes('not a data url')).toBeNull();
    expect(dataUrlBytes('data:image/png,plain')).toBeNull();
  });
});

describe('isStatementShown', () => {
  const s = { Active: true, StartDate: '2026-05-10', EndDate: '2026-05-12' };
  it.each([
    ['the day before', '2026-05-09', true, false],
    ['the first day', '2026-05-10', true, true],
    ['the last day', '2026-05-12', true, true],
    ['the day after', '2026-05-13', true, false],
    ['inactive', '2026-05-11', false, false],
  ])('%s', (_, day, active, shown) => {
    expect(isStatementShown({ ...s, Active: active }, day)).toBe(shown);
  });
});
