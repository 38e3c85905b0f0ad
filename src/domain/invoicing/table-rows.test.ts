import { describe, expect, it } from 'vitest';
import { contractTableRows, isComplement } from './table-rows';

describe('the contracts table (spec 2 §4: open V102 / Z030 periods dropped, V101 chip)', () => {
  it.each([
    ['01', 'V100', true],
    ['01', 'V101', true],
    ['01', 'V102', false],
    ['01', 'Z030', false],
    ['02', 'V102', true],
    ['03', 'Z030', true],
  ])('status %s, flow type %s: listed %s', (STATUS, FLOWTYPE, listed) => {
    expect(contractTableRows([{ STATUS, FLOWTYPE }])).toHaveLength(listed ? 1 : 0);
  });

  it('puts the complement chip on V101 only', () => {
    expect(isComplement({ FLOWTYPE: 'V101' })).toBe(true);
    expect(isComplement({ FLOWTYPE: 'V100' })).toBe(false);
  });
});
