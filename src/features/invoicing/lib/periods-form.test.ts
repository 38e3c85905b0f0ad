import { describe, expect, it } from 'vitest';
import { partnerChoice } from './partner-choice';
import {
  ADJUSTMENTS_PAGE,
  initialPeriodsForm,
  LEASE_PAGE,
  PENDING_PAGE,
  periodsFilter,
  showsClearingDate,
} from './periods-form';

const lists = {
  CompanyList: [{ Code: 'MX10' }, { Code: 'MX20' }],
  SupplierList: [
    { Code: '0000100001', IsNonDeductible: false },
    { Code: '0000100002', IsNonDeductible: true },
  ],
};

describe('period pages selectors', () => {
  it('start on the first company and lessor, or the chosen ones the session still lists', () => {
    expect(partnerChoice(lists)).toEqual({ bukrs: 'MX10', lifnr: '0000100001' });
    expect(partnerChoice(lists, { bukrs: 'MX20', lifnr: '0000100002' })).toEqual({
      bukrs: 'MX20',
      lifnr: '0000100002',
    });
    expect(partnerChoice(lists, { bukrs: 'MX99', lifnr: '0000100009' })).toEqual({
      bukrs: 'MX10',
      lifnr: '0000100001',
    });
    expect(partnerChoice(null)).toEqual({ bukrs: '', lifnr: '' });
    // No lessor in the session (an administrator, Visualizar): the typed number is kept.
    const typed = partnerChoice({ ...lists, SupplierList: [] }, { lifnr: '100001' });
    expect(typed).toEqual({ bukrs: 'MX10', lifnr: '100001' });
  });

  it('lease periods default to condition Z001 and status pending; adjustments to every Z094-Z102', () => {
    const lease = initialPeriodsForm(LEASE_PAGE, lists);
    expect(lease).toMatchObject({ condtype: 'Z001', status: '01', recnType: 'A001' });
    expect(ADJUSTMENTS_PAGE.conditions).not.toContain('Z001');
    expect(ADJUSTMENTS_PAGE.conditions).toEqual([
      'Z094',
      'Z095',
      'Z096',
      'Z097',
      'Z098',
      'Z099',
      'Z100',
      'Z101',
      'Z102',
    ]);
    expect(initialPeriodsForm(ADJUSTMENTS_PAGE, lists).condtype).toBe('');
  });

  it('sends the due-from date as YYYYMMDD and the page leasing type', () => {
    const form = {
      ...initialPeriodsForm(LEASE_PAGE, lists),
      recnnr: '4000000101',
      dueFrom: '2026-01-31',
    };
    expect(periodsFilter(LEASE_PAGE, form)).toEqual({
      bukrs: 'MX10',
      lifnr: '0000100001',
      recnnr: '4000000101',
      status: '01',
      dueFrom: '20260131',
      condtype: 'Z001',
      recnType: 'A001',
    });
  });

  it('the pending page asks for pending periods of the chosen type with no condition', () => {
    const form = {
      ...initialPeriodsForm(PENDING_PAGE, lists),
      status: '03' as const,
      condtype: 'Z001',
    };
    expect(periodsFilter(PENDING_PAGE, form)).toMatchObject({
      status: '01',
      condtype: '',
      recnType: '',
    });
    expect(periodsFilter(PENDING_PAGE, { ...form, recnType: 'A003' }).recnType).toBe('A003');
  });

  it('shows the clearing date for status all or paid', () => {
    expect(showsClearingDate('00')).toBe(true);
    expect(showsClearingDate('03')).toBe(true);
    expect(showsClearingDate('01')).toBe(false);
    expect(showsClearingDate('02')).toBe(false);
  });
});
