import { describe, expect, it } from 'vitest';
import { pendingOrdersFilterOf, pendingOrdersProblem } from './pending-orders';

const form = { bukrs: 'MX10', lifnr: '200001', orderType: '', from: '', to: '' };

describe('the pending-to-invoice search', () => {
  it('needs company and supplier; dates and type are optional', () => {
    expect(pendingOrdersProblem(form)).toBeNull();
    expect(pendingOrdersProblem({ ...form, lifnr: ' ' })).toBe('missingPartner');
    expect(pendingOrdersProblem({ ...form, from: '2026-03-10', to: '2026-03-01' })).toBe(
      'toBeforeFrom',
    );
  });

  it('sends dates as YYYYMMDD and the supplier padded to 10', () => {
    expect(pendingOrdersFilterOf({ ...form, orderType: '02', from: '2026-01-01' })).toEqual({
      bukrs: 'MX10',
      lifnr: '0000200001',
      orderType: '02',
      from: '20260101',
      to: '',
    });
  });
});
