/**
 * The client parent and child of a user, for administrators only (spec 1 §3 User ClientParentId,
 * ClientChildId; §3 Client): the principal clients of api/client 10 and, once one is chosen, its
 * associated clients. Both may stay empty (a user who is not a customer).
 */
import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clientListQueryOptions } from '../api/user-dialog-lists';
import { clientChoices } from '../lib/edit-form';
import type { UserFormValues } from '../lib/user-form';

export function UserClientFields({ form }: { form: UseFormReturn<UserFormValues> }) {
  const { t } = useTranslation('users');
  const list = useQuery(clientListQueryOptions());
  const [parent, child] = useWatch({
    control: form.control,
    name: ['clientParentId', 'clientChildId'],
  });
  const { parents, children } = clientChoices(list.data ?? [], { parent, child });
  const none = list.isPending ? t('loading') : list.isError ? t('loadFailed') : t('edit.noClient');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root>
        <Field.Label>{t('edit.clientParent')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            bg="white"
            {...form.register('clientParentId', {
              // The child belongs to its parent, so a new parent starts without one.
              onChange: () => form.setValue('clientChildId', '', { shouldDirty: true }),
            })}
          >
            <option value="">{none}</option>
            {parents.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root disabled={parent === ''}>
        <Field.Label>{t('edit.clientChild')}</Field.Label>
        <NativeSelect.Root disabled={parent === ''}>
          <NativeSelect.Field bg="white" {...form.register('clientChildId')}>
            <option value="">{t('edit.noClient')}</option>
            {children.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </SimpleGrid>
  );
}
