/**
 * The company configuration as the server's other modules read it: who may read the page's calls
 * (the administrators) and the amount tolerance invoicing compares with, taken from the company's
 * stored total tolerance (spec 3 §3.11) through the domain's configuredTolerance.
 */
import { eq } from 'drizzle-orm';
import { configuredTolerance } from '../../../../src/domain/company-config';
import { RoleName, type RoleNameValue } from '../../../../src/domain/roles';
import type { Db } from '../../db/client';
import { companyConfig } from '../../db/schema';

/** Who reads a company's configuration and payment methods: the administrators. */
export const COMPANY_CONFIG_READERS: readonly RoleNameValue[] = [
  RoleName.Administrador,
  RoleName.Developer,
];

/** The tolerance (a decimal text) for the role and currency under the company's configuration. */
export async function companyTolerance(
  db: Pick<Db, 'select'>,
  companyCode: string,
  role: 'lessor' | 'supplier',
  currency: string,
): Promise<string> {
  const [row] = await db
    .select({ total: companyConfig.totalTolerance })
    .from(companyConfig)
    .where(eq(companyConfig.companyCode, companyCode));
  return configuredTolerance(row?.total ?? null, role, currency);
}
