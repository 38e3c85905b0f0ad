import { createFileRoute } from '@tanstack/react-router';
import { helpVideosQueryOptions } from '../../features/site-media/api/site-media-api';
import { HelpVideosPage } from '../../features/site-media/components/help-videos-page';
import { loadWhenOnline } from '../-load-within';

/** The help videos per page (spec 1 §2.7); the guard admits it with AdminSystem. */
export const Route = createFileRoute('/_authed/admin_help')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [queryClient.ensureQueryData(helpVideosQueryOptions())]),
  component: HelpVideosPage,
});
