/**
 * /admin_alertas_sat: the changes the SAT re-check found in registered invoices, newest
 * first — company, partner, invoice, UUID, old → new state (or the issuer's 69-B listing), when,
 * and whether an administrator acknowledged it; "Marcar atendida" acknowledges one (audited by
 * the server). A switch shows only those still pending. Cards below 768 px, as every table.
 */
import { Button, Stack, Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { checkedText, type WatchState } from '../../../domain/sat-watch';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';
import { showAlert } from '../../../lib/alert-store';
import type { SatAlert } from '../../../protocol/sat-watch';
import { acknowledgeSatAlert, recheckNow, satAlertsQueryOptions } from '../api/sat-alerts-query';

export function SatAlertsPage() {
  const { t } = useTranslation(['satAlerts', 'invoicing']);
  useLazyRecipes();
  const [pendingOnly, setPendingOnly] = useState(false);
  const alerts = useQuery(satAlertsQueryOptions(pendingOnly));
  const queryClient = useQueryClient();
  const acknowledge = useMutation({
    mutationFn: acknowledgeSatAlert,
    onSuccess: (message) => {
      if (message) showAlert({ type: 'success', message });
      void queryClient.invalidateQueries({ queryKey: ['sat-alerts'] });
    },
    onError: (e) => showAlert({ type: 'error', message: e.message }),
  });
  const recheck = useMutation({
    mutationFn: recheckNow,
    onSuccess: (summary) => {
      if (summary)
        showAlert({
          type: 'success',
          message: t('recheckDone', { checked: summary.Checked, changes: summary.Changes }),
        });
      void queryClient.invalidateQueries({ queryKey: ['sat-alerts'] });
    },
    onError: (e) => showAlert({ type: 'error', message: e.message }),
  });

  const columns = useMemo<TableColumn<SatAlert>[]>(() => {
    const stateName = (s: string) => t(`invoicing:sat.state.${s as WatchState}`);
    return [
      {
        id: 'detected',
        header: t('columns.detected'),
        kind: 'code',
        value: (a) => checkedText(a.Detected),
      },
      {
        id: 'change',
        header: t('columns.change'),
        kind: 'code',
        value: (a) =>
          a.Kind === 'state'
            ? t('change.state', { from: stateName(a.OldValue), to: stateName(a.NewValue) })
            : t(a.NewValue === 'yes' ? 'change.listed69bYes' : 'change.listed69bNo'),
      },
      { id: 'company', header: t('columns.company'), kind: 'code', value: (a) => a.BUKRS },
      {
        id: 'partner',
        header: t('columns.partner'),
        kind: 'text',
        value: (a) => (a.PartnerName ? `${a.LIFNR} ${a.PartnerName}` : a.LIFNR),
      },
      {
        id: 'invoice',
        header: t('columns.invoice'),
        kind: 'code',
        value: (a) => `${a.XBLNR || a.BELNR} (${a.BELNR}/${a.GJAHR})`,
      },
      { id: 'uuid', header: t('columns.uuid'), kind: 'code', value: (a) => a.UUID },
      {
        id: 'acknowledged',
        header: t('columns.acknowledged'),
        kind: 'code',
        value: (a) =>
          a.Acknowledged
            ? t('acknowledgedBy', { when: checkedText(a.Acknowledged), who: a.AcknowledgedBy })
            : t('pending'),
      },
    ];
  }, [t]);

  return (
    <PageFrame titleKey="adminSatAlerts">
      <Text>{t('intro')}</Text>
      {alerts.data && (
        <Text color="fg.muted">
          {alerts.data.LastRun
            ? t('lastRun', { when: checkedText(alerts.data.LastRun) })
            : t('neverRun')}
        </Text>
      )}
      <Button
        alignSelf="flex-start"
        minH="11"
        loading={recheck.isPending}
        onClick={() => recheck.mutate()}
      >
        {t('recheckNow')}
      </Button>
      <Switch.Root
        checked={pendingOnly}
        onCheckedChange={(e) => setPendingOnly(e.checked)}
        minH="11"
        alignItems="center"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t('pendingOnly')}</Switch.Label>
      </Switch.Root>
      {alerts.error ? (
        <QueryError error={alerts.error} />
      ) : alerts.isPending ? (
        <Loading />
      ) : alerts.data.List.length === 0 ? (
        <Text>{t('noAlerts')}</Text>
      ) : (
        <Stack gap="2">
          <DataTable
            title={t('table')}
            columns={columns}
            rows={alerts.data.List}
            rowKey={(a) => String(a.Id)}
            cells={{
              change: (a) => (
                <Text as="span" color={a.Acknowledged ? undefined : 'red.700'} fontWeight="medium">
                  {columns.find((c) => c.id === 'change')?.value(a)}
                </Text>
              ),
            }}
            actions={(a) =>
              a.Acknowledged ? null : (
                <Button
                  minH="11"
                  size="sm"
                  variant="outline"
                  loading={acknowledge.isPending && acknowledge.variables === a.Id}
                  aria-label={t('acknowledgeLabel', { invoice: a.XBLNR || a.BELNR })}
                  onClick={() => acknowledge.mutate(a.Id)}
                >
                  {t('acknowledge')}
                </Button>
              )
            }
          />
        </Stack>
      )}
    </PageFrame>
  );
}
