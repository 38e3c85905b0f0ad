/**
 * The fields of the 1000-wide user dialog (spec 1 §5 Admin user), shared by the new and the edit
 * dialog: user name with the name it will be stored as, role, contact fields with the +52 / +1
 * phone prefix, companies, the supplier, crew and region selectors the role's options show (a
 * warning instead when those options could not be loaded), Active and SitePortal. Each field shows
 * the message of `errors`; what the dialog adds (modules, client) comes as children.
 */
import {
  Alert,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PHONE_PREFIXES } from '../../../domain/user-admin-validation';
import type { RoleChoice } from '../hooks/use-chosen-role';
import {
  shownSelectors,
  supplierIsRequired,
  USER_FORM_LIMITS,
  type ChosenRole,
  type UserFormField,
  type UserFormValues,
} from '../lib/user-form';
import { LabelledCheck } from '../../../components/ui/labelled-check';
import { CompanyChecks, CrewChecks, RegionChecks, SupplierPicker } from './user-link-pickers';

export interface UserFormFieldsProps {
  form: UseFormReturn<UserFormValues>;
  role: ChosenRole | null;
  /** The roles the select offers. */
  choices: readonly RoleChoice[];
  optionsFailed: boolean;
  errors: Partial<Record<UserFormField, string>>;
  /** The user name as it will be stored, shown when it differs from the typed one. */
  storedName: string;
  /** What else changes with the role (called after the select changed). */
  onRoleChange: (roleId: string) => void;
  children?: ReactNode;
}

type TextField =
  'userName' | 'name' | 'email' | 'zip' | 'contactName' | 'contactEmail' | 'salesRepresentative';

export function UserFormFields(props: UserFormFieldsProps) {
  const { form, role, errors } = props;
  const { t } = useTranslation('users');
  const [userName, active, sitePortal] = useWatch({
    control: form.control,
    name: ['userName', 'active', 'sitePortal'],
  });
  const shown = shownSelectors(role);
  const errorOf = (name: UserFormField) => errors[name];

  const text = (name: TextField, required = false, type = 'text') => {
    const error = name in errors ? errors[name as UserFormField] : undefined;
    return (
      <Field.Root required={required} invalid={error !== undefined}>
        <Field.Label>
          {t(`fields.${name}`)}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        <Input
          type={type}
          bg="white"
          maxLength={USER_FORM_LIMITS[name]}
          inputMode={name === 'zip' ? 'numeric' : undefined}
          autoComplete="off"
          {...form.register(name)}
        />
        {name === 'userName' && props.storedName !== '' && props.storedName !== userName.trim() && (
          <Field.HelperText>
            {t('create.storedAs', { userName: props.storedName })}
          </Field.HelperText>
        )}
        <Field.ErrorText color="red.700">{error}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
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
                onChange: (e: { target: HTMLSelectElement }) => props.onRoleChange(e.target.value),
              })}
            >
              <option value="">{t('create.chooseRole')}</option>
              {props.choices.map((r) => (
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
              maxLength={USER_FORM_LIMITS.phone}
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
      {props.optionsFailed && (
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
      {props.children}
      <HStack gap="6" wrap="wrap">
        {(
          [
            ['active', active],
            ['sitePortal', sitePortal],
          ] as const
        ).map(([name, checked]) => (
          <LabelledCheck
            key={name}
            checked={checked}
            onChange={(on) => form.setValue(name, on, { shouldDirty: true })}
          >
            {t(`fields.${name}`)}
          </LabelledCheck>
        ))}
      </HStack>
    </Stack>
  );
}
