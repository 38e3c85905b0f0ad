import { describe, expect, it } from 'vitest';
import { RoleName } from '../../domain/roles';
import { pdfOpenMode, statementFilterFor } from './statement-request';

const NOR = { Code: 'NOR', Active: true };
const SUR = { Code: 'SUR', Active: true };

describe('statementFilterFor', () => {
  it.each([
    {
      what: 'a lessor with one region asks for lessor communiqués of that region',
      role: RoleName.ArrendadorPrincipal,
      regions: [NOR],
      want: { ForLessor: true, ForSupplier: false, Region: 'NOR' },
    },
    {
      what: 'a lessor with several regions asks for all of theirs',
      role: RoleName.Arrendamiento,
      regions: [NOR, SUR],
      want: { ForLessor: true, ForSupplier: false, Region: '' },
    },
    {
      what: 'an inactive region does not count',
      role: RoleName.Arrendador,
      regions: [NOR, { Code: 'SUR', Active: false }],
      want: { ForLessor: true, ForSupplier: false, Region: 'NOR' },
    },
    {
      what: 'a supplier asks for supplier communiqués without a region',
      role: RoleName.ProveedorPrincipal,
      regions: [NOR],
      want: { ForLessor: false, ForSupplier: true, Region: '' },
    },
    {
      what: 'another role asks for the general ones only, without a region',
      role: RoleName.Mantenimiento,
      regions: [NOR],
      want: { ForLessor: false, ForSupplier: false, Region: '' },
    },
  ])('$what', ({ role, regions, want }) => {
    expect(statementFilterFor(role, regions)).toEqual({ Active: true, AllRegion: '', ...want });
  });
});

describe('pdfOpenMode', () => {
  it.each([
    { length: 10, want: 'inline' },
    { length: 1_999_999, want: 'inline' },
    { length: 2_000_000, want: 'download' },
    { length: 3_000_000, want: 'download' },
  ])('a PDF of $length characters opens $want', ({ length, want }) => {
    expect(pdfOpenMode('x'.repeat(length))).toBe(want);
  });
});
