/** A user read-only (spec 1 §2.8 row click): api/user 21, in the 1000-wide user dialog. */
import { Badge, DataList, Stack, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRecordResponse } from '../../../protocol/user-admin';
import { userViewQueryOptions } from '../api/user-view-query';
import { formatDateTime } from '../../../lib/date-format';
import { LoadState } from './load-state';
import { UserStatusBadge } from './user-status-badge';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export const USER_DIALOG_WIDTH = 1000;

export function UserViewDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('users');
  const view = useQuery(userViewQueryOptions(id));
  return (
    <DialogFrame title={t('view.title')} width={USER_DIALOG_WIDTH} onClose={onClose}>
      {view.data ? <UserDetails answer={view.data} /> : <LoadState error={view.error} />}
    </DialogFrame>
  );
}

function UserDetails({ answer }: { answer: UserRecordResponse }) {
  const { t } = useTranslation('users');
  const u = answer.User;
  const codes = (list: readonly { Code: string }[]) =>
    list.length === 0 ? t('view.none') : list.map((c) => c.Code).join(', ');
  const yesNo = (value: boolean) => (value ? t('view.yes') : t('view.no'));
  const items: [string, ReactNode][] = [
    [t('fields.userName'), u.UserName],
    [t('fields.name'), u.Name],
    [t('fields.email'), u.Email],
    [t('fields.role'), u.RoleName],
    [t('fields.status'), <UserStatusBadge key="s" row={{ Active: u.Active, LockedOut: false }} />],
    [t('fields.phone'), u.PhoneNumber ?? ''],
    [t('fields.phoneHome'), u.PhoneNumberHome ?? ''],
    [t('fields.phoneAdditional'), u.PhoneNumberAdditional ?? ''],
    [t('fields.zip'), u.ZipCode ?? ''],
    [t('fields.contactName'), u.ContactName ?? ''],
    [t('fields.contactEmail'), u.ContactEmail ?? ''],
    [t('fields.salesRepresentative'), u.SalesRepresentative ?? ''],
    [t('fields.sitePortal'), yesNo(u.SitePortal)],
    [t('fields.companies'), codes(answer.Company)],
    [t('fields.suppliers'), codes(answer.Supplier)],
    [t('fields.crews'), codes(answer.Crew)],
    [t('fields.regions'), codes(answer.Region)],
    [t('fields.modified'), `${formatDateTime(u.ModifiedDate)} ${u.ModifiedBy ?? ''}`.trim()],
  ];
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {items.map(([label, value]) => (
          <DataList.Item key={label} flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
            <DataList.ItemLabel minW="44">{label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {answer.Module.length > 0 && (
        <Stack gap="1">
          <DataList.Root size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('fields.modules')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Wrap gap="1">
                  {answer.Module.map((m) => (
                    <Badge key={m.Code} colorPalette={m.Active ? 'green' : 'gray'}>
                      {m.Code}
                    </Badge>
                  ))}
                </Wrap>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>
      )}
    </Stack>
  );
}
