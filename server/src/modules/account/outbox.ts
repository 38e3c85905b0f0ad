/**
 * Queues the account messages (recovery link, one-time code) in the mail and SMS outboxes, in the
 * caller's transaction, and notes them in the server log; delivery is the outbox worker's job.
 */
import { BASE_PATH, type Language } from '../../../../src/protocol/envelope';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { mailOutbox, smsOutbox } from '../../db/schema';
import type { Logger } from '../../logger';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The /recovery link of a token, at the portal's public address (PUBLIC_URL). */
export function recoveryLink(
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
  userId: number,
  token: string,
): string {
  const origin = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return `${origin}${BASE_PATH}recovery?id=${userId}&token=${encodeURIComponent(token)}`;
}

const RECOVERY_MAIL = {
  es: (name: string, link: string, minutes: number) => ({
    subject: 'PortalPRO: recuperación de contraseña',
    body:
      `Estimado(a) ${name}:\n\nRecibimos una solicitud para recuperar su contraseña. ` +
      `Abra el siguiente enlace para establecer una nueva (vence en ${minutes} minutos ` +
      `y solo puede usarse una vez):\n\n${link}\n\n` +
      'Si usted no hizo esta solicitud, ignore este mensaje.',
  }),
  en: (name: string, link: string, minutes: number) => ({
    subject: 'PortalPRO: password recovery',
    body:
      `Dear ${name}:\n\nWe received a request to recover your password. ` +
      `Open the following link to set a new one (it expires in ${minutes} minutes ` +
      `and can be used only once):\n\n${link}\n\n` +
      'If you did not make this request, ignore this message.',
  }),
} as const;

export async function queueRecoveryMail(
  tx: Tx,
  log: Logger,
  m: { userId: number; to: string; name: string; link: string; minutes: number; lang: Language },
): Promise<void> {
  const { subject, body } = RECOVERY_MAIL[m.lang](m.name, m.link, m.minutes);
  await tx
    .insert(mailOutbox)
    .values({ to: m.to, subject, body, template: 'recovery', userId: m.userId });
  log.info('recovery mail queued', { userId: m.userId });
}

const CODE_SMS = {
  es: (code: string, minutes: number) =>
    `PortalPRO: su código de verificación es ${code}. Vence en ${minutes} minutos.`,
  en: (code: string, minutes: number) =>
    `PortalPRO: your verification code is ${code}. It expires in ${minutes} minutes.`,
} as const;

export async function queueCodeSms(
  tx: Tx,
  log: Logger,
  m: { userId: number; to: string; code: string; minutes: number; lang: Language },
): Promise<void> {
  await tx
    .insert(smsOutbox)
    .values({ to: m.to, body: CODE_SMS[m.lang](m.code, m.minutes), userId: m.userId });
  log.info('one-time code sms queued', { userId: m.userId });
}
