/**
 * User administration (spec 1 §2.8): the table grouped by role name with its search box, Search /
 * Load, New, paging, and per row the read-only view, the event log, delete with confirmation, send
 * activation and send recovery, and the multiple update of the rows chosen with their check boxes.
 * The server decides what each row allows (Editable) and who may
 * create users; the page only hides what it would refuse.
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isViewOnly, mayCreateUsers } from '../../../domain/user-admin';
import { showAlert } from '../../../lib/alert-store';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { UserRow, UserSearchFilter } from '../../../protocol/user-admin';
import { useSessionState } from '../../../lib/session/use-session';
import { deleteUser, sendActivation, sendRecovery, updateMany } from '../api/user-actions';
import {
  FIRST_USER_LIST,
  userListKey,
  userListQueryOptions,
  type UserListParams,
} from '../api/user-list-query';
import {
  headerState,
  keepListed,
  multipleBody,
  selectableRows,
  toggleOne,
  toggleShown,
  type MultipleChoice,
} from '../lib/multiple-update';
import { userRowActions, type UserRowAction } from '../lib/row-actions';
import { EMPTY_SEARCH_FORM, type SearchFormValues } from '../lib/search-form';
import { groupUsers, TABLE_SEARCH_MAX } from '../lib/user-groups';
import { UserDeleteDialog } from './user-delete-dialog';
import { UserEditDialog } from './user-edit-dialog';
import { UserEventsDialog } from './user-events-dialog';
import { UserMultipleDialog } from './user-multiple-dialog';
import { UserNewDialog } from './user-new-dialog';
import { UserSearchDialog } from './user-search-dialog';
import { UserViewDialog } from './user-view-dialog';
import { UsersCards } from './users-cards';
import { UsersPager } from './users-pager';
import { UsersTable, type UserSelection } from './users-table';

type Open =
  | { kind: 'none' }
  | { kind: 'search' }
  | { kind: 'new' }
  | { kind: 'view'; row: UserRow }
  | { kind: 'edit'; row: UserRow }
  | { kind: 'log'; row: UserRow }
  | { kind: 'delete'; row: UserRow }
  | { kind: 'multiple' };

export interface UsersPageProps {
  /** Opens the new-user dialog on arrival (the /add_user route). */
  startWithNew?: boolean;
  /** Called when the new-user dialog closes, saved or not (may leave the route). */
  onNewClosed?: () => void | Promise<void>;
}

export function UsersPage({ startWithNew = false, onNewClosed }: UsersPageProps) {
  const { t } = useTranslation(['users', 'messages']);
  const queryClient = useQueryClient();
  const user = useSessionState((s) => s.session?.User ?? null);
  const actor = { roleName: user?.Role ?? '', createdByAdmin: user?.CreatedByAdmin ?? false };
  const viewOnly = isViewOnly(actor.roleName);
  const wide = useMediaQuery('(min-width: 768px)');

  const [params, setParams] = useState<UserListParams>(FIRST_USER_LIST);
  const [searchForm, setSearchForm] = useState<SearchFormValues>(EMPTY_SEARCH_FORM);
  const [tableSearch, setTableSearch] = useState('');
  const [open, setOpen] = useState<Open>(() =>
    startWithNew && mayCreateUsers(actor) ? { kind: 'new' } : { kind: 'none' },
  );
  const list = useQuery(userListQueryOptions(params));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set<number>());
  // Chosen users that a reload, search or delete took out of the list are no longer chosen.
  const selected = useMemo(() => keepListed(chosen, list.data?.List ?? []), [chosen, list.data]);

  const reload = () => queryClient.invalidateQueries({ queryKey: userListKey });
  const failed = (error: Error) =>
    showAlert({ type: 'error', message: error.message || t('messages:actionFailed') });
  const succeeded = (message: string | null) =>
    showAlert({ type: 'success', message: message ?? t('done') });

  const remove = useMutation({
    mutationFn: (row: UserRow) => deleteUser(row.Id),
    onSuccess: async (message, row) => {
      setOpen({ kind: 'none' });
      queryClient.removeQueries({ queryKey: ['users', 'view', row.Id] });
      succeeded(message);
      await reload();
    },
    onError: failed,
  });
  const send = useMutation({
    mutationFn: ({ row, action }: { row: UserRow; action: 'activation' | 'recovery' }) =>
      action === 'activation'
        ? sendActivation(row.Id)
        : sendRecovery(row.UserName, row.Email ?? ''),
    onSuccess: succeeded,
    onError: failed,
  });

  const multiple = useMutation({
    mutationFn: (choice: MultipleChoice) => updateMany(multipleBody([...selected], choice)),
    onSuccess: async (message) => {
      setOpen({ kind: 'none' });
      setChosen(new Set<number>());
      succeeded(message);
      await reload();
    },
    onError: failed,
  });

  const onAction = (row: UserRow, action: UserRowAction) => {
    if (action === 'edit') setOpen({ kind: 'edit', row });
    else if (action === 'log') setOpen({ kind: 'log', row });
    else if (action === 'delete') setOpen({ kind: 'delete', row });
    else send.mutate({ row, action });
  };
  const applySearch = (filter: UserSearchFilter | null) =>
    setParams((p) => ({ ...p, filter, page: 1 }));

  const rows = list.data?.List;
  const groups = useMemo(() => (rows ? groupUsers(rows, tableSearch) : []), [rows, tableSearch]);
  // The rows the "choose all shown" box covers: those shown (after the table's search box) that
  // the caller may edit.
  const shownSelectable = useMemo(
    () =>
      selectableRows(
        groups.flatMap((g) => g.rows),
        viewOnly,
      ),
    [groups, viewOnly],
  );
  const busyId = send.isPending ? send.variables.row.Id : null;
  const selection: UserSelection | undefined = viewOnly
    ? undefined
    : {
        selected,
        isSelectable: (row) => row.Editable,
        allState: headerState(shownSelectable, selected),
        onToggle: (row) => setChosen(toggleOne(selected, row.Id)),
        onToggleAll: () => setChosen(toggleShown(shownSelectable, selected)),
      };
  const viewProps = {
    groups,
    actionsOf: (row: UserRow) => userRowActions(row, viewOnly),
    busyId,
    onOpen: (row: UserRow) => setOpen({ kind: 'view', row }),
    onAction,
    selection,
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root flex="1" minW="56" maxW="md">
          <Field.Label>{t('tableSearch')}</Field.Label>
          <Input
            type="search"
            bg="white"
            maxLength={TABLE_SEARCH_MAX}
            value={tableSearch}
            onChange={(e) => setTableSearch(e.target.value)}
          />
        </Field.Root>
        <Button minH="11" variant="outline" onClick={() => setOpen({ kind: 'search' })}>
          {t('searchButton')}
        </Button>
        <Button
          minH="11"
          variant="outline"
          onClick={() => {
            // Load: the whole list again, without the search dialog's filter.
            setSearchForm(EMPTY_SEARCH_FORM);
            if (params.filter === null) void reload();
            else applySearch(null);
          }}
        >
          {t('loadButton')}
        </Button>
        <Button
          minH="11"
          disabled={!mayCreateUsers(actor)}
          onClick={() => setOpen({ kind: 'new' })}
        >
          {t('newButton')}
        </Button>
        {!viewOnly && (
          <Button
            minH="11"
            variant="outline"
            disabled={selected.size === 0}
            onClick={() => setOpen({ kind: 'multiple' })}
          >
            {t('multiple.button', { count: selected.size })}
          </Button>
        )}
      </HStack>
      {params.filter !== null && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {t('searchApplied')}
        </Text>
      )}
      {list.error && !list.data ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{list.error.message || t('loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : !list.data ? (
        <Spinner aria-label={t('loading')} alignSelf="center" />
      ) : (
        <Stack gap="3" aria-busy={list.isFetching}>
          {groups.length === 0 ? (
            <Text>{t('empty')}</Text>
          ) : wide ? (
            <UsersTable {...viewProps} />
          ) : (
            <UsersCards {...viewProps} />
          )}
          <UsersPager
            page={list.data.Page}
            pageSize={params.pageSize}
            total={list.data.Total}
            totalMore={list.data.TotalMore}
            hasNext={list.data.Next !== null}
            onPage={(page) => setParams((p) => ({ ...p, page }))}
            onPageSize={(pageSize) => setParams((p) => ({ ...p, pageSize, page: 1 }))}
          />
        </Stack>
      )}
      {open.kind === 'search' && (
        <UserSearchDialog
          initial={searchForm}
          onClose={() => setOpen({ kind: 'none' })}
          onSearch={(filter, values) => {
            setSearchForm(values);
            setOpen({ kind: 'none' });
            applySearch(filter);
          }}
        />
      )}
      {open.kind === 'new' && (
        <UserNewDialog
          onClose={() => {
            setOpen({ kind: 'none' });
            void onNewClosed?.();
          }}
          onSaved={(message) => {
            // After an insert the list reloads (spec 1 §4 User administration). The success
            // alert waits for a route change, which clears alerts, to be over.
            setOpen({ kind: 'none' });
            void Promise.resolve(onNewClosed?.()).then(() => {
              succeeded(message);
              return reload();
            });
          }}
        />
      )}
      {open.kind === 'view' && (
        <UserViewDialog id={open.row.Id} onClose={() => setOpen({ kind: 'none' })} />
      )}
      {open.kind === 'edit' && (
        <UserEditDialog
          id={open.row.Id}
          onClose={() => setOpen({ kind: 'none' })}
          onSaved={() => {
            // After an update the record read for the dialog is dropped and the list reloads.
            setOpen({ kind: 'none' });
            queryClient.removeQueries({ queryKey: ['users', 'view', open.row.Id] });
            void reload();
          }}
        />
      )}
      {open.kind === 'log' && (
        <UserEventsDialog row={open.row} onClose={() => setOpen({ kind: 'none' })} />
      )}
      {open.kind === 'multiple' && (
        <UserMultipleDialog
          count={selected.size}
          saving={multiple.isPending}
          onApply={(choice) => multiple.mutate(choice)}
          onClose={() => setOpen({ kind: 'none' })}
        />
      )}
      {open.kind === 'delete' && (
        <UserDeleteDialog
          row={open.row}
          deleting={remove.isPending}
          onConfirm={() => remove.mutate(open.row)}
          onClose={() => setOpen({ kind: 'none' })}
        />
      )}
    </Stack>
  );
}
