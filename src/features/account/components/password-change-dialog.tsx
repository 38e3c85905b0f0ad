/**
 * The password-change dialog (spec 1 §2.7, §4, 550 wide): with the current password (api/user 32)
 * or, in "without password" mode, only the new one (37). The close button is disabled while
 * ForcePasswordChange (or a pending password) holds.
 */
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PasswordPolicy } from '../../../domain/account/password-policy';
import { failureText } from '../../../lib/api-errors';
import { changePassword, setPassword } from '../api/account-calls';
import { AccountDialogFrame } from './account-dialog-frame';
import { NewPasswordForm, type NewPasswordValues } from './new-password-form';

interface Props {
  forced: boolean;
  askCurrent: boolean;
  policy: PasswordPolicy;
  publicKey: () => Promise<JsonWebKey | null>;
  onClose: () => void;
  /** Saved: the server's "Contraseña actualizada exitosamente". */
  onChanged: (message: string | null) => void;
  /** A first password: where the code it needs was sent (the form asks for it). */
  codeSentTo?: string | null;
}

export function PasswordChangeDialog(props: Props) {
  const { forced, askCurrent, policy, publicKey, onClose, onChanged, codeSentTo } = props;
  const { t } = useTranslation(['account', 'messages']);
  const save = useMutation({
    mutationFn: async ({ current, code, password }: NewPasswordValues) => {
      const key = await publicKey();
      if (!key) throw new Error(t('messages:mainLoginErrorSession'));
      return askCurrent
        ? changePassword(current, password, key)
        : setPassword(password, key, undefined, codeSentTo ? code.trim() : undefined);
    },
    onSuccess: (answer) => onChanged(answer.Message),
  });

  return (
    <AccountDialogFrame
      title={t('passwordChange.title')}
      width={550}
      closeLabel={t('passwordChange.close')}
      forced={forced}
      onClose={onClose}
    >
      <Dialog.Body pb="6">
        <Stack gap="4">
          <Text>{forced ? t('passwordChange.intro') : t('passwordChange.introOptional')}</Text>
          <NewPasswordForm
            policy={policy}
            askCurrent={askCurrent}
            codeSentTo={codeSentTo}
            onSave={(values) => save.mutate(values)}
            saving={save.isPending}
            refusal={
              save.isError ? failureText(save.error, t('messages:mainLoginErrorSession')) : null
            }
          />
        </Stack>
      </Dialog.Body>
    </AccountDialogFrame>
  );
}
