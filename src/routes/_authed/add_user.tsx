import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { FIRST_USER_LIST, userListQueryOptions } from '../../features/users/api/user-list-query';
import { UsersPage } from '../../features/users/components/users-page';
import { loadWhenOnline } from '../-load-within';

/**
 * Named route (AdminUser / AdminClient): user administration with the new-user dialog open; the
 * guard sends other users to /. Closing the dialog, saved or not, leaves the user on /admin_user.
 */
export const Route = createFileRoute('/_authed/add_user')({
  codeSplitGroupings: [['loader', 'component']],
  // The page it opens on; these pages need the server (their reads are not kept on the device).
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(userListQueryOptions(FIRST_USER_LIST))]),
  component: AddUserPage,
});

function AddUserPage() {
  const navigate = useNavigate();
  return (
    <UsersPage startWithNew onNewClosed={() => navigate({ to: '/admin_user', replace: true })} />
  );
}
