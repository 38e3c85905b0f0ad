/**
 * /admin_event: the audit log — when, who, which action (spec 1 §9 ids in words), on
 * which entity and record — newest first, filtered by user and entity (type-ahead: the users the
 * server finds for what is typed, the entities of the portal's fixed list), action and day range,
 * a page at a time from the server, with the Excel export of the page shown.
 */
import { Grid, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { formatDateTime } from '../../../lib/date-format';
import { AUDIT_ACTION_IDS, AUDIT_RESOURCES, type AuditLogItem } from '../../../protocol/operations';
import {
  auditLogQueryOptions,
  auditLogUsersQueryOptions,
  type AuditLogFilter,
} from '../api/operations-queries';
import { useKeysetPages } from '../hooks/use-keyset-pages';
import { matchingOptions, userSearchText, type TypeAheadOption } from '../type-ahead-options';
import { InputField, SelectField } from './filter-fields';
import { OpsTable } from './ops-table';
import { TypeAheadField } from './type-ahead-field';

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
  const { request, paging } = useKeysetPages(filter);
  const log = useQuery({
    ...auditLogQueryOptions(filter, request),
    placeholderData: keepPreviousData,
  });
  const set = (patch: Partial<AuditLogFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const actionText = (id: number) => t(`actionNames.${id}`, { defaultValue: String(id) });
  const entityText = (e: string) => t(`entities.${e}`, { defaultValue: e });

  // The user filter: the users the server finds for the text typed (from 2 characters).
  const [user, setUser] = useState<TypeAheadOption | null>(null);
  const [userText, setUserText] = useState('');
  const userSearch = userSearchText(useDeferredValue(userText));
  const users = useQuery({
    ...auditLogUsersQueryOptions(userSearch ?? ''),
    enabled: userSearch !== null,
    placeholderData: keepPreviousData,
  });
  const userOptions = useMemo<TypeAheadOption[]>(
    () =>
      userSearch === null
        ? []
        : (users.data?.List ?? []).map((u) => ({ value: String(u.Id), label: u.Name })),
    [userSearch, users.data],
  );

  // The entity filter: the entities the portal audits, matched here by their words or code.
  const [entity, setEntity] = useState<TypeAheadOption | null>(null);
  const [entityTextTyped, setEntityTextTyped] = useState('');
  const entityOptions = useMemo(
    () =>
      matchingOptions(
        AUDIT_RESOURCES.map((e) => ({
          value: e,
          label: t(`entities.${e}`, { defaultValue: e }),
        })),
        entityTextTyped,
      ),
    [t, entityTextTyped],
  );

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
        <TypeAheadField
          label={t('events.user')}
          placeholder={t('events.userPlaceholder')}
          options={userOptions}
          selected={user}
          onSelect={(o) => {
            setUser(o);
            set({ UserId: o ? Number(o.value) : null });
          }}
          onTextChange={setUserText}
          emptyText={
            userSearchText(userText) === null ? t('events.userHint') : t('events.userNone')
          }
          busy={users.isFetching}
          clearLabel={t('events.clear', { label: t('events.user') })}
          openLabel={t('events.show', { label: t('events.user') })}
          busyLabel={t('events.searching')}
        />
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
        <TypeAheadField
          label={t('events.entity')}
          placeholder={t('events.entityPlaceholder')}
          options={entityOptions}
          selected={entity}
          onSelect={(o) => {
            setEntity(o);
            set({ Entity: o ? o.value : null });
          }}
          onTextChange={setEntityTextTyped}
          emptyText={t('events.entityNone')}
          openOnClick
          clearLabel={t('events.clear', { label: t('events.entity') })}
          openLabel={t('events.show', { label: t('events.entity') })}
          busyLabel={t('events.searching')}
        />
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
        <OpsTable
          title={t('events.table')}
          columns={columns}
          rows={log.data.List}
          rowKey={(e) => String(e.Id)}
          paging={paging(log.data.Next)}
        />
      )}
    </PageFrame>
  );
}
