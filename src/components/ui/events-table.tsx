/**
 * The event log of one record in an administration dialog (a user's, spec 1 §2.8; a supplier's
 * or lessor's, spec 2 §2 screen 14): date, action, author, newest first — sorted here again so
 * the order holds whatever the server sends — or the loading spinner / the read's refusal.
 */
import { Alert, Box, chakra, Spinner, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../lib/date-format';

export interface EventRow {
  Date: string;
  ActionId: number;
  UserDisplayName?: string | null;
}

export interface EventsTableProps {
  events: readonly EventRow[] | undefined;
  error: Error | null;
  /** The texts, in the caller's namespace. */
  labels: {
    caption: string;
    date: string;
    action: string;
    by: string;
    empty: string;
    loading: string;
    loadFailed: string;
  };
  /** The words of an action; its number when the caller has none. */
  actionText: (actionId: number) => string;
}

export function EventsTable({ events, error, labels, actionText }: EventsTableProps) {
  if (!events) {
    if (!error) return <Spinner aria-label={labels.loading} alignSelf="center" />;
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{error.message || labels.loadFailed}</Alert.Description>
      </Alert.Root>
    );
  }
  if (events.length === 0) return <Text>{labels.empty}</Text>;
  const list = [...events].sort((a, b) => b.Date.localeCompare(a.Date));
  const cell = { px: '2', py: '2', borderBottomWidth: '1px' } as const;
  return (
    <Box overflowX="auto">
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
        <chakra.caption srOnly>{labels.caption}</chakra.caption>
        <thead>
          <tr>
            {[labels.date, labels.action, labels.by].map((h) => (
              <chakra.th key={h} scope="col" textAlign="start" bg="gray.100" {...cell}>
                {h}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((e, i) => (
            <tr key={`${e.Date}-${i}`}>
              <chakra.td {...cell} whiteSpace="nowrap">
                {formatDateTime(e.Date)}
              </chakra.td>
              <chakra.td {...cell}>{actionText(e.ActionId)}</chakra.td>
              <chakra.td {...cell}>{e.UserDisplayName ?? ''}</chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
