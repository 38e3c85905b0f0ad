/**
 * Runs "Disponible sin conexión" for the chosen rows and tells the user what was stored, and
 * "Quitar copia sin conexión" for one order.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../lib/alert-store';
import { offlineDatabase } from '../../../offline/db';
import type { OrderRow } from '../../../protocol/maintenance';
import { loadExcel } from '../export/download-inventory';
import { removeOfflineOrder } from '../local/remove-offline';
import { takeOrdersOffline, type TakeOfflineResult } from '../local/take-offline';
import { orderViewKey } from './use-order-view';
import { offlineSummariesKey } from './use-offline-summaries';

export function useTakeOffline(userId: number) {
  const { t } = useTranslation('maintenance');
  const client = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const report = (result: TakeOfflineResult, total: number) => {
    if (result.saved.length > 0) {
      showAlert({ type: 'success', message: t('offline.saved', { count: result.saved.length }) });
    }
    const failure = result.failed[0];
    if (!failure) return;
    const pending = total - result.saved.length;
    const message =
      failure.reason === 'quota'
        ? t('offline.quota')
        : failure.reason === 'network'
          ? t('offline.network', { count: pending })
          : t('offline.failed', { order: failure.orderCode, message: failure.message });
    showAlert({ type: 'error', message, sticky: failure.reason === 'quota' });
  };

  const mutation = useMutation({
    mutationFn: (rows: readonly OrderRow[]) => {
      setProgress({ done: 0, total: rows.length });
      return takeOrdersOffline({
        db: offlineDatabase(),
        userId,
        rows,
        onProgress: (done, total) => setProgress({ done, total }),
      });
    },
    networkMode: 'always',
    onSuccess: (result, rows) => {
      report(result, rows.length);
      // exceljs is not precached: loading it now, while online, puts it in the service worker's
      // run-time cache, so the inventory export works from the offline copy. A failure here only
      // means the export will need the network; the copy itself is stored.
      if (result.saved.length > 0) loadExcel().catch(() => undefined);
    },
    onError: (error) => showAlert({ type: 'error', message: error.message }),
    onSettled: async () => {
      setProgress(null);
      await client.invalidateQueries({ queryKey: offlineSummariesKey(userId) });
    },
  });
  return { takeOffline: mutation.mutate, running: mutation.isPending, progress };
}

/** Removes one order's offline copy; refused with a message while it has unsent changes. */
export function useRemoveOffline(userId: number) {
  const { t } = useTranslation('maintenance');
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (orderCode: string) => removeOfflineOrder(offlineDatabase(), userId, orderCode),
    // The device's own storage: works with no network.
    networkMode: 'always',
    onSuccess: (outcome, order) => {
      if (outcome === 'unsent') {
        showAlert({ type: 'error', message: t('offlineCopy.unsent', { order }) });
        return;
      }
      // An order opened from the copy earlier must not reopen from memory once the copy is gone.
      client.removeQueries({ queryKey: orderViewKey(userId, order), exact: true });
      showAlert({ type: 'success', message: t('offlineCopy.removed', { order }) });
    },
    onError: (error, order) =>
      showAlert({
        type: 'error',
        message: t('offlineCopy.failed', { order, message: error.message }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: offlineSummariesKey(userId) }),
  });
  return {
    removeOffline: mutation.mutate,
    removing: mutation.isPending ? mutation.variables : null,
  };
}
