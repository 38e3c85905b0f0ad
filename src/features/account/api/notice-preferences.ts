/**
 * The user's own notice preferences: NotificationPreferences 21 reads which mails the
 * portal sends them, 31 saves one switch (the server keeps the others) and answers the new list.
 */
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { ActionId } from '../../../protocol/envelope';
import { NotificationPreferencesResponse, type NoticeKind } from '../../../protocol/sat-watch';

export const noticePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'notice-preferences'],
    queryFn: ({ signal }) =>
      callApi(
        'NotificationPreferences',
        ActionId.View,
        {},
        { schema: NotificationPreferencesResponse, signal },
      ),
    select: (answer) => answer.List,
  });

export function saveNoticePreference(kind: NoticeKind, enabled: boolean) {
  return callApi(
    'NotificationPreferences',
    ActionId.Update,
    { List: [{ Kind: kind, Enabled: enabled }] },
    { schema: NotificationPreferencesResponse },
  );
}
