/**
 * The activation of a user created by an access request: a random temporary password (stored
 * only as a hash, changed at first sign-in) mailed through the mail outbox.
 */
import { randomInt } from 'node:crypto';
import type { Language } from '../../../../src/protocol/envelope';

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SYMBOLS = '#$%&*+-=?@';

/** Upper, lower, digit and symbol, no look-alike characters, at least 12 or the policy minimum. */
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
