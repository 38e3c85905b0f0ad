import { createFileRoute } from '@tanstack/react-router';
import { PasswordPolicyPage } from '../../features/operations/components/password-policy-page';
import { passwordPolicyQueryOptions } from '../../features/operations/api/operations-queries';
import { loadWhenOnline } from '../-load-within';

/** An operations page; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_profile')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(passwordPolicyQueryOptions())]),
  component: PasswordPolicyPage,
});
