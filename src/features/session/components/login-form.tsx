/**
 * The sign-in form (spec 1 §2.2): user id and password, the optional captcha and the submit.
 * An empty password with an RFC id signs in "without password"; the server decides the rest.
 */
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { looksLikeRfc } from '../../../domain/rfc';
import { PasswordInput } from '../../../components/ui/password-input';
import { useRequestStore } from '../../../lib/store-request';
import { sessionController } from '../session-controller';
import { useSessionState } from '../use-session';
import { LoginErrorBanner } from './login-error-banner';
import { RecaptchaBox } from './recaptcha-box';

function loginSchema(required: string) {
  return v.pipe(
    v.object({
      id: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(256)),
      password: v.pipe(v.string(), v.maxLength(512)),
    }),
    v.forward(
      v.partialCheck(
        [['id'], ['password']],
        (input) => input.password !== '' || looksLikeRfc(input.id),
        required,
      ),
      ['password'],
    ),
  );
}
type LoginValues = v.InferOutput<ReturnType<typeof loginSchema>>;

export function LoginForm() {
  const { t, i18n } = useTranslation(['login', 'errors']);
  const navigate = useNavigate();
  const site = useSessionState((s) => s.init.site);
  const [request, requestStore] = useRequestStore();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const schema = useMemo(
    () => loginSchema(t('errors:required')),
    // The messages follow the UI language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.language, t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: valibotResolver(schema),
    defaultValues: { id: '', password: '' },
  });

  const captchaOn = site?.GoogleRecaptcha === true;
  const captchaKey = site?.GoogleRecaptchaSiteKey?.trim() || null;
  const captchaBlocks = captchaOn && (!captchaKey || !captcha);
  const onCaptcha = useCallback((token: string | null) => setCaptcha(token), []);

  const onSubmit = handleSubmit(async (values) => {
    const answer = await requestStore.run(() =>
      sessionController.login({
        id: values.id,
        password: values.password,
        captcha: captchaOn ? captcha : null,
      }),
    );
    if (answer?.Result && answer.Session) {
      await navigate({ to: '/' });
      return;
    }
    if (answer && !answer.Message) {
      requestStore.state.set((s) => ({ ...s, message: t('errors:mainLoginErrorSession') }));
    }
    if (captchaOn) {
      // A captcha token is single-use: show a fresh challenge after a refusal.
      setCaptcha(null);
      setCaptchaRound((n) => n + 1);
    }
  });

  return (
    <Stack asChild gap="5">
      <form onSubmit={onSubmit} noValidate>
        {request.message && !request.pending && !request.result && (
          <LoginErrorBanner message={request.message} onClose={requestStore.dismiss} />
        )}
        <Field.Root invalid={!!errors.id}>
          <Field.Label fontSize="md">{t('login:user')}</Field.Label>
          <Input
            size="lg"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...register('id')}
          />
          <Field.ErrorText>{errors.id?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password}>
          <Field.Label fontSize="md">{t('login:password')}</Field.Label>
          <PasswordInput size="lg" autoComplete="current-password" {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        {captchaOn &&
          (captchaKey ? (
            <RecaptchaBox key={captchaRound} siteKey={captchaKey} onChange={onCaptcha} />
          ) : (
            <Text role="alert" color="red.700" fontWeight="medium">
              {t('login:captchaNoKey')}
            </Text>
          ))}
        <Button
          type="submit"
          size="lg"
          minH="12"
          loading={request.pending}
          loadingText={t('login:submitting')}
          disabled={captchaBlocks}
        >
          {t('login:submit')}
        </Button>
      </form>
    </Stack>
  );
}
