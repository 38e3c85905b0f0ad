/**
 * One collapsible invoicing panel of the supplier form (spec 2 §2 screen 12, §4): the invoice
 * option (the panel's own, or none), then status, invoice type and withholding option. Choosing
 * the option makes the other three required; clearing it clears and disables them.
 */
import { Box, Button, chakra, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StrokeIcon } from '../../../components/ui/stroke-icon';
import type { Panel } from '../../../domain/supplier-invoicing';
import type { SupplierCatalogues } from '../api/supplier-catalogues-query';
import {
  PANEL_FIELDS,
  panelOptionId,
  withOption,
  type FormErrors,
  type PanelField,
  type PanelValues,
} from '../lib/supplier-form';

export interface InvoicePanelFieldsProps {
  panel: Panel;
  values: PanelValues;
  errors: FormErrors;
  catalogues: SupplierCatalogues;
  readOnly: boolean;
  onChange: (next: PanelValues) => void;
}

const LABEL: Record<PanelField, 'form.status' | 'form.type' | 'form.withholding'> = {
  status: 'form.status',
  type: 'form.type',
  withholding: 'form.withholding',
};

export function InvoicePanelFields(props: InvoicePanelFieldsProps) {
  const { t } = useTranslation(['suppliersAdmin', 'messages']);
  const { panel, values, catalogues, readOnly } = props;
  const [open, setOpen] = useState(true);
  const contentId = useId();
  const ownOption = panelOptionId(panel, catalogues.options);
  const option = catalogues.options.find((o) => o.Id === ownOption);
  const entries: Record<PanelField, { Id: number; Name: string }[]> = {
    status: catalogues.statuses,
    type: catalogues.types,
    withholding: catalogues.withholdings,
  };
  const title = t(panel === 'electronic' ? 'form.electronic' : 'form.nonElectronic');
  const chosen = values.option !== '';
  return (
    <Box borderWidth="1px" borderColor="gray.300" rounded="md" bg="gray.50">
      <Button
        variant="ghost"
        w="full"
        minH="11"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((o) => !o)}
      >
        <chakra.span fontWeight="semibold">{title}</chakra.span>
        <StrokeIcon path={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
      </Button>
      <Stack id={contentId} hidden={!open} gap="3" px="3" pb="3" role="group" aria-label={title}>
        {!readOnly && (
          <Text fontSize="sm" color="fg.muted">
            {t('form.panelHint')}
          </Text>
        )}
        <chakra.div display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <Field.Root disabled={readOnly}>
            <Field.Label>{t('form.option')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                bg="white"
                minH="11"
                value={values.option}
                onChange={(e) => props.onChange(withOption(values, e.currentTarget.value))}
              >
                <option value="">{t('form.optionNone')}</option>
                {option && <option value={String(option.Id)}>{option.Name}</option>}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {PANEL_FIELDS.map((field) => {
            const error = props.errors[`${panel}.${field}`];
            return (
              <Field.Root
                key={field}
                required={chosen && !readOnly}
                invalid={error !== undefined}
                disabled={readOnly || !chosen}
              >
                <Field.Label>
                  {t(LABEL[field])}
                  {chosen && !readOnly && <Field.RequiredIndicator />}
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    bg="white"
                    minH="11"
                    value={values[field]}
                    onChange={(e) => props.onChange({ ...values, [field]: e.currentTarget.value })}
                  >
                    <option value="">{t('form.choose')}</option>
                    {entries[field].map((entry) => (
                      <option key={entry.Id} value={String(entry.Id)}>
                        {entry.Name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{error ? t('messages:dataLabelRequired') : null}</Field.ErrorText>
              </Field.Root>
            );
          })}
        </chakra.div>
      </Stack>
    </Box>
  );
}
