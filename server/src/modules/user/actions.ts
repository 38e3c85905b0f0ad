/**
 * api/user 41 delete, 31 multiple update and 34 send activation. Each checks the target against
 * the actor's rights first; activation replaces the password with a temporary one, ends the
 * user's sessions and queues the message in mail_outbox in the same transaction.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  mayEditUser,
  mayViewUser,
  userDeleteRefusal,
  type UserWriteRefusal,
} from '../../../../src/domain/user-admin';
import type { Language } from '../../../../src/protocol/envelope';
import { hashPassword } from '../../auth/password';
import { clearSignInFailures } from '../session/sign-in-delay';
import type { Db } from '../../db/client';
import { mailOutbox, profile, sessions, users } from '../../db/schema';
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

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#$%&*+-=?@';

/**
 * A random temporary password that meets every complexity level that allows symbols and the
 * profile's minimum length (upper, lower, digit and symbol, no spaces).
 */
export function temporaryPassword(minLength: number): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = UPPER + LOWER + DIGITS + SYMBOLS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < Math.max(12, minLength)) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

const ACTIVATION_MAIL: Record<Language, { subject: string; body: string }> = {
  es: {
    subject: 'PortalPRO: activación de su usuario',
    body: 'Su usuario {userName} está activo en PortalPRO.\nContraseña temporal: {password}\nAl iniciar sesión deberá cambiarla.',
  },
  en: {
    subject: 'PortalPRO: your user is active',
    body: 'Your user {userName} is active on PortalPRO.\nTemporary password: {password}\nYou will be asked to change it when you sign in.',
  },
};

export async function sendActivation(
  db: Db,
  actor: Actor,
  id: number,
  lang: Language,
  now: Date,
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
  const [policy] = await db.select().from(profile).where(eq(profile.id, 1));
  const password = temporaryPassword(policy?.userPasswordLenght ?? 10);
  const hash = await hashPassword(password);
  const mail = ACTIVATION_MAIL[lang];
  const mailId = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash: hash,
        passwordPending: false,
        forcePasswordChange: true,
        failedLoginCount: 0,
        lockoutEnd: null,
        modifiedDate: now,
        modifiedBy: actor.userName,
      })
      .where(eq(users.id, id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    const [queued] = await tx
      .insert(mailOutbox)
      .values({
        to: email,
        subject: mail.subject,
        body: mail.body.replace('{userName}', target.userName).replace('{password}', password),
        template: 'activation',
        userId: id,
      })
      .returning({ id: mailOutbox.id });
    return queued!.id;
  });
  return { ok: true, userName: target.userName, mailId };
}
