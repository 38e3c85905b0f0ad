/**
 * Retry delays for the sync engine: exponential with full jitter, capped, so a fleet of tablets
 * coming back online together does not hit the server in lock-step.
 */
import { MESSAGES } from '../protocol/messages';

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** The delay before attempt number `attempt` (1 = first retry), given a random number in [0, 1). */
export function backoffDelay(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  // Never zero: at least half a base delay, so a failing entry cannot spin.
  return Math.max(BACKOFF_BASE_MS / 2, Math.floor(random * ceiling));
}

/** The first wait after an upload refused for the user's quota, doubled on each refusal. */
export const QUOTA_RETRY_BASE_MS = 5 * 60_000;
/** The longest wait: the server deletes unfinished uploads hourly, nothing frees faster later. */
export const QUOTA_RETRY_MAX_MS = 60 * 60_000;

/**
 * The wait before sending again an entry whose upload the server refused for the user's quota
 * of unfinished uploads (`attempt` 1 = after the first refusal): between half and all of a
 * doubling ceiling. Other uploads of the device finish within minutes; abandoned ones expire.
 */
export function quotaRetryDelay(attempt: number, random: number): number {
  const ceiling = Math.min(QUOTA_RETRY_MAX_MS, QUOTA_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.floor(ceiling / 2 + (random * ceiling) / 2);
}

/** What the engine does with an answer: the outbox's rules of architecture.md. */
export type Outcome = 'done' | 'retry' | 'pause' | 'attention' | 'conflict';

export function outcomeForStatus(status: number | null): Outcome {
  if (status === null) return 'retry'; // no answer: network down or dropped
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'pause';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 409) return 'conflict';
  return 'attention';
}

/**
 * "The first attempt under this Idempotency-Key still runs", in every language: the server
 * answers it 503 with Retry-After, a server before that 409, which is no conflict of the order.
 */
const STILL_RUNNING: ReadonlySet<string> = new Set(Object.values(MESSAGES.idempotencyPending));

/**
 * What the engine does with an answer: as its status says, except that an entry whose first
 * attempt still runs on the server is sent again later, never parked as a conflict.
 */
export function outcomeForAnswer(status: number | null, message: string | null): Outcome {
  if (status === 409 && message !== null && STILL_RUNNING.has(message)) return 'retry';
  return outcomeForStatus(status);
}
