import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/components/home-page';
import { MaintenanceWorkCards } from '../../features/maintenance/components/maintenance-work-cards';
import { useSessionState } from '../../lib/session/use-session';

export const Route = createFileRoute('/_authed/')({
  component: HomeRoute,
});

const NO_REGIONS: readonly { Code: string; Active: boolean }[] = [];
const NO_PATHS: readonly string[] = [];

function HomeRoute() {
  const user = useSessionState((s) => s.session?.User ?? null);
  const regions = useSessionState((s) => s.session?.Regions ?? NO_REGIONS);
  const accessPath = useSessionState((s) => s.session?.AccessPath ?? NO_PATHS);
  const firstCompany = useSessionState((s) => s.session?.CompanyList[0]?.Code ?? '');
  return (
    <HomePage
      userName={user ? user.Name || user.UserName : ''}
      passwordPending={user?.PasswordPending ?? false}
      role={user?.Role ?? ''}
      regions={regions}
      work={
        user && (
          <MaintenanceWorkCards
            userId={user.Id}
            role={user.Role}
            accessPath={accessPath}
            firstCompany={firstCompany}
          />
        )
      }
    />
  );
}
