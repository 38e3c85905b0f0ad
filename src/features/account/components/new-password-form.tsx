/**
 * The new-password fields (spec 1 §5 New password): the current password when the mode asks for
 * it, the new one checked against the profile's policy, and its confirmation. The server applies
 * the same rules; its refusal (e.g. "Contraseña actual incorrecta") is shown above the fields.
 */
import { Alert, Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { PasswordInput } from '../../../components/ui/password-input';
import {
  complexityMessageKey,
  newPasswordProblem,
  passwordProblemKey,
  type NewPasswordProblem,
  type PasswordPolicy,
} from '../../../domain/account/password-policy';

export interface NewPasswordValues {
  current: string;
  /** The code e-mailed for a first password ("without password" sign-in); '' otherwise. */
  code: string;
  password: string;
  confirmation: string;
}

const CODE = /^\d{6}$/;

interface Props {
  policy: PasswordPolicy;
  /** Ask for the current password (the "without password" and recovery modes do not). */
  askCurrent: boolean;
  /** Sends the passwords (the caller's mutation). */
  onSave: (values: NewPasswordValues) => void;
  /** The save is under way. */
  saving: boolean;
  /** Why the last save failed (the server's refusal message), or null. */
  refusal: string | null;
  /** Extra actions beside the save button (e.g. a cancel). */
  actions?: ReactNode;
  /**
   * Where the code for a first password went (masked e-mail): the form asks for it. Absent when
   * no code is needed.
   */
  codeSentTo?: string | null;
}

export function NewPasswordForm(props: Props) {
  const { policy, askCurrent, onSave, saving, refusal, actions, codeSentTo } = props;
  const { t } = useTranslation(['account', 'messages']);
  // The same texts the server answers with: its catalogue, the messages namespace.
  const problemText = (problem: NewPasswordProblem) =>
    t(`messages:${passwordProblemKey(problem, policy)}`, { min: policy.minLength });

  const resolver: Resolver<NewPasswordValues> = (values) => {
    const errors: Partial<Record<keyof NewPasswordValues, { type: string; message: string }>> = {};
    if (askCurrent && values.current === '') {
      errors.current = { type: 'required', message: t('messages:passwordRequired') };
    }
    if (codeSentTo && !CODE.test(values.code.trim())) {
      errors.code = { type: 'pattern', message: t('password.codeRequired') };
    }
    const problem = newPasswordProblem(
      {
        password: values.password,
        current: askCurrent ? values.current : null,
        confirmation: values.confirmation,
      },
      policy,
    );
    if (problem === 'passwordConfirmationMismatch') {
      errors.confirmation = { type: problem, message: problemText(problem) };
    } else if (problem) {
      errors.password = { type: problem, message: problemText(problem) };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordValues>({
    resolver,
    defaultValues: { current: '', code: '', password: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(onSave);

  return (
    <Stack asChild gap="4">
      <form onSubmit={onSubmit} noValidate>
        {refusal && !saving && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator>
              <Icon name="warning" />
            </Alert.Indicator>
            <Alert.Description fontSize="md">{refusal}</Alert.Description>
          </Alert.Root>
        )}
        {askCurrent && (
          <Field.Root invalid={!!errors.current} required>
            <Field.Label fontSize="md">{t('password.current')}</Field.Label>
            <PasswordInput autoComplete="current-password" {...register('current')} />
            <Field.ErrorText>{errors.current?.message}</Field.ErrorText>
          </Field.Root>
        )}
        {codeSentTo && (
          <Field.Root invalid={!!errors.code} required>
            <Field.Label fontSize="md">{t('password.code')}</Field.Label>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              size="lg"
              letterSpacing="0.3em"
              {...register('code')}
            />
            {errors.code ? (
              <Field.ErrorText>{errors.code.message}</Field.ErrorText>
            ) : (
              <Field.HelperText color="gray.700" fontSize="sm">
                {t('password.codeHelp', { sentTo: codeSentTo })}
              </Field.HelperText>
            )}
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.password} required>
          <Field.Label fontSize="md">{t('password.new')}</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('password')} />
          {errors.password ? (
            <Field.ErrorText>{errors.password.message}</Field.ErrorText>
          ) : (
            <Field.HelperText color="gray.700" fontSize="sm">
              {t('password.rules', {
                min: policy.minLength,
                complexity: t(`messages:${complexityMessageKey(policy.complexity)}`),
              })}
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={!!errors.confirmation} required>
          <Field.Label fontSize="md">{t('password.confirm')}</Field.Label>
          <PasswordInput autoComplete="new-password" {...register('confirmation')} />
          <Field.ErrorText>{errors.confirmation?.message}</Field.ErrorText>
        </Field.Root>
        <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          {actions}
          <Button type="submit" minH="11" loading={saving} loadingText={t('password.saving')}>
            {t('password.save')}
          </Button>
        </Stack>
        <Text srOnly aria-live="polite">
          {saving ? t('password.saving') : ''}
        </Text>
      </form>
    </Stack>
  );
}
