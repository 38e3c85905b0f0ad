/**
 * Seeds the demo accounts with scrypt-hashed passwords, their links and default modules. Only
 * missing accounts are created (and hashed), so a second start changes nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { defaultModulesForRole } from '../../../../src/domain/role-modules';
import { roleByName } from '../../../../src/domain/roles';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import { userCompany, userCrew, userModule, userRegion, userSupplier, users } from '../schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './accounts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const FAR_FUTURE = new Date('2099-12-31T00:00:00Z');

function newUserRow(
  a: DemoAccount,
  passwordHash: string | null,
  createdBy: number | null,
  createdByAdmin: boolean,
) {
  const role = roleByName(a.role);
  if (!role) throw new Error(`seed: unknown role ${a.role}`);
  return {
    userName: a.userName,
    name: a.name,
    email: `${a.userName.toLowerCase()}@demo.portalpro.mx`,
    roleId: role.id,
    companyCode: a.companies[0] ?? null,
    active: a.active ?? true,
    lockoutEnabled: true,
    lockoutEnd: a.lockedOut ? FAR_FUTURE : null,
    clientParentId: a.clientParentId ?? null,
    clientChildId: a.clientChildId ?? null,
    child: a.createdBy !== undefined,
    employee: role.companyAll,
    passwordHash,
    passwordPending: a.passwordPending ?? false,
    forcePasswordChange: a.passwordPending ?? false,
    createdBy,
    createdByAdmin,
    modifiedBy: 'seed',
  };
}

export async function seedDemoUsers(tx: Tx, supplierIds: Map<string, number>): Promise<void> {
  const existing = await tx
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(
      inArray(
        users.userName,
        DEMO_ACCOUNTS.map((a) => a.userName),
      ),
    );
  const ids = new Map(existing.map((u) => [u.userName, u.id]));

  // Only missing accounts are hashed (in parallel: scrypt runs on the libuv pool).
  const missing = DEMO_ACCOUNTS.filter((a) => !ids.has(a.userName));
  const hashes = await Promise.all(
    missing.map((a) => (a.passwordPending ? null : hashPassword(DEMO_PASSWORD))),
  );
  // Accounts are created in list order so a creator exists before the accounts it created.
  for (const [i, account] of missing.entries()) {
    const creator = ids.get(account.createdBy ?? 'admin') ?? null;
    const row = newUserRow(account, hashes[i] ?? null, creator, account.createdBy === undefined);
    const [inserted] = await tx
      .insert(users)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id =
      inserted?.id ??
      (
        await tx.select({ id: users.id }).from(users).where(eq(users.userName, account.userName))
      )[0]!.id;
    ids.set(account.userName, id);
    await linkAccount(tx, id, account, supplierIds);
  }
}

async function linkAccount(
  tx: Tx,
  userId: number,
  a: DemoAccount,
  supplierIds: Map<string, number>,
) {
  await tx
    .insert(userCompany)
    .values(a.companies.map((companyCode) => ({ userId, companyCode })))
    .onConflictDoNothing();
  if (a.suppliers?.length) {
    await tx
      .insert(userSupplier)
      .values(a.suppliers.map((code) => ({ userId, supplierId: supplierIds.get(code)! })))
      .onConflictDoNothing();
  }
  if (a.crews?.length) {
    await tx
      .insert(userCrew)
      .values(a.crews.map((crewCode) => ({ userId, crewCode })))
      .onConflictDoNothing();
  }
  if (a.regions?.length) {
    await tx
      .insert(userRegion)
      .values(a.regions.map((regionCode) => ({ userId, regionCode })))
      .onConflictDoNothing();
  }
  const moduleCodes = [...new Set([...defaultModulesForRole(a.role), ...(a.extraModules ?? [])])];
  if (moduleCodes.length) {
    await tx
      .insert(userModule)
      .values(moduleCodes.map((moduleCode) => ({ userId, moduleCode, active: true })))
      .onConflictDoNothing();
  }
}
