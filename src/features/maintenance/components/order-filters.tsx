/**
 * The selectors of spec 3 §2.3 (company, supplier, status, region where the page shows it), the
 * consult page's from / until / site panel, the alertSearchSlow warning and the Search button. It
 * edits its own copy of the applied filter; Buscar applies it.
 */
import { Alert, Box, Button, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isSlowSearch,
  maintenanceMessage,
  orderStatusLabel,
  showsRegionSelector,
  statusFilterOptions,
  type PageMode,
} from '../../../domain/maintenance';
import { toLanguage } from '../../../protocol/envelope';
import type { MaintenanceContext } from '../lib/maintenance-context';
import type { OrderFilterValues } from '../lib/orders-search';
import { MaintenanceIcon } from './maintenance-icon';
import { SelectField } from './select-field';

export interface OrderFiltersProps {
  mode: PageMode;
  context: MaintenanceContext;
  /** The filter the list shows now: the form starts from it. */
  applied: OrderFilterValues;
  onSearch: (values: OrderFilterValues) => void;
  searching: boolean;
}

export function OrderFilters({ mode, context, applied, onSearch, searching }: OrderFiltersProps) {
  const { t, i18n } = useTranslation('maintenance');
  const lang = toLanguage(i18n.language);
  const [values, setValues] = useState(applied);
  const set = (patch: Partial<OrderFilterValues>) => setValues({ ...values, ...patch });
  const statuses = statusFilterOptions(mode).map((code) => ({
    code,
    label: `${code} ${orderStatusLabel(code, lang)}`,
  }));
  const consult = mode === 'consult';
  const slow = consult && isSlowSearch({ ...values });

  return (
    <Box
      as="form"
      p={{ base: '3', md: '4' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(values);
      }}
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
        <SelectField
          label={t('filters.company')}
          value={values.company}
          options={context.companies}
          allLabel={t('filters.all')}
          onChange={(company) => set({ company })}
        />
        <SelectField
          label={t('filters.supplier')}
          value={values.supplier}
          options={context.suppliers}
          allLabel={t('filters.all')}
          onChange={(supplier) => set({ supplier })}
        />
        <SelectField
          label={t('filters.status')}
          value={values.status}
          options={statuses}
          allLabel={t('filters.all')}
          onChange={(status) => set({ status })}
        />
        {showsRegionSelector(mode) && (
          <SelectField
            label={t('filters.region')}
            value={values.region}
            options={context.regions}
            allLabel={t('filters.all')}
            onChange={(region) => set({ region })}
          />
        )}
        {consult && (
          <>
            <Field.Root>
              <Field.Label>{t('filters.from')}</Field.Label>
              <Input
                type="date"
                minH="11"
                bg="white"
                value={values.from}
                max={values.to || undefined}
                onChange={(e) => set({ from: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('filters.until')}</Field.Label>
              <Input
                type="date"
                minH="11"
                bg="white"
                value={values.to}
                min={values.from || undefined}
                onChange={(e) => set({ to: e.currentTarget.value })}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('filters.site')}</Field.Label>
              <Input
                minH="11"
                bg="white"
                maxLength={40}
                value={values.site}
                onChange={(e) => set({ site: e.currentTarget.value })}
              />
            </Field.Root>
          </>
        )}
        {/* In the grid's last cell, level with the fields: one row on a desktop. */}
        <Box alignSelf="end">
          <Button type="submit" minH="11" loading={searching} w={{ base: 'full', sm: 'auto' }}>
            <MaintenanceIcon name="search" />
            {t('filters.search')}
          </Button>
        </Box>
      </SimpleGrid>
      {slow && (
        <Alert.Root status="warning" mt="3" role="status">
          <Alert.Indicator />
          <Alert.Description>{maintenanceMessage('alertSearchSlow', lang)}</Alert.Description>
        </Alert.Root>
      )}
    </Box>
  );
}
