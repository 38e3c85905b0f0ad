import { describe, expect, it } from 'vitest';
import { SlotGate, SlotsBusyError } from './slot-gate';

const settle = () => new Promise((r) => setImmediate(r));

/** A gate of one slot held by a task the test ends, and the order the others start in. */
function heldGate(maxWaiting = 10, maxWaitingInAll = Infinity) {
  const gate = new SlotGate(1, maxWaiting, 60_000, maxWaitingInAll);
  let end!: () => void;
  const holding = gate.run(() => new Promise<void>((resolve) => (end = resolve)));
  const started: string[] = [];
  const enqueue = (name: string, place: { lane?: string; first?: boolean }) =>
    gate.run(async () => void started.push(name), true, place);
  // The holder's task starts a turn of the microtask queue later.
  const release = async () => {
    await settle();
    end();
  };
  return { gate, started, enqueue, release, holding };
}

describe('SlotGate lanes', () => {
  it('serves lanes in turn, first come first served within each', async () => {
    const { started, enqueue, release, holding } = heldGate();
    const runs = [
      ...['c1', 'c2', 'c3', 'c4'].map((n) => enqueue(n, { lane: 'crowd' })),
      enqueue('o1', { lane: 'owner' }),
      enqueue('x1', { lane: 'other' }),
      enqueue('c5', { lane: 'crowd' }),
      enqueue('o2', { lane: 'owner' }),
    ];
    await release();
    await Promise.all([holding, ...runs]);
    expect(started).toEqual(['c1', 'o1', 'x1', 'c2', 'o2', 'c3', 'c4', 'c5']);
  });

  it('serves callers placed first before every lane', async () => {
    const { started, enqueue, release, holding } = heldGate();
    const runs = [
      enqueue('c1', { lane: 'crowd' }),
      enqueue('c2', { lane: 'crowd' }),
      enqueue('known', { first: true }),
    ];
    await release();
    await Promise.all([holding, ...runs]);
    expect(started).toEqual(['known', 'c1', 'c2']);
  });

  it('refuses a refusable caller only when its own lane is full, or the whole gate', async () => {
    const { gate, enqueue, release, holding } = heldGate(2, 3);
    const queued = [enqueue('c1', { lane: 'crowd' }), enqueue('c2', { lane: 'crowd' })];
    await expect(enqueue('c3', { lane: 'crowd' })).rejects.toBeInstanceOf(SlotsBusyError);
    queued.push(enqueue('o1', { lane: 'owner' }));
    await expect(enqueue('o2', { lane: 'owner' })).rejects.toBeInstanceOf(SlotsBusyError);
    await settle();
    expect(gate.load).toEqual({ running: 1, waiting: 3 });
    await release();
    await Promise.all([holding, ...queued]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
