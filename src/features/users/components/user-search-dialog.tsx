/**
 * The 800-wide search dialog (spec 1 §2.8, §5 Search users): user name, name, e-mail, from and
 * until dates, role and supplier; Reset empties the fields, Search applies them to the table
 * (api/user 20). Without a user name or a name the alert alertSearchUser shows and nothing is sent.
 */
import { Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../../lib/alert-store';
import type { UserSearchFilter } from '../../../protocol/user-admin';
import { roleListQueryOptions } from '../api/role-list-query';
import {
  EMPTY_SEARCH_FORM,
  SEARCH_LIMITS,
  searchFilterOf,
  type SearchFormValues,
} from '../lib/search-form';
import { DialogFrame } from '../../../components/ui/dialog-frame';

export interface UserSearchDialogProps {
  /** The fields of the search applied last, so the dialog reopens with them. */
  initial: SearchFormValues;
  onSearch: (filter: UserSearchFilter, values: SearchFormValues) => void;
  onClose: () => void;
}

const FORM_ID = 'user-search-form';

export function UserSearchDialog({ initial, onSearch, onClose }: UserSearchDialogProps) {
  const { t } = useTranslation(['users', 'messages']);
  const roles = useQuery(roleListQueryOptions());
  const form = useForm<SearchFormValues>({ defaultValues: initial });
  const submit = form.handleSubmit((values) => {
    const result = searchFilterOf(values);
    if (!result.ok) {
      showAlert({
        type: 'warning',
        message: t(
          result.error === 'alertSearchUser' ? 'messages:alertSearchUser' : 'search.datesOrder',
        ),
      });
      return;
    }
    onSearch(result.filter, values);
  });
  const text = (name: 'userName' | 'name' | 'email' | 'supplier', type = 'text') => (
    <Field.Root>
      <Field.Label>{t(`search.${name}`)}</Field.Label>
      <Input
        type={type}
        bg="white"
        maxLength={SEARCH_LIMITS[name]}
        autoComplete="off"
        {...form.register(name)}
      />
    </Field.Root>
  );
  return (
    <DialogFrame
      title={t('search.title')}
      width={800}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" minH="11" onClick={() => form.reset(EMPTY_SEARCH_FORM)}>
            {t('search.reset')}
          </Button>
          <Button type="submit" form={FORM_ID} minH="11">
            {t('search.submit')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('userName')}
          {text('name')}
          {text('email', 'email')}
          <Field.Root>
            <Field.Label>{t('search.role')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field bg="white" {...form.register('roleId')}>
                <option value="">{t('search.anyRole')}</option>
                {(roles.data ?? []).map((r) => (
                  <option key={r.Id} value={String(r.Id)}>
                    {r.Name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('search.from')}</Field.Label>
            <Input type="date" bg="white" {...form.register('from')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('search.until')}</Field.Label>
            <Input type="date" bg="white" {...form.register('until')} />
          </Field.Root>
          {text('supplier')}
        </SimpleGrid>
      </form>
    </DialogFrame>
  );
}
