/**
 * api/user 33 (send a recovery link for a user name + e-mail) and 22 (use the link's one-time
 * token): both public and throttled per client address, and the mails per account whatever the
 * address. A token is stored hashed, expires, and works once; using it opens a session that may
 * only set a new password (37).
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { isEmail } from '../../../../src/domain/account/contact-data';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  SendRecoveryRequest,
  SendRecoveryResponse,
  UseRecoveryTokenRequest,
  UseRecoveryTokenResponse,
} from '../../../../src/protocol/account';
import { message } from '../../../../src/protocol/messages';
import { defineRoute, ok, refuse, refuseForNow, type ApiRoute } from '../../api/types';
import { takeToken, type Budget } from '../../auth/rate-bucket';
import { recoveryTokens, users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { buildSession } from '../session/build-session';
import { portalAccessRefusal } from '../session/sign-in';
import { createSession } from '../session/store';
import { subjectById } from '../session/subject';
import { countAttempt } from '../session/throttle';
import { queueRecoveryMail, recoveryLink } from './outbox';
import { hashRecoveryToken, newRecoveryToken } from './secrets';

/** How long a recovery link works (the spec gives no figure; an hour is the usual). */
export const RECOVERY_TOKEN_MINUTES = 60;
/** Recovery requests per client address and user name per minute. */
export const RECOVERY_REQUESTS_PER_MINUTE = 5;
/** Recovery requests one address may make for any names: 20 at once, then one every 30 s. */
export const recoveryAddressBudget = (ip: string): Budget => ({
  key: `recovery|${ip}`,
  capacity: 20,
  perSecond: 1 / 30,
});
/**
 * Recovery mails one account may be sent, whatever addresses ask: 3 at once, then one every 20
 * minutes (3 an hour), so a stranger who knows a user name and its e-mail cannot flood that inbox.
 */
export const recoveryAccountBudget = (userId: number): Budget => ({
  key: `recovery-account|${userId}`,
  capacity: 3,
  perSecond: 1 / 1200,
});
/**
 * A link sent this recently stays valid when another is asked for (both work), so a second request
 * (the user's own, or a stranger's) never voids the link just received; older unused links are
 * withdrawn.
 */
export const RECOVERY_KEEP_RECENT_MINUTES = 15;
/** Token checks per client address per minute (guessing a 32-byte token is hopeless anyway). */
export const RECOVERY_TOKEN_CHECKS_PER_MINUTE = 10;

export const recoveryRoutes: ApiRoute[] = [
  defineRoute({
    name: 'user',
    actionId: ActionId.SendRecovery,
    access: 'public',
    request: SendRecoveryRequest,
    response: SendRecoveryResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const now = ctx.deps.now();
      const userName = ctx.input.User.UserName.trim();
      const email = ctx.input.User.Email.trim();
      const key = `recovery|${ctx.ip}|${userName.toLowerCase()}`;
      const audit = (outcome: 'failure' | 'throttled' | 'success', referenceId: number | null) =>
        recordAudit(db, log, {
          actionId: ActionId.SendRecovery,
          resource: 'user',
          target: userName,
          referenceId,
          detail: { outcome, ip: ctx.ip },
          date: now,
        });
      if ((await countAttempt(db, key, now)) > RECOVERY_REQUESTS_PER_MINUTE) {
        return refuse('recoveryThrottled', ctx.lang, 429);
      }
      // Many names from one address (a sweep for accounts, or mail sent to many people).
      const fromAddress = await takeToken(db, recoveryAddressBudget(ctx.ip), now);
      if (!fromAddress.taken) {
        return refuseForNow('recoveryThrottled', ctx.lang, fromAddress.retryAfterSeconds);
      }
      if (userName === '' || !isEmail(email)) return refuse('recoveryWrongUserOrEmail', ctx.lang);

      const [user] = await db
        .select({ id: users.id, name: users.name, email: users.email, active: users.active })
        .from(users)
        .where(
          and(
            sql`lower(${users.userName}) = lower(${userName})`,
            sql`lower(${users.email}) = lower(${email})`,
          ),
        )
        .limit(1);
      // An inactive account gets no link: it could not sign in with a new password either.
      if (!user?.email || !user.active) {
        await audit('failure', user?.id ?? null);
        return refuse('recoveryWrongUserOrEmail', ctx.lang);
      }
      const forAccount = await takeToken(db, recoveryAccountBudget(user.id), now);
      if (!forAccount.taken) {
        await audit('throttled', user.id);
        return refuseForNow('recoveryAccountThrottled', ctx.lang, forAccount.retryAfterSeconds);
      }
      const token = newRecoveryToken();
      await db.transaction(async (tx) => {
        // Unused links older than a few minutes are withdrawn; a recent one keeps working.
        await tx
          .delete(recoveryTokens)
          .where(
            and(
              eq(recoveryTokens.userId, user.id),
              isNull(recoveryTokens.usedAt),
              lt(
                recoveryTokens.createdAt,
                new Date(now.getTime() - RECOVERY_KEEP_RECENT_MINUTES * 60_000),
              ),
            ),
          );
        await tx.insert(recoveryTokens).values({
          userId: user.id,
          tokenHash: hashRecoveryToken(token),
          createdAt: now,
          expiresAt: new Date(now.getTime() + RECOVERY_TOKEN_MINUTES * 60_000),
        });
        await queueRecoveryMail(tx, log, {
          userId: user.id,
          to: user.email!,
          name: user.name,
          link: recoveryLink(ctx.deps.env, user.id, token),
          minutes: RECOVERY_TOKEN_MINUTES,
          lang: ctx.lang,
          now,
        });
      });
      await audit('success', user.id);
      return ok({ Message: message('recoverySent', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.SpecialView,
    access: 'public',
    request: UseRecoveryTokenRequest,
    response: UseRecoveryTokenResponse,
    handler: async (ctx) => {
      const { db, log, env } = ctx.deps;
      const now = ctx.deps.now();
      if (
        (await countAttempt(db, `recovery-token|${ctx.ip}`, now)) > RECOVERY_TOKEN_CHECKS_PER_MINUTE
      ) {
        return refuse('recoveryThrottled', ctx.lang, 429, { Session: null });
      }
      const { Id, Token } = ctx.input.User;
      // Marking the token used in the same statement that finds it makes a replay lose the race.
      const [used] = await db
        .update(recoveryTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryTokens.tokenHash, hashRecoveryToken(Token)),
            eq(recoveryTokens.userId, Id),
            isNull(recoveryTokens.usedAt),
            gt(recoveryTokens.expiresAt, now),
          ),
        )
        .returning({ userId: recoveryTokens.userId });
      const audit = {
        actionId: ActionId.SpecialView,
        resource: 'user',
        referenceId: Id,
        date: now,
      };
      if (!used) {
        await recordAudit(db, log, { ...audit, detail: { outcome: 'failure', ip: ctx.ip } });
        return refuse('recoveryTokenExpired', ctx.lang, 200, { Session: null });
      }
      const subject = await subjectById(db, used.userId);
      const refusal = !subject
        ? 'recoveryTokenExpired'
        : !subject.active
          ? 'mainLoginErrorInactive'
          : await portalAccessRefusal(db, subject);
      if (!subject || refusal) {
        await recordAudit(db, log, {
          ...audit,
          detail: { outcome: 'failure', reason: refusal, ip: ctx.ip },
        });
        return refuse(refusal ?? 'recoveryTokenExpired', ctx.lang, 200, { Session: null });
      }
      const { token, expiresAt } = await createSession(db, {
        userId: subject.id,
        kind: 'browser',
        passwordPending: true,
        lang: ctx.lang,
        ttlMinutes: env.SESSION_TTL_MINUTES,
        now,
      });
      await recordAudit(db, log, {
        ...audit,
        target: subject.userName,
        userId: subject.id,
        userDisplayName: subject.name,
        detail: { outcome: 'success', ip: ctx.ip },
      });
      const session = await buildSession(db, subject, {
        token,
        expiresAt,
        passwordPending: true,
        lang: ctx.lang,
        now,
      });
      return ok({ Session: session });
    },
  }),
];
