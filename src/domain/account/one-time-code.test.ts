import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  initialOtpState,
  otpDialogReducer,
  resendVisible,
  type OtpDialogEvent,
  type OtpDialogState,
} from './one-time-code';

const run = (events: OtpDialogEvent[], from: OtpDialogState = initialOtpState()) =>
  events.reduce((s, e) => otpDialogReducer(s, e), from);
const ticks = (n: number): OtpDialogEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));

// Spec 1 §4: 4 digits, confirm at 4; resend counter from 1, hidden for 30 s; logout at 4; close resets.
describe('one-time-code dialog', () => {
  it.each<[string, string, string, boolean]>([
    ['three digits', '123', '123', false],
    ['four digits', '1234', '1234', true],
    ['five digits', '12345', '1234', true],
    ['letters dropped', '1a2b3', '123', false],
    ['empty', '', '', false],
  ])('%s: %s keeps %s, confirm %s', (_, typed, kept, confirm) => {
    const s = run([{ type: 'input', value: typed }]);
    expect(s.code).toBe(kept);
    expect(canConfirm(s)).toBe(confirm);
  });

  it('hides resend for 30 seconds and ignores a resend while hidden', () => {
    const start = initialOtpState();
    expect(start.counter).toBe(1);
    expect(resendVisible(run(ticks(29)))).toBe(false);
    expect(run([...ticks(29), { type: 'resend' }]).counter).toBe(1);
    expect(resendVisible(run(ticks(30)))).toBe(true);
  });

  it.each<[number, number, boolean]>([
    [1, 2, false],
    [2, 3, false],
    [3, 4, true],
  ])('resend number %i brings the counter to %i (logged out %s)', (resends, counter, out) => {
    const events = Array.from({ length: resends }, () => [
      ...ticks(30),
      { type: 'resend' } as const,
    ]).flat();
    const s = run(events);
    expect(s.counter).toBe(counter);
    expect(s.loggedOut).toBe(out);
    expect(resendVisible(s)).toBe(false);
  });

  it('restarts the countdown after a resend', () => {
    const s = run([...ticks(30), { type: 'resend' }]);
    expect(s.countdown).toBe(30);
  });

  it.each<['close' | 'success']>([['close'], ['success']])(
    '%s clears the code and resets the counter to 1',
    (type) => {
      const s = run([...ticks(30), { type: 'resend' }, { type: 'input', value: '12' }, { type }]);
      expect(s).toEqual(initialOtpState());
    },
  );

  it('uses the 31 s countdown of the profile popup when asked', () => {
    const s = initialOtpState(31);
    expect(resendVisible(run(ticks(30), s))).toBe(false);
    expect(resendVisible(run(ticks(31), s))).toBe(true);
  });
});
