/**
 * The activation of a user, sent by an administrator (api/user 34) or by an access request: a
 * random temporary password (stored only as a hash, changed at first sign-in) mailed through the
 * mail outbox in the caller's transaction, so the stored hash and the mail cannot part.
 */
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { BASE_PATH, type Language } from '../../../../src/protocol/envelope';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { mailOutbox, profile } from '../../db/schema';
import { renderMail, type MailContent } from '../outbox/mail-layout';

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

/**
 * A temporary password for the profile's minimum length, the hash to store for it and when it
 * stops opening the account (`hours` after `now`, TEMPORARY_PASSWORD_HOURS).
 */
export async function newTemporaryPassword(
  db: Db,
  validity: { now: Date; hours: number },
): Promise<{ password: string; passwordHash: string; expiresAt: Date }> {
  const [policy] = await db.select().from(profile).where(eq(profile.id, 1));
  const password = temporaryPassword(policy?.userPasswordLenght ?? 10);
  const expiresAt = new Date(validity.now.getTime() + validity.hours * 3_600_000);
  return { password, passwordHash: await hashPassword(password), expiresAt };
}

/** Whether a temporary password no longer opens the account. */
export function temporaryPasswordExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/**
 * The activation mail (spec 1 §4): the user name and the temporary password as they are, whatever
 * symbols the password holds, and the way to the sign-in page at the portal's public address.
 */
export function activationMail(
  lang: Language,
  userName: string,
  password: string,
  origin: string,
  /** How many hours the temporary password opens the account. */
  hours: number,
): MailContent {
  const action = `${origin}${BASE_PATH}login`;
  return lang === 'en'
    ? {
        lang,
        subject: 'PortalPRO: your user is active',
        paragraphs: [
          `Your user ${userName} is active on PortalPRO.`,
          `The temporary password works for ${hours} hours; when you sign in with it you will be asked to change it.`,
        ],
        facts: [
          ['User', userName],
          ['Temporary password', password],
        ],
        action: { label: 'Sign in', url: action },
      }
    : {
        lang,
        subject: 'PortalPRO: activación de su usuario',
        paragraphs: [
          `Su usuario ${userName} está activo en PortalPRO.`,
          `La contraseña temporal sirve durante ${hours} horas; al iniciar sesión con ella deberá cambiarla.`,
        ],
        facts: [
          ['Usuario', userName],
          ['Contraseña temporal', password],
        ],
        action: { label: 'Iniciar sesión', url: action },
      };
}

/** Queues the activation mail in the caller's transaction; answers the mail's id. */
export async function queueActivationMail(
  tx: Tx,
  m: {
    userId: number;
    to: string;
    userName: string;
    password: string;
    lang: Language;
    /** The portal's public address (portalOrigin of the configuration): the sign-in link's. */
    origin: string;
    /** How many hours the temporary password opens the account. */
    hours: number;
  },
): Promise<number> {
  const { subject, text, html } = renderMail(
    activationMail(m.lang, m.userName, m.password, m.origin, m.hours),
  );
  const [queued] = await tx
    .insert(mailOutbox)
    .values({ to: m.to, subject, body: text, html, template: 'activation', userId: m.userId })
    .returning({ id: mailOutbox.id });
  return queued!.id;
}
