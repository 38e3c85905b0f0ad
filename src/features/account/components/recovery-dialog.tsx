/**
 * The recovery dialog of the sign-in page (spec 1 §2.3, §5 Recovery): user name and e-mail; the
 * server mails a one-time /recovery link and answers "Contraseña enviada correctamente" or
 * "Usuario y/o correo electrónico incorrectos", shown in the dialog.
 */
import {
  Alert,
  Button,
  CloseButton,
  Dialog,
  Field,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isEmail } from '../../../domain/account/contact-data';
import { Icon } from '../../../components/ui/icon';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';
import { sendRecovery } from '../api/account-calls';
import { mutationOutcome } from './mutation-outcome';

function recoverySchema(required: string, invalidEmail: string) {
  return v.object({
    userName: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(256)),
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(256),
      v.check(isEmail, invalidEmail),
    ),
  });
}
type RecoveryValues = v.InferOutput<ReturnType<typeof recoverySchema>>;

export function RecoveryDialog({ onClose }: { onClose: () => void }) {
  useLazyRecipes();
  const { t, i18n } = useTranslation(['account', 'messages']);
  const send = useMutation({
    mutationFn: (values: RecoveryValues) => sendRecovery(values.userName, values.email),
  });
  const schema = useMemo(
    () => recoverySchema(t('messages:dataLabelRequired'), t('recovery.emailInvalid')),
    // The messages follow the UI language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language, t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoveryValues>({
    resolver: valibotResolver(schema),
    defaultValues: { userName: '', email: '' },
  });
  const sent = send.isSuccess;
  const outcome = mutationOutcome(send);

  const onSubmit = handleSubmit((values) => send.mutate(values));

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content maxW="500px">
            <Dialog.Header>
              <Dialog.Title>{t('recovery.title')}</Dialog.Title>
            </Dialog.Header>
            <Stack asChild gap="0">
              <form onSubmit={onSubmit} noValidate>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text>{t('recovery.intro')}</Text>
                    {outcome && (
                      <Alert.Root
                        status={outcome.ok ? 'success' : 'error'}
                        role={outcome.ok ? 'status' : 'alert'}
                      >
                        <Alert.Indicator>
                          <Icon name={outcome.ok ? 'success' : 'warning'} />
                        </Alert.Indicator>
                        <Alert.Description fontSize="md">{outcome.text}</Alert.Description>
                      </Alert.Root>
                    )}
                    <Field.Root invalid={!!errors.userName} disabled={sent}>
                      <Field.Label fontSize="md">{t('recovery.userName')}</Field.Label>
                      <Input
                        autoComplete="username"
                        autoCapitalize="none"
                        spellCheck={false}
                        {...register('userName')}
                      />
                      <Field.ErrorText>{errors.userName?.message}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={!!errors.email} disabled={sent}>
                      <Field.Label fontSize="md">{t('recovery.email')}</Field.Label>
                      <Input type="email" autoComplete="email" {...register('email')} />
                      <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
                    </Field.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  {sent ? (
                    <Button minH="11" onClick={onClose}>
                      {t('recovery.close')}
                    </Button>
                  ) : (
                    <>
                      <Button variant="outline" minH="11" onClick={onClose}>
                        {t('recovery.cancel')}
                      </Button>
                      <Button
                        type="submit"
                        minH="11"
                        loading={send.isPending}
                        loadingText={t('recovery.submitting')}
                      >
                        {t('recovery.submit')}
                      </Button>
                    </>
                  )}
                </Dialog.Footer>
              </form>
            </Stack>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('recovery.close')} minW="11" minH="11">
                <Icon name="close" />
              </CloseButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
