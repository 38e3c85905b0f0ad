/**
 * Worker-thread pools (piscina) for CPU-heavy work, so the event loop keeps answering every other
 * request while a CFDI is validated or a password hashed. Each pool runs a TypeScript task module
 * through bootstrap.mjs, which loads it with tsx's scoped loader: the same under `tsx` (npm start,
 * npm run serve, the server Playwright starts), under Vitest and from a plain `node` process.
 *
 * Sizing: one fewer thread than the machine's cores (at least one), so a core stays free for the
 * event loop. Every task has a time limit; a task past it is stopped (its thread is replaced) and
 * answered with WorkerTaskTimeoutError. Pools are created on first use and all closed together by
 * closeWorkerPools() when the server stops; idle threads never keep a process alive.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** Threads per pool: one fewer than the cores, so the event loop keeps a core. */
export const POOL_THREADS = Math.max(1, availableParallelism() - 1);

const BOOTSTRAP = fileURLToPath(new URL('./bootstrap.mjs', import.meta.url));

/** A task ran past its pool's time limit and was stopped. */
export class WorkerTaskTimeoutError extends Error {
  constructor(
    readonly pool: string,
    readonly timeoutMs: number,
  ) {
    super(`${pool}: task stopped after ${timeoutMs} ms`);
    this.name = 'WorkerTaskTimeoutError';
  }
}

/** More tasks wait for the pool than it queues. */
export class WorkerPoolBusyError extends Error {
  constructor(readonly pool: string) {
    super(`${pool}: too many tasks waiting`);
    this.name = 'WorkerPoolBusyError';
  }
}

export interface TaskPoolOptions {
  /** For messages and logs. */
  readonly name: string;
  /** The task module (a `.ts` file whose default export takes the input and answers the output). */
  readonly task: URL;
  readonly threads?: number;
  /** From the call, waiting in the queue included. */
  readonly timeoutMs: number;
  /** Tasks that may wait for a thread; beyond them a call is refused with WorkerPoolBusyError. */
  readonly maxQueue: number;
}

export interface TaskPool<In, Out> {
  readonly name: string;
  readonly threads: number;
  /** Runs one task; input and output cross threads by structured clone (plain data only). */
  run(input: In): Promise<Out>;
  /** Tasks running and waiting right now. */
  readonly load: { running: number; waiting: number };
  /** Stops the threads (tasks in flight are refused); later calls are refused. */
  close(): Promise<void>;
}

const open = new Set<TaskPool<unknown, unknown>>();

function isAbort(e: unknown): boolean {
  return e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError');
}

export function createTaskPool<In, Out>(options: TaskPoolOptions): TaskPool<In, Out> {
  const threads = Math.max(1, options.threads ?? POOL_THREADS);
  const piscina = new Piscina<In, Out>({
    filename: BOOTSTRAP,
    workerData: { task: options.task.href },
    minThreads: threads,
    maxThreads: threads,
    // Tasks are counted here (below) rather than by piscina, whose refusal is a bare Error.
    maxQueue: options.maxQueue + threads,
    // A task may leave work on its thread's event loop (the seal's code loaded on first use,
    // WebCrypto): the thread keeps running it between tasks instead of blocking on Atomics.wait.
    atomics: 'disabled',
  });
  let running = 0;
  let closed = false;
  const pool: TaskPool<In, Out> = {
    name: options.name,
    threads,
    get load() {
      return { running: Math.min(running, threads), waiting: Math.max(0, running - threads) };
    },
    async run(input: In): Promise<Out> {
      if (closed) throw new Error(`${options.name}: closed`);
      if (running >= threads + options.maxQueue) throw new WorkerPoolBusyError(options.name);
      running++;
      try {
        return await piscina.run(input, { signal: AbortSignal.timeout(options.timeoutMs) });
      } catch (e) {
        if (isAbort(e)) throw new WorkerTaskTimeoutError(options.name, options.timeoutMs);
        throw e;
      } finally {
        running--;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      open.delete(pool as TaskPool<unknown, unknown>);
      await piscina.close({ force: true });
    },
  };
  open.add(pool as TaskPool<unknown, unknown>);
  return pool;
}

/** A pool created on first use (a process that never needs it starts no thread). */
export function lazyPool<In, Out>(options: TaskPoolOptions): () => TaskPool<In, Out> {
  let pool: TaskPool<In, Out> | null = null;
  return () => {
    if (pool === null || !open.has(pool as TaskPool<unknown, unknown>))
      pool = createTaskPool<In, Out>(options);
    return pool;
  };
}

/** Closes every pool (the server's stop, a test file's end); a later use opens a new one. */
export async function closeWorkerPools(): Promise<void> {
  await Promise.all([...open].map((p) => p.close()));
}
