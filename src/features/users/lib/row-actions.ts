/**
 * The icons each row of the user table offers (spec 1 §2.8, §6 Edit permission per row). The
 * server says per row whether the caller may edit it (Editable); the log is open to every reader.
 */
import type { UserRow } from '../../../protocol/user-admin';

export type UserRowAction = 'edit' | 'log' | 'activation' | 'recovery' | 'delete';

/**
 * Rows the caller may not edit show only the log (no pencil or delete): sending activation or recovery changes the
 * account (a new token), so it follows the same permission as the pencil and delete. Recovery
 * needs the user's e-mail.
 */
export function userRowActions(row: UserRow, viewOnly: boolean): UserRowAction[] {
  if (viewOnly || !row.Editable) return ['log'];
  const actions: UserRowAction[] = ['edit', 'log', 'activation'];
  if (row.Email) actions.push('recovery');
  actions.push('delete');
  return actions;
}
