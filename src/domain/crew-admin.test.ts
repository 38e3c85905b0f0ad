import { describe, expect, it } from 'vitest';
import {
  crewFormProblem,
  crewSearchProblem,
  normalCrewCode,
  regionFormProblem,
  regionSearchProblem,
} from './crew-admin';

const valid = { Name: 'Cuadrilla Norte 2', Code: 'CUA-NOR-02', SupplierId: 3, CompanyCode: 'MX10' };

describe('crewFormProblem (spec 3 §5.6)', () => {
  it.each([
    ['a complete crew', valid, null],
    ['name missing', { ...valid, Name: '  ' }, 'crewFieldRequired:Name'],
    ['name at 256', { ...valid, Name: 'n'.repeat(256) }, null],
    ['name at 257', { ...valid, Name: 'n'.repeat(257) }, 'crewFieldTooLong:Name'],
    ['code missing', { ...valid, Code: '' }, 'crewFieldRequired:Code'],
    ['code at 10', { ...valid, Code: 'C'.repeat(10) }, null],
    ['code at 11', { ...valid, Code: 'C'.repeat(11) }, 'crewFieldTooLong:Code'],
    ['supplier missing', { ...valid, SupplierId: null }, 'crewFieldRequired:Supplier'],
    ['company missing', { ...valid, CompanyCode: ' ' }, 'crewFieldRequired:Company'],
  ])('%s', (_, input, expected) => {
    const p = crewFormProblem(input);
    expect(p ? `${p.key}:${p.params.field}` : null).toBe(expected);
  });
});

describe('crewSearchProblem and regionSearchProblem', () => {
  it.each([
    ['neither name nor code', { Name: ' ', Code: '' }, 'alertSearchCrew'],
    ['a name', { Name: 'Norte', Code: '' }, null],
    ['a code', { Name: '', Code: 'CUA' }, null],
    ['name at 512', { Name: 'n'.repeat(512), Code: '' }, null],
    ['name at 513', { Name: 'n'.repeat(513), Code: '' }, 'crewFieldTooLong'],
    ['code at 256', { Name: '', Code: 'c'.repeat(256) }, null],
    ['code at 257', { Name: '', Code: 'c'.repeat(257) }, 'crewFieldTooLong'],
  ])('crew: %s', (_, input, expected) => {
    expect(crewSearchProblem(input)?.key ?? null).toBe(expected);
  });
  it('region: neither name nor code is alertSearchRegion', () => {
    expect(regionSearchProblem({ Name: '', Code: '' })?.key).toBe('alertSearchRegion');
    expect(regionSearchProblem({ Name: 'Norte', Code: '' })).toBeNull();
  });
});

describe('regionFormProblem', () => {
  it.each([
    [{ Code: 'NOE', Name: 'Noreste' }, null],
    [{ Code: '', Name: 'Noreste' }, 'crewFieldRequired:Code'],
    [{ Code: 'X'.repeat(11), Name: 'Noreste' }, 'crewFieldTooLong:Code'],
    [{ Code: 'NOE', Name: '' }, 'crewFieldRequired:Name'],
    [{ Code: 'NOE', Name: 'n'.repeat(257) }, 'crewFieldTooLong:Name'],
  ])('%o', (input, expected) => {
    const p = regionFormProblem(input);
    expect(p ? `${p.key}:${p.params.field}` : null).toBe(expected);
  });
});

it('normalCrewCode trims and capitalises', () => {
  expect(normalCrewCode(' cua-nor-02 ')).toBe('CUA-NOR-02');
});
