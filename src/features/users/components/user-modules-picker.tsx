/**
 * The modules granted to a user, for administrators only (spec 1 §6: menu visibility follows the
 * user's active modules): the module catalogue (api/Module 10) as a checklist, each granted module
 * with whether it is active.
 */
import { Fieldset, HStack, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { moduleListQueryOptions } from '../api/user-dialog-lists';
import { activateModule, grantModule } from '../lib/edit-form';
import type { UserFormValues } from '../lib/user-form';
import { LabelledCheck } from '../../../components/ui/labelled-check';

export function UserModulesPicker({ form }: { form: UseFormReturn<UserFormValues> }) {
  const { t } = useTranslation('users');
  const list = useQuery(moduleListQueryOptions());
  const chosen = useWatch({ control: form.control, name: 'modules' });
  const set = (next: UserFormValues['modules']) =>
    form.setValue('modules', next, { shouldDirty: true });
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{t('fields.modules')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('edit.modulesHelp')}</Fieldset.HelperText>
      <Fieldset.Content>
        {list.isPending ? (
          <Text fontSize="sm">{t('loading')}</Text>
        ) : list.isError ? (
          <Text fontSize="sm" role="alert">
            {list.error.message || t('loadFailed')}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
            {list.data.map((m) => {
              const name = t(`edit.moduleName.${m.Code}`, { defaultValue: m.Name });
              const grant = chosen.find((c) => c.code === m.Code);
              return (
                <HStack
                  key={m.Code}
                  justify="space-between"
                  gap="3"
                  borderWidth="1px"
                  borderRadius="md"
                  px="3"
                  py="1"
                  bg="white"
                >
                  <LabelledCheck
                    checked={grant !== undefined}
                    onChange={(on) => set(grantModule(chosen, m.Code, on))}
                  >
                    {name}
                  </LabelledCheck>
                  <LabelledCheck
                    disabled={grant === undefined}
                    checked={grant?.active ?? false}
                    onChange={(on) => set(activateModule(chosen, m.Code, on))}
                  >
                    {t('edit.moduleActive')}
                    <VisuallyHidden> ({name})</VisuallyHidden>
                  </LabelledCheck>
                </HStack>
              );
            })}
          </SimpleGrid>
        )}
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
