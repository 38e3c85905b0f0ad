/**
 * The company's fiscal data on /admin_company (spec 2 §5 "Electronic validations"): the name and
 * postal code the SAT registers it under, which every CFDI to it must repeat as its receiver, and
 * its own product-key lists (empty: the portal's). Administrators record them; the form judges a
 * save by the server's rules (src/protocol/company-fiscal.ts) before sending it, and shows the
 * server's refusal as it comes.
 */
import {
  Alert,
  Box,
  Button,
  chakra,
  Field,
  Heading,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEASE_PRODUCT_KEYS, SUPPLIER_PRODUCT_KEYS } from '../../../domain/cfdi/product-keys';
import { showAlert } from '../../../lib/alert-store';
import { getLanguage } from '../../../lib/language';
import {
  companyFiscalValues,
  FISCAL_NAME_MAX,
  productKeysText,
  type CompanyFiscal,
  type CompanyFiscalProblem,
} from '../../../protocol/company-fiscal';
import { message } from '../../../protocol/messages';
import { companyFiscalQueryOptions, saveCompanyFiscal } from '../api/company-config-query';

const FORM_ID = 'company-fiscal-form';

type FieldName = 'FiscalName' | 'FiscalPostalCode' | 'LeaseProductKeys' | 'SupplierProductKeys';

/** Which field each problem of a save belongs to. */
const FIELD_OF: Readonly<Record<CompanyFiscalProblem['key'], FieldName>> = {
  companyFiscalNameRequired: 'FiscalName',
  companyFiscalNameTooLong: 'FiscalName',
  companyFiscalPostalCodeInvalid: 'FiscalPostalCode',
  companyLeaseProductKeyInvalid: 'LeaseProductKeys',
  companySupplierProductKeyInvalid: 'SupplierProductKeys',
};

const valuesOf = (f: CompanyFiscal): Record<FieldName, string> => ({
  FiscalName: f.FiscalName ?? '',
  FiscalPostalCode: f.FiscalPostalCode ?? '',
  LeaseProductKeys: productKeysText(f.LeaseProductKeys),
  SupplierProductKeys: productKeysText(f.SupplierProductKeys),
});

function FiscalForm({ fiscal }: { fiscal: CompanyFiscal }) {
  const { t } = useTranslation('companyConfig');
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(fiscal));
  const [problems, setProblems] = useState<CompanyFiscalProblem[]>([]);
  const save = useMutation({
    mutationFn: () => saveCompanyFiscal({ BUKRS: fiscal.BUKRS, ...values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['companyConfig', 'fiscal', fiscal.BUKRS], {
        Result: true,
        Message: saved.message,
        Fiscal: saved.fiscal,
      });
      setValues(valuesOf(saved.fiscal));
      if (saved.message) showAlert({ type: 'success', message: saved.message });
    },
  });
  const recorded = fiscal.FiscalName !== null && fiscal.FiscalPostalCode !== null;
  const errorOf = (field: FieldName) =>
    problems
      .filter((p) => FIELD_OF[p.key] === field)
      .map((p) => message(p.key, getLanguage(), p.params))
      .join(' ');
  const change = (field: FieldName) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((ps) => ps.filter((p) => FIELD_OF[p.key] !== field));
  };
  const text = (field: 'FiscalName' | 'FiscalPostalCode', label: string, help: string) => {
    const error = errorOf(field);
    return (
      <Field.Root required invalid={error !== ''} disabled={save.isPending}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          bg="white"
          minH="11"
          autoComplete="off"
          maxLength={field === 'FiscalName' ? FISCAL_NAME_MAX + 20 : 10}
          inputMode={field === 'FiscalPostalCode' ? 'numeric' : undefined}
          value={values[field]}
          onChange={(e) => change(field)(e.currentTarget.value)}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{help}</Field.HelperText>
        )}
      </Field.Root>
    );
  };
  const keys = (
    field: 'LeaseProductKeys' | 'SupplierProductKeys',
    label: string,
    portal: readonly string[],
  ) => {
    const error = errorOf(field);
    return (
      <Field.Root invalid={error !== ''} disabled={save.isPending}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          bg="white"
          rows={3}
          autoComplete="off"
          fontFamily="mono"
          // What an empty list means: the portal's own keys.
          placeholder={productKeysText(portal)}
          value={values[field]}
          onChange={(e) => change(field)(e.currentTarget.value)}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('fiscal.keysHelp')}</Field.HelperText>
        )}
      </Field.Root>
    );
  };
  return (
    <chakra.form
      id={FORM_ID}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const judged = companyFiscalValues(values);
        if (judged.ok) save.mutate();
        else setProblems(judged.problems);
      }}
    >
      <Stack gap="4">
        {!recorded && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>{t('fiscal.notRecorded')}</Alert.Description>
          </Alert.Root>
        )}
        {save.error && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description whiteSpace="pre-line">{save.error.message}</Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('FiscalName', t('fiscal.name'), t('fiscal.nameHelp'))}
          {text('FiscalPostalCode', t('fiscal.postalCode'), t('fiscal.postalCodeHelp'))}
          {keys('LeaseProductKeys', t('fiscal.leaseKeys'), LEASE_PRODUCT_KEYS)}
          {keys('SupplierProductKeys', t('fiscal.supplierKeys'), SUPPLIER_PRODUCT_KEYS)}
        </SimpleGrid>
        <Box>
          <Button
            type="submit"
            colorPalette="blue"
            minH="11"
            loading={save.isPending}
            loadingText={t('fiscal.saving')}
          >
            {t('fiscal.save')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** The fiscal data section of the chosen company: read, then edited in place. */
export function CompanyFiscalSection({ bukrs }: { bukrs: string }) {
  const { t } = useTranslation('companyConfig');
  const fiscal = useQuery(companyFiscalQueryOptions(bukrs));
  return (
    <Box
      as="section"
      aria-labelledby="company-config-fiscal"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      p="4"
    >
      <Heading as="h2" size="md" id="company-config-fiscal" mb="2">
        {t('fiscal.title')}
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="3">
        {t('fiscal.intro')}
      </Text>
      {fiscal.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{fiscal.error.message || t('fiscal.loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : !fiscal.data ? (
        <Spinner aria-label={t('fiscal.loading')} />
      ) : (
        // A new company starts its form from its own stored data.
        <FiscalForm key={fiscal.data.BUKRS} fiscal={fiscal.data} />
      )}
    </Box>
  );
}
