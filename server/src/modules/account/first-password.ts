/**
 * The first password of an account that has none (the "without password" sign-in of spec 1 §2.2:
 * the RFC and an empty password). Knowing an RFC is not enough to claim the account: the sign-in
 * sends a 6-digit code to the account's registered e-mail (and by text message to its phone when
 * it has one), and api/user 37 sets the password only with that code. The mode is open for
 * FIRST_PASSWORD_DAYS after the account was created; codes are limited per account (3, then one
 * every 20 minutes), last 15 minutes, allow 5 wrong answers, and every step is audited.
 */
import { eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { internationalPhone } from '../../../../src/domain/account/phone';
import type { Language } from '../../../../src/protocol/envelope';
import type { MessageKey } from '../../../../src/protocol/messages';
import { takeToken, type Budget } from '../../auth/rate-bucket';
import type { Db } from '../../db/client';
import { firstPasswordCodes, mailOutbox, users } from '../../db/schema';
import type { Logger } from '../../logger';
import { maskRecipient } from '../operations/mask';
import { renderMail, type MailContent } from '../outbox/mail-layout';
import { queueCodeSms } from './outbox';
import { hashOneTimeCode, newCodeSalt, oneTimeCodeMatches } from './secrets';

export const FIRST_PASSWORD_CODE_LENGTH = 6;
export const FIRST_PASSWORD_CODE_MINUTES = 15;
export const FIRST_PASSWORD_MAX_ATTEMPTS = 5;

/** Codes one account may be sent: 3 at once, then one every 20 minutes, whoever asks. */
export const firstPasswordBudget = (userId: number): Budget => ({
  key: `first-password|${userId}`,
  capacity: 3,
  perSecond: 1 / (20 * 60),
});

function firstPasswordMail(lang: Language, name: string, code: string): MailContent {
  const minutes = FIRST_PASSWORD_CODE_MINUTES;
  return lang === 'en'
    ? {
        lang,
        subject: 'PortalPRO: code to set your password',
        greeting: `Dear ${name}:`,
        paragraphs: [
          `Someone signed in to PortalPRO with your RFC to set the account's first password. The code is valid for ${minutes} minutes.`,
        ],
        facts: [['Code', code]],
        notes: ['If it was not you, ignore this message: without the code no password is set.'],
      }
    : {
        lang,
        subject: 'PortalPRO: código para establecer su contraseña',
        greeting: `Estimado(a) ${name}:`,
        paragraphs: [
          `Se inició sesión en PortalPRO con su RFC para establecer la primera contraseña de la cuenta. El código vence en ${minutes} minutos.`,
        ],
        facts: [['Código', code]],
        notes: [
          'Si no fue usted, ignore este mensaje: sin el código no se establece ninguna contraseña.',
        ],
      };
}

export type StartOutcome =
  { ok: true; sentTo: string } | { ok: false; reason: MessageKey; retryAfterSeconds?: number };

/**
 * After a "without password" sign-in: whether the account may still set its first password, and
 * the code sent to its e-mail (and phone). Answers where it went, masked, for the dialog.
 */
export async function sendFirstPasswordCode(
  db: Db,
  log: Logger,
  a: { userId: number; sessionId: number; lang: Language; now: Date; windowDays: number },
): Promise<StartOutcome> {
  const [user] = await db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phoneNumber,
      created: users.createdDate,
    })
    .from(users)
    .where(eq(users.id, a.userId));
  if (!user) return { ok: false, reason: 'mainLoginErrorCredentials' };
  if (user.created.getTime() + a.windowDays * 86_400_000 <= a.now.getTime()) {
    return { ok: false, reason: 'firstPasswordWindowClosed' };
  }
  const email = user.email?.trim() ?? '';
  if (email === '') return { ok: false, reason: 'firstPasswordNoContact' };
  const budget = await takeToken(db, firstPasswordBudget(a.userId), a.now);
  if (!budget.taken) {
    return {
      ok: false,
      reason: 'firstPasswordCodeThrottled',
      retryAfterSeconds: budget.retryAfterSeconds,
    };
  }
  const code = String(randomInt(0, 10 ** FIRST_PASSWORD_CODE_LENGTH)).padStart(
    FIRST_PASSWORD_CODE_LENGTH,
    '0',
  );
  const codeSalt = newCodeSalt();
  const expiresAt = new Date(a.now.getTime() + FIRST_PASSWORD_CODE_MINUTES * 60_000);
  const values = {
    sessionId: a.sessionId,
    codeSalt,
    codeHash: hashOneTimeCode(code, codeSalt),
    attempts: 0,
    sentAt: a.now,
    expiresAt,
  };
  const phone = user.phone ? internationalPhone(user.phone) : null;
  await db.transaction(async (tx) => {
    await tx
      .insert(firstPasswordCodes)
      .values({ userId: a.userId, ...values })
      .onConflictDoUpdate({ target: firstPasswordCodes.userId, set: values });
    const mail = renderMail(firstPasswordMail(a.lang, user.name, code));
    await tx.insert(mailOutbox).values({
      to: email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      template: 'first-password',
      userId: a.userId,
      expiresAt,
    });
    if (phone) {
      await queueCodeSms(tx, log, {
        userId: a.userId,
        to: phone,
        code,
        minutes: FIRST_PASSWORD_CODE_MINUTES,
        lang: a.lang,
        now: a.now,
      });
    }
  });
  const sentTo = [maskRecipient(email), ...(phone ? [maskRecipient(phone)] : [])].join(', ');
  return { ok: true, sentTo };
}

/**
 * Checks the code of a "without password" session before its first password is stored; null when
 * it is right (the code is then spent), else the refusal. Wrong answers are counted in the database
 * so parallel guesses cannot share one attempt.
 */
export async function firstPasswordCodeRefusal(
  db: Db,
  userId: number,
  code: string | undefined,
  now: Date,
): Promise<MessageKey | null> {
  const [row] = await db
    .select()
    .from(firstPasswordCodes)
    .where(eq(firstPasswordCodes.userId, userId));
  if (!row) return 'firstPasswordCodeMissing';
  if (row.expiresAt.getTime() <= now.getTime()) return 'firstPasswordCodeExpired';
  if (row.attempts >= FIRST_PASSWORD_MAX_ATTEMPTS) return 'firstPasswordCodeTooMany';
  const typed = (code ?? '').trim();
  const right =
    new RegExp(`^\\d{${FIRST_PASSWORD_CODE_LENGTH}}$`).test(typed) &&
    oneTimeCodeMatches(typed, row.codeSalt, row.codeHash);
  if (!right) {
    const [counted] = await db
      .update(firstPasswordCodes)
      .set({ attempts: sql`${firstPasswordCodes.attempts} + 1` })
      .where(eq(firstPasswordCodes.userId, userId))
      .returning({ attempts: firstPasswordCodes.attempts });
    return (counted?.attempts ?? FIRST_PASSWORD_MAX_ATTEMPTS) >= FIRST_PASSWORD_MAX_ATTEMPTS
      ? 'firstPasswordCodeTooMany'
      : 'firstPasswordCodeWrong';
  }
  await db.delete(firstPasswordCodes).where(eq(firstPasswordCodes.userId, userId));
  return null;
}
