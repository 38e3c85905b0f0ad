/**
 * Opens the dialogs a session owes after login (spec 1 §2.7, §4) one after another, in the
 * domain's order: agreement, data update, password change. Each completed step asks the session
 * to refresh, so its Force flags stay true to the server's after a reload.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  afterLoginDialogs,
  dialogCloseDisabled,
  passwordDialogAsksCurrent,
  stepAfterClose,
  type AfterLoginDialog,
  type AfterLoginUser,
} from '../../../domain/account/after-login';
import { contactFormForRole } from '../../../domain/account/contact-data';
import { normalizePolicy } from '../../../domain/account/password-policy';
import type { SessionUser } from '../../../protocol/session';
import { showAlert } from '../../../lib/alert-store';
import { passwordPolicyQueryOptions } from '../api/account-calls';
import { AgreementDialog } from './agreement-dialog';
import { DataUpdateDialog } from './data-update-dialog';
import { PasswordChangeDialog } from './password-change-dialog';

interface Props {
  user: AfterLoginUser & Pick<SessionUser, 'UserName' | 'Email' | 'PasswordCodeSentTo'>;
  /** The tax id shown read-only on the supplier form (the user's first supplier). */
  taxId: string | null;
  publicKey: () => Promise<JsonWebKey | null>;
  /** A step changed the account on the server: refresh the session. */
  onChanged: () => void;
  onLogout: () => void;
}

export function AfterLoginDialogs({ user, taxId, publicKey, onChanged, onLogout }: Props) {
  // The queue is fixed when the session arrives; refreshed flags must not reopen a finished step.
  const [queue] = useState(() => afterLoginDialogs(user));
  const [today] = useState(() => new Date());
  const [step, setCurrent] = useState<AfterLoginDialog | null>(queue[0] ?? null);
  // A stored session can be older than the server's flags: once the refreshed session says a
  // step is no longer owed (done in another tab, say), it is skipped.
  const owed = afterLoginDialogs(user);
  const current =
    step === null ? null : (queue.slice(queue.indexOf(step)).find((d) => owed.includes(d)) ?? null);
  const policyQuery = useQuery({ ...passwordPolicyQueryOptions(), enabled: current !== null });
  const profile = policyQuery.data;

  const close = (closed: AfterLoginDialog, outcome: { dataUpdated?: boolean } = {}) => {
    const next = stepAfterClose(queue, closed, outcome);
    if (next.kind === 'logout') onLogout();
    setCurrent(next.kind === 'open' ? next.dialog : null);
  };
  const success = (message: string | null) => {
    if (message) showAlert({ type: 'success', message });
    onChanged();
  };

  if (current === 'agreement') {
    return (
      <AgreementDialog
        forced={dialogCloseDisabled('agreement', user)}
        onClose={() => close('agreement')}
        onAccepted={(message) => {
          success(message);
          close('agreement');
        }}
      />
    );
  }
  const form = contactFormForRole(user.Role);
  if (current === 'dataUpdate' && form) {
    return (
      <DataUpdateDialog
        form={form}
        userName={user.UserName}
        taxId={taxId}
        email={user.Email}
        today={today}
        onClose={() => close('dataUpdate')}
        onUpdated={(message) => {
          success(message);
          close('dataUpdate', { dataUpdated: true });
        }}
        onLogout={onLogout}
      />
    );
  }
  if (current === 'passwordChange') {
    // The spec's defaults apply until (or unless) the profile answers; the server enforces its own.
    const policy = normalizePolicy(
      profile
        ? { complexity: profile.UserPasswordComplexity, minLength: profile.UserPasswordLenght }
        : null,
    );
    return (
      <PasswordChangeDialog
        forced={dialogCloseDisabled('passwordChange', user)}
        askCurrent={passwordDialogAsksCurrent(user)}
        codeSentTo={user.PasswordCodeSentTo}
        policy={policy}
        publicKey={publicKey}
        onClose={() => close('passwordChange')}
        onChanged={(message) => {
          success(message);
          close('passwordChange');
        }}
      />
    );
  }
  return null;
}
