/**
 * The demo data, written at start in the demo (PORTAL_ENV=DEMO on the embedded database) or with
 * SEED_DEMO=1, never in production; the reference data every installation needs is not here but in
 * the release step (db/migrate.ts). Deterministic and idempotent: demo organisations,
 * demo accounts, demo maintenance orders, the tax-authority tables, business partners and lessor
 * invoicing of the embedded ERP (lessors, then suppliers, then the payments of their invoices), communiqués and the customer
 * areas' contracts, materials, tickets and documents, in one transaction. A second run changes nothing.
 */
import { sql } from 'drizzle-orm';
import { DEMO_SEED_LOCK_ID, LOCK_SPACE } from '../advisory-locks';
import type { Db } from '../client';
import { seedCustomers } from './customers';
import { seedDemoUsers } from './demo-users';
import { seedInvoicing } from './invoicing';
import { seedMaintenance } from './maintenance';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { seedOperations } from './operations';
import { seedOrganizations } from './organizations';
import { seedPayments } from './payments';
import { seedSat } from './sat';
import { seedStatements } from './statements';
import { seedSupplierInvoicing } from './supplier';
import { seedBusinessPartners } from './business-partners';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

export interface SeedOptions {
  /**
   * The day the demo orders' and payment periods' dates are relative to; by default today in
   * Mexico City, the portal's business day (from 18:00 there the UTC date is already tomorrow's,
   * and receipts dated then would fall outside the windows the pages read up to today).
   */
  anchorDate?: string;
}

export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<void> {
  await db.transaction(async (tx) => {
    // Instances starting together wait here, then find the demo written and add nothing.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_SPACE.migration}::int, ${DEMO_SEED_LOCK_ID}::int)`,
    );
    const supplierIds = await seedOrganizations(tx);
    await seedDemoUsers(tx, supplierIds);
    const anchor = opts.anchorDate ?? mexicoCityToday(new Date());
    await seedMaintenance(tx, anchor);
    await seedSat(tx);
    await seedBusinessPartners(tx);
    await seedInvoicing(tx, anchor);
    await seedSupplierInvoicing(tx, anchor);
    await seedPayments(tx, anchor);
    await seedStatements(tx);
    await seedOperations(tx);
    await seedCustomers(tx, anchor);
  });
}
