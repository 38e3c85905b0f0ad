/**
 * The administrator made from the command line (`npm run admin:create`, admin-create.ts): the
 * first administrator of an installation (or another one), made where no one can sign in yet.
 * The account gets no password anyone knows: a link to set one (valid ACTIVATION_LINK_HOURS,
 * once) is mailed through the mail outbox and printed here, so the operator can hand it over when
 * mail is not set up yet. Run for an existing account, it sends a new link.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isEmail } from '../../../src/domain/account/contact-data';
import { defaultModulesForRole } from '../../../src/domain/role-modules';
import { RoleName, roleByName } from '../../../src/domain/roles';
import type { Language } from '../../../src/protocol/envelope';
import { hashPassword } from '../auth/password';
import type { DbHandle } from '../db/client';
import { mailOutbox, recoveryTokens, userModule, users } from '../db/schema';
import type { Env } from '../env';
import { recoveryLink } from '../modules/account/outbox';
import { hashRecoveryToken, newRecoveryToken } from '../modules/account/secrets';
import { renderMail, type MailContent } from '../modules/outbox/mail-layout';

/** How long the first link works: longer than a recovery link, an operator may hand it on. */
export const ACTIVATION_LINK_HOURS = 72;

export interface AdminRequest {
  userName: string;
  email: string;
  name: string;
  lang: Language;
}

export interface AdminCreated {
  userId: number;
  created: boolean;
  link: string;
  expiresAt: Date;
}

const USAGE =
  'usage: npm run admin:create -- --user <user name> --email <e-mail> [--name "Full name"] [--lang es|en]';

/** Reads the command's arguments; throws a message naming what is wrong. */
export function parseAdminArgs(argv: string[]): AdminRequest {
  const { values } = parseArgs({
    args: argv,
    options: {
      user: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      lang: { type: 'string' },
    },
    strict: true,
  });
  const userName = values.user?.trim() ?? '';
  const email = values.email?.trim() ?? '';
  if (!/^[A-Za-z0-9._@-]{3,64}$/.test(userName)) {
    throw new Error(`--user must be 3-64 letters, digits, ".", "_", "@" or "-".\n${USAGE}`);
  }
  if (!isEmail(email)) throw new Error(`--email must be an e-mail address.\n${USAGE}`);
  const lang = values.lang ?? 'es';
  if (lang !== 'es' && lang !== 'en') throw new Error(`--lang must be es or en.\n${USAGE}`);
  return { userName, email, name: values.name?.trim() || userName, lang };
}

/** The invitation: the one-time link to set the first password, valid ACTIVATION_LINK_HOURS. */
export function invitationMail(
  lang: Language,
  name: string,
  userName: string,
  link: string,
): MailContent {
  return lang === 'en'
    ? {
        lang,
        subject: 'PortalPRO: your administrator account',
        greeting: `Dear ${name}:`,
        paragraphs: [
          `An administrator account ${userName} was created for you on PortalPRO. ` +
            `Open the following link to set your password (it expires in ${ACTIVATION_LINK_HOURS} ` +
            'hours and can be used only once).',
        ],
        facts: [['User', userName]],
        action: { label: 'Set your password', url: link },
        notes: ['If you were not expecting this account, ignore this message.'],
      }
    : {
        lang,
        subject: 'PortalPRO: su cuenta de administrador',
        greeting: `Estimado(a) ${name}:`,
        paragraphs: [
          `Se creó para usted la cuenta de administrador ${userName} en PortalPRO. ` +
            `Abra el siguiente enlace para establecer su contraseña (vence en ` +
            `${ACTIVATION_LINK_HOURS} horas y solo puede usarse una vez).`,
        ],
        facts: [['Usuario', userName]],
        action: { label: 'Establecer contraseña', url: link },
        notes: ['Si usted no esperaba esta cuenta, ignore este mensaje.'],
      };
}

/** Creates the administrator (or finds it) and issues its link, mail queued, in one transaction. */
export async function createAdministrator(
  handle: DbHandle,
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
  req: AdminRequest,
  now = new Date(),
): Promise<AdminCreated> {
  const role = roleByName(RoleName.Administrador)!;
  // A password nobody knows: the account signs in only after the link sets one.
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const token = newRecoveryToken();
  const expiresAt = new Date(now.getTime() + ACTIVATION_LINK_HOURS * 3_600_000);
  return handle.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, roleId: users.roleId })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${req.userName})`);
    if (existing && existing.roleId !== role.id) {
      throw new Error(
        `The user ${req.userName} exists with another role; choose another user name.`,
      );
    }
    let userId = existing?.id;
    if (userId === undefined) {
      const [inserted] = await tx
        .insert(users)
        .values({
          userName: req.userName,
          name: req.name,
          email: req.email,
          roleId: role.id,
          active: true,
          passwordHash: unusable,
          createdByAdmin: true,
          modifiedBy: 'admin:create',
          modifiedDate: now,
          createdDate: now,
        })
        .returning({ id: users.id });
      userId = inserted!.id;
      const codes = defaultModulesForRole(RoleName.Administrador);
      if (codes.length > 0) {
        await tx
          .insert(userModule)
          .values(codes.map((moduleCode) => ({ userId: userId!, moduleCode, active: true })))
          .onConflictDoNothing();
      }
    } else {
      await tx.update(users).set({ email: req.email }).where(eq(users.id, userId));
    }
    // Only the newest link works.
    await tx
      .delete(recoveryTokens)
      .where(and(eq(recoveryTokens.userId, userId), isNull(recoveryTokens.usedAt)));
    await tx.insert(recoveryTokens).values({
      userId,
      tokenHash: hashRecoveryToken(token),
      createdAt: now,
      expiresAt,
    });
    const link = recoveryLink(env, userId, token);
    const mail = renderMail(invitationMail(req.lang, req.name, req.userName, link));
    await tx.insert(mailOutbox).values({
      to: req.email,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      template: 'activation',
      userId,
      // Past the link's expiry the mail is no use.
      expiresAt,
    });
    return { userId, created: existing === undefined, link, expiresAt };
  });
}
