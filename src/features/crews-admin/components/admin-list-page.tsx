/**
 * The page both the crew and the region administration use (spec 3 §2.5, §4.10): the free-text
 * filter, the search dialog, New, the list (50 a page, 25 / 50 / 100 / all, sorted by name) whose
 * row opens the record read-only, and per row edit, delete with confirmation and the log. Lists
 * reload after a save or delete. Read-only callers get New, edit and delete disabled; the server
 * refuses those calls too.
 */
import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { showAlert } from '../../../lib/alert-store';
import type { PageSize } from '../../../lib/paging';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { CrewPageSize } from '../../../protocol/crew-admin';
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
import { RecordList, type Column, type ListedRecord, type RowAction } from './record-list';

/** The form dialog's mode: a new record, or one to edit or only see. */
export type FormMode =
  { kind: 'new' } | { kind: 'edit' | 'view'; code: string; name: string; row: ListedRecord };

type Open<T> =
  | { kind: 'none' }
  | { kind: 'search' }
  | { kind: 'form'; mode: FormMode }
  | { kind: 'log'; row: T }
  | { kind: 'delete'; row: T };

const TEXT_DELAY_MS = 300;
const toPagerSize = (s: CrewPageSize): PageSize => (s === 0 ? 'all' : s);
const fromPagerSize = (s: PageSize): CrewPageSize => (s === 'all' ? 0 : s);

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
  const queryClient = useQueryClient();
  const wide = useMediaQuery('(min-width: 960px)');
  const [params, setParams] = useState<ListParams>(FIRST_LIST);
  const [text, setText] = useState('');
  const [searchForm, setSearchForm] = useState<SearchValues>(EMPTY_SEARCH);
  const [open, setOpen] = useState<Open<T>>({ kind: 'none' });
  const { useList } = props;
  const list = useList(params);

  useEffect(() => {
    if (text === params.text) return undefined;
    const timer = setTimeout(() => setParams((p) => ({ ...p, text, page: 1 })), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params.text]);

  const close = () => setOpen({ kind: 'none' });
  const reload = () => queryClient.invalidateQueries({ queryKey: listKey(entity) });
  const succeeded = (message: string | null) =>
    showAlert({ type: 'success', message: message ?? t('done') });

  const remove = useMutation({
    mutationFn: (row: T) => deleteRecord(entity, row.Code),
    onSuccess: async (message) => {
      close();
      succeeded(message);
      await reload();
    },
    onError: (error: Error) =>
      showAlert({ type: 'error', message: error.message || t('messages:actionFailed') }),
  });

  const onAction = (row: T, action: RowAction) => {
    if (action === 'log') setOpen({ kind: 'log', row });
    else if (viewOnly) return;
    else if (action === 'edit')
      setOpen({ kind: 'form', mode: { kind: 'edit', code: row.Code, name: row.Name, row } });
    else setOpen({ kind: 'delete', row });
  };
  const onOpen = (row: T) =>
    setOpen({ kind: 'form', mode: { kind: 'view', code: row.Code, name: row.Name, row } });

  const data = list.data;
  const size = params.pageSize;
  const pageCount = data && size !== 0 ? Math.max(1, Math.ceil(data.Total / size)) : 1;
  const from = data && data.List.length > 0 ? (size === 0 ? 1 : (params.page - 1) * size + 1) : 0;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t(`${entity}.title`)}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root flex="1" minW={{ base: 'full', sm: '56' }} maxW="md">
          <Field.Label>{t('filterText')}</Field.Label>
          <Input
            type="search"
            bg="white"
            minH="11"
            maxLength={512}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field.Root>
        <HStack gap="3" wrap="wrap">
          <Button minH="11" variant="outline" onClick={() => setOpen({ kind: 'search' })}>
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
          <Button
            minH="11"
            disabled={viewOnly}
            onClick={() => setOpen({ kind: 'form', mode: { kind: 'new' } })}
          >
            {t('newButton')}
          </Button>
        </HStack>
      </HStack>
      {params.search !== null && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('searchApplied')}
        </Text>
      )}
      {list.error && !data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{list.error.message || t('loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : !data ? (
        <Spinner aria-label={t('loading')} alignSelf="center" />
      ) : (
        <Stack gap="3" aria-busy={list.isFetching}>
          {data.List.length === 0 ? (
            <Text>{t('empty')}</Text>
          ) : (
            <RecordList
              rows={data.List}
              columns={props.columns}
              caption={t(`${entity}.caption`)}
              wide={wide}
              viewOnly={viewOnly}
              onOpen={onOpen}
              onAction={onAction}
            />
          )}
          <Pager
            label={t(`${entity}.pagerLabel`)}
            sizeLabel={t('pagerSize')}
            page={{
              page: params.page,
              pageCount,
              from,
              to: from === 0 ? 0 : from + data.List.length - 1,
              total: data.Total,
            }}
            size={toPagerSize(size)}
            onPage={(page) => setParams((p) => ({ ...p, page }))}
            onSize={(s) => setParams((p) => ({ ...p, pageSize: fromPagerSize(s), page: 1 }))}
          />
        </Stack>
      )}
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
      {open.kind === 'form' &&
        props.renderForm(open.mode, close, (message) => {
          close();
          succeeded(message);
          void reload();
        })}
      {open.kind === 'log' && (
        <EventsDialog entity={entity} code={open.row.Code} name={open.row.Name} onClose={close} />
      )}
      {open.kind === 'delete' && (
        <DeleteDialog
          name={open.row.Name}
          code={open.row.Code}
          deleting={remove.isPending}
          onConfirm={() => remove.mutate(open.row)}
          onClose={close}
        />
      )}
    </Stack>
  );
}
