import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import * as v from 'valibot';
import { LoginPage } from '../features/session/components/login-page';
import { guardRoute } from './-guard';

/** `?admin=1`: opened from the out-of-service page's administrator link (see decideRoute, rule 6). */
const LoginSearch = v.object({
  admin: v.fallback(v.optional(v.picklist([1, '1'])), undefined),
});

// Chakra (provider and system) loads only when a dialog of the sign-in page opens.
const ChakraIsland = lazy(() => import('../app/chakra-root'));

const RecoveryDialog = lazy(() =>
  import('../features/account/components/recovery-dialog').then((m) => ({
    default: m.RecoveryDialog,
  })),
);

const RequestAccessDialog = lazy(() =>
  import('../features/account/components/request-access-dialog').then((m) => ({
    default: m.RequestAccessDialog,
  })),
);

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearch,
  beforeLoad: guardRoute,
  component: LoginRoute,
});

function LoginRoute() {
  return (
    <LoginPage
      recoveryDialog={(onClose) => <RecoveryDialog onClose={onClose} />}
      requestAccessDialog={(props) => <RequestAccessDialog {...props} />}
      dialogFrame={(dialog) => (
        <Suspense fallback={null}>
          <ChakraIsland chrome={false}>{dialog}</ChakraIsland>
        </Suspense>
      )}
    />
  );
}
