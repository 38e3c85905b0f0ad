/**
 * Money of lessor invoicing in exact integer cents (bigint): amounts travel as decimal strings with
 * two decimals ("12345.60", "-800.00" for a discount condition) and are never summed as floats.
 */

/** An amount in cents. */
export type Cents = bigint;

const AMOUNT = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount as the portal writes it: optional minus, digits, optionally a point and one or
 * two decimals. Thousands separators (commas) typed by a user are stripped first (spec 2 §5: "Amounts
 * have thousands separators stripped"). Anything else is null.
 */
export function parseAmount(text: string): Cents | null {
  const match = AMOUNT.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  const cents = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] && cents !== 0n ? -cents : cents;
}

/** Like parseAmount, for amounts the caller already validated: throws on anything else. */
export function amountOf(text: string): Cents {
  const cents = parseAmount(text);
  if (cents === null) throw new RangeError(`Not an amount: ${JSON.stringify(text)}`);
  return cents;
}

/** Cents as the wire's amount: two decimals, a leading minus when negative, no separators. */
export function formatAmount(cents: Cents): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const whole = abs / 100n;
  const fraction = String(abs % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((a, b) => a + b, 0n);
}

/** The absolute difference of two amounts is at or below the tolerance (spec 1 §9). */
export function withinTolerance(a: Cents, b: Cents, tolerance: Cents): boolean {
  const diff = a - b;
  return (diff < 0n ? -diff : diff) <= tolerance;
}

/**
 * `cents × numerator / denominator`, rounded half away from zero to whole cents: the SAT's rounding
 * of a tax to two decimals (16 % of 1,234.55 is 197.528, so 197.53).
 */
export function percentOf(cents: Cents, numerator: bigint, denominator: bigint): Cents {
  const product = cents * numerator;
  const negative = product < 0n !== denominator < 0n;
  const absProduct = product < 0n ? -product : product;
  const absDenominator = denominator < 0n ? -denominator : denominator;
  const rounded = (absProduct * 2n + absDenominator) / (absDenominator * 2n);
  return negative ? -rounded : rounded;
}
