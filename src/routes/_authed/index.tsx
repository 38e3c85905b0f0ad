import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/components/home-page';
import { useSessionState } from '../../features/session/use-session';

export const Route = createFileRoute('/_authed/')({
  component: HomeRoute,
});

function HomeRoute() {
  const user = useSessionState((s) => s.session?.User ?? null);
  return (
    <HomePage
      userName={user ? user.Name || user.UserName : ''}
      passwordPending={user?.PasswordPending ?? false}
    />
  );
}
