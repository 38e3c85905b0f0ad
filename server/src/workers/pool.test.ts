import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeWorkerPools,
  createTaskPool,
  POOL_THREADS,
  WorkerPoolBusyError,
  WorkerTaskTimeoutError,
} from './pool';
import type { ProbeTask } from './testing/probe-task';

const PROBE = new URL('./testing/probe-task.ts', import.meta.url);
type ProbeAnswer = { threadId: number; answer: string };

const probePool = (options: { timeoutMs?: number; maxQueue?: number } = {}) =>
  createTaskPool<ProbeTask, ProbeAnswer>({
    name: 'probe',
    task: PROBE,
    threads: 1,
    timeoutMs: options.timeoutMs ?? 20_000,
    maxQueue: options.maxQueue ?? 8,
  });

afterAll(() => closeWorkerPools());

/** The longest gap between ticks of a 10 ms timer while `work` runs. */
async function longestStall(work: Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work;
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('worker pools', () => {
  it('are sized one fewer than the cores, at least one', () => {
    expect(POOL_THREADS).toBeGreaterThanOrEqual(1);
  });

  it('run a TypeScript task module in another thread under Vitest', async () => {
    const pool = probePool();
    const answer = await pool.run({ kind: 'where' });
    expect(answer).toEqual({ threadId: expect.any(Number), answer: 'done' });
    expect(answer.threadId).not.toBe(threadId);
    await pool.close();
  });

  it('run it the same in a process started with tsx, which then ends by itself', async () => {
    const script = fileURLToPath(new URL('./testing/tsx-run.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      timeout: 60_000,
    });
    const answer = JSON.parse(stdout.trim()) as ProbeAnswer & { main: number };
    expect(answer.answer).toBe('done');
    expect(answer.threadId).not.toBe(answer.main);
  });

  it('keep the event loop free while a task keeps its thread busy', async () => {
    const pool = probePool();
    await pool.run({ kind: 'where' }); // the thread is up
    // 200 ms, or twice the longest stall of an idle second on a machine that busy already.
    const quiet = await longestStall(new Promise((r) => setTimeout(r, 1_000)));
    const stall = await longestStall(pool.run({ kind: 'spin', ms: 1_500 }));
    expect(stall).toBeLessThan(Math.max(200, 2 * quiet));
    await pool.close();
  });

  it('stop a task past the time limit with a refusal, and keep serving', async () => {
    // Long enough for the replacement thread to start on a busy machine.
    const pool = probePool({ timeoutMs: 3_000 });
    await expect(pool.run({ kind: 'spin', ms: 60_000 })).rejects.toBeInstanceOf(
      WorkerTaskTimeoutError,
    );
    await expect(pool.run({ kind: 'where' })).resolves.toMatchObject({ answer: 'done' });
    await pool.close();
  });

  it('refuse a task when the queue is full, and every task once closed', async () => {
    const pool = probePool({ maxQueue: 1 });
    const running = pool.run({ kind: 'spin', ms: 300 });
    const queued = pool.run({ kind: 'where' });
    await expect(pool.run({ kind: 'where' })).rejects.toBeInstanceOf(WorkerPoolBusyError);
    expect(pool.load).toEqual({ running: 1, waiting: 1 });
    await Promise.all([running, queued]);
    await pool.close();
    await expect(pool.run({ kind: 'where' })).rejects.toThrow('closed');
  });
});
