/**
 * /admin_event: the audit log — when, who, which action (spec 1 §9 ids in words), on
 * which entity and record — newest first, filtered by user, action, entity and day range, with
 * paging and the Excel export of every row loaded.
 */
import { Grid, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { formatDateTime } from '../../../lib/date-format';
import { AUDIT_ACTION_IDS, type AuditLogItem } from '../../../protocol/operations';
import { auditLogQueryOptions, type AuditLogFilter } from '../api/operations-queries';
import { InputField, SelectField } from './filter-fields';
import { OpsTable } from './ops-table';

const NO_FILTER: AuditLogFilter = {
  UserId: null,
  ActionId: null,
  From: null,
  To: null,
  Entity: null,
};

export function EventsPage() {
  const { t } = useTranslation('operations');
  const [filter, setFilter] = useState<AuditLogFilter>(NO_FILTER);
  const log = useQuery({ ...auditLogQueryOptions(filter), placeholderData: keepPreviousData });
  const set = (patch: Partial<AuditLogFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const actionText = (id: number) => t(`actionNames.${id}`, { defaultValue: String(id) });
  const entityText = (e: string) => t(`entities.${e}`, { defaultValue: e });

  const columns = useMemo<TableColumn<AuditLogItem>[]>(
    () => [
      { id: 'date', header: t('events.date'), kind: 'code', value: (e) => formatDateTime(e.Date) },
      { id: 'user', header: t('events.user'), kind: 'text', value: (e) => e.UserDisplayName ?? '' },
      {
        id: 'action',
        header: t('events.action'),
        kind: 'code',
        value: (e) => actionText(e.ActionId),
      },
      {
        id: 'entity',
        header: t('events.entity'),
        kind: 'code',
        value: (e) => entityText(e.Entity),
      },
      { id: 'target', header: t('events.target'), kind: 'longText', value: (e) => e.Target ?? '' },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  return (
    <PageFrame titleKey="adminEvents">
      <Text>{t('events.intro')}</Text>
      <Grid
        templateColumns={{
          base: '1fr',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        }}
        gap="3"
      >
        <SelectField
          label={t('events.user')}
          value={filter.UserId === null ? '' : String(filter.UserId)}
          onChange={(v) => set({ UserId: v ? Number(v) : null })}
        >
          <option value="">{t('all')}</option>
          {log.data?.Users.map((u) => (
            <option key={u.Id} value={String(u.Id)}>
              {u.Name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('events.action')}
          value={filter.ActionId === null ? '' : String(filter.ActionId)}
          onChange={(v) => set({ ActionId: v ? Number(v) : null })}
        >
          <option value="">{t('all')}</option>
          {AUDIT_ACTION_IDS.map((id) => (
            <option key={id} value={String(id)}>
              {`${id} · ${actionText(id)}`}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('events.entity')}
          value={filter.Entity ?? ''}
          onChange={(v) => set({ Entity: v || null })}
        >
          <option value="">{t('all')}</option>
          {log.data?.Entities.map((e) => (
            <option key={e} value={e}>
              {entityText(e)}
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
      {log.error ? (
        <QueryError error={log.error} />
      ) : !log.data ? (
        <Loading />
      ) : (
        <>
          {log.data.Truncated && <Text color="orange.700">{t('truncated')}</Text>}
          <OpsTable
            title={t('events.table')}
            columns={columns}
            rows={log.data.List}
            rowKey={(e) => String(e.Id)}
          />
        </>
      )}
    </PageFrame>
  );
}
