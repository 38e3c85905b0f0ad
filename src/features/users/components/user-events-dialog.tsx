/** The event history of one user (spec 1 §2.8): api/event 20, newest first. */
import { Box, chakra, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../../protocol/user-admin';
import { userEventsQueryOptions } from '../api/user-events-query';
import { formatDateTime } from '../../../lib/date-format';
import { LoadState } from './load-state';
import { UsersDialogFrame } from './users-dialog-frame';

/** The audit actions the spec names (spec 1 §9); any other shows its number. */
const KNOWN_ACTIONS = [10, 11, 20, 21, 22, 31, 32, 33, 34, 35, 41] as const;

function isKnownAction(actionId: number): actionId is (typeof KNOWN_ACTIONS)[number] {
  return (KNOWN_ACTIONS as readonly number[]).includes(actionId);
}

export function UserEventsDialog({ row, onClose }: { row: UserRow; onClose: () => void }) {
  const { t } = useTranslation('users');
  const events = useQuery(userEventsQueryOptions(row.Id));
  // The server answers newest first; sorting again keeps the spec's order whatever it sends.
  const list = [...(events.data ?? [])].sort((a, b) => b.Date.localeCompare(a.Date));
  return (
    <UsersDialogFrame
      title={t('events.title', { user: row.UserName })}
      width={800}
      onClose={onClose}
    >
      {!events.data ? (
        <LoadState error={events.error} />
      ) : list.length === 0 ? (
        <Text>{t('events.empty')}</Text>
      ) : (
        <Box overflowX="auto">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <caption className="sr-only">{t('events.caption', { user: row.UserName })}</caption>
            <thead>
              <tr>
                {[t('events.date'), t('events.action'), t('events.by')].map((h) => (
                  <chakra.th
                    key={h}
                    textAlign="start"
                    px="2"
                    py="2"
                    bg="gray.100"
                    borderBottomWidth="1px"
                  >
                    {h}
                  </chakra.th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((e, i) => (
                <tr key={`${e.Date}-${i}`}>
                  <chakra.td px="2" py="2" borderBottomWidth="1px" whiteSpace="nowrap">
                    {formatDateTime(e.Date)}
                  </chakra.td>
                  <chakra.td px="2" py="2" borderBottomWidth="1px">
                    {isKnownAction(e.ActionId)
                      ? t(`events.actions.${e.ActionId}`)
                      : String(e.ActionId)}
                  </chakra.td>
                  <chakra.td px="2" py="2" borderBottomWidth="1px">
                    {e.UserDisplayName ?? ''}
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      )}
    </UsersDialogFrame>
  );
}
