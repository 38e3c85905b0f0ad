import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/components/home-page';
import { useSessionState } from '../../features/session/use-session';

export const Route = createFileRoute('/_authed/')({
  component: HomeRoute,
});

const NO_REGIONS: readonly { Code: string; Active: boolean }[] = [];

function HomeRoute() {
  const user = useSessionState((s) => s.session?.User ?? null);
  const regions = useSessionState((s) => s.session?.Regions ?? NO_REGIONS);
  return (
    <HomePage
      userName={user ? user.Name || user.UserName : ''}
      passwordPending={user?.PasswordPending ?? false}
      role={user?.Role ?? ''}
      regions={regions}
    />
  );
}
