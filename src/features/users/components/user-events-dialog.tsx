/** The event history of one user (spec 1 §2.8): api/event 20, newest first. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { EventsTable } from '../../../components/ui/events-table';
import type { UserRow } from '../../../protocol/user-admin';
import { userEventsQueryOptions } from '../api/user-events-query';

/** The audit actions the spec names (spec 1 §9); any other shows its number. */
const KNOWN_ACTIONS = [10, 11, 20, 21, 22, 31, 32, 33, 34, 35, 41] as const;

function isKnownAction(actionId: number): actionId is (typeof KNOWN_ACTIONS)[number] {
  return (KNOWN_ACTIONS as readonly number[]).includes(actionId);
}

export function UserEventsDialog({ row, onClose }: { row: UserRow; onClose: () => void }) {
  const { t } = useTranslation('users');
  const events = useQuery(userEventsQueryOptions(row.Id));
  return (
    <DialogFrame title={t('events.title', { user: row.UserName })} width={800} onClose={onClose}>
      <EventsTable
        events={events.data}
        error={events.error}
        labels={{
          caption: t('events.caption', { user: row.UserName }),
          date: t('events.date'),
          action: t('events.action'),
          by: t('events.by'),
          empty: t('events.empty'),
          loading: t('loading'),
          loadFailed: t('loadFailed'),
        }}
        actionText={(id) => (isKnownAction(id) ? t(`events.actions.${id}`) : String(id))}
      />
    </DialogFrame>
  );
}
