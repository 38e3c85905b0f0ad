/**
 * How a tax-authority call that got no usable answer is reported: a SatServiceError with a
 * language-neutral cause, which answerOf turns into the `{ unavailable }` answer the checks judge.
 */
import type { SatAnswer } from '../../../../src/domain/cfdi/checks/sat';

export type SatFailure = 'timeout' | 'network' | 'http' | 'fault' | 'malformed' | 'request';

/** A call the service could not answer; its message is language-neutral and names the cause. */
export class SatServiceError extends Error {
  constructor(
    readonly failure: SatFailure,
    message: string,
  ) {
    super(message);
    this.name = 'SatServiceError';
  }
}

/**
 * Runs one call and answers what the check judges: the answer, or `{ unavailable }` when the
 * service could not answer, so a service outage shows as a clear failed check, never a 500.
 */
export async function answerOf<T>(call: () => Promise<T>): Promise<SatAnswer<T>> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof SatServiceError) return { unavailable: err.message };
    throw err;
  }
}
