/**
 * api/user 32 (change the password, proving the current one) and 37 (set a password from a
 * "without password" or recovery session). The policy is the profile's; both are audited as 32.
 */
import { eq } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  ChangePasswordRequest,
  ChangePasswordResponse,
  SetPasswordRequest,
} from '../../../../src/protocol/account';
import { message } from '../../../../src/protocol/messages';
import { verifyPassword } from '../../auth/password';
import { authOf, defineRoute, ok, refuse, refuseForNow, type ApiRoute } from '../../api/types';
import { users } from '../../db/schema';
import { recordAudit } from '../audit/record';
import { countAttempt } from '../session/throttle';
import { firstPasswordCodeRefusal } from './first-password';
import { newPasswordRefusal, otherAccountRefusal, storeNewPassword } from './account-queries';

/** Wrong current passwords per account and minute before the call is refused for a while. */
export const PASSWORD_CHANGE_ATTEMPTS_PER_MINUTE = 5;

const malformed = (lang: 'es' | 'en', field: string) => ({
  status: 400 as const,
  body: { Result: false, Message: message('malformedBody', lang, { field }) },
});

export const passwordRoutes: ApiRoute[] = [
  defineRoute({
    name: 'user',
    actionId: ActionId.ChangePassword,
    access: 'user',
    request: ChangePasswordRequest,
    response: ChangePasswordResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const other = otherAccountRefusal(auth, ctx.input.User?.Id, ctx.lang);
      if (other) return other;
      const now = ctx.deps.now();
      const key = await ctx.deps.transportKey();
      const current = await key.decrypt(ctx.input.Hash.Current);
      const next = await key.decrypt(ctx.input.Hash.New);
      if (next === null) return malformed(ctx.lang, 'Hash.New');

      const attempts = await countAttempt(db, `password-change|${auth.userId}`, now);
      if (attempts > PASSWORD_CHANGE_ATTEMPTS_PER_MINUTE) {
        return refuseForNow('mainLoginErrorThrottled', ctx.lang, 60);
      }
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, auth.userId));
      const audit = {
        actionId: ActionId.ChangePassword,
        resource: 'user',
        target: auth.userName,
        referenceId: auth.userId,
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        date: now,
      };
      const currentOk =
        current !== null && current !== '' && row?.hash
          ? await verifyPassword(current, row.hash)
          : false;
      if (!currentOk) {
        await recordAudit(db, log, { ...audit, detail: { outcome: 'failure', reason: 'current' } });
        return refuse('passwordCurrentWrong', ctx.lang);
      }
      if (next === current) return refuse('dialogChangePasswordLabelPasswordEqualError', ctx.lang);
      const refused = await newPasswordRefusal(db, next, row?.hash ?? null, ctx.lang);
      if (refused) return refused;

      await storeNewPassword(db, {
        userId: auth.userId,
        userName: auth.userName,
        sessionId: auth.sessionId,
        password: next,
        now,
      });
      await recordAudit(db, log, { ...audit, detail: { outcome: 'success', mode: 'current' } });
      return ok({ Message: message('passwordUpdated', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'user',
    actionId: ActionId.ChangePasswordWithoutCurrent,
    access: 'session',
    request: SetPasswordRequest,
    response: ChangePasswordResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      // Only a session that signed in "without password" or through a recovery link may skip
      // the current password; a full session must use 32.
      if (!auth.passwordPending) return refuse('passwordNotPending', ctx.lang, 403);
      const other = otherAccountRefusal(auth, ctx.input.User?.Id, ctx.lang);
      if (other) return other;
      const now = ctx.deps.now();
      const audit = (detail: Record<string, unknown>) =>
        recordAudit(db, log, {
          actionId: ActionId.ChangePassword,
          resource: 'user',
          target: auth.userName,
          referenceId: auth.userId,
          userId: auth.userId,
          userDisplayName: auth.userDisplayName,
          detail,
          date: now,
        });
      const next = await (await ctx.deps.transportKey()).decrypt(ctx.input.Hash.New);
      if (next === null) return malformed(ctx.lang, 'Hash.New');
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, auth.userId));
      const refused = await newPasswordRefusal(db, next, row?.hash ?? null, ctx.lang);
      if (refused) return refused;
      if (auth.passwordCodeRequired) {
        // A "without password" session: the code e-mailed at sign-in proves the account's owner.
        const wrong = await firstPasswordCodeRefusal(db, auth.userId, ctx.input.Code, now);
        if (wrong) {
          await audit({ outcome: 'failure', mode: 'firstPassword', reason: wrong });
          return refuse(wrong, ctx.lang);
        }
      }

      await storeNewPassword(db, {
        userId: auth.userId,
        userName: auth.userName,
        sessionId: auth.sessionId,
        password: next,
        now,
      });
      await audit({
        outcome: 'success',
        mode: auth.passwordCodeRequired ? 'firstPassword' : 'withoutCurrent',
      });
      return ok({ Message: message('passwordUpdated', ctx.lang) });
    },
  }),
];
