/**
 * Exact decimal amounts for CFDI sums: a bigint of units at a decimal scale (value = units / 10^scale).
 * No binary floats ever touch an amount; rounding is SAT's half-up to a number of decimals.
 */

export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const AMOUNT = /^(\d{1,18})(?:\.(\d{1,12}))?$/;

export const ZERO: Decimal = { units: 0n, scale: 0 };

function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/**
 * Reads a non-negative amount written as the SAT schemas allow: digits, an optional point and
 * up to `maxDecimals` decimals. Anything else (spaces, signs, exponents, commas) is refused: null.
 */
export function parseDecimal(text: string | undefined, maxDecimals = 6): Decimal | null {
  if (text === undefined) return null;
  const m = AMOUNT.exec(text);
  if (!m) return null;
  const fraction = m[2] ?? '';
  if (fraction.length > maxDecimals) return null;
  return { units: BigInt((m[1] ?? '0') + fraction), scale: fraction.length };
}

/** Number of decimals written in an amount's text (0 when it has no point). */
export function decimalsOf(text: string): number {
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  if (a.scale === b.scale) return [a.units, b.units, a.scale];
  if (a.scale > b.scale) return [a.units, b.units * pow10(a.scale - b.scale), a.scale];
  return [a.units * pow10(b.scale - a.scale), b.units, b.scale];
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

export function sub(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
}

export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce(add, ZERO);
}

/** The exact product (its scale is the sum of both scales). */
export function mulExact(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Rounds half up (away from zero on a tie, as SAT does) to `decimals` places. */
export function round(a: Decimal, decimals: number): Decimal {
  if (a.scale <= decimals) return { units: a.units * pow10(decimals - a.scale), scale: decimals };
  const divisor = pow10(a.scale - decimals);
  const negative = a.units < 0n;
  const abs = negative ? -a.units : a.units;
  let q = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) q += 1n;
  return { units: negative ? -q : q, scale: decimals };
}

/** Truncates toward zero to `decimals` places (SAT's lower limit). */
export function truncate(a: Decimal, decimals: number): Decimal {
  if (a.scale <= decimals) return round(a, decimals);
  return { units: a.units / pow10(a.scale - decimals), scale: decimals };
}

/** Rounds toward positive infinity to `decimals` places (SAT's upper limit). */
export function ceil(a: Decimal, decimals: number): Decimal {
  if (a.scale <= decimals) return round(a, decimals);
  const divisor = pow10(a.scale - decimals);
  const q = a.units / divisor;
  return { units: a.units > 0n && a.units % divisor !== 0n ? q + 1n : q, scale: decimals };
}

/** Product rounded half up to `decimals` places: SAT's rule for an amount times a rate. */
export function mul(a: Decimal, b: Decimal, decimals: number): Decimal {
  return round(mulExact(a, b), decimals);
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function equals(a: Decimal, b: Decimal): boolean {
  return compare(a, b) === 0;
}

export function isZero(a: Decimal): boolean {
  return a.units === 0n;
}

/** True when |a - b| <= tolerance (the portal's amount tolerances: 5, 0.09, 0). */
export function withinTolerance(a: Decimal, b: Decimal, tolerance: Decimal): boolean {
  const d = sub(a, b);
  const abs = d.units < 0n ? { units: -d.units, scale: d.scale } : d;
  return compare(abs, tolerance) <= 0;
}

/** Plain text with exactly `decimals` places (rounded half up), e.g. "1000.00". */
export function formatDecimal(a: Decimal, decimals = a.scale): string {
  const r = round(a, decimals);
  const negative = r.units < 0n;
  const digits = (negative ? -r.units : r.units).toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${int}${decimals > 0 ? `.${frac}` : ''}`;
}

/** Builds a decimal from integer micro-units (1.5 -> 1_500_000n); used by the generator. */
export function fromMicros(micros: bigint): Decimal {
  return { units: micros, scale: 6 };
}
