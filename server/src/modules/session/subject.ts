/** Loads the account a sign-in or a session is about, with its role, in one query. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';

export interface Subject {
  id: number;
  userName: string;
  name: string;
  email: string | null;
  roleId: number;
  roleName: string;
  companyAll: boolean;
  companyCode: string | null;
  active: boolean;
  lockoutEnabled: boolean;
  lockoutEnd: Date | null;
  passwordHash: string | null;
  passwordPending: boolean;
  temporaryPasswordExpiresAt: Date | null;
  createdByAdmin: boolean;
  forceAgreementAccept: boolean;
  forcePasswordChange: boolean;
  forceUserDataUpdate: boolean;
  clientParentId: string | null;
  clientChildId: string | null;
}

async function findSubject(db: Db, where: SQL): Promise<Subject | null> {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      name: users.name,
      email: users.email,
      roleId: roles.id,
      roleName: roles.name,
      companyAll: roles.companyAll,
      companyCode: users.companyCode,
      active: users.active,
      lockoutEnabled: users.lockoutEnabled,
      lockoutEnd: users.lockoutEnd,
      passwordHash: users.passwordHash,
      passwordPending: users.passwordPending,
      temporaryPasswordExpiresAt: users.temporaryPasswordExpiresAt,
      createdByAdmin: users.createdByAdmin,
      forceAgreementAccept: users.forceAgreementAccept,
      forcePasswordChange: users.forcePasswordChange,
      forceUserDataUpdate: users.forceUserDataUpdate,
      clientParentId: users.clientParentId,
      clientChildId: users.clientChildId,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** User names are matched without regard to case, as people type them. */
export function subjectByUserName(db: Db, userName: string): Promise<Subject | null> {
  return findSubject(db, sql`lower(${users.userName}) = lower(${userName.trim()})`);
}

export function subjectById(db: Db, id: number): Promise<Subject | null> {
  return findSubject(db, eq(users.id, id));
}
