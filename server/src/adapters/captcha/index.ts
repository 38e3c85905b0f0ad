/**
 * Captcha verification behind one interface: the Google reCAPTCHA siteverify client when a secret
 * is configured; none otherwise (login then refuses while the site's captcha flag is on).
 */

export interface CaptchaVerifier {
  /** True when the answer token is valid for this site. */
  verify(answer: string, remoteIp?: string): Promise<boolean>;
}

const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's server-side check; network errors count as a failed verification. */
export function googleRecaptcha(secret: string, fetchImpl: typeof fetch = fetch): CaptchaVerifier {
  return {
    async verify(answer, remoteIp) {
      const form = new URLSearchParams({ secret, response: answer });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const res = await fetchImpl(SITEVERIFY_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) return false;
        const body = (await res.json()) as { success?: unknown };
        return body.success === true;
      } catch {
        return false;
      }
    },
  };
}

export function createCaptchaVerifier(secret: string | undefined): CaptchaVerifier | null {
  return secret ? googleRecaptcha(secret) : null;
}
