/**
 * Storage health of the device: how much the portal stores and may store (the browser's estimate),
 * whether the browser promised to keep it (persistent storage), and telling a full disk apart.
 */

export interface StorageHealth {
  /** Bytes the portal's origin uses, when the browser says. */
  usage: number | null;
  /** Bytes it may use in all, when the browser says. */
  quota: number | null;
  /** True when the browser will not evict the data under storage pressure. */
  persisted: boolean;
}

/** The device's storage as the browser reports it; null where it reports nothing. */
export async function readStorageHealth(
  storage: Pick<StorageManager, 'estimate' | 'persisted'> | undefined = typeof navigator ===
  'undefined'
    ? undefined
    : navigator.storage,
): Promise<StorageHealth | null> {
  if (!storage?.estimate) return null;
  try {
    const [estimate, persisted] = await Promise.all([
      storage.estimate(),
      storage.persisted ? storage.persisted().catch(() => false) : Promise.resolve(false),
    ]);
    return {
      usage: typeof estimate.usage === 'number' ? estimate.usage : null,
      quota: typeof estimate.quota === 'number' ? estimate.quota : null,
      persisted,
    };
  } catch {
    return null;
  }
}

/** True for IndexedDB's "disk full" in any of the wrappings Dexie and browsers give it. */
export function isQuotaError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError') return true;
    current = inner ?? cause;
  }
  return false;
}

export type ByteUnit = 'B' | 'kB' | 'MB' | 'GB';

const UNITS: readonly [ByteUnit, number][] = [
  ['GB', 1e9],
  ['MB', 1e6],
  ['kB', 1e3],
  ['B', 1],
];

/** The decimal unit a byte count reads best in (1 MB = 1,000,000 bytes, as the spec's limits). */
export function byteUnit(bytes: number): [ByteUnit, number] {
  return UNITS.find(([, size]) => bytes >= size) ?? ['B', 1];
}

/**
 * Bytes as the user reads them, in their locale: "12 MB", "3,2 MB". With `unitOf`, in the unit
 * that count reads best in ("3,2" of "12 MB"), so "sent of total" share one unit.
 */
export function formatBytes(bytes: number, locale: string, unitOf: number = bytes): string {
  const [unit, size] = byteUnit(unitOf);
  const value = bytes / size;
  const amount = new Intl.NumberFormat(locale, {
    maximumFractionDigits: value >= 100 || unit === 'B' ? 0 : 1,
  }).format(value);
  return `${amount} ${unit}`;
}
