import { createFileRoute } from '@tanstack/react-router';
import { bannersQueryOptions } from '../../features/site-media/api/site-media-api';
import { BannersPage } from '../../features/site-media/components/banners-page';
import { loadWhenOnline } from '../-load-within';

/** The home banners; the guard admits it with the AdminSystem module. */
export const Route = createFileRoute('/_authed/admin_banner')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(bannersQueryOptions())]),
  component: BannersPage,
});
