import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlotGate, SlotsBusyError } from './slot-gate';

/** A task that ends when the test says so. */
function pending() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { end, task: () => done };
}

const settle = () => new Promise((r) => setImmediate(r));

afterEach(() => vi.useRealTimers());

describe('SlotGate', () => {
  it('runs at most its slots at once and lets the others in first come, first served', async () => {
    const gate = new SlotGate(2, 10, 1_000);
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, () => pending());
    const runs = tasks.map((t, i) =>
      gate.run(async () => {
        started.push(i);
        await t.task();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(gate.load).toEqual({ running: 2, waiting: 3 });
    tasks[1]!.end();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    tasks[0]!.end();
    tasks[2]!.end();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    tasks[3]!.end();
    tasks[4]!.end();
    await Promise.all(runs);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a refusable caller when too many already wait, but queues one that must run', async () => {
    const gate = new SlotGate(1, 1, 60_000);
    const first = pending();
    const running = gate.run(first.task);
    const queued = gate.run(async () => 'queued', true);
    await expect(gate.run(async () => 'refused', true)).rejects.toBeInstanceOf(SlotsBusyError);
    const patient = gate.run(async () => 'patient');
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    first.end();
    await expect(Promise.all([running, queued, patient])).resolves.toEqual([
      undefined,
      'queued',
      'patient',
    ]);
  });

  it('gives up on a refusable caller whose turn does not come in time, and frees its place', async () => {
    vi.useFakeTimers();
    const gate = new SlotGate(1, 5, 20_000);
    const first = pending();
    const running = gate.run(first.task);
    const waiting = gate.run(async () => 'late', true);
    const refusal = expect(waiting).rejects.toBeInstanceOf(SlotsBusyError);
    await vi.advanceTimersByTimeAsync(20_000);
    await refusal;
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    first.end();
    await running;
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const gate = new SlotGate(1, 5, 1_000);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
