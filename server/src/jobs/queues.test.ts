import { describe, expect, it } from 'vitest';
import { cronEvery, queueSpecs } from './queues';

describe('cronEvery: SAT_RECHECK_EVERY_MINUTES as the queue schedule', () => {
  it.each([
    [1, '* * * * *'],
    [5, '*/5 * * * *'],
    [30, '*/30 * * * *'],
    [60, '0 * * * *'],
    [120, '0 */2 * * *'],
    [360, '0 */6 * * *'],
    [720, '0 */12 * * *'],
    [1440, '0 0 * * *'],
    [0, null],
    [7, null],
    [45, null],
    [90, null],
    [300, null],
    [2880, null],
  ])('%i minutes → %s', (minutes, cron) => {
    expect(cronEvery(minutes)).toBe(cron);
  });
});

describe('queueSpecs', () => {
  it('schedules the SAT re-check only when it has an interval; the others always', () => {
    const off = queueSpecs(0);
    expect(off.find((s) => s.name === 'sat-recheck')?.cron).toBeNull();
    expect(off.filter((s) => s.name !== 'sat-recheck').every((s) => s.cron !== null)).toBe(true);
    expect(queueSpecs(60).find((s) => s.name === 'sat-recheck')?.cron).toBe('0 * * * *');
  });

  it('gives a SAT re-check job longer than its slice before it is taken as dead', () => {
    const sat = queueSpecs(60).find((s) => s.name === 'sat-recheck')!;
    expect(sat.expireInSeconds * 1000).toBeGreaterThan(10 * 60_000);
  });
});
