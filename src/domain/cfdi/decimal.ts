/**
 * Exact decimal amounts for CFDI sums: a bigint of units at a decimal scale (value = units / 10^scale).
 * No binary floats ever touch an amount; rounding is SAT's half-up to a number of decimals.
 */

export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

/** Powers of ten up to the largest scale a product of two amounts reaches (12 + 12, and some). */
const POW10: readonly bigint[] = Array.from({ length: 41 }, (_, i) => 10n ** BigInt(i));

function pow10(n: number): bigint {
  return POW10[n] ?? 10n ** BigInt(n);
}

const MAX_INT_DIGITS = 18;
const MAX_FRACTION_DIGITS = 12;

/**
 * The scale of an amount written as the SAT schemas allow (1 to 18 digits, then optionally a point
 * and 1 to `maxDecimals` digits, at most 12), or -1 when the text is anything else.
 */
function amountScale(text: string, maxDecimals: number): number {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) break;
    i++;
  }
  if (i === 0 || i > MAX_INT_DIGITS) return -1;
  if (i === n) return 0;
  if (text.charCodeAt(i) !== 46) return -1;
  const scale = n - i - 1;
  if (scale < 1 || scale > MAX_FRACTION_DIGITS || scale > maxDecimals) return -1;
  for (let j = i + 1; j < n; j++) {
    const c = text.charCodeAt(j);
    if (c < 48 || c > 57) return -1;
  }
  return scale;
}

/** True when the text is an amount parseDecimal accepts, without building it. */
export function isAmountText(text: string | undefined, maxDecimals = 6): boolean {
  return text !== undefined && amountScale(text, maxDecimals) >= 0;
}

/**
 * Reads a non-negative amount written as the SAT schemas allow: digits, an optional point and
 * up to `maxDecimals` decimals. Anything else (spaces, signs, exponents, commas) is refused: null.
 */
export function parseDecimal(text: string | undefined, maxDecimals = 6): Decimal | null {
  if (text === undefined) return null;
  const scale = amountScale(text, maxDecimals);
  if (scale < 0) return null;
  const digits = scale === 0 ? text.length : text.length - 1;
  if (digits > 15) {
    const dot = text.length - scale - 1;
    return { units: BigInt(scale === 0 ? text : text.slice(0, dot) + text.slice(dot + 1)), scale };
  }
  // Up to 15 digits accumulate exactly in a double (below 2^53): cheaper than parsing a bigint.
  let units = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 46) units = units * 10 + (c - 48);
  }
  return { units: BigInt(units), scale };
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

/**
 * a / b to `decimals` places, rounded half away from zero or truncated toward zero: a conversion
 * by an exchange rate or an equivalence (Pagos 2.0 ImpPagado / EquivalenciaDR). b must not be 0.
 */
export function divide(a: Decimal, b: Decimal, decimals: number, truncated = false): Decimal {
  const negative = a.units < 0n !== b.units < 0n;
  const num = (a.units < 0n ? -a.units : a.units) * pow10(b.scale + decimals);
  const den = (b.units < 0n ? -b.units : b.units) * pow10(a.scale);
  let q = num / den;
  if (!truncated && (num % den) * 2n >= den) q += 1n;
  return { units: negative ? -q : q, scale: decimals };
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
