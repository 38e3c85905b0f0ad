/**
 * The page the crew, region and client administration share (spec 3 §2.5, §3.16, §4.10): the
 * free-text filter, the search dialog (name or code), New, the list (50 a page, 25 / 50 / 100 /
 * all, sorted by name) whose row opens the record read-only, and per row edit, delete with
 * confirmation and the log (src/components/admin). Read-only callers get New, edit and delete
 * disabled; the server refuses those calls too.
 */
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListFilterText,
  ServerListBody,
  useServerListParams,
} from '../../../components/admin/server-list';
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  deleteRecord,
  FIRST_LIST,
  listKey,
  type AdminEntity,
  type ListParams,
} from '../api/crew-api';
import {
  DeleteDialog,
  EMPTY_SEARCH,
  EventsDialog,
  SearchDialog,
  type SearchValues,
} from './record-dialogs';
import { RecordList, type Column, type ListedRecord } from './record-list';

/** The form dialog's mode: a new record, or one to edit or only see. */
export type FormMode =
  { kind: 'new' } | { kind: 'edit' | 'view'; code: string; name: string; row: ListedRecord };

interface ListAnswer<T> {
  List: T[];
  Total: number;
}

export interface AdminListPageProps<T extends ListedRecord> {
  entity: AdminEntity;
  viewOnly: boolean;
  /** The list's query for these parameters (a hook: useQuery of the entity's list). */
  useList: (params: ListParams) => {
    data?: ListAnswer<T>;
    error: Error | null;
    isFetching: boolean;
  };
  columns: readonly Column<T>[];
  renderForm: (
    mode: FormMode,
    onClose: () => void,
    onSaved: (message: string | null) => void,
  ) => ReactNode;
}

export function AdminListPage<T extends ListedRecord>(props: AdminListPageProps<T>) {
  const { entity, viewOnly } = props;
  const { t } = useTranslation(['crewsAdmin', 'messages']);
  const wide = useMediaQuery('(min-width: 960px)');
  const { params, setParams, text, setText } = useServerListParams<ListParams>(FIRST_LIST);
  const [searchForm, setSearchForm] = useState<SearchValues>(EMPTY_SEARCH);
  const { useList } = props;
  const list = useList(params);
  const dialogs = useRecordDialogs<T>({
    viewOnly,
    listKey: listKey(entity),
    remove: (row) => deleteRecord(entity, row.Code),
    texts: { done: t('done'), failed: t('messages:actionFailed') },
  });
  const { open, close } = dialogs;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t(`${entity}.title`)}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
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
                setSearchForm(EMPTY_SEARCH);
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
          pager: t(`${entity}.pagerLabel`),
          pagerSize: t('pagerSize'),
        }}
      >
        {(rows) => (
          <RecordList
            rows={rows}
            columns={props.columns}
            caption={t(`${entity}.caption`)}
            wide={wide}
            viewOnly={viewOnly}
            onOpen={dialogs.onOpen}
            onAction={dialogs.onAction}
          />
        )}
      </ServerListBody>
      {open.kind === 'search' && (
        <SearchDialog
          entity={entity}
          initial={searchForm}
          onClose={close}
          onSearch={(values) => {
            setSearchForm(values);
            close();
            const trimmed = (s: string) => (s.trim() === '' ? null : s.trim());
            setParams((p) => ({
              ...p,
              search: { Name: trimmed(values.Name), Code: trimmed(values.Code) },
              page: 1,
            }));
          }}
        />
      )}
      {(open.kind === 'new' || open.kind === 'view' || open.kind === 'edit') &&
        props.renderForm(
          open.kind === 'new'
            ? { kind: 'new' }
            : { kind: open.kind, code: open.row.Code, name: open.row.Name, row: open.row },
          close,
          (message) => dialogs.saved(message, open.kind === 'new' ? null : open.row),
        )}
      {open.kind === 'log' && (
        <EventsDialog entity={entity} code={open.row.Code} name={open.row.Name} onClose={close} />
      )}
      {open.kind === 'delete' && (
        <DeleteDialog
          name={open.row.Name}
          code={open.row.Code}
          deleting={dialogs.removal.isPending}
          onConfirm={() => dialogs.removal.mutate(open.row)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
