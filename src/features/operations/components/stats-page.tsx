/**
 * /admin_stat: counts per day over a chosen range (the last 30 days at first) — sign-ins,
 * orders reviewed, changes synced from devices, conflicts, invoices registered and refused,
 * payment complements — with a total row, bars of the sign-ins, the refusals by reason, and the
 * Excel export of each table.
 */
import { Box, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { formatDate } from '../../../lib/date-format';
import type { StatisticsDay } from '../../../protocol/operations';
import { statisticsQueryOptions } from '../api/operations-queries';
import { dayBefore, InputField } from './filter-fields';
import { OpsTable } from './ops-table';

const FIGURES = [
  'SignIns',
  'FailedSignIns',
  'OrdersReviewed',
  'EditsSynced',
  'Conflicts',
  'InvoicesRegistered',
  'InvoicesRefused',
  'Complements',
] as const;

export function StatsPage() {
  const { t } = useTranslation('operations');
  const [from, setFrom] = useState(() => dayBefore(29));
  const [to, setTo] = useState(() => dayBefore(0));
  const ready = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const stats = useQuery({
    ...statisticsQueryOptions({ From: from, To: to }),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<TableColumn<StatisticsDay>[]>(
    () => [
      { id: 'day', header: t('stats.day'), kind: 'code', value: (d) => formatDate(d.Day) },
      ...FIGURES.map((f): TableColumn<StatisticsDay> => ({
        id: f,
        header: t(`stats.${f}`),
        kind: 'code',
        value: (d) => String(d[f]),
      })),
    ],
    [t],
  );
  const days = useMemo(() => stats.data?.Days ?? [], [stats.data]);
  const newestFirst = useMemo(() => [...days].reverse(), [days]);
  const most = Math.max(1, ...days.map((d) => d.SignIns));
  const totals = FIGURES.map((f) => [f, days.reduce((n, d) => n + d[f], 0)] as const);

  return (
    <PageFrame titleKey="adminStats">
      <Text>{t('stats.intro')}</Text>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3" maxW="xl">
        <InputField label={t('from')} type="date" value={from} onChange={setFrom} />
        <InputField label={t('to')} type="date" value={to} onChange={setTo} />
      </Grid>
      {stats.error ? (
        <QueryError error={stats.error} />
      ) : !stats.data ? (
        <Loading />
      ) : (
        <>
          <Stack as="dl" direction="row" wrap="wrap" gap="3">
            {totals.map(([f, n]) => (
              <Box key={f} borderWidth="1px" borderColor="gray.200" rounded="md" p="3" minW="36">
                <Text as="dt" fontSize="sm">
                  {t(`stats.${f}`)}
                </Text>
                <Text as="dd" fontSize="2xl" fontWeight="semibold">
                  {n}
                </Text>
              </Box>
            ))}
          </Stack>
          <Box as="figure" aria-label={t('stats.chart')} minW="0">
            <Text as="figcaption" fontWeight="semibold" mb="2">
              {t('stats.chart')}
            </Text>
            <Flex align="flex-end" gap="1px" h="32" borderBottomWidth="1px" aria-hidden="true">
              {days.map((d) => (
                <Box
                  key={d.Day}
                  flex="1"
                  minW="0"
                  bg="blue.600"
                  h={`${(d.SignIns / most) * 100}%`}
                  title={`${formatDate(d.Day)}: ${d.SignIns}`}
                />
              ))}
            </Flex>
          </Box>
          <OpsTable
            title={t('stats.table')}
            columns={columns}
            rows={newestFirst}
            rowKey={(d) => d.Day}
          />
          <OpsTable
            title={t('stats.refusals')}
            columns={[
              {
                id: 'reason',
                header: t('stats.reason'),
                kind: 'longText',
                value: (r) => r.Reason || t('stats.noReason'),
              },
              {
                id: 'count',
                header: t('stats.count'),
                kind: 'code',
                value: (r) => String(r.Count),
              },
            ]}
            rows={stats.data.Refusals}
            rowKey={(r) => r.Reason}
          />
        </>
      )}
    </PageFrame>
  );
}
