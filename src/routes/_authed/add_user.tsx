import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { UsersPage } from '../../features/users/components/users-page';
import { loadUsersPage } from './-components/users-loader';

/**
 * Named route (AdminUser / AdminClient): user administration with the new-user dialog open; the
 * guard sends other users to /. Closing the dialog, saved or not, leaves the user on /admin_user.
 */
export const Route = createFileRoute('/_authed/add_user')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadUsersPage(context),
  component: AddUserPage,
});

function AddUserPage() {
  const navigate = useNavigate();
  return (
    <UsersPage startWithNew onNewClosed={() => navigate({ to: '/admin_user', replace: true })} />
  );
}
