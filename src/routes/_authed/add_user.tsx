import { createFileRoute } from '@tanstack/react-router';
import { ModuleDisabledPage } from '../../components/module-disabled-page';

/** Named route (AdminUser / AdminClient): the guard sends other users to /; the page comes later. */
export const Route = createFileRoute('/_authed/add_user')({
  component: NamedRoute,
});

function NamedRoute() {
  return <ModuleDisabledPage titleKey="addUser" />;
}
