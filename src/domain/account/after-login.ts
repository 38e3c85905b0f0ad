/**
 * The dialogs a session opens after login and home load (spec 1 §2.7, §4): agreement, then data
 * update, then password change, from the session user's Force flags and role.
 */
import { format } from 'date-fns';
import { contactFormForRole } from './contact-data';

export type AfterLoginDialog = 'agreement' | 'dataUpdate' | 'passwordChange';

export interface AfterLoginUser {
  Role: string;
  ForceAgreementAccept: boolean;
  ForceUserDataUpdate: boolean;
  ForcePasswordChange: boolean;
  /** Signed in "without password" (or through a recovery link): a new password is due first. */
  PasswordPending: boolean;
}

/**
 * The dialogs to open, in order. Data update is offered only to the lessor and supplier roles.
 * A "without password" session may do nothing but set a password, so the password dialog comes
 * first for it and the other dialogs follow once the password is set (with the refreshed session).
 */
export function afterLoginDialogs(u: AfterLoginUser): AfterLoginDialog[] {
  if (u.PasswordPending) return ['passwordChange'];
  const dialogs: AfterLoginDialog[] = [];
  if (u.ForceAgreementAccept) dialogs.push('agreement');
  if (u.ForceUserDataUpdate && contactFormForRole(u.Role) !== null) dialogs.push('dataUpdate');
  if (u.ForcePasswordChange) dialogs.push('passwordChange');
  return dialogs;
}

/** Whether the password dialog asks for the current password ("without password" mode does not). */
export function passwordDialogAsksCurrent(u: Pick<AfterLoginUser, 'PasswordPending'>): boolean {
  return !u.PasswordPending;
}

/** Whether a dialog's close button is disabled (while its Force flag is set). */
export function dialogCloseDisabled(dialog: AfterLoginDialog, u: AfterLoginUser): boolean {
  if (dialog === 'agreement') return u.ForceAgreementAccept;
  if (dialog === 'passwordChange') return u.ForcePasswordChange || u.PasswordPending;
  return false;
}

export type AfterCloseStep =
  | { kind: 'open'; dialog: AfterLoginDialog }
  | { kind: 'done' }
  | {
      kind: 'logout';
    };

/**
 * What follows when a dialog closes: the next one in the queue; closing the data update logs the
 * user out unless the one-time code (or a direct update) succeeded.
 */
export function stepAfterClose(
  queue: readonly AfterLoginDialog[],
  closed: AfterLoginDialog,
  outcome: { dataUpdated?: boolean } = {},
): AfterCloseStep {
  if (closed === 'dataUpdate' && !outcome.dataUpdated) return { kind: 'logout' };
  const next = queue[queue.indexOf(closed) + 1];
  return next ? { kind: 'open', dialog: next } : { kind: 'done' };
}

/** Today's and next year's data-update dates, as the server stores them (spec 1 §4, §9). */
export function dataUpdateDates(today: Date): { current: Date; next: Date } {
  const next = new Date(today);
  next.setUTCFullYear(next.getUTCFullYear() + 1);
  return { current: today, next };
}

/**
 * A date as the data-update dialog shows it: dd-mm-yyyy of its UTC day, the day the server
 * stores. date-fns writes local time, so the UTC day is taken at local noon first.
 */
export function formatDataUpdateDate(d: Date): string {
  const utcDay = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12);
  return format(utcDay, 'dd-MM-yyyy');
}
