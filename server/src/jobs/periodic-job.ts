/**
 * Runs a background job inside the server process: once at start, then every interval after the
 * previous run ended (runs never overlap). The timer never keeps the process alive, a failed run
 * is logged and the next one still comes, and stop() waits for a run under way.
 */
import { errorForLog } from '../error-for-log';
import type { Logger } from '../logger';

export interface PeriodicJob {
  /** No run starts after this; answers once the run under way (if any) has ended. */
  stop(): Promise<void>;
}

export function startPeriodicJob(options: {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
  log: Logger;
}): PeriodicJob {
  const { name, everyMs, run, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const tick = (): void => {
    timer = null;
    running = run()
      .catch((e: unknown) => log.error(`job ${name} failed`, { ...errorForLog(e) }))
      .finally(() => {
        running = null;
        if (stopped) return;
        timer = setTimeout(tick, everyMs);
        // A test or a CLI that opened the app must be able to end while the job waits.
        timer.unref();
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
