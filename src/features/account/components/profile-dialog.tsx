/**
 * The user's profile popup (spec 1 §2.x "User profile popup", up to 800 wide): user name, name and
 * e-mail read-only; "Cambiar contraseña" opens the password dialog (not forced, closable) and
 * "Editar datos" the data-update dialog with its one-time code, hidden for Administrador and for
 * roles without a contact form. Below the data, the switches of the mails the portal sends the
 * user. Closing either of them returns to the profile; unlike after
 * login, closing the data update without saving does not sign the user out.
 */
import { Button, Dialog, Field, Input, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordDialogAsksCurrent } from '../../../domain/account/after-login';
import { contactFormForRole } from '../../../domain/account/contact-data';
import { OTP_PROFILE_COUNTDOWN_SECONDS } from '../../../domain/account/one-time-code';
import { normalizePolicy } from '../../../domain/account/password-policy';
import { showAlert } from '../../../lib/alert-store';
import { sessionController } from '../../../lib/session/session-controller';
import { useSessionState } from '../../../lib/session/use-session';
import { passwordPolicyQueryOptions } from '../api/account-calls';
import { AccountDialogFrame } from './account-dialog-frame';
import { DataUpdateDialog } from './data-update-dialog';
import { NoticePreferences } from './notice-preferences';
import { PasswordChangeDialog } from './password-change-dialog';

type View = 'profile' | 'password' | 'data';

interface Props {
  onClose: () => void;
  /** The fourth code send ended the session. */
  onLogout: () => void;
}

export function ProfileDialog({ onClose, onLogout }: Props) {
  const { t } = useTranslation('account');
  const session = useSessionState((s) => s.session);
  const [view, setView] = useState<View>('profile');
  const [today] = useState(() => new Date());
  const policyQuery = useQuery({ ...passwordPolicyQueryOptions(), enabled: view === 'password' });
  if (!session) return null;
  const user = session.User;
  const form = contactFormForRole(user.Role);

  const success = (message: string | null) => {
    if (message) showAlert({ type: 'success', message });
    // A refresh already under way may have been asked before this change: the second one reads
    // the account after it.
    void sessionController.refresh().then(() => sessionController.refresh());
    setView('profile');
  };

  if (view === 'password') {
    const profile = policyQuery.data;
    // The spec's defaults apply until (or unless) the profile answers; the server enforces its own.
    const policy = normalizePolicy(
      profile
        ? { complexity: profile.UserPasswordComplexity, minLength: profile.UserPasswordLenght }
        : null,
    );
    return (
      <PasswordChangeDialog
        forced={false}
        askCurrent={passwordDialogAsksCurrent(user)}
        policy={policy}
        publicKey={async () =>
          sessionController.store.get().init.publicKey ??
          (await sessionController.loadInit()).publicKey
        }
        onClose={() => setView('profile')}
        onChanged={success}
      />
    );
  }
  if (view === 'data' && form) {
    return (
      <DataUpdateDialog
        form={form}
        userName={user.UserName}
        taxId={session.SupplierList[0]?.TIN ?? null}
        email={user.Email}
        today={today}
        onClose={() => setView('profile')}
        onUpdated={success}
        onLogout={onLogout}
        codeCountdownSeconds={OTP_PROFILE_COUNTDOWN_SECONDS}
      />
    );
  }

  const readOnly = (label: string, value: string) => (
    <Field.Root readOnly>
      <Field.Label fontSize="md">{label}</Field.Label>
      <Input readOnly value={value} />
    </Field.Root>
  );
  return (
    <AccountDialogFrame
      title={t('profile.title')}
      width={800}
      closeLabel={t('profile.close')}
      forced={false}
      onClose={onClose}
    >
      <Dialog.Body>
        <Stack gap="4">
          {readOnly(t('profile.userName'), user.UserName)}
          {readOnly(t('profile.name'), user.Name)}
          {readOnly(t('profile.email'), user.Email ?? '')}
          <NoticePreferences />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        <Button variant="outline" minH="11" onClick={() => setView('password')}>
          {t('profile.changePassword')}
        </Button>
        {form && (
          <Button minH="11" onClick={() => setView('data')}>
            {t('profile.editData')}
          </Button>
        )}
      </Dialog.Footer>
    </AccountDialogFrame>
  );
}
