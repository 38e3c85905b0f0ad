/** The event log of one supplier or lessor (spec 2 §2 screen 14): date, action, author, newest first. */
import { Alert, Box, chakra, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import type { SupplierRow } from '../../../protocol/supplier-admin';
import { supplierEventsQueryOptions } from '../api/supplier-events-query';
import { SupplierDialogFrame } from './supplier-dialog-frame';

const KNOWN_ACTIONS = [11, 31, 41] as const;
const isKnown = (id: number): id is (typeof KNOWN_ACTIONS)[number] =>
  (KNOWN_ACTIONS as readonly number[]).includes(id);

export function SupplierEventsDialog({ row, onClose }: { row: SupplierRow; onClose: () => void }) {
  const { t } = useTranslation('suppliersAdmin');
  const events = useQuery(supplierEventsQueryOptions(row.Id));
  const list = [...(events.data ?? [])].sort((a, b) => b.Date.localeCompare(a.Date));
  return (
    <SupplierDialogFrame
      title={t('events.title', { name: row.Name })}
      width={800}
      onClose={onClose}
    >
      {!events.data ? (
        events.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{events.error.message || t('loadFailed')}</Alert.Description>
          </Alert.Root>
        ) : (
          <Spinner aria-label={t('loading')} />
        )
      ) : list.length === 0 ? (
        <Text>{t('events.empty')}</Text>
      ) : (
        <Box overflowX="auto">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption srOnly>{t('events.caption', { name: row.Name })}</chakra.caption>
            <thead>
              <tr>
                {[t('events.date'), t('events.action'), t('events.by')].map((h) => (
                  <chakra.th
                    key={h}
                    scope="col"
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
                    {isKnown(e.ActionId) ? t(`events.actions.${e.ActionId}`) : String(e.ActionId)}
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
    </SupplierDialogFrame>
  );
}
