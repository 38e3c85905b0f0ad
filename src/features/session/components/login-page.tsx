/**
 * The sign-in screen: branding, the form, the recovery / request-access links and the version.
 * Drawn with plain elements and sign-in.css, not Chakra: see the note at the top of that file.
 * Its dialogs are Chakra's, loaded with Chakra when one is opened (the route's `dialogFrame`).
 */
import './sign-in.css';
import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import defaultLogo from '../../../assets/logo.svg';
import { APP_VERSION } from '../../../lib/app-version';
import { PlainIcon } from '../../../components/ui/plain-icon';
import { getLanguage, setLanguage } from '../../../lib/language';
import { useSessionState } from '../../../lib/session/use-session';
import { LoginForm } from './login-form';
import { RecaptchaBox } from './recaptcha-box';

const ComingSoonDialog = lazy(() =>
  import('./coming-soon-dialog').then((m) => ({ default: m.ComingSoonDialog })),
);

/**
 * The default wordmark, also drawn by index.html's splash: under Vite's inline limit, so both carry
 * it as the same data: URL and the page needs neither a request nor an API answer to show it.
 */
const DEFAULT_LOGO = defaultLogo;

/** What the request-access dialog needs from the sign-in page. */
export interface RequestAccessDialogProps {
  onClose: () => void;
  captchaRequired: boolean;
  renderCaptcha: (onChange: (token: string | null) => void) => ReactNode;
}

/**
 * `recoveryDialog` and `requestAccessDialog` render the account feature's dialogs (composed by the
 * route); without them the links open a notice. `dialogFrame` draws an open dialog inside the
 * app's Chakra provider, which the route loads only then.
 */
export function LoginPage({
  recoveryDialog,
  requestAccessDialog,
  dialogFrame,
}: {
  recoveryDialog?: (onClose: () => void) => ReactNode;
  requestAccessDialog?: (props: RequestAccessDialogProps) => ReactNode;
  dialogFrame: (dialog: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation(['login', 'messages', 'common']);
  const init = useSessionState((s) => s.init);
  const expired = useSessionState((s) => s.expired);
  const [dialog, setDialog] = useState<'recovery' | 'access' | null>(null);
  const logo = init.site?.ImageLogotypeFile ?? DEFAULT_LOGO;
  const close = () => setDialog(null);

  let opened: ReactNode = null;
  if (dialog === 'recovery') {
    opened = recoveryDialog ? (
      recoveryDialog(close)
    ) : (
      <ComingSoonDialog title={t('login:forgotPassword')} onClose={close} />
    );
  } else if (dialog === 'access') {
    opened = requestAccessDialog ? (
      requestAccessDialog({
        onClose: close,
        captchaRequired: init.site?.GoogleRecaptcha === true,
        renderCaptcha: (onChange) => {
          const siteKey = init.site?.GoogleRecaptchaSiteKey?.trim();
          return siteKey ? (
            <RecaptchaBox siteKey={siteKey} onChange={onChange} />
          ) : (
            <p role="alert" className="si-error">
              {t('login:captchaNoKey')}
            </p>
          );
        },
      })
    ) : (
      <ComingSoonDialog title={t('login:requestAccess')} onClose={close} />
    );
  }

  return (
    <div className="si-page">
      <div className="si-top">
        <SignInLanguageSwitch />
      </div>
      <main className="si-main">
        <div className="si-card">
          <div className="si-brand">
            <img className="si-logo" src={logo} alt={t('common:logoAlt')} width={250} height={64} />
            <h1 className="si-title">{t('login:title')}</h1>
            <p className="si-subtitle">{t('login:subtitle')}</p>
          </div>
          {expired && (
            <div className="si-banner si-banner--warning" role="status">
              <PlainIcon name="warning" />
              <p>{t('messages:mainLoginErrorSessionExpired')}</p>
            </div>
          )}
          {init.status === 'failed' && !init.publicKey && (
            <p className="si-note si-note--warning" role="status">
              {t('login:initFailed')}
            </p>
          )}
          <LoginForm />
          <div className="si-links">
            {init.publicKey && (
              <button type="button" className="si-link" onClick={() => setDialog('recovery')}>
                {t('login:forgotPassword')}
              </button>
            )}
            <button type="button" className="si-link" onClick={() => setDialog('access')}>
              {t('login:requestAccess')}
            </button>
          </div>
        </div>
      </main>
      <footer className="si-footer">{t('login:version', { version: APP_VERSION })}</footer>
      {opened && dialogFrame(opened)}
    </div>
  );
}

/** "English" / "Español": the language it switches to, in that language. */
function SignInLanguageSwitch() {
  const { t } = useTranslation('common');
  const target = getLanguage() === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className="si-ghost"
      aria-label={t('switchLanguage')}
      title={t('switchLanguageHint')}
      onClick={() => setLanguage(target)}
    >
      <PlainIcon name="globe" />
      <span lang={target}>{t('switchLanguage')}</span>
    </button>
  );
}
