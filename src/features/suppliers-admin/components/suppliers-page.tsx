/**
 * The supplier and lessor administration (spec 2 §2 screens 11-14, /add_suppliers): the search
 * type and free-text filters, the search dialog, New, the list (50 a page, 25 / 50 / 100 / all,
 * sorted by name) whose row opens the supplier read-only, and per row edit, delete with
 * confirmation and the event log. Lists reload after a save or delete (spec 2 §4). Visualizar
 * gets New, edit and delete disabled; the server refuses them too.
 */
import { Button, Field, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListFilterText,
  ServerListBody,
  useServerListParams,
} from '../../../components/admin/server-list';
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs';
import { isViewOnly } from '../../../domain/user-admin';
import { useSessionState } from '../../../lib/session/use-session';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  SUPPLIER_SEARCH_TYPES,
  type SupplierRow,
  type SupplierSearchType,
} from '../../../protocol/supplier-admin';
import {
  FIRST_SUPPLIER_LIST,
  supplierListKey,
  supplierListQueryOptions,
  type SupplierListParams,
} from '../api/supplier-list-query';
import { supplierRecordKey } from '../api/supplier-record-query';
import { deleteSupplier } from '../api/supplier-writes';
import { EMPTY_SUPPLIER_SEARCH, type SearchFormValues } from '../lib/search-form';
import { SupplierDeleteDialog } from './supplier-delete-dialog';
import { SupplierEventsDialog } from './supplier-events-dialog';
import { SupplierFormDialog } from './supplier-form-dialog';
import { SupplierSearchDialog } from './supplier-search-dialog';
import { SuppliersList } from './suppliers-list';

export function SuppliersPage() {
  const { t } = useTranslation(['suppliersAdmin', 'messages']);
  const queryClient = useQueryClient();
  const role = useSessionState((s) => s.session?.User.Role ?? '');
  const viewOnly = isViewOnly(role);
  const wide = useMediaQuery('(min-width: 960px)');

  const { params, setParams, text, setText } =
    useServerListParams<SupplierListParams>(FIRST_SUPPLIER_LIST);
  const [searchForm, setSearchForm] = useState<SearchFormValues>(EMPTY_SUPPLIER_SEARCH);
  const list = useQuery(supplierListQueryOptions(params));
  const dialogs = useRecordDialogs<SupplierRow>({
    viewOnly,
    listKey: supplierListKey,
    remove: (row) => deleteSupplier(row.Id),
    forget: (row) => queryClient.removeQueries({ queryKey: supplierRecordKey(row.Id) }),
    texts: { done: t('done'), failed: t('messages:actionFailed') },
  });
  const { open, close } = dialogs;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root w={{ base: 'full', sm: '48' }}>
          <Field.Label>{t('searchType')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              minH="11"
              value={params.searchType}
              onChange={(e) => {
                const searchType = e.currentTarget.value as SupplierSearchType;
                setParams((p) => ({ ...p, searchType, page: 1 }));
              }}
            >
              {SUPPLIER_SEARCH_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`searchTypes.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <ListFilterText label={t('filterText')} value={text} maxLength={512} onChange={setText} />
        <HStack gap="3" wrap="wrap">
          <Button minH="11" variant="outline" onClick={dialogs.openSearch}>
            {t('searchButton')}
          </Button>
          {params.search !== null && (
            <Button
              minH="11"
              variant="outline"
              onClick={() => {
                setSearchForm(EMPTY_SUPPLIER_SEARCH);
                setParams((p) => ({ ...p, search: null, page: 1 }));
              }}
            >
              {t('clearSearch')}
            </Button>
          )}
          <Button minH="11" disabled={viewOnly} onClick={dialogs.openNew}>
            {t('newButton')}
          </Button>
        </HStack>
      </HStack>
      {params.search !== null && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('searchApplied')}
        </Text>
      )}
      <ServerListBody
        list={list}
        params={params}
        onParams={setParams}
        labels={{
          loading: t('loading'),
          loadFailed: t('loadFailed'),
          empty: t('empty'),
          pager: t('pagerLabel'),
          pagerSize: t('pagerSize'),
        }}
      >
        {(rows) => (
          <SuppliersList
            rows={rows}
            wide={wide}
            viewOnly={viewOnly}
            onOpen={dialogs.onOpen}
            onAction={dialogs.onAction}
          />
        )}
      </ServerListBody>
      {open.kind === 'search' && (
        <SupplierSearchDialog
          initial={searchForm}
          onClose={close}
          onSearch={(search, values) => {
            setSearchForm(values);
            close();
            setParams((p) => ({ ...p, search, page: 1 }));
          }}
        />
      )}
      {(open.kind === 'new' || open.kind === 'view' || open.kind === 'edit') && (
        <SupplierFormDialog
          mode={
            open.kind === 'new'
              ? { kind: 'new' }
              : { kind: open.kind, id: open.row.Id, name: open.row.Name }
          }
          onClose={close}
          onSaved={(message) => dialogs.saved(message, open.kind === 'new' ? null : open.row)}
        />
      )}
      {open.kind === 'log' && <SupplierEventsDialog row={open.row} onClose={close} />}
      {open.kind === 'delete' && (
        <SupplierDeleteDialog
          row={open.row}
          deleting={dialogs.removal.isPending}
          onConfirm={() => dialogs.removal.mutate(open.row)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
