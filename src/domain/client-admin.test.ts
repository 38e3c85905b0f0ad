import { describe, expect, it } from 'vitest';
import { clientFormProblem, clientSearchProblem } from './client-admin';

const valid = { Code: '300004', CompanyId: 'MX10', Children: [{ Code: '0000300005' }] };
const children = (n: number) => Array.from({ length: n }, (_, i) => ({ Code: String(400000 + i) }));

describe('clientFormProblem (spec 3 §3.16, client id padded to 10)', () => {
  it.each([
    ['a principal with one child', valid, null],
    ['a principal without children', { ...valid, Children: [] }, null],
    ['code missing', { ...valid, Code: '  ' }, 'clientCodeRequired:Code'],
    ['code of 10 digits', { ...valid, Code: '0000300004' }, null],
    ['code of 11 digits', { ...valid, Code: '00000300004' }, 'clientCodeInvalid:Code'],
    ['code with letters', { ...valid, Code: '30000A' }, 'clientCodeInvalid:Code'],
    ['company missing', { ...valid, CompanyId: '' }, 'clientCompanyRequired:Company'],
    [
      'a child with letters',
      { ...valid, Children: [{ Code: 'X1' }] },
      'clientCodeInvalid:Children',
    ],
    ['a blank child', { ...valid, Children: [{ Code: ' ' }] }, 'clientCodeInvalid:Children'],
    [
      'the principal as its own child, padded or not',
      { ...valid, Children: [{ Code: '0000300004' }] },
      'clientChildSelf:Children',
    ],
    [
      'one child twice, padded and not',
      { ...valid, Children: [{ Code: '300005' }, { Code: '0000300005' }] },
      'clientChildRepeated:Children',
    ],
    ['50 children', { ...valid, Children: children(50) }, null],
    ['51 children', { ...valid, Children: children(51) }, 'clientTooManyChildren:Children'],
  ])('%s', (_, input, expected) => {
    const p = clientFormProblem(input);
    expect(p ? `${p.key}:${p.params.field}` : null).toBe(expected);
  });

  it('names the offending code padded to 10 digits', () => {
    expect(clientFormProblem({ ...valid, Children: [{ Code: '300004' }] })?.params.code).toBe(
      '0000300004',
    );
  });
});

describe('clientSearchProblem', () => {
  it.each([
    ['neither name nor code', { Name: ' ', Code: '' }, 'alertSearchClient'],
    ['a name', { Name: 'Pacífico', Code: '' }, null],
    ['a code', { Name: '', Code: '30000' }, null],
    ['name at 512', { Name: 'n'.repeat(512), Code: '' }, null],
    ['name at 513', { Name: 'n'.repeat(513), Code: '' }, 'clientSearchNameTooLong'],
    ['code at 257', { Name: '', Code: '1'.repeat(257) }, 'clientSearchCodeTooLong'],
  ])('%s', (_, input, expected) => {
    expect(clientSearchProblem(input)?.key ?? null).toBe(expected);
  });
});
