/**
 * api/account 21: the caller reads their own account (contact data, supplier tax id, data-update
 * dates) so the data-update form starts filled. Only the session's own user is ever read.
 */
import { and, asc, eq } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  type OwnAccount,
  OwnAccountRequest,
  OwnAccountResponse,
} from '../../../../src/protocol/account';
import { authOf, defineRoute, ok, type ApiRoute } from '../../api/types';
import type { Db } from '../../db/client';
import { suppliers, users, userSupplier } from '../../db/schema';
import { otherAccountRefusal } from './account-queries';

/** The caller's account, or null when it no longer exists. */
export async function ownAccount(db: Db, userId: number): Promise<OwnAccount | null> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) return null;
  // The first active supplier by code, as the session's supplier list orders them.
  const [supplier] = await db
    .select({ tin: suppliers.tin })
    .from(userSupplier)
    .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
    .where(and(eq(userSupplier.userId, userId), eq(suppliers.active, true)))
    .orderBy(asc(suppliers.code))
    .limit(1);
  return {
    Id: u.id,
    UserName: u.userName,
    Name: u.name,
    TIN: supplier?.tin ?? null,
    Email: u.email,
    PhoneNumber: u.phoneNumber,
    PhoneNumberHome: u.phoneNumberHome,
    PhoneNumberAdditional: u.phoneNumberAdditional,
    ZipCode: u.zipCode,
    ContactName: u.contactName,
    ContactEmail: u.contactEmail,
    SalesRepresentative: u.salesRepresentative,
    CurrentUserDataUpdateDate: u.currentUserDataUpdateDate?.toISOString() ?? null,
    NextUserDataUpdateDate: u.nextUserDataUpdateDate?.toISOString() ?? null,
  };
}

export const ownAccountRoutes: ApiRoute[] = [
  defineRoute({
    name: 'account',
    actionId: ActionId.View,
    access: 'user',
    request: OwnAccountRequest,
    response: OwnAccountResponse,
    handler: async (ctx) => {
      const auth = authOf(ctx);
      const other = otherAccountRefusal(auth, ctx.input.User?.Id, ctx.lang);
      if (other) return other;
      return ok({ Account: await ownAccount(ctx.deps.db, auth.userId) });
    },
  }),
];
