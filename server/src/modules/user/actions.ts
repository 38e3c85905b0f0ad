/**
 * api/user 41 delete, 31 multiple update and 34 send activation. Each checks the target against
 * the actor's rights first; activation replaces the password with a temporary one, ends the
 * user's sessions and queues the message in mail_outbox in the same transaction.
 */
import { eq, inArray } from 'drizzle-orm';
import {
  mayEditUser,
  mayViewUser,
  userDeleteRefusal,
  type UserWriteRefusal,
} from '../../../../src/domain/user-admin';
import type { Language } from '../../../../src/protocol/envelope';
import { clearSignInFailures } from '../session/sign-in-delay';
import { revokeUserSessions } from '../session/store';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { newTemporaryPassword, queueActivationMail } from '../account/activation';
import { loadUserLinks, type Actor } from './scope';

export async function deleteUser(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ ok: true; userName: string } | { ok: false; refusal: UserWriteRefusal }> {
  const target = await loadUserLinks(db, id);
  if (!target) return { ok: false, refusal: 'userNotFound' };
  const refusal = userDeleteRefusal(actor, target);
  if (refusal) return { ok: false, refusal };
  await db.transaction(async (tx) => {
    // Users this one created stay; they just lose the link to their creator.
    await tx.update(users).set({ createdBy: null }).where(eq(users.createdBy, id));
    await tx.delete(users).where(eq(users.id, id));
  });
  return { ok: true, userName: target.userName };
}

/**
 * The same change for several users, all or nothing: any user the actor cannot see answers as
 * missing, any they cannot edit (themselves included) refuses the whole request.
 */
export async function updateMany(
  db: Db,
  actor: Actor,
  ids: number[],
  change: { Active?: boolean | undefined; Unlock?: boolean | undefined },
  now: Date,
): Promise<
  | { ok: true; targets: { id: number; userName: string }[] }
  | { ok: false; refusal: UserWriteRefusal }
> {
  const unique = [...new Set(ids)];
  const targets = [];
  for (const id of unique) {
    const t = await loadUserLinks(db, id);
    if (!t || !mayViewUser(actor, t)) return { ok: false, refusal: 'userNotFound' };
    if (t.id === actor.id || !mayEditUser(actor, t)) return { ok: false, refusal: 'forbidden' };
    targets.push({ id: t.id, userName: t.userName });
  }
  await db
    .update(users)
    .set({
      ...(change.Active === undefined ? {} : { active: change.Active }),
      ...(change.Unlock ? { lockoutEnd: null, failedLoginCount: 0 } : {}),
      modifiedDate: now,
      modifiedBy: actor.userName,
    })
    .where(inArray(users.id, unique));
  if (change.Unlock) {
    // Unlocking also lifts the delay failed sign-ins put on the name, from every address.
    for (const t of targets) await clearSignInFailures(db, t.userName);
  }
  return { ok: true, targets };
}

export async function sendActivation(
  db: Db,
  actor: Actor,
  id: number,
  lang: Language,
  now: Date,
  mail: {
    /** The portal's public address (portalOrigin of the configuration): the sign-in link's. */
    origin: string;
    /** TEMPORARY_PASSWORD_HOURS: how long the mailed password opens the account. */
    hours: number;
  },
): Promise<
  | { ok: true; userName: string; mailId: number }
  | { ok: false; refusal: UserWriteRefusal | 'userNoEmail' }
> {
  const target = await loadUserLinks(db, id);
  if (!target || !mayViewUser(actor, target)) return { ok: false, refusal: 'userNotFound' };
  if (target.id === actor.id || !mayEditUser(actor, target)) {
    return { ok: false, refusal: 'forbidden' };
  }
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  const email = row?.email?.trim() ?? '';
  if (email === '') return { ok: false, refusal: 'userNoEmail' };
  const { password, passwordHash, expiresAt } = await newTemporaryPassword(db, {
    now,
    hours: mail.hours,
  });
  const mailId = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        temporaryPasswordExpiresAt: expiresAt,
        passwordPending: false,
        forcePasswordChange: true,
        failedLoginCount: 0,
        lockoutEnd: null,
        modifiedDate: now,
        modifiedBy: actor.userName,
      })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, id, now);
    return queueActivationMail(tx, {
      userId: id,
      to: email,
      userName: target.userName,
      password,
      lang,
      origin: mail.origin,
      hours: mail.hours,
    });
  });
  return { ok: true, userName: target.userName, mailId };
}
