import { describe, expect, it } from 'vitest';
import { cronEvery, DELIVERY_SLICE_MS, queueSpecs } from './queues';

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
  it('schedules the SAT re-check only when it has an interval, the delivery only where messages go out; the others always', () => {
    const off = queueSpecs(0);
    const scheduled = (specs: typeof off, name: string) =>
      specs.find((s) => s.name === name)?.cron ?? null;
    expect(scheduled(off, 'sat-recheck')).toBeNull();
    expect(scheduled(off, 'deliver-messages')).toBeNull();
    expect(
      off
        .filter((s) => s.name !== 'sat-recheck' && s.name !== 'deliver-messages')
        .every((s) => s.cron !== null),
    ).toBe(true);
    expect(scheduled(queueSpecs(60), 'sat-recheck')).toBe('0 * * * *');
    expect(scheduled(queueSpecs(0, true), 'deliver-messages')).toBe('* * * * *');
  });

  it('gives a delivery run longer than its slice and its last sends before it is taken as dead', () => {
    const deliver = queueSpecs(0, true).find((s) => s.name === 'deliver-messages')!;
    expect(deliver.expireInSeconds * 1000).toBeGreaterThan(DELIVERY_SLICE_MS + 60_000);
  });

  it('gives a SAT re-check job longer than its slice before it is taken as dead', () => {
    const sat = queueSpecs(60).find((s) => s.name === 'sat-recheck')!;
    expect(sat.expireInSeconds * 1000).toBeGreaterThan(10 * 60_000);
  });
});
