/**
 * Queues the account messages in the mail and SMS outboxes, in the caller's transaction, and notes
 * them in the server log; the deliver-messages job sends them (outbox/delivery.ts). The recovery mail carries the
 * one-time link of spec 1 §2.3, the text message the one-time code of spec 1 §4; each row expires
 * with what it carries, so a message still waiting after that is not sent.
 */
import { BASE_PATH, type Language } from '../../../../src/protocol/envelope';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { mailOutbox, smsOutbox } from '../../db/schema';
import type { Logger } from '../../logger';
import { renderMail, type MailContent } from '../outbox/mail-layout';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The portal's public address (PUBLIC_URL, without a trailing slash), else this server's. */
export function portalOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/** An address in the portal (`path` after /PortalPRO/, e.g. `login`), at its public address. */
export function portalLink(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, path: string): string {
  return `${portalOrigin(env)}${BASE_PATH}${path.replace(/^\//, '')}`;
}

/** The /recovery link of a token, at the portal's public address (PUBLIC_URL). */
export function recoveryLink(
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
  userId: number,
  token: string,
): string {
  return portalLink(env, `recovery?id=${userId}&token=${encodeURIComponent(token)}`);
}

/** The recovery mail (spec 1 §2.3): the link to set a new password, valid `minutes`, once. */
export function recoveryMail(
  lang: Language,
  name: string,
  link: string,
  minutes: number,
): MailContent {
  return lang === 'en'
    ? {
        lang,
        subject: 'PortalPRO: password recovery',
        greeting: `Dear ${name}:`,
        paragraphs: [
          'We received a request to recover your password. ' +
            `Open the following link to set a new one (it expires in ${minutes} minutes ` +
            'and can be used only once).',
        ],
        action: { label: 'Set a new password', url: link },
        notes: [
          'If you did not make this request, ignore this message: your password stays as it is.',
        ],
      }
    : {
        lang,
        subject: 'PortalPRO: recuperación de contraseña',
        greeting: `Estimado(a) ${name}:`,
        paragraphs: [
          'Recibimos una solicitud para recuperar su contraseña. ' +
            `Abra el siguiente enlace para establecer una nueva (vence en ${minutes} minutos ` +
            'y solo puede usarse una vez).',
        ],
        action: { label: 'Establecer nueva contraseña', url: link },
        notes: ['Si usted no hizo esta solicitud, ignore este mensaje: su contraseña no cambia.'],
      };
}

export async function queueRecoveryMail(
  tx: Tx,
  log: Logger,
  m: {
    userId: number;
    to: string;
    name: string;
    link: string;
    minutes: number;
    lang: Language;
    /** When the link was issued (default: now); the mail expires with the link. */
    now?: Date;
  },
): Promise<void> {
  const { subject, text, html } = renderMail(recoveryMail(m.lang, m.name, m.link, m.minutes));
  const issued = m.now ?? new Date();
  await tx.insert(mailOutbox).values({
    to: m.to,
    subject,
    body: text,
    html,
    template: 'recovery',
    userId: m.userId,
    expiresAt: new Date(issued.getTime() + m.minutes * 60_000),
  });
  log.info('recovery mail queued', { userId: m.userId });
}

const CODE_SMS = {
  es: (code: string, minutes: number) =>
    `PortalPRO: su código de verificación es ${code}. Vence en ${minutes} minutos.`,
  en: (code: string, minutes: number) =>
    `PortalPRO: your verification code is ${code}. It expires in ${minutes} minutes.`,
} as const;

/** The one-time code (spec 1 §4) by text message; the message expires with the code. */
export async function queueCodeSms(
  tx: Tx,
  log: Logger,
  m: {
    userId: number;
    to: string;
    code: string;
    minutes: number;
    lang: Language;
    /** When the code was issued (default: now). */
    now?: Date;
  },
): Promise<void> {
  const issued = m.now ?? new Date();
  await tx.insert(smsOutbox).values({
    to: m.to,
    body: CODE_SMS[m.lang](m.code, m.minutes),
    userId: m.userId,
    expiresAt: new Date(issued.getTime() + m.minutes * 60_000),
  });
  log.info('one-time code sms queued', { userId: m.userId });
}
