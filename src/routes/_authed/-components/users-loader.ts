/**
 * The user administration pages' loader: the list the page opens on. These pages need the server
 * (their reads are not kept on the device): offline nothing is asked and the page shows its own
 * state, as before.
 */
import { FIRST_USER_LIST, userListQueryOptions } from '../../../features/users/api/user-list-query';
import type { LoadedRouterContext } from '../../-router-context';
import { loadWithin } from '../../-load-within';

export async function loadUsersPage({ queryClient }: LoadedRouterContext): Promise<void> {
  if (!navigator.onLine) return;
  await loadWithin([queryClient.ensureQueryData(userListQueryOptions(FIRST_USER_LIST))]);
}
