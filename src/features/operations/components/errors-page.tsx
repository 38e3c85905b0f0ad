/**
 * /admin_error: the server errors (answers 500) with their request id — the reference
 * the user saw — route, time and error class and scrubbed message, newest first; filtered by day
 * range and a text in the route, class, reference or message; a page at a time from the server.
 */
import { Grid, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { formatDateTime } from '../../../lib/date-format';
import type { ServerErrorItem } from '../../../protocol/operations';
import { serverErrorsQueryOptions } from '../api/operations-queries';
import { useKeysetPages } from '../hooks/use-keyset-pages';
import { InputField } from './filter-fields';
import { OpsTable } from './ops-table';

export function ErrorsPage() {
  const { t } = useTranslation('operations');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const filter = { From: from || null, To: to || null, Text: search || null };
  const { request, paging } = useKeysetPages(filter);
  const errors = useQuery({
    ...serverErrorsQueryOptions(filter, request),
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<TableColumn<ServerErrorItem>[]>(
    () => [
      { id: 'date', header: t('errors.date'), kind: 'code', value: (e) => formatDateTime(e.Date) },
      { id: 'requestId', header: t('errors.requestId'), kind: 'code', value: (e) => e.RequestId },
      { id: 'route', header: t('errors.route'), kind: 'code', value: (e) => e.Route },
      { id: 'class', header: t('errors.errorClass'), kind: 'code', value: (e) => e.ErrorClass },
      { id: 'message', header: t('errors.message'), kind: 'longText', value: (e) => e.Message },
    ],
    [t],
  );
  return (
    <PageFrame titleKey="adminErrors">
      <Text>{t('errors.intro')}</Text>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }} gap="3">
        <InputField label={t('errors.search')} value={text} maxLength={100} onChange={setText} />
        <InputField label={t('from')} type="date" value={from} onChange={setFrom} />
        <InputField label={t('to')} type="date" value={to} onChange={setTo} />
      </Grid>
      {errors.error ? (
        <QueryError error={errors.error} />
      ) : !errors.data ? (
        <Loading />
      ) : (
        <OpsTable
          title={t('errors.table')}
          columns={columns}
          rows={errors.data.List}
          rowKey={(e) => String(e.Id)}
          paging={paging(errors.data.Next)}
        />
      )}
    </PageFrame>
  );
}
