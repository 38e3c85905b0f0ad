/**
 * A variable-maintenance invoice's contract and fields (spec 2 §5 "Reference and fields", §9): the
 * contract (from ContractsMT), the description (at most 16), the billing month and year (from
 * 1 January of last year to December of this year) and the site (the contract's by default).
 */
import { Box, Field, Grid, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLazyRecipes } from '../../../components/ui/use-lazy-recipes';
import {
  MT_TEXT_MAX,
  mtBillingWindow,
  type MtInvoiceFields,
} from '../../../domain/invoicing/maintenance-fields';
import type { ContractRef } from '../../../protocol/invoicing';

export interface MtExtraFields extends Omit<MtInvoiceFields, 'reference'> {
  site: string;
}

export function MtContractDetails({ contract }: { contract: ContractRef }) {
  const { t } = useTranslation('invoicePanel');
  return (
    <Stack as="section" gap="2" aria-labelledby="invoice-mt-contract">
      <Heading as="h2" size="lg" id="invoice-mt-contract">
        {t('mt.heading')}
      </Heading>
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
        <Grid
          templateColumns="minmax(0, auto) minmax(0, 1fr)"
          columnGap="3"
          rowGap="1"
          fontSize="sm"
        >
          <Text color="gray.600">{t('details.contract')}</Text>
          <Text fontWeight="semibold" wordBreak="break-word">
            {contract.RECNNR} {contract.RECNTXT}
          </Text>
          <Text color="gray.600">{t('mt.account')}</Text>
          <Text wordBreak="break-word">{contract.OBJECT_ID_ACCT || '—'}</Text>
        </Grid>
      </Box>
    </Stack>
  );
}

export function MtFieldsForm({
  value,
  onChange,
  today,
  disabled,
}: {
  value: MtExtraFields;
  onChange: (next: MtExtraFields) => void;
  today: string;
  disabled: boolean;
}) {
  useLazyRecipes();
  const { t } = useTranslation('invoicePanel');
  const year = Number(today.slice(0, 4));
  const { first, last } = mtBillingWindow(today);
  const tooLong = value.description.trim().length > MT_TEXT_MAX;
  return (
    <Stack gap="3">
      <Field.Root required invalid={tooLong}>
        <Field.Label>{t('mt.description')}</Field.Label>
        <Input
          minH="11"
          bg="white"
          value={value.description}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
        />
        <Field.HelperText>
          {value.description.trim().length}/{MT_TEXT_MAX}
        </Field.HelperText>
      </Field.Root>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <Field.Root required>
          <Field.Label>{t('mt.month')}</Field.Label>
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field
              minH="11"
              bg="white"
              value={value.month === null ? '' : String(value.month)}
              onChange={(e) =>
                onChange({ ...value, month: e.target.value === '' ? null : Number(e.target.value) })
              }
            >
              <option value="">{t('mt.chooseMonth')}</option>
              {Array.from({ length: 12 }, (_, i) => (
                <option key={i + 1} value={String(i + 1)}>
                  {String(i + 1).padStart(2, '0')}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('mt.year')}</Field.Label>
          <NativeSelect.Root disabled={disabled}>
            <NativeSelect.Field
              minH="11"
              bg="white"
              value={value.year === null ? '' : String(value.year)}
              onChange={(e) =>
                onChange({ ...value, year: e.target.value === '' ? null : Number(e.target.value) })
              }
            >
              <option value="">{t('mt.chooseYear')}</option>
              {[year - 1, year].map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Grid>
      <Text fontSize="sm" color="gray.600">
        {t('mt.window', { first, last })}
      </Text>
      <Field.Root>
        <Field.Label>{t('mt.site')}</Field.Label>
        <Input
          minH="11"
          bg="white"
          value={value.site}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, site: e.target.value })}
        />
      </Field.Root>
    </Stack>
  );
}
