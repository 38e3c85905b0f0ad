/**
 * The time budget of every property test (fast-check): after PROPERTY_TIME_LIMIT_MS no new run
 * starts and the property passes on the runs made, so a loaded machine checks fewer cases instead
 * of running into the test's time limit. A failure found within the budget is still reported, with
 * its seed to replay it. Loaded before the test files of the projects that hold property tests.
 */
import fc from 'fast-check';

/** A third of the unit tests' 30 s limit (vitest.config.ts); ~1 s is enough on a quiet machine. */
export const PROPERTY_TIME_LIMIT_MS = 10_000;

fc.installGlobalPlugin(fc.interruptAfterTimeLimit(PROPERTY_TIME_LIMIT_MS));
