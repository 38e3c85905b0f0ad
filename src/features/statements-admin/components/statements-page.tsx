/**
 * The communiqué administration (spec 3 §2.4, /admin_statements): a search box (name or number),
 * New, the list (50 a page, 25 / 50 / 100 / all, newest first) whose row opens the communiqué
 * read-only, and per row edit, delete with confirmation and the log (date, action, author). The
 * list reloads after a save or delete (spec 3 §4.10). Visualizar gets New, edit and delete
 * disabled (spec 3 §6); the server refuses them too.
 */
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ListFilterText,
  ServerListBody,
  useServerListParams,
} from '../../../components/admin/server-list';
import { useRecordDialogs } from '../../../components/admin/use-record-dialogs';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { EventsTable } from '../../../components/ui/events-table';
import { isViewOnly } from '../../../domain/user-admin';
import { useSessionState } from '../../../lib/session/use-session';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { ParameterRow } from '../../../protocol/statement-admin';
import {
  deleteStatement,
  FIRST_STATEMENT_LIST,
  statementEventsQueryOptions,
  statementListKey,
  statementListQueryOptions,
  statementRecordKey,
  type StatementListParams,
} from '../api/statement-admin-api';
import { StatementFormDialog } from './statement-form-dialog';
import { StatementsList } from './statements-list';

export function StatementsPage() {
  const { t } = useTranslation(['statementsAdmin', 'messages']);
  const queryClient = useQueryClient();
  const role = useSessionState((s) => s.session?.User.Role ?? '');
  const viewOnly = isViewOnly(role);
  const wide = useMediaQuery('(min-width: 960px)');

  const { params, setParams, text, setText } =
    useServerListParams<StatementListParams>(FIRST_STATEMENT_LIST);
  const list = useQuery(statementListQueryOptions(params));
  const dialogs = useRecordDialogs<ParameterRow>({
    viewOnly,
    listKey: statementListKey,
    remove: (row) => deleteStatement(row.Id),
    forget: (row) => queryClient.removeQueries({ queryKey: statementRecordKey(row.Id) }),
    texts: { done: t('done'), failed: t('messages:actionFailed') },
  });
  const { open, close } = dialogs;

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <ListFilterText label={t('filterText')} value={text} maxLength={256} onChange={setText} />
        <Button minH="11" disabled={viewOnly} onClick={dialogs.openNew}>
          {t('newButton')}
        </Button>
      </HStack>
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
          <StatementsList
            rows={rows}
            wide={wide}
            viewOnly={viewOnly}
            onOpen={dialogs.onOpen}
            onAction={dialogs.onAction}
          />
        )}
      </ServerListBody>
      {(open.kind === 'new' || open.kind === 'view' || open.kind === 'edit') && (
        <StatementFormDialog
          mode={
            open.kind === 'new'
              ? { kind: 'new' }
              : { kind: open.kind, id: open.row.Id, name: open.row.Name }
          }
          regions={list.data?.RegionList ?? []}
          onClose={close}
          onSaved={(message) => dialogs.saved(message, open.kind === 'new' ? null : open.row)}
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
                loading={dialogs.removal.isPending}
                onClick={() => dialogs.removal.mutate(open.row)}
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
