/**
 * The 1000-wide user dialog in edit mode (spec 1 §2.8 pencil, §5 Admin user): everything the
 * new-user dialog has (user name, role with the selectors its options show, contact fields,
 * companies, Active, SitePortal) and, for administrators, the modules granted and the client
 * parent and child. Save updates the user with its Id (api/user 31) and stays disabled while a
 * rule is broken or the save runs; the server checks everything again, and its refusal is shown
 * in the dialog with what the user typed kept.
 */
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isAdministrator } from '../../../domain/roles';
import { showAlert } from '../../../lib/alert-store';
import type { UserRecordResponse } from '../../../protocol/user-admin';
import { useSessionState } from '../../../lib/session/use-session';
import { updateUser } from '../api/user-update';
import { userViewQueryOptions } from '../api/user-view-query';
import { useChosenRole } from '../hooks/use-chosen-role';
import { editFormOf, modulesOfRole, updateBodyOf } from '../lib/edit-form';
import { storedUserName, userFormIssues, type UserFormValues } from '../lib/user-form';
import { LoadState } from './load-state';
import { UserClientFields } from './user-client-fields';
import { UserFormFields } from './user-form-fields';
import { UserModulesPicker } from './user-modules-picker';
import { USER_DIALOG_WIDTH } from './user-view-dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export interface UserEditDialogProps {
  id: number;
  onSaved: () => void;
  onClose: () => void;
}

const FORM_ID = 'user-edit-form';

export function UserEditDialog({ id, onSaved, onClose }: UserEditDialogProps) {
  const { t } = useTranslation(['users', 'messages']);
  const view = useQuery(userViewQueryOptions(id));
  // One frame from loading to saved: the form reports whether Save may be pressed.
  const [status, setStatus] = useState<EditStatus>({ invalid: false, saving: false });
  return (
    <DialogFrame
      title={t('edit.title')}
      width={USER_DIALOG_WIDTH}
      onClose={onClose}
      footer={
        view.data && (
          <>
            <Button variant="outline" minH="11" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              minH="11"
              disabled={status.invalid || status.saving}
              loading={status.saving}
            >
              {t('edit.save')}
            </Button>
          </>
        )
      }
    >
      {view.data ? (
        <EditForm answer={view.data} onSaved={onSaved} onStatus={setStatus} />
      ) : (
        <LoadState error={view.error} />
      )}
    </DialogFrame>
  );
}

interface EditStatus {
  invalid: boolean;
  saving: boolean;
}

function EditForm({
  answer,
  onSaved,
  onStatus,
}: {
  answer: UserRecordResponse;
  onSaved: () => void;
  onStatus: (status: EditStatus) => void;
}) {
  const { t, i18n } = useTranslation(['users', 'messages']);
  const lang = i18n.language.startsWith('en') ? 'en' : 'es';
  const actorRole = useSessionState((s) => s.session?.User?.Role ?? '');
  const admin = isAdministrator(actorRole);
  // The form is read once from api/user 21 and never reset, so a refusal keeps what was typed.
  const [initial] = useState(() => editFormOf(answer));
  const form = useForm<UserFormValues>({ defaultValues: initial });
  const values = useWatch({ control: form.control }) as UserFormValues;
  const current = { Id: answer.User.RoleId, Name: answer.User.RoleName };
  const { choices, role, optionsFailed } = useChosenRole(values.roleId, current);
  // A stored user's rules are judged as they are typed, so Save only sends what the server takes.
  const issues = userFormIssues(values, role, lang);
  const invalid = Object.keys(issues).length > 0;

  const save = useMutation({
    mutationFn: () => updateUser(updateBodyOf(answer, form.getValues(), role, actorRole)),
    onSuccess: (message) => {
      showAlert({ type: 'success', message: message ?? t('done') });
      onSaved();
    },
  });

  useEffect(() => {
    onStatus({ invalid, saving: save.isPending });
  }, [invalid, save.isPending, onStatus]);

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid && !save.isPending) save.mutate();
      }}
    >
      <Stack gap="4">
        {save.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>
              {save.error.message || t('messages:actionFailed')}
            </Alert.Description>
          </Alert.Root>
        )}
        <UserFormFields
          form={form}
          role={role}
          choices={choices}
          optionsFailed={optionsFailed}
          errors={issues}
          storedName={storedUserName(values, role, actorRole, answer.User.UserName)}
          onRoleChange={(roleId) => {
            // A new role brings its default modules, which an administrator may then adjust;
            // going back to the stored role brings back the user's own modules.
            const name = choices.find((r) => String(r.Id) === roleId)?.Name;
            if (!admin || !name) return;
            form.setValue(
              'modules',
              roleId === initial.roleId ? initial.modules : modulesOfRole(name),
            );
          }}
        >
          {admin && <UserClientFields form={form} />}
          {admin && <UserModulesPicker form={form} />}
        </UserFormFields>
        {save.isPending && (
          <Text role="status" fontSize="sm">
            {t('edit.saving')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
