import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../features/users/components/users-page';

/** User administration (spec 1 §2.8); the guard admits the named route AdminUser only. */
export const Route = createFileRoute('/_authed/admin_user')({
  component: UsersPage,
});
