/**
 * The communiqué administration (spec 3 §2.4, /admin_statements): a search box (name or number),
 * New, the list (50 a page, 25 / 50 / 100 / all, newest first) whose row opens the communiqué
 * read-only, and per row edit, delete with confirmation and the log (date, action, author). The
 * list reloads after a save or delete (spec 3 §4.10). Visualizar gets New, edit and delete
 * disabled (spec 3 §6); the server refuses them too.
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
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { EventsTable } from '../../../components/ui/events-table';
import { Pager } from '../../../components/ui/pager';
import { isViewOnly } from '../../../domain/user-admin';
import { showAlert } from '../../../lib/alert-store';
import type { PageSize } from '../../../lib/paging';
import { useSessionState } from '../../../lib/session/use-session';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { ParameterRow, StatementPageSize } from '../../../protocol/statement-admin';
import {
  deleteStatement,
  FIRST_STATEMENT_LIST,
  statementEventsQueryOptions,
  statementListKey,
  statementListQueryOptions,
  statementRecordKey,
  type StatementListParams,
} from '../api/statement-admin-api';
import { StatementFormDialog, type StatementFormMode } from './statement-form-dialog';
import { StatementsCards, StatementsTable, type StatementAction } from './statements-list';

type Open =
  | { kind: 'none' }
  | { kind: 'form'; mode: StatementFormMode }
  | { kind: 'log'; row: ParameterRow }
  | { kind: 'delete'; row: ParameterRow };

/** The search is sent once typing pauses, not on every key. */
const TEXT_DELAY_MS = 300;

const toPagerSize = (s: StatementPageSize): PageSize => (s === 0 ? 'all' : s);
const fromPagerSize = (s: PageSize): StatementPageSize => (s === 'all' ? 0 : s);

export function StatementsPage() {
  const { t } = useTranslation(['statementsAdmin', 'messages']);
  const queryClient = useQueryClient();
  const role = useSessionState((s) => s.session?.User.Role ?? '');
  const viewOnly = isViewOnly(role);
  const wide = useMediaQuery('(min-width: 960px)');

  const [params, setParams] = useState<StatementListParams>(FIRST_STATEMENT_LIST);
  const [text, setText] = useState('');
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const list = useQuery(statementListQueryOptions(params));

  useEffect(() => {
    if (text === params.text) return undefined;
    const timer = setTimeout(() => setParams((p) => ({ ...p, text, page: 1 })), TEXT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params.text]);

  const close = () => setOpen({ kind: 'none' });
  const reload = () => queryClient.invalidateQueries({ queryKey: statementListKey });
  const succeeded = (message: string | null) =>
    showAlert({ type: 'success', message: message ?? t('done') });

  const remove = useMutation({
    mutationFn: (row: ParameterRow) => deleteStatement(row.Id),
    onSuccess: async (message, row) => {
      close();
      queryClient.removeQueries({ queryKey: statementRecordKey(row.Id) });
      succeeded(message);
      await reload();
    },
    onError: (error: Error) =>
      showAlert({ type: 'error', message: error.message || t('messages:actionFailed') }),
  });

  const onAction = (row: ParameterRow, action: StatementAction) => {
    if (action === 'log') setOpen({ kind: 'log', row });
    else if (viewOnly) return;
    else if (action === 'edit')
      setOpen({ kind: 'form', mode: { kind: 'edit', id: row.Id, name: row.Name } });
    else setOpen({ kind: 'delete', row });
  };
  const onOpen = (row: ParameterRow) =>
    setOpen({ kind: 'form', mode: { kind: 'view', id: row.Id, name: row.Name } });

  const data = list.data;
  const size = params.pageSize;
  const pageCount = data && size !== 0 ? Math.max(1, Math.ceil(data.Total / size)) : 1;
  const from = data && data.List.length > 0 ? (size === 0 ? 1 : (params.page - 1) * size + 1) : 0;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root flex="1" minW={{ base: 'full', sm: '56' }} maxW="md">
          <Field.Label>{t('filterText')}</Field.Label>
          <Input
            type="search"
            bg="white"
            minH="11"
            maxLength={256}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field.Root>
        <Button
          minH="11"
          disabled={viewOnly}
          onClick={() => setOpen({ kind: 'form', mode: { kind: 'new' } })}
        >
          {t('newButton')}
        </Button>
      </HStack>
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
          ) : wide ? (
            <StatementsTable
              rows={data.List}
              viewOnly={viewOnly}
              onOpen={onOpen}
              onAction={onAction}
            />
          ) : (
            <StatementsCards
              rows={data.List}
              viewOnly={viewOnly}
              onOpen={onOpen}
              onAction={onAction}
            />
          )}
          <Pager
            label={t('pagerLabel')}
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
      {open.kind === 'form' && (
        <StatementFormDialog
          mode={open.mode}
          regions={data?.RegionList ?? []}
          onClose={close}
          onSaved={(message) => {
            if (open.mode.kind !== 'new')
              queryClient.removeQueries({ queryKey: statementRecordKey(open.mode.id) });
            close();
            succeeded(message);
            void reload();
          }}
        />
      )}
      {open.kind === 'log' && <StatementLogDialog row={open.row} onClose={close} />}
      {open.kind === 'delete' && (
        <DialogFrame
          title={t('delete.title')}
          width={550}
          role="alertdialog"
          onClose={close}
          footer={
            <>
              <Button variant="outline" minH="11" onClick={close}>
                {t('delete.cancel')}
              </Button>
              <Button
                colorPalette="red"
                minH="11"
                loading={remove.isPending}
                onClick={() => remove.mutate(open.row)}
              >
                {t('delete.confirm')}
              </Button>
            </>
          }
        >
          <Text>{t('delete.prompt', { name: open.row.Name })}</Text>
        </DialogFrame>
      )}
    </Stack>
  );
}

const KNOWN_ACTIONS = [11, 31, 41] as const;
const isKnown = (id: number): id is (typeof KNOWN_ACTIONS)[number] =>
  (KNOWN_ACTIONS as readonly number[]).includes(id);

/** The log of one communiqué (spec 3 §2.4): date, action and author, newest first. */
function StatementLogDialog({ row, onClose }: { row: ParameterRow; onClose: () => void }) {
  const { t } = useTranslation('statementsAdmin');
  const events = useQuery(statementEventsQueryOptions(row.Id));
  return (
    <DialogFrame title={t('events.title', { name: row.Name })} width={800} onClose={onClose}>
      <EventsTable
        events={events.data}
        error={events.error}
        labels={{
          caption: t('events.caption', { name: row.Name }),
          date: t('events.date'),
          action: t('events.action'),
          by: t('events.by'),
          empty: t('events.empty'),
          loading: t('loading'),
          loadFailed: t('loadFailed'),
        }}
        actionText={(id) => (isKnown(id) ? t(`events.actions.${id}`) : String(id))}
      />
    </DialogFrame>
  );
}
