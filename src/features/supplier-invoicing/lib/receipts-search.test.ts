import { describe, expect, it } from 'vitest';
import { initialReceiptsSearch, missingSearchFields, receiptsFilterOf } from './receipts-search';

describe('the receipts search', () => {
  it('searches by order type by default', () => {
    const s = initialReceiptsSearch('MX10', '0000200001');
    expect(missingSearchFields(s)).toEqual([]);
    expect(receiptsFilterOf(s)).toEqual({
      bukrs: 'MX10',
      lifnr: '0000200001',
      orderType: '01',
      ebeln: '',
    });
  });

  it('searches one order by its number, the supplier padded to 10', () => {
    const s = {
      ...initialReceiptsSearch('MX10', '200001'),
      by: 'order' as const,
      ebeln: ' 4500001003 ',
    };
    expect(receiptsFilterOf(s)).toEqual({
      bukrs: 'MX10',
      lifnr: '0000200001',
      orderType: '',
      ebeln: '4500001003',
    });
  });

  it('says which fields are missing', () => {
    expect(
      missingSearchFields({ bukrs: '', lifnr: ' ', by: 'order', orderType: '', ebeln: 'x' }),
    ).toEqual(['bukrs', 'lifnr', 'ebeln']);
  });

  it('searches a lessor’s receipts by company and lessor only (ReceiptLessor)', () => {
    const s = { ...initialReceiptsSearch('MX10', '100001'), by: 'order' as const, ebeln: '' };
    expect(missingSearchFields(s, 'lessor')).toEqual([]);
    expect(receiptsFilterOf(s, 'lessor')).toEqual({
      bukrs: 'MX10',
      lifnr: '0000100001',
      orderType: '',
      ebeln: '',
    });
    expect(missingSearchFields({ ...s, bukrs: '', lifnr: '' }, 'lessor')).toEqual([
      'bukrs',
      'lifnr',
    ]);
  });
});
