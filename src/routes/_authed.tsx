import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { loadAllTexts } from '../app/i18n';
import { hasOfflinePages } from '../domain/offline-pages';
import { isAdministrator } from '../domain/roles';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { AfterLoginDialogs } from '../features/account/components/after-login-dialogs';
import { ClientSelector } from '../features/clients/components/client-selector';
import { HelpButton } from '../features/help/components/help-button';
import { SyncPanelDialog } from '../features/maintenance/components/sync-panel-dialog';
import { sessionController } from '../lib/session/session-controller';
import { useSessionState } from '../lib/session/use-session';
import { AppShell } from '../features/shell/components/app-shell';
import { saveReadCache } from '../lib/query-client-persistence';
import { guardRoute } from './-guard';

/**
 * Every signed-in page: the guard of spec 1 §2.1, the shell, and the device's read cache (restored
 * before any page's loader asks for data, saved while a user is signed in).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async (args) => {
    await guardRoute(args);
    // The signed-in pages' texts are not in the entry: all of them are there before one renders.
    // A loader below finds the lists kept on the device (and with no signal, only those).
    await Promise.all([loadAllTexts(), restoreReadCacheOnce(args.context.queryClient)]);
  },
  component: AuthedLayout,
});

let readCacheRestored: Promise<void> | null = null;

/** The persistence code loads on demand (not in the entry); after the first page, nothing waits. */
function restoreReadCacheOnce(queryClient: QueryClient): Promise<void> {
  readCacheRestored ??= import('../lib/query-client-persistence').then(
    (m) => m.restoreReadCache(queryClient),
    (error: unknown) => {
      readCacheRestored = null;
      throw error;
    },
  );
  return readCacheRestored;
}

// The profile popup (account feature) loads when first opened, not with every signed-in page.
const ProfileDialog = lazy(() =>
  import('../features/account/components/profile-dialog').then((m) => ({
    default: m.ProfileDialog,
  })),
);

const DEFAULT_LOGO = `${import.meta.env.BASE_URL}favicon.svg`;

/**
 * The outbox's sync engine (with Dexie and the maintenance stores it drives) starts with the first
 * signed-in page, not with the app: the sign-in page never loads it. Once started it follows the
 * session by itself (pauses on sign-out or a 401, resumes on the next sign-in), so it stays.
 */
function startSyncAfterSignIn(): void {
  void import('../app/sync').then((m) => m.startSync());
}

function AuthedLayout() {
  const session = useSessionState((s) => s.session);
  const environment = useSessionState((s) => s.init.environment);
  const pathname = useLocation({ select: (l) => l.pathname });
  const search = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const navigate = useNavigate();
  const { queryClient } = Route.useRouteContext();
  const signedIn = session !== null;
  useEffect(startSyncAfterSignIn, []);
  // Saved only while signed in: signing out clears the stored cache and must leave it cleared.
  useEffect(() => (signedIn ? saveReadCache(queryClient) : undefined), [signedIn, queryClient]);
  // Signing out or an expired session clears it just before the router leaves this layout.
  if (!session) return <LoadingOverlay force />;

  const admin = isAdministrator(session.User.Role);
  const showClientSelector = admin || session.ClientChildList.length > 0;
  const signOut = async () => {
    await sessionController.logout();
    await navigate({ to: '/login' });
  };

  return (
    <>
      <AppShell
        userName={session.User.Name || session.User.UserName}
        menu={session.Menu}
        logo={session.Site.ImageLogotypeFile ?? DEFAULT_LOGO}
        mark={session.Site.ImageFaviconFile ?? DEFAULT_LOGO}
        offlineWork={hasOfflinePages(session.AccessPath)}
        environment={environment}
        pathname={pathname}
        search={search}
        onSignOut={() => void signOut()}
        help={<HelpButton pathname={pathname} />}
        renderSyncPanel={(props) => <SyncPanelDialog {...props} />}
        renderProfileDialog={(props) => (
          <Suspense fallback={null}>
            <ProfileDialog {...props} />
          </Suspense>
        )}
        clientSelector={
          showClientSelector ? (
            <ClientSelector
              isAdministrator={admin}
              childList={session.ClientChildList}
              current={session.ClientCode}
            />
          ) : undefined
        }
      >
        <Outlet />
      </AppShell>
      {/* Spec 1 §2.7, §4: agreement, data update, password change; a session that leaves the
          "without password" state gets a fresh queue from its refreshed flags. */}
      <AfterLoginDialogs
        key={`${session.User.Id}|${session.User.PasswordPending}`}
        user={session.User}
        taxId={session.SupplierList[0]?.TIN ?? null}
        publicKey={async () =>
          sessionController.store.get().init.publicKey ??
          (await sessionController.loadInit()).publicKey
        }
        // A refresh already under way may have been asked before this change: the second one
        // reads the flags after it.
        onChanged={() => void sessionController.refresh().then(() => sessionController.refresh())}
        onLogout={() => void signOut()}
      />
    </>
  );
}
