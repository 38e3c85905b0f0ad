/**
 * Database reads and writes the account calls share: the caller's own-account check, the password
 * policy, storing a new password (and what it ends), and the throttle keys of public calls.
 */
import { eq } from 'drizzle-orm';
import {
  newPasswordProblem,
  normalizePolicy,
  passwordProblemKey,
  type NewPasswordProblem,
  type PasswordPolicy,
} from '../../../../src/domain/account/password-policy';
import type { Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import { hashPassword, verifyPassword } from '../../auth/password';
import { refuse, type ApiRefusal, type AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { profile, sessions, users } from '../../db/schema';
import { revokeUserSessions } from '../session/store';

/** Self-service calls act on the caller's own account; a different Id is refused. */
export function otherAccountRefusal(
  auth: AuthSession,
  id: number | undefined,
  lang: Language,
): ApiRefusal | null {
  return id !== undefined && id !== auth.userId ? refuse('ownAccountOnly', lang, 403) : null;
}

export async function passwordPolicy(db: Db): Promise<PasswordPolicy> {
  const [row] = await db.select().from(profile).where(eq(profile.id, 1));
  return normalizePolicy({
    complexity: row?.userPasswordComplexity,
    minLength: row?.userPasswordLenght,
  });
}

/** The translated text of a broken password rule. */
export function passwordProblemMessage(
  problem: NewPasswordProblem,
  policy: PasswordPolicy,
  lang: Language,
): string {
  if (problem === 'passwordMinLength') {
    return message('passwordMinLength', lang, { min: String(policy.minLength) });
  }
  return message(passwordProblemKey(problem, policy), lang);
}

/**
 * Checks a new password against the policy and the account's present password (when it has one):
 * the new one must differ from it. Answers the refusal, or null when it may be stored.
 */
export async function newPasswordRefusal(
  db: Db,
  password: string,
  storedHash: string | null,
  lang: Language,
): Promise<ApiRefusal | null> {
  const policy = await passwordPolicy(db);
  const problem = newPasswordProblem({ password }, policy);
  if (problem) {
    return {
      status: 200,
      body: { Result: false, Message: passwordProblemMessage(problem, policy, lang) },
    };
  }
  if (storedHash && (await verifyPassword(password, storedHash))) {
    return refuse('dialogChangePasswordLabelPasswordEqualError', lang);
  }
  return null;
}

/**
 * Stores the new password, clears the pending and forced-change flags and any lockout, lets the
 * caller's session continue as a full session and ends the account's other sessions.
 */
export async function storeNewPassword(
  db: Db,
  a: { userId: number; userName: string; sessionId: number; password: string; now: Date },
): Promise<void> {
  const passwordHash = await hashPassword(a.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        temporaryPasswordExpiresAt: null,
        passwordPending: false,
        forcePasswordChange: false,
        failedLoginCount: 0,
        lockoutEnd: null,
        modifiedDate: a.now,
        modifiedBy: a.userName,
      })
      .where(eq(users.id, a.userId));
    await tx.update(sessions).set({ passwordPending: false }).where(eq(sessions.id, a.sessionId));
    await revokeUserSessions(tx, a.userId, a.now, { except: a.sessionId });
  });
}
