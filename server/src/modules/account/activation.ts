/**
 * The activation of a user, sent by an administrator (api/user 34) or by an access request: a
 * random temporary password (stored only as a hash, changed at first sign-in) mailed through the
 * mail outbox in the caller's transaction, so the stored hash and the mail cannot part.
 */
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { Language } from '../../../../src/protocol/envelope';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { mailOutbox, profile } from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#$%&*+-=?@';

/**
 * Upper, lower, digit and symbol, no look-alike characters and no spaces, at least 12 or the
 * policy's minimum: it meets every complexity level that allows symbols.
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

/** A temporary password for the profile's minimum length, and the hash to store for it. */
export async function newTemporaryPassword(
  db: Db,
): Promise<{ password: string; passwordHash: string }> {
  const [policy] = await db.select().from(profile).where(eq(profile.id, 1));
  const password = temporaryPassword(policy?.userPasswordLenght ?? 10);
  return { password, passwordHash: await hashPassword(password) };
}

/** The mail's words; the password is written as it is, whatever symbols it holds. */
export function activationMail(lang: Language, userName: string, password: string) {
  return lang === 'en'
    ? {
        subject: 'PortalPRO: your user is active',
        body:
          `Your user ${userName} is active on PortalPRO.\nTemporary password: ${password}\n` +
          'You will be asked to change it when you sign in.',
      }
    : {
        subject: 'PortalPRO: activación de su usuario',
        body:
          `Su usuario ${userName} está activo en PortalPRO.\nContraseña temporal: ${password}\n` +
          'Al iniciar sesión deberá cambiarla.',
      };
}

/** Queues the activation mail in the caller's transaction; answers the mail's id. */
export async function queueActivationMail(
  tx: Tx,
  m: { userId: number; to: string; userName: string; password: string; lang: Language },
): Promise<number> {
  const { subject, body } = activationMail(m.lang, m.userName, m.password);
  const [queued] = await tx
    .insert(mailOutbox)
    .values({ to: m.to, subject, body, template: 'activation', userId: m.userId })
    .returning({ id: mailOutbox.id });
  return queued!.id;
}
