import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { loadTexts } from '../app/i18n';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { RecoveryLanding } from '../features/account/components/recovery-landing';
import { sessionController } from '../lib/session/session-controller';
import { showAlert } from '../lib/alert-store';
import { guardRoute } from './-guard';

/** `?id=<user id>&token=<one-time token>` of the recovery mail; a damaged link reads as absent. */
const RecoverySearch = v.object({
  id: v.fallback(
    v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
    undefined,
  ),
  token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(256))), undefined),
});

/**
 * The recovery landing page (spec 1 §2.3): blank with the loading overlay while the link is
 * checked, then the new-password form. Once the password is set the user is signed in with it
 * (the spec is silent; this is what a user who just chose a password expects), or sent to sign
 * in when that is not possible (e.g. the site asks for a captcha).
 */
export const Route = createFileRoute('/recovery')({
  validateSearch: RecoverySearch,
  beforeLoad: async (args) => {
    await guardRoute(args);
    await loadTexts('account');
  },
  component: RecoveryPage,
});

function RecoveryPage() {
  const { id, token } = Route.useSearch();
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // A link opened in a signed-in browser is for whoever it was mailed to: the current session
    // ends first, so the recovery session is the only one the calls carry.
    let live = true;
    void sessionController.logout().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  if (!ready) return <LoadingOverlay force />;
  return (
    <RecoveryLanding
      id={id ?? null}
      token={token ?? null}
      publicKey={async () =>
        sessionController.store.get().init.publicKey ??
        (await sessionController.loadInit()).publicKey
      }
      onPasswordSet={async (userName, password, message) => {
        const signedIn = await sessionController
          .login({ id: userName, password, captcha: null })
          .then(
            () => true,
            () => false,
          );
        showAlert({ type: 'success', message });
        await navigate({ to: signedIn ? '/' : '/login', replace: true });
      }}
      onToLogin={() => void navigate({ to: '/login', replace: true })}
    />
  );
}
