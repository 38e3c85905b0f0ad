/**
 * The fixed protection against failed sign-ins (server/src/modules/session/sign-in-delay.ts):
 * a growing delay, never a lockout anyone could trigger. The profile page shows these values;
 * they are not configurable.
 */

/** From one address for one name, the failure after which the next attempt waits (1 s, doubling). */
export const DELAY_AFTER_FAILURES_FROM_ADDRESS = 5;
/** For one name from every address but those it last signed in from. */
export const DELAY_AFTER_FAILURES_FOR_NAME = 50;
/** The longest wait, in seconds. */
export const MAX_DELAY_SECONDS = 15 * 60;
