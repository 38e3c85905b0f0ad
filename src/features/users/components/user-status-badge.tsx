/** A user's state (spec 1 §4: active, inactive, locked out). */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function UserStatusBadge({ row }: { row: { Active: boolean; LockedOut: boolean } }) {
  const { t } = useTranslation('users');
  if (row.LockedOut) return <Badge colorPalette="orange">{t('status.locked')}</Badge>;
  return row.Active ? (
    <Badge colorPalette="green">{t('status.active')}</Badge>
  ) : (
    <Badge colorPalette="gray">{t('status.inactive')}</Badge>
  );
}
