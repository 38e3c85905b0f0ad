/**
 * The 1000-wide user dialog for a new user (spec 1 §2.8 New, §5 Admin user): Save inserts the user
 * without an Id (api/user 11). The chosen role's options (api/role 21) decide whether the supplier,
 * crew and region selectors show; when they cannot be loaded those selectors stay hidden. Every
 * field rule is checked before sending and again by the server, whose refusal is shown as it is.
 */
import {
  Alert,
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
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHONE_PREFIXES } from '../../../domain/user-admin-validation';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../session/use-session';
import { roleOptionQueryOptions } from '../api/user-dialog-lists';
import { insertUser } from '../api/user-insert';
import { roleListQueryOptions } from '../api/role-list-query';
import {
  emptyNewUserForm,
  insertBodyOf,
  NEW_USER_LIMITS,
  newUserIssues,
  shownSelectors,
  storedUserName,
  supplierIsRequired,
  type ChosenRole,
  type NewUserFormValues,
} from '../lib/new-user-form';
import { USER_DIALOG_WIDTH } from './user-view-dialog';
import { CompanyChecks, CrewChecks, RegionChecks, SupplierPicker } from './user-link-pickers';
import { UsersDialogFrame } from './users-dialog-frame';

export interface UserNewDialogProps {
  /** Called with the server's confirmation once the user is created; the page shows it. */
  onSaved: (message: string) => void;
  onClose: () => void;
}

const FORM_ID = 'user-new-form';

export function UserNewDialog({ onSaved, onClose }: UserNewDialogProps) {
  const { t } = useTranslation('users');
  const [saving, setSaving] = useState(false);
  return (
    <UsersDialogFrame
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
    </UsersDialogFrame>
  );
}

function NewUserForm({
  onSaved,
  onSaving,
}: {
  onSaved: (message: string) => void;
  onSaving: (saving: boolean) => void;
}) {
  const { t, i18n } = useTranslation('users');
  const lang = i18n.language.startsWith('en') ? 'en' : 'es';
  const creatorRole = useSessionState((s) => s.session?.User?.Role ?? '');
  const roleRef = useRef<ChosenRole | null>(null);
  const form = useForm<NewUserFormValues>({
    defaultValues: emptyNewUserForm(),
    resolver: (values) => {
      const issues = newUserIssues(values, roleRef.current, lang);
      const errors = Object.fromEntries(
        Object.entries(issues).map(([field, message]) => [field, { type: 'rule', message }]),
      );
      return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
    },
  });
  const values = useWatch({ control: form.control }) as NewUserFormValues;
  const roles = useQuery(roleListQueryOptions());
  const assignable = (roles.data ?? []).filter((r) => r.Assignable);
  const roleId = values.roleId === '' ? null : Number(values.roleId);
  const roleOption = useQuery(roleOptionQueryOptions(roleId));
  const listed = assignable.find((r) => r.Id === roleId);
  const role: ChosenRole | null = listed
    ? {
        id: listed.Id,
        name: listed.Name,
        // Only the options api/role 21 answered count; a failed load hides the selectors.
        option: roleOption.data?.RoleOption ?? null,
      }
    : null;
  // The resolver and Save read the chosen role after this render has settled.
  useEffect(() => {
    roleRef.current = role;
  });
  const shown = shownSelectors(role);

  const save = useMutation({
    mutationFn: (v: NewUserFormValues) => insertUser(insertBodyOf(v, roleRef.current)),
    onMutate: () => onSaving(true),
    onSettled: () => onSaving(false),
    onSuccess: (message) => onSaved(message ?? t('done')),
    onError: (error) => showAlert({ type: 'error', message: error.message || t('actionFailed') }),
  });
  const errors = form.formState.errors;
  const errorOf = (name: keyof NewUserFormValues) => errors[name]?.message;
  const stored = storedUserName(values, role, creatorRole);

  const text = (
    name:
      | 'userName'
      | 'name'
      | 'email'
      | 'zip'
      | 'contactName'
      | 'contactEmail'
      | 'salesRepresentative',
    required = false,
    type = 'text',
  ) => (
    <Field.Root required={required} invalid={errorOf(name) !== undefined}>
      <Field.Label>
        {t(`fields.${name}`)}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        type={type}
        bg="white"
        maxLength={NEW_USER_LIMITS[name]}
        inputMode={name === 'zip' ? 'numeric' : undefined}
        autoComplete="off"
        {...form.register(name)}
      />
      {name === 'userName' && stored !== '' && stored !== values.userName.trim() && (
        <Field.HelperText>{t('create.storedAs', { userName: stored })}</Field.HelperText>
      )}
      <Field.ErrorText color="red.700">{errorOf(name)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(event) => void form.handleSubmit((v) => save.mutate(v))(event)}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('create.requiredNote')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('userName', true)}
          <Field.Root required invalid={errorOf('roleId') !== undefined}>
            <Field.Label>
              {t('fields.role')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                bg="white"
                {...form.register('roleId', {
                  onChange: () => {
                    form.setValue('supplier', '');
                    form.setValue('crews', []);
                    form.setValue('regions', []);
                  },
                })}
              >
                <option value="">{t('create.chooseRole')}</option>
                {assignable.map((r) => (
                  <option key={r.Id} value={String(r.Id)}>
                    {r.Name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText color="red.700">{errorOf('roleId')}</Field.ErrorText>
          </Field.Root>
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
            <Field.Root invalid={errorOf('phone') !== undefined}>
              <Field.Label>{t('fields.phone')}</Field.Label>
              <Input
                type="tel"
                bg="white"
                inputMode="numeric"
                maxLength={NEW_USER_LIMITS.phone}
                {...form.register('phone', {
                  // Phone fields take digits only (spec 1 §5 Both forms).
                  onChange: (e: { target: HTMLInputElement }) => {
                    e.target.value = e.target.value.replace(/\D/g, '');
                  },
                })}
              />
              <Field.ErrorText color="red.700">{errorOf('phone')}</Field.ErrorText>
            </Field.Root>
          </HStack>
          {text('zip')}
          {text('contactName')}
          {text('contactEmail', false, 'email')}
          {text('salesRepresentative')}
        </SimpleGrid>
        <CompanyChecks form={form} error={errorOf('companies')} />
        {roleId !== null && roleOption.isError && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{t('create.optionsFailed')}</Alert.Description>
          </Alert.Root>
        )}
        {shown.supplier && (
          <SupplierPicker
            form={form}
            required={supplierIsRequired(role)}
            error={errorOf('supplier')}
          />
        )}
        {shown.crew && <CrewChecks form={form} error={errorOf('crews')} />}
        {shown.region && <RegionChecks form={form} error={errorOf('regions')} />}
        <HStack gap="6" wrap="wrap">
          {(['active', 'sitePortal'] as const).map((name) => (
            <Checkbox.Root
              key={name}
              checked={values[name]}
              onCheckedChange={(e) => form.setValue(name, e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`fields.${name}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
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
