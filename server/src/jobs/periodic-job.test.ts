/** The timer that runs background jobs: at start, every interval, never holding the process. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../logger';
import { startPeriodicJob } from './periodic-job';

const HOUR = 60 * 60_000;

function recordingLog(): Logger & { errors: string[] } {
  const errors: string[] = [];
  const none = () => undefined;
  return { debug: none, info: none, warn: none, error: (m) => errors.push(m), errors };
}

/** Lets the job's promise chain settle (fake timers do not advance microtasks by themselves). */
const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  vi.useRealTimers();
});

describe('startPeriodicJob', () => {
  it('runs at start and then once per interval after the previous run', async () => {
    vi.useFakeTimers();
    const run = vi.fn(() => Promise.resolve());
    const job = startPeriodicJob({ name: 'test', everyMs: HOUR, run, log: recordingLog() });
    expect(run).toHaveBeenCalledTimes(1);
    await settle();
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * HOUR);
    expect(run).toHaveBeenCalledTimes(4);
    await job.stop();
  });

  it('logs a failed run and still runs the next one', async () => {
    vi.useFakeTimers();
    const log = recordingLog();
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue();
    const job = startPeriodicJob({ name: 'expire-uploads', everyMs: HOUR, run, log });
    await settle();
    expect(log.errors).toEqual(['job expire-uploads failed']);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it('stops: waits for the run under way and starts no other', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const job = startPeriodicJob({ name: 'test', everyMs: HOUR, run, log: recordingLog() });
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(run).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not keep the process alive while it waits for the next run', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    let ran: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (ran = resolve));
    const job = startPeriodicJob({
      name: 'test',
      everyMs: HOUR,
      run: () => {
        ran();
        return Promise.resolve();
      },
      log: recordingLog(),
    });
    await first;
    // The next run's timer exists, but an unreferenced timer is not an active resource.
    await new Promise((resolve) => setImmediate(resolve));
    expect(timers()).toBe(before);
    await job.stop();
  });
});
