/**
 * /admin_notification: the mail and SMS outbox — channel, kind, masked recipient,
 * status, attempts, why the last attempt failed and when the next one is, times — newest first,
 * filtered by channel, status and day range, a page at a time from the server; "Reintentar" puts
 * a failed message back in the queue (audited by the server). A channel this server does not send
 * through is said so on top.
 */
import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { showAlert } from '../../../lib/alert-store';
import { formatDateTime } from '../../../lib/date-format';
import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxMessage } from '../../../protocol/operations';
import {
  outboxQueryOptions,
  retryOutboxMessage,
  type OutboxFilter,
} from '../api/operations-queries';
import { useKeysetPages } from '../hooks/use-keyset-pages';
import { InputField, SelectField } from './filter-fields';
import { OpsTable } from './ops-table';

export function OutboxPage() {
  const { t } = useTranslation('operations');
  const [filter, setFilter] = useState<OutboxFilter>({
    Channel: null,
    Status: null,
    From: null,
    To: null,
  });
  const set = (patch: Partial<OutboxFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const { request, paging } = useKeysetPages(filter);
  const outbox = useQuery({
    ...outboxQueryOptions(filter, request),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (m: OutboxMessage) => retryOutboxMessage(m.Channel, m.Id),
    onSuccess: (message) => {
      if (message) showAlert({ type: 'success', message });
      void queryClient.invalidateQueries({ queryKey: ['operations', 'outbox'] });
    },
    onError: (e) => showAlert({ type: 'error', message: e.message }),
  });
  const columns = useMemo<TableColumn<OutboxMessage>[]>(
    () => [
      {
        id: 'created',
        header: t('outbox.created'),
        kind: 'code',
        value: (m) => formatDateTime(m.Created),
      },
      {
        id: 'channel',
        header: t('outbox.channel'),
        kind: 'code',
        value: (m) => t(`outbox.channels.${m.Channel}`),
      },
      {
        id: 'kind',
        header: t('outbox.kind'),
        kind: 'text',
        value: (m) => t(`outbox.kinds.${m.Kind}`, { defaultValue: m.Kind }),
      },
      { id: 'to', header: t('outbox.to'), kind: 'code', value: (m) => m.To },
      {
        id: 'status',
        header: t('outbox.status'),
        kind: 'code',
        value: (m) => t(`outbox.statuses.${m.Status}`),
      },
      {
        id: 'attempts',
        header: t('outbox.attempts'),
        kind: 'code',
        value: (m) => String(m.Attempts),
      },
      {
        id: 'error',
        header: t('outbox.lastError'),
        kind: 'longText',
        value: (m) =>
          [
            m.ErrorKind ? t(`outbox.errorKinds.${m.ErrorKind}`) : '',
            m.LastError ?? '',
            m.NextAttempt ? t('outbox.nextAttempt', { when: formatDateTime(m.NextAttempt) }) : '',
          ]
            .filter((x) => x !== '')
            .join(' · '),
      },
      {
        id: 'sent',
        header: t('outbox.sent'),
        kind: 'code',
        value: (m) => (m.Sent ? formatDateTime(m.Sent) : ''),
      },
    ],
    [t],
  );
  return (
    <PageFrame titleKey="adminNotifications">
      <Text>{t('outbox.intro')}</Text>
      <Grid
        templateColumns={{
          base: '1fr',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        }}
        gap="3"
      >
        <SelectField
          label={t('outbox.channel')}
          value={filter.Channel ?? ''}
          onChange={(v) => set({ Channel: (v || null) as OutboxFilter['Channel'] })}
        >
          <option value="">{t('all')}</option>
          {OUTBOX_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`outbox.channels.${c}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('outbox.status')}
          value={filter.Status ?? ''}
          onChange={(v) => set({ Status: (v || null) as OutboxFilter['Status'] })}
        >
          <option value="">{t('all')}</option>
          {OUTBOX_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`outbox.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('from')}
          type="date"
          value={filter.From ?? ''}
          onChange={(v) => set({ From: v || null })}
        />
        <InputField
          label={t('to')}
          type="date"
          value={filter.To ?? ''}
          onChange={(v) => set({ To: v || null })}
        />
      </Grid>
      {outbox.error ? (
        <QueryError error={outbox.error} />
      ) : !outbox.data ? (
        <Loading />
      ) : (
        <>
          {(!outbox.data.Delivery.Mail || !outbox.data.Delivery.Sms) && (
            <Stack role="status" gap="1">
              {OUTBOX_CHANNELS.filter((c) =>
                c === 'mail' ? !outbox.data.Delivery.Mail : !outbox.data.Delivery.Sms,
              ).map((c) => (
                <Box
                  key={c}
                  borderWidth="1px"
                  borderColor="orange.300"
                  bg="orange.50"
                  color="orange.900"
                  px="3"
                  py="2"
                  rounded="md"
                >
                  {t(`outbox.notConfigured.${c}`)}
                </Box>
              ))}
            </Stack>
          )}
          <OpsTable
            title={t('outbox.table')}
            columns={columns}
            rows={outbox.data.List}
            rowKey={(m) => `${m.Channel}-${m.Id}`}
            paging={paging(outbox.data.Next)}
            cells={{
              status: (m) => (
                <Text
                  as="span"
                  color={m.Status === 'failed' ? 'red.700' : undefined}
                  fontWeight="medium"
                >
                  {t(`outbox.statuses.${m.Status}`)}
                </Text>
              ),
            }}
            actions={(m) =>
              m.Status === 'failed' ? (
                <Button
                  size="sm"
                  minH="11"
                  variant="outline"
                  loading={retry.isPending && retry.variables === m}
                  aria-label={t('outbox.retryNamed', { id: `${m.Channel}-${m.Id}` })}
                  onClick={() => retry.mutate(m)}
                >
                  {t('outbox.retry')}
                </Button>
              ) : null
            }
          />
        </>
      )}
    </PageFrame>
  );
}
