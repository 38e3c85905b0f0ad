/**
 * The server's life after start: readiness for the load balancer and the orderly stop on SIGTERM.
 *
 * Stop, in order: /readyz answers 503 at once (the load balancer stops sending new requests) while
 * the server still serves for SHUTDOWN_GRACE_MS; then it stops accepting connections and lets the
 * requests in flight and the running jobs finish, up to SHUTDOWN_TIMEOUT_MS; what is still open
 * then is cut, the jobs' runs are handed back to the queue, and the database closes last.
 */
import type { Server } from 'node:http';
import type { Logger } from './logger';

export interface Readiness {
  /** Null when ready; the reason the instance takes no new work otherwise. */
  notReady(): string | null;
  stopping(): void;
  /**
   * Fires a little before the stop's deadline: long work inside a request (a SAT re-check pass
   * run now) stops at a safe point and records where it got before the database closes.
   */
  readonly drain: AbortSignal;
  drainNow(): void;
}

export function createReadiness(): Readiness {
  let reason: string | null = null;
  const drain = new AbortController();
  return {
    notReady: () => reason,
    stopping: () => {
      reason = 'stopping';
    },
    drain: drain.signal,
    drainNow: () => drain.abort(),
  };
}

/** How long before the deadline long work is asked to stop. */
export const DRAIN_MARGIN_MS = 3_000;

export interface StopPlan {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  readiness: Readiness;
  log: Logger;
  graceMs: number;
  timeoutMs: number;
  /** Stops the background jobs, giving running ones until the deadline (ms from now). */
  stopJobs(timeoutMs: number): Promise<{ interrupted: number }>;
  closeDatabase(): Promise<void>;
  /** Waits (a test's clock may replace it). */
  sleep?: (ms: number) => Promise<void>;
}

export interface StopReport {
  /** Connections still open at the deadline and cut. */
  cut: boolean;
  interruptedJobs: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs the orderly stop; resolves once the database is closed. */
export async function stopGracefully(plan: StopPlan): Promise<StopReport> {
  const sleep = plan.sleep ?? defaultSleep;
  plan.readiness.stopping();
  if (plan.graceMs > 0) {
    plan.log.info(`not ready: serving ${plan.graceMs} ms more while the load balancer notices`);
    await sleep(plan.graceMs);
  }
  let cut = false;
  const closed = new Promise<void>((resolve) => plan.server.close(() => resolve()));
  // A keep-alive connection with no request in flight would hold close() open: closed as soon as
  // it is idle, again and again until every request in flight has answered.
  plan.server.closeIdleConnections();
  const idleSweep = setInterval(() => plan.server.closeIdleConnections(), 100);
  const drain = setTimeout(
    () => plan.readiness.drainNow(),
    Math.max(0, plan.timeoutMs - DRAIN_MARGIN_MS),
  );
  const deadline = setTimeout(() => {
    cut = true;
    plan.server.closeAllConnections();
  }, plan.timeoutMs);
  try {
    const [, jobs] = await Promise.all([closed, plan.stopJobs(plan.timeoutMs)]);
    return { cut, interruptedJobs: jobs.interrupted };
  } finally {
    clearInterval(idleSweep);
    clearTimeout(drain);
    clearTimeout(deadline);
    await plan.closeDatabase();
  }
}
