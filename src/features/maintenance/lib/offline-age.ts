/** How old an offline copy is, in the largest whole unit, for "Guardada hace 5 min". */

export type AgeUnit = 'now' | 'minutes' | 'hours' | 'days';

export interface OfflineAge {
  unit: AgeUnit;
  count: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Under a minute (or a clock that went backwards) reads as "now". */
export function offlineAge(fetchedAt: number, now: number): OfflineAge {
  const elapsed = now - fetchedAt;
  if (elapsed < MINUTE) return { unit: 'now', count: 0 };
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  return { unit: 'days', count: Math.floor(elapsed / DAY) };
}
