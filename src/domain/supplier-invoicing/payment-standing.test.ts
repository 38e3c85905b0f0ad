import { describe, expect, it } from 'vitest';
import { expectedPaymentDate, paymentStanding } from './payment-standing';

const open = { BLDAT: '10-03-2026', DZBD1T: 30, VNETO: '09-04-2026', AUGDT: '', AUGBL: '' };

describe('a supplier statement row: when it is paid and where it stands', () => {
  it('expects payment on the due date, or the document date plus its payment days', () => {
    expect(expectedPaymentDate(open)).toBe('2026-04-09');
    expect(expectedPaymentDate({ ...open, VNETO: '' })).toBe('2026-04-09');
    expect(expectedPaymentDate({ ...open, VNETO: '', BLDAT: '' })).toBeNull();
  });

  it('is paid once cleared, whatever its dates', () => {
    expect(
      paymentStanding({ ...open, AUGDT: '01-04-2026', AUGBL: '1500000001' }, '2026-03-20'),
    ).toBe('paid');
    expect(paymentStanding({ ...open, AUGBL: '1500000001' }, '2026-05-01')).toBe('paid');
  });

  it('is scheduled while its payment date is today or ahead, registered once it went by', () => {
    expect(paymentStanding(open, '2026-03-20')).toBe('scheduled');
    expect(paymentStanding(open, '2026-04-09')).toBe('scheduled');
    expect(paymentStanding(open, '2026-04-10')).toBe('registered');
    expect(paymentStanding({ ...open, VNETO: '', BLDAT: '' }, '2026-04-10')).toBe('registered');
  });
});
