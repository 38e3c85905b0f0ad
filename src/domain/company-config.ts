/**
 * What invoicing takes from a company's configuration (spec 3 §3.11 "total tolerance", spec 2
 * §5, §9): the lessor tolerance and the supplier's MXN tolerance are the company's total
 * tolerance; USD keeps the spec's 0.09 and any other currency 0, which the configuration does not
 * cover. Without a configuration the spec's constants apply, so the seeded value (5) gives exactly
 * the spec's table.
 */
import { toleranceFor } from './cfdi/checks/portal/rules';

const DECIMAL = /^\d{1,12}(\.\d{1,6})?$/;

/** The amount tolerance (a decimal text) for a role and currency under a company's configuration. */
export function configuredTolerance(
  totalTolerance: string | null,
  role: 'lessor' | 'supplier',
  currency: string,
): string {
  const configured = totalTolerance !== null && DECIMAL.test(totalTolerance.trim());
  if (!configured) return toleranceFor(role, currency);
  if (role === 'lessor' || currency.trim().toUpperCase() === 'MXN') return totalTolerance.trim();
  return toleranceFor(role, currency);
}

/** The configured IVA rate as a fraction ('16' is 0.16), or null when not a percentage. */
export function ivaRate(ivaPercentage: string | null): number | null {
  if (ivaPercentage === null || !DECIMAL.test(ivaPercentage.trim())) return null;
  const rate = Number(ivaPercentage.trim());
  return rate <= 100 ? rate / 100 : null;
}
