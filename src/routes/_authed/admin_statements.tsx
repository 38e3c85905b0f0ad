import { createFileRoute } from '@tanstack/react-router';
import {
  FIRST_STATEMENT_LIST,
  statementListQueryOptions,
} from '../../features/statements-admin/api/statement-admin-api';
import { StatementsPage } from '../../features/statements-admin/components/statements-page';
import { loadWhenOnline } from '../-load-within';

/** The communiqué administration (spec 3 §2.4); the guard admits it with the statements module. */
export const Route = createFileRoute('/_authed/admin_statements')({
  codeSplitGroupings: [['loader', 'component']],
  // It needs the server: its reads are not kept on the device.
  loader: ({ context: { queryClient } }) =>
    loadWhenOnline(() => [
      queryClient.ensureQueryData(statementListQueryOptions(FIRST_STATEMENT_LIST)),
    ]),
  component: StatementsPage,
});
