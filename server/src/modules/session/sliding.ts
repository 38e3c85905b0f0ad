/**
 * When an authenticated call writes its session's sliding expiry and its last-seen time. Both are
 * written by the statement that authenticates the call (store.ts), and only when they moved enough
 * to matter, so that a busy session is not a write per call.
 */
import { ActionId } from '../../../../src/protocol/envelope';

/**
 * How a call slides its session: the session refresh (api/session 21, which the client sends on
 * every route change and every few minutes) to a whole TTL from now; any other call once half the
 * TTL has passed.
 */
export type Sliding = 'refresh' | 'call';

/** The session refresh slides the session; every other route is an ordinary call. */
export function slidingOf(route: { name: string; actionId: number }): Sliding {
  return route.name === 'session' && route.actionId === ActionId.View ? 'refresh' : 'call';
}

/** How often a session's last-seen time and device are written at most. */
export const LAST_SEEN_EVERY_MS = 60_000;
/** The longest User-Agent kept. */
export const MAX_USER_AGENT = 512;

/**
 * How far behind "now + TTL" a refreshed session's stored expiry may be before the refresh writes
 * it again: one minute, or 1 % of the TTL when that is shorter. The expiry stays right to the minute
 * (the ExpiresIn answered is the stored one, never more than a minute short of a whole TTL) while a
 * session refreshed by many tabs or calls at once is written at most once a minute, like its
 * last-seen time, with which it shares the write. The 1 % only matters for TTLs under 100 minutes:
 * a one-minute step would not let a one-minute session slide at all.
 */
export function refreshSlack(ttlMs: number): number {
  return Math.min(LAST_SEEN_EVERY_MS, ttlMs / 100);
}

/**
 * The latest stored expiry a call writes again (as now + TTL): one within `refreshSlack` of a
 * whole TTL for the refresh, one with half the TTL or less left for other calls (the rule the
 * portal always had).
 */
export function slideThreshold(now: Date, ttlMinutes: number, sliding: Sliding): Date {
  const ttlMs = ttlMinutes * 60_000;
  const keep = sliding === 'refresh' ? ttlMs - refreshSlack(ttlMs) : ttlMs / 2;
  return new Date(now.getTime() + keep);
}
