/**
 * What a session may call while the user still owes an after-login dialog (spec 1 §2.7, §4:
 * agreement, then data update, then password change; their close buttons are disabled while the
 * Force flag is set). The server holds the user to them: until they are done, every other call
 * answers 403 with a message saying so, whatever the client shows.
 *
 * The calls the dialogs need: the session itself (read, sign out: `session` routes pass anyway),
 * the password policy, the agreement, the data update with its one-time code and the own contact
 * data it starts from, the password change, and the home page's communiqués that load beside them.
 */
import { afterLoginDialogs } from '../../../src/domain/account/after-login';
import type { AuthSession } from './types';

export const FORCED_DIALOG_CALLS: ReadonlySet<string> = new Set([
  'profile 21',
  'user 32',
  'user 35',
  'user 36',
  'user 23',
  'account 21',
  'Notification 22',
]);

/** Whether the session's user still owes a forced dialog this call is not part of. */
export function forcedDialogsBlock(auth: AuthSession, routeKey: string): boolean {
  if (FORCED_DIALOG_CALLS.has(routeKey)) return false;
  const owed = afterLoginDialogs({
    Role: auth.roleName,
    ForceAgreementAccept: auth.forceAgreementAccept,
    ForceUserDataUpdate: auth.forceUserDataUpdate,
    ForcePasswordChange: auth.forcePasswordChange,
    PasswordPending: false,
  });
  return owed.length > 0;
}
