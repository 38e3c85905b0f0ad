/** The event log of one supplier or lessor (spec 2 §2 screen 14): date, action, author, newest first. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { EventsTable } from '../../../components/ui/events-table';
import type { SupplierRow } from '../../../protocol/supplier-admin';
import { supplierEventsQueryOptions } from '../api/supplier-events-query';

const KNOWN_ACTIONS = [11, 31, 41] as const;
const isKnown = (id: number): id is (typeof KNOWN_ACTIONS)[number] =>
  (KNOWN_ACTIONS as readonly number[]).includes(id);

export function SupplierEventsDialog({ row, onClose }: { row: SupplierRow; onClose: () => void }) {
  const { t } = useTranslation('suppliersAdmin');
  const events = useQuery(supplierEventsQueryOptions(row.Id));
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
