import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../features/users/components/users-page';
import { loadUsersPage } from './-components/users-loader';

/** User administration (spec 1 §2.8); the guard admits the named route AdminUser only. */
export const Route = createFileRoute('/_authed/admin_user')({
  // The loader's code (the list's query) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadUsersPage(context),
  component: UsersPage,
});
