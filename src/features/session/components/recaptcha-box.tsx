/**
 * Google reCAPTCHA (v2 checkbox), loaded lazily only when the site enables it and has a key.
 * Reports the response token, or null when it expires.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Grecaptcha {
  render(
    element: HTMLElement,
    options: {
      sitekey: string;
      hl?: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
    },
  ): number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    portalproRecaptchaLoaded?: () => void;
  }
}

let scriptPromise: Promise<Grecaptcha> | null = null;

function loadRecaptcha(language: string): Promise<Grecaptcha> {
  scriptPromise ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.portalproRecaptchaLoaded = () =>
      window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha'));
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?onload=portalproRecaptchaLoaded&render=explicit&hl=${language}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('recaptcha script'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export function RecaptchaBox({
  siteKey,
  onChange,
}: {
  siteKey: string;
  onChange: (token: string | null) => void;
}) {
  const { t, i18n } = useTranslation('login');
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(i18n.language)
      .then((grecaptcha) => {
        if (cancelled || !container.current) return;
        container.current.innerHTML = '';
        const target = document.createElement('div');
        container.current.appendChild(target);
        grecaptcha.render(target, {
          sitekey: siteKey,
          hl: i18n.language,
          callback: (token) => onChange(token),
          'expired-callback': () => onChange(null),
        });
        setStatus('ready');
      })
      .catch(() => !cancelled && setStatus('failed'));
    return () => {
      cancelled = true;
    };
  }, [siteKey, i18n.language, onChange]);

  return (
    <div>
      <div ref={container} />
      {/* Plain elements with inline colours: the box is used on the sign-in page (no Chakra)
          and in the request-access dialog. */}
      {status === 'loading' && <p style={{ margin: 0, color: '#3f3f46' }}>{t('captchaLoading')}</p>}
      {status === 'failed' && (
        <p role="alert" style={{ margin: 0, color: '#b91c1c' }}>
          {t('captchaLoadError')}
        </p>
      )}
    </div>
  );
}
