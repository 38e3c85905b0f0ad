/**
 * The 1000-wide user dialog for a new user (spec 1 §2.8 New, §5 Admin user): Save inserts the user
 * without an Id (api/user 11). The chosen role's options (api/role 21) decide whether the supplier,
 * crew and region selectors show; when they cannot be loaded those selectors stay hidden. Every
 * field rule is checked before sending and again by the server, whose refusal is shown as it is.
 * An administrator also chooses the client parent and child.
 */
import { Button, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isAdministrator } from '../../../domain/roles';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../../lib/session/use-session';
import { insertUser } from '../api/user-insert';
import { useChosenRole } from '../hooks/use-chosen-role';
import { emptyNewUserForm, insertBodyOf } from '../lib/new-user-form';
import { storedUserName, userFormIssues, type UserFormValues } from '../lib/user-form';
import { UserClientFields } from './user-client-fields';
import { UserFormFields } from './user-form-fields';
import { USER_DIALOG_WIDTH } from './user-view-dialog';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export interface UserNewDialogProps {
  /** Called with the server's confirmation once the user is created; the page shows it. */
  onSaved: (message: string) => void;
  onClose: () => void;
}

const FORM_ID = 'user-new-form';

export function UserNewDialog({ onSaved, onClose }: UserNewDialogProps) {
  const { t } = useTranslation(['users', 'messages']);
  const [saving, setSaving] = useState(false);
  return (
    <DialogFrame
      title={t('create.title')}
      width={USER_DIALOG_WIDTH}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" minH="11" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} minH="11" loading={saving}>
            {t('edit.save')}
          </Button>
        </>
      }
    >
      <NewUserForm onSaved={onSaved} onSaving={setSaving} />
    </DialogFrame>
  );
}

function NewUserForm({
  onSaved,
  onSaving,
}: {
  onSaved: (message: string) => void;
  onSaving: (saving: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['users', 'messages']);
  const lang = i18n.language.startsWith('en') ? 'en' : 'es';
  const creatorRole = useSessionState((s) => s.session?.User?.Role ?? '');
  const form = useForm<UserFormValues>({
    defaultValues: emptyNewUserForm(),
    resolver: (values) => {
      const errors = Object.fromEntries(
        Object.entries(userFormIssues(values, roleRef.current, lang)).map(([field, message]) => [
          field,
          { type: 'rule', message },
        ]),
      );
      return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
    },
  });
  const values = useWatch({ control: form.control }) as UserFormValues;
  const { choices, role, roleRef, optionsFailed } = useChosenRole(values.roleId);

  const save = useMutation({
    mutationFn: (v: UserFormValues) => insertUser(insertBodyOf(v, roleRef.current, creatorRole)),
    onMutate: () => onSaving(true),
    onSettled: () => onSaving(false),
    onSuccess: (message) => onSaved(message ?? t('done')),
    onError: (error) =>
      showAlert({ type: 'error', message: error.message || t('messages:actionFailed') }),
  });
  const errors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([field, error]) => [field, error?.message]),
  );

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => void form.handleSubmit((v) => save.mutate(v))(event)}
    >
      <UserFormFields
        form={form}
        role={role}
        choices={choices}
        optionsFailed={optionsFailed}
        errors={errors}
        storedName={storedUserName(values, role, creatorRole)}
        onRoleChange={() => {
          // A new role starts with none of the previous role's links.
          form.setValue('supplier', '');
          form.setValue('crews', []);
          form.setValue('regions', []);
        }}
      >
        {isAdministrator(creatorRole) && <UserClientFields form={form} />}
        {save.isPending && (
          <Text role="status" fontSize="sm">
            {t('edit.saving')}
          </Text>
        )}
      </UserFormFields>
    </form>
  );
}
