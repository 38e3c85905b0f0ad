/**
 * The client selector (spec 1 §2.9): only for administrators (all clients, api/client 10) and
 * parent clients with children (their ClientChildList). It is disabled for now, with the reason.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clientListQueryOptions } from '../api/client-list-query';

export interface ClientSelectorProps {
  isAdministrator: boolean;
  childList: readonly string[];
  current: string | null;
}

export function ClientSelector({ isAdministrator, childList, current }: ClientSelectorProps) {
  const { t } = useTranslation('common');
  const list = useQuery({ ...clientListQueryOptions(), enabled: isAdministrator });
  const options = isAdministrator
    ? (list.data ?? [])
    : childList.map((code) => ({ code, label: code }));
  const empty = options.length === 0;
  const emptyText = isAdministrator && list.isPending ? t('loading') : t('noData');

  return (
    <Field.Root disabled px="2">
      <Field.Label fontSize="sm">{t('clientSelector')}</Field.Label>
      <NativeSelect.Root size="sm" disabled>
        <NativeSelect.Field
          bg="white"
          color="gray.900"
          minH="11"
          title={t('clientSelectorDisabled')}
          value={current ?? ''}
          onChange={() => undefined}
        >
          {empty ? (
            <option value="">{emptyText}</option>
          ) : (
            <>
              {!current && <option value="">{t('clientSelector')}</option>}
              {options.map((o) => (
                <option key={o.code} value={o.code}>
                  {o.label}
                </option>
              ))}
            </>
          )}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText fontSize="xs" color="gray.700">
        {t('clientSelectorDisabled')}
      </Field.HelperText>
    </Field.Root>
  );
}
