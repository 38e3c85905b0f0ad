/**
 * The sign-in form (spec 1 §2.2): user id and password, the optional captcha and the submit.
 * An empty password with an RFC id signs in "without password"; the server decides the rest.
 * Plain elements styled by sign-in.css (see login-page.tsx).
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { looksLikeRfc } from '../../../domain/rfc';
import { PlainIcon } from '../../../components/ui/plain-icon';
import { failureText } from '../../../lib/api-errors';
import { sessionController, type LoginInput } from '../../../lib/session/session-controller';
import { useSessionState } from '../../../lib/session/use-session';
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
  const { t, i18n } = useTranslation(['login', 'messages']);
  const navigate = useNavigate();
  const site = useSessionState((s) => s.init.site);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const schema = useMemo(
    () => loginSchema(t('messages:dataLabelRequired')),
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

  const login = useMutation({
    mutationFn: (input: LoginInput) => sessionController.login(input),
    onSuccess: () => navigate({ to: '/' }),
    onError: () => {
      if (captchaOn) {
        // A captcha token is single-use: show a fresh challenge after a refusal.
        setCaptcha(null);
        setCaptchaRound((n) => n + 1);
      }
    },
  });
  const onSubmit = handleSubmit((values) =>
    login.mutate({
      id: values.id,
      password: values.password,
      captcha: captchaOn ? captcha : null,
    }),
  );

  const idField = useId();
  const passwordField = useId();

  return (
    <form className="si-form" onSubmit={onSubmit} noValidate>
      {login.isError && (
        <LoginErrorBanner
          message={failureText(login.error, t('messages:mainLoginErrorSession'))}
          onClose={login.reset}
        />
      )}
      <div className="si-field">
        <label className="si-label" htmlFor={idField}>
          {t('login:user')}
        </label>
        <input
          id={idField}
          className="si-input"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.id ? true : undefined}
          aria-describedby={errors.id ? `${idField}-error` : undefined}
          {...register('id')}
        />
        {errors.id && (
          <p id={`${idField}-error`} className="si-error">
            {errors.id.message}
          </p>
        )}
      </div>
      <div className="si-field">
        <label className="si-label" htmlFor={passwordField}>
          {t('login:password')}
        </label>
        <PasswordField
          id={passwordField}
          invalid={!!errors.password}
          describedBy={errors.password ? `${passwordField}-error` : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id={`${passwordField}-error`} className="si-error">
            {errors.password.message}
          </p>
        )}
      </div>
      {captchaOn &&
        (captchaKey ? (
          <RecaptchaBox key={captchaRound} siteKey={captchaKey} onChange={onCaptcha} />
        ) : (
          <p role="alert" className="si-error">
            {t('login:captchaNoKey')}
          </p>
        ))}
      <button
        type="submit"
        className="si-button"
        disabled={captchaBlocks || login.isPending}
        aria-busy={login.isPending || undefined}
      >
        {login.isPending ? (
          <>
            <span className="si-spinner" aria-hidden />
            {t('login:submitting')}
          </>
        ) : (
          t('login:submit')
        )}
      </button>
    </form>
  );
}

/** The password with a show / hide toggle ("Mostrar contraseña" / "Ocultar contraseña"). */
function PasswordField({
  invalid,
  describedBy,
  ...input
}: ReturnType<UseFormRegister<LoginValues>> & {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation('login');
  const [visible, setVisible] = useState(false);
  return (
    <div className="si-input-wrap">
      <input
        className="si-input si-input--with-toggle"
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...input}
      />
      <button
        type="button"
        className="si-toggle"
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <PlainIcon name={visible ? 'eyeOff' : 'eye'} />
      </button>
    </div>
  );
}
