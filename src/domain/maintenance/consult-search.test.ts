import { describe, expect, it } from 'vitest';
import {
  defaultConsultRange,
  defaultRange,
  defaultReviewRange,
  isSlowSearch,
  orderListFilter,
  padSapId,
  type ConsultSearchInput,
} from './consult-search';

const full: ConsultSearchInput = {
  supplier: '12345',
  status: '03',
  site: 'MEX-001',
  from: '2025-01-01',
  to: '2025-02-01',
};

// Spec 3 §5.4.
describe('isSlowSearch (alertSearchSlow)', () => {
  it.each<[string, Partial<ConsultSearchInput>, boolean]>([
    ['all given, 31 days', {}, false],
    ['all given, 32 days', { to: '2025-02-02' }, true],
    ['all given, same day', { to: '2025-01-01' }, false],
    ['no supplier', { supplier: '' }, true],
    ['no status', { status: '' }, true],
    ['no site', { site: '' }, true],
    ['site of spaces', { site: '  ' }, true],
    ['from after to', { from: '2025-02-02' }, true],
    ['no dates', { from: '', to: '' }, true],
    ['February: 28 days', { from: '2025-02-01', to: '2025-03-01' }, false],
    ['the default range never warns on its own', defaultConsultRange('2025-08-15'), false],
  ])('%s: %s', (_name, change, expected) => {
    expect(isSlowSearch({ ...full, ...change })).toBe(expected);
  });
});

describe('default date ranges', () => {
  it.each([
    ['2025-03-15', { from: '2025-02-15', to: '2025-03-15' }],
    ['2025-03-31', { from: '2025-02-28', to: '2025-03-31' }],
    ['2024-03-30', { from: '2024-02-29', to: '2024-03-30' }],
    ['2025-01-10', { from: '2024-12-10', to: '2025-01-10' }],
  ])('consult on %s: one month back through today', (today, expected) => {
    expect(defaultConsultRange(today)).toEqual(expected);
    expect(defaultRange('consult', today, false)).toEqual(expected);
  });

  it.each([
    ['2025-03-15', { from: '2024-03-15', to: '2025-03-31' }],
    ['2024-02-29', { from: '2023-02-28', to: '2024-02-29' }],
    ['2025-12-01', { from: '2024-12-01', to: '2025-12-31' }],
  ])('other pages on %s: a year back through the end of the month', (today, expected) => {
    expect(defaultReviewRange(today, true)).toEqual(expected);
    expect(defaultRange('operator', today, true)).toEqual(expected);
  });

  it('other pages have no range until a status is chosen', () => {
    expect(defaultReviewRange('2025-03-15', false)).toBeNull();
    expect(defaultRange('review', '2025-03-15', false)).toBeNull();
  });
});

// Spec 3 §7.1 and §9.
describe('list call filter', () => {
  it.each([
    ['12345', '0000012345'],
    [' 42 ', '0000000042'],
    ['0000012345', '0000012345'],
    ['123456789012', '123456789012'],
    ['PROV01', 'PROV01'],
  ])('padSapId(%j) = %s', (id, padded) => expect(padSapId(id)).toBe(padded));

  it('consult sends the site and the region', () => {
    expect(
      orderListFilter({
        mode: 'consult',
        company: '1000',
        supplier: '12345',
        status: '03',
        from: '2025-02-15',
        to: '2025-03-15',
        site: ' MEX-001 ',
        region: 'R09',
      }),
    ).toEqual({
      bukrs: '1000',
      lifnr: '0000012345',
      status: '03',
      fsavd_i: '20250215',
      fsavd_e: '20250315',
      Tplnr: 'MEX-001',
      REGION: 'R09',
    });
  });

  it('the lessor review page sends neither site nor region, and no supplier stays empty', () => {
    expect(
      orderListFilter({
        mode: 'review',
        company: '1000',
        supplier: '',
        status: '01',
        from: '2024-03-15',
        to: '2025-03-31',
        site: 'MEX-001',
        region: 'R09',
      }),
    ).toEqual({ bukrs: '1000', lifnr: '', status: '01', fsavd_i: '20240315', fsavd_e: '20250331' });
  });

  it('the revert page sends the region but not the site', () => {
    const filter = orderListFilter({
      mode: 'revert',
      company: '1000',
      supplier: '7',
      status: '06',
      from: '2024-03-15',
      to: '2025-03-31',
      region: 'R01',
    });
    expect(filter.REGION).toBe('R01');
    expect(filter.Tplnr).toBeUndefined();
  });
});
