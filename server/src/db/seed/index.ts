/**
 * The deterministic, idempotent seed run at every start: reference data, demo organisations and
 * demo accounts, in one transaction. Upserts only; a second run changes nothing.
 */
import type { Db } from '../client';
import { seedDemoUsers } from './demo-users';
import { seedOrganizations } from './organizations';
import { seedReferenceData } from './reference-data';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';

export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedReferenceData(tx);
    const supplierIds = await seedOrganizations(tx);
    await seedDemoUsers(tx, supplierIds);
  });
}
