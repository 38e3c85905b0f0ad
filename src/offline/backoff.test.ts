import { describe, expect, it } from 'vitest';
import {
  BACKOFF_BASE_MS,
  BACKOFF_MAX_MS,
  backoffDelay,
  outcomeForAnswer,
  outcomeForStatus,
} from './backoff';

describe('outcomeForStatus (architecture.md: the outbox rules)', () => {
  it.each<[number | null, ReturnType<typeof outcomeForStatus>]>([
    [null, 'retry'],
    [200, 'done'],
    [201, 'done'],
    [204, 'done'],
    [401, 'pause'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [409, 'conflict'],
    [400, 'attention'],
    [403, 'attention'],
    [404, 'attention'],
    [413, 'attention'],
  ])('%s -> %s', (status, outcome) => expect(outcomeForStatus(status)).toBe(outcome));
});

describe('outcomeForAnswer', () => {
  it('retries an answer that the first attempt under the key still runs, whatever its status', () => {
    const running =
      'The same request under this idempotency key is still being processed, try again in a moment';
    expect(outcomeForAnswer(409, running)).toBe('retry');
    expect(outcomeForAnswer(503, running)).toBe('retry');
    expect(outcomeForAnswer(409, 'La orden cambió en el servidor')).toBe('conflict');
    expect(outcomeForAnswer(409, null)).toBe('conflict');
  });
});

describe('backoffDelay', () => {
  it('grows exponentially up to the cap, scaled by the random draw', () => {
    expect(backoffDelay(1, 0.999)).toBeLessThanOrEqual(BACKOFF_BASE_MS);
    expect(backoffDelay(2, 0.999)).toBeLessThanOrEqual(2 * BACKOFF_BASE_MS);
    expect(backoffDelay(5, 0.999)).toBeGreaterThan(8 * BACKOFF_BASE_MS);
    expect(backoffDelay(40, 0.999)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  });

  it('never waits zero, whatever the draw', () => {
    for (const attempt of [1, 2, 10]) expect(backoffDelay(attempt, 0)).toBe(BACKOFF_BASE_MS / 2);
  });
});
