import { createFileRoute } from '@tanstack/react-router';
import { FIRST_USER_LIST, userListQueryOptions } from '../../features/users/api/user-list-query';
import { UsersPage } from '../../features/users/components/users-page';
import { loadWhenOnline } from '../-load-within';

/** User administration (spec 1 §2.8); the guard admits the named route AdminUser only. */
export const Route = createFileRoute('/_authed/admin_user')({
  // The loader's code (the list's query) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  // The page it opens on; these pages need the server (their reads are not kept on the device).
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(userListQueryOptions(FIRST_USER_LIST))]),
  component: UsersPage,
});
