/**
 * /admin_session: the live sessions — user, role, started, last call, device (the
 * User-Agent in words) — last seen first, a page at a time from the server; "Terminar sesión"
 * ends one after a confirmation (the server audits it) and its user is signed out at their next
 * call.
 */
import { Badge, Button, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { ConfirmPrompt } from '../../../components/ui/confirm-prompt';
import { deviceOf } from '../../../domain/user-agent';
import { showAlert } from '../../../lib/alert-store';
import { formatDateTime } from '../../../lib/date-format';
import type { ActiveSession } from '../../../protocol/operations';
import { activeSessionsQueryOptions, revokeSession } from '../api/operations-queries';
import { useKeysetPages } from '../hooks/use-keyset-pages';
import { OpsTable } from './ops-table';

export function SessionsPage() {
  const { t } = useTranslation('operations');
  const { request, paging } = useKeysetPages({});
  const sessions = useQuery({
    ...activeSessionsQueryOptions(request),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<ActiveSession | null>(null);
  const revoke = useMutation({
    mutationFn: (s: ActiveSession) => revokeSession(s.Id),
    onSuccess: (message) => {
      if (message) showAlert({ type: 'success', message });
      setAsked(null);
      void queryClient.invalidateQueries({ queryKey: ['operations', 'sessions'] });
    },
    onError: (e) => {
      setAsked(null);
      showAlert({ type: 'error', message: e.message });
      void queryClient.invalidateQueries({ queryKey: ['operations', 'sessions'] });
    },
  });

  const columns = useMemo<TableColumn<ActiveSession>[]>(() => {
    const device = (s: ActiveSession) => {
      if (!s.UserAgent) return s.Kind === 'api' ? t('sessions.apiClient') : t('sessions.noDevice');
      const d = deviceOf(s.UserAgent);
      if (d.browser === 'API') return t('sessions.apiClient');
      const browser = d.browser ?? t('sessions.unknownBrowser');
      return d.os ? t('sessions.device', { browser, os: d.os }) : browser;
    };
    return [
      {
        id: 'user',
        header: t('sessions.user'),
        kind: 'text',
        value: (s) => `${s.Name} (${s.UserName})`,
      },
      { id: 'role', header: t('sessions.role'), kind: 'code', value: (s) => s.RoleName },
      {
        id: 'started',
        header: t('sessions.started'),
        kind: 'code',
        value: (s) => formatDateTime(s.Started),
      },
      {
        id: 'lastSeen',
        header: t('sessions.lastSeen'),
        kind: 'code',
        value: (s) => (s.LastSeen ? formatDateTime(s.LastSeen) : ''),
      },
      { id: 'device', header: t('sessions.deviceColumn'), kind: 'text', value: device },
    ];
  }, [t]);

  return (
    <PageFrame titleKey="adminSessions">
      <Text>{t('sessions.intro')}</Text>
      {asked && (
        <ConfirmPrompt
          message={t('sessions.confirm', { user: asked.UserName, name: asked.Name })}
          confirmLabel={t('sessions.revoke')}
          cancelLabel={t('cancel')}
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate(asked)}
          onCancel={() => setAsked(null)}
        />
      )}
      {sessions.error ? (
        <QueryError error={sessions.error} />
      ) : !sessions.data ? (
        <Loading />
      ) : (
        <OpsTable
          title={t('sessions.table')}
          columns={columns}
          rows={sessions.data.List}
          rowKey={(s) => String(s.Id)}
          paging={paging(sessions.data.Next)}
          cells={{
            user: (s) => (
              <>
                {`${s.Name} (${s.UserName})`}{' '}
                {s.Current && <Badge colorPalette="green">{t('sessions.current')}</Badge>}
              </>
            ),
          }}
          actions={(s) =>
            s.Current ? null : (
              <Button
                size="sm"
                minH="11"
                variant="outline"
                colorPalette="red"
                aria-label={t('sessions.revokeNamed', { user: s.UserName })}
                onClick={() => setAsked(s)}
              >
                {t('sessions.revoke')}
              </Button>
            )
          }
        />
      )}
    </PageFrame>
  );
}
