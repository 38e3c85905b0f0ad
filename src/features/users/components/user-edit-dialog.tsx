/**
 * The 1000-wide user dialog in edit mode (spec 1 §2.8 pencil, §5 Admin user) for the contact
 * fields; Save updates the user with its Id (api/user 31). The field rules are checked before
 * sending and the server checks them again; a refusal shows the server's message.
 */
import {
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHONE_PREFIXES } from '../../../domain/user-admin-validation';
import { showAlert } from '../../../lib/alert-store';
import type { UserRecordResponse } from '../../../protocol/user-admin';
import { updateUser } from '../api/user-update';
import { userViewQueryOptions } from '../api/user-view-query';
import {
  EDIT_LIMITS,
  editFormOf,
  editIssues,
  updateBodyOf,
  type EditFormValues,
} from '../lib/edit-form';
import { LoadState } from './load-state';
import { USER_DIALOG_WIDTH } from './user-view-dialog';
import { UsersDialogFrame } from './users-dialog-frame';

export interface UserEditDialogProps {
  id: number;
  onSaved: () => void;
  onClose: () => void;
}

const FORM_ID = 'user-edit-form';

export function UserEditDialog({ id, onSaved, onClose }: UserEditDialogProps) {
  const { t } = useTranslation('users');
  const view = useQuery(userViewQueryOptions(id));
  return (
    <UsersDialogFrame
      title={t('edit.title')}
      width={USER_DIALOG_WIDTH}
      onClose={onClose}
      footer={
        view.data && (
          <>
            <Button variant="outline" minH="11" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" form={FORM_ID} minH="11">
              {t('edit.save')}
            </Button>
          </>
        )
      }
    >
      {view.data ? (
        <EditForm answer={view.data} onSaved={onSaved} />
      ) : (
        <LoadState error={view.error} />
      )}
    </UsersDialogFrame>
  );
}

function EditForm({ answer, onSaved }: { answer: UserRecordResponse; onSaved: () => void }) {
  const { t, i18n } = useTranslation('users');
  const lang = i18n.language.startsWith('en') ? 'en' : 'es';
  const form = useForm<EditFormValues>({
    defaultValues: editFormOf(answer),
    resolver: (values) => {
      const issues = editIssues(answer, values, lang);
      const errors = Object.fromEntries(
        Object.entries(issues).map(([field, message]) => [field, { type: 'rule', message }]),
      );
      return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
    },
  });
  const save = useMutation({
    mutationFn: (values: EditFormValues) => updateUser(updateBodyOf(answer, values)),
    onSuccess: (message) => {
      showAlert({ type: 'success', message: message ?? t('done') });
      onSaved();
    },
    onError: (error) => showAlert({ type: 'error', message: error.message || t('actionFailed') }),
  });
  const errors = form.formState.errors;
  const text = (
    name: 'name' | 'email' | 'zip' | 'contactName' | 'contactEmail' | 'salesRepresentative',
    required = false,
    type = 'text',
  ) => {
    const error = name in errors ? errors[name]?.message : undefined;
    return (
      <Field.Root required={required} invalid={error !== undefined}>
        <Field.Label>
          {t(`fields.${name}`)}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        <Input
          type={type}
          bg="white"
          maxLength={EDIT_LIMITS[name]}
          inputMode={name === 'zip' ? 'numeric' : undefined}
          {...form.register(name)}
        />
        <Field.ErrorText color="red.700">{error}</Field.ErrorText>
      </Field.Root>
    );
  };
  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Stack gap="0">
            <Text fontSize="sm" fontWeight="medium">
              {t('fields.userName')}
            </Text>
            <Text wordBreak="break-all">{answer.User.UserName}</Text>
          </Stack>
          <Stack gap="0">
            <Text fontSize="sm" fontWeight="medium">
              {t('fields.role')}
            </Text>
            <Text>{answer.User.RoleName}</Text>
          </Stack>
          {text('name', true)}
          {text('email', true, 'email')}
          {/* The prefix sits beside the number but outside its field, so the label names the number. */}
          <HStack gap="2" align="start">
            <NativeSelect.Root width="24" flexShrink={0} mt="7">
              <NativeSelect.Field
                bg="white"
                aria-label={t('fields.phonePrefix')}
                {...form.register('phonePrefix')}
              >
                {PHONE_PREFIXES.map((p) => (
                  <option key={p} value={p}>
                    +{p}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.Root invalid={errors.phone !== undefined}>
              <Field.Label>{t('fields.phone')}</Field.Label>
              <Input
                type="tel"
                bg="white"
                inputMode="numeric"
                maxLength={EDIT_LIMITS.phone}
                {...form.register('phone', {
                  // Phone fields take digits only (spec 1 §5 Both forms).
                  onChange: (e: { target: HTMLInputElement }) => {
                    e.target.value = e.target.value.replace(/\D/g, '');
                  },
                })}
              />
              <Field.ErrorText color="red.700">{errors.phone?.message}</Field.ErrorText>
            </Field.Root>
          </HStack>
          {text('zip')}
          {text('contactName')}
          {text('contactEmail', false, 'email')}
          {text('salesRepresentative')}
        </SimpleGrid>
        <HStack gap="6" wrap="wrap">
          <Checkbox.Root {...checkboxProps(form, 'active')}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('fields.active')}</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root {...checkboxProps(form, 'sitePortal')}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('fields.sitePortal')}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        {save.isPending && (
          <Text role="status" fontSize="sm">
            {t('edit.saving')}
          </Text>
        )}
      </Stack>
    </form>
  );
}

function checkboxProps(
  form: ReturnType<typeof useForm<EditFormValues>>,
  name: 'active' | 'sitePortal',
) {
  return {
    checked: form.watch(name),
    onCheckedChange: (e: { checked: boolean | 'indeterminate' }) =>
      form.setValue(name, e.checked === true, { shouldDirty: true }),
  };
}
