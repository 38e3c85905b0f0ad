/**
 * /admin_company (spec 3 §3.11): a company's configuration as stored (base settings, sales area,
 * order preparation, ALST materials, totals layout) and its payment methods, read-only for the
 * administrators, and its fiscal data, which they record (company-fiscal-form.tsx). The total
 * tolerance shown is the one invoicing compares amounts with.
 */
import {
  Alert,
  Box,
  chakra,
  Field,
  Heading,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionState } from '../../../lib/session/use-session';
import type { CompanyConfig } from '../../../protocol/company-config';
import { companyConfigQueryOptions, paymentMethodsQueryOptions } from '../api/company-config-query';
import { CompanyFiscalSection } from './company-fiscal-form';

const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: '2',
    py: '2',
    fontWeight: 'semibold',
    fontSize: 'sm',
    bg: 'gray.100',
    borderBottomWidth: '1px',
    borderColor: 'gray.300',
  },
});
const Td = chakra('td', {
  base: { px: '2', py: '2', fontSize: 'sm', borderBottomWidth: '1px', borderColor: 'gray.200' },
});

function Group({ title, items }: { title: string; items: [string, ReactNode][] }) {
  const id = `company-config-${title.replace(/\W+/g, '-')}`;
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      p="4"
    >
      <Heading as="h2" size="md" id={id} mb="3">
        {title}
      </Heading>
      <chakra.dl
        display="grid"
        gridTemplateColumns="minmax(0, 1fr) auto"
        columnGap="4"
        rowGap="2"
        fontSize="sm"
      >
        {items.map(([label, value]) => (
          <Box key={label} display="contents">
            <chakra.dt color="fg.muted">{label}</chakra.dt>
            <chakra.dd textAlign="end" fontVariantNumeric="tabular-nums" wordBreak="break-word">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}

function ConfigView({ config }: { config: CompanyConfig }) {
  const { t } = useTranslation('companyConfig');
  const yesNo = (b: boolean) => (b ? t('yes') : t('no'));
  const b = config.Base;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Group
        title={t('groups.base')}
        items={[
          [t('base.paymentTermDebit'), b.PaymentTermDebit],
          [t('base.paymentTermAdvance'), b.PaymentTermAdvance],
          [t('base.agreementPendingDays'), b.AgreementPendingDays],
          [t('base.maxAmountDocument1'), b.MaxAmountDocument1],
          [t('base.maxAmountDocument2'), b.MaxAmountDocument2],
          [t('base.totalTolerance'), b.TotalTolerance],
          [t('base.ivaPercentage'), `${b.IvaPercentage} %`],
          [t('base.webOfferDocType'), b.WebOfferDocType],
          [t('base.quoteDocType'), b.QuoteDocType],
          [t('base.createOrderFromOffer'), yesNo(b.CreateOrderFromOffer)],
          [t('base.creditNotesOrderType'), b.CreditNotesOrderType],
          [t('base.showXml'), yesNo(b.ShowXml === 'S')],
          [t('base.portfolioSort'), b.PortfolioSort],
        ]}
      />
      <Stack gap="4">
        <Group
          title={t('groups.salesArea')}
          items={[
            [t('salesArea.salesOrganization'), config.SalesArea.SalesOrganization],
            [t('salesArea.distributionChannel'), config.SalesArea.DistributionChannel],
            [t('salesArea.division'), config.SalesArea.Division],
            [t('salesArea.name'), config.SalesArea.Name],
          ]}
        />
        <Group
          title={t('groups.orderPreparation')}
          items={[
            [t('orderPreparation.enlistDays'), config.OrderPreparation.EnlistDays],
            [t('orderPreparation.timeLimit'), config.OrderPreparation.TimeLimit],
          ]}
        />
        <Group
          title={t('groups.alst')}
          items={[
            [t('alst.companyCode'), config.AlstMaterials.CompanyCode],
            [t('alst.materialCode'), config.AlstMaterials.MaterialCode],
          ]}
        />
      </Stack>
      <Box as="section" aria-labelledby="company-config-totals" gridColumn={{ lg: 'span 2' }}>
        <Heading as="h2" size="md" id="company-config-totals" mb="2">
          {t('groups.totals')}
        </Heading>
        <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white">
          <chakra.table w="full" borderCollapse="collapse">
            <chakra.caption srOnly>{t('groups.totals')}</chakra.caption>
            <thead>
              <tr>
                <Th scope="col">{t('totals.position')}</Th>
                <Th scope="col">{t('totals.description')}</Th>
                <Th scope="col">{t('totals.visualize')}</Th>
              </tr>
            </thead>
            <tbody>
              {config.TotalsLayout.map((l) => (
                <tr key={l.Position}>
                  <Td>{l.Position}</Td>
                  <Td>{l.Description}</Td>
                  <Td>{yesNo(l.Visualize)}</Td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      </Box>
    </SimpleGrid>
  );
}

export function CompanyConfigPage() {
  const { t } = useTranslation('companyConfig');
  const companies = useSessionState((s) => s.session?.CompanyList ?? []);
  const [bukrs, setBukrs] = useState(companies[0]?.Code ?? '');
  const config = useQuery(companyConfigQueryOptions(bukrs));
  const methods = useQuery(paymentMethodsQueryOptions(bukrs));
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('introFiscal')}</Text>
      <Field.Root maxW="md">
        <Field.Label>{t('company')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            bg="white"
            minH="11"
            value={bukrs}
            onChange={(e) => setBukrs(e.currentTarget.value)}
          >
            {companies.map((c) => (
              <option key={c.Code} value={c.Code}>
                {`${c.Code} – ${c.Name}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {bukrs !== '' && <CompanyFiscalSection bukrs={bukrs} />}
      {config.error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{config.error.message || t('loadFailed')}</Alert.Description>
        </Alert.Root>
      ) : !config.data ? (
        <Spinner aria-label={t('loading')} />
      ) : (
        <ConfigView config={config.data} />
      )}
      <Box as="section" aria-labelledby="company-config-payment">
        <Heading as="h2" size="md" id="company-config-payment" mb="2">
          {t('groups.paymentMethods')}
        </Heading>
        {methods.error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{methods.error.message || t('loadFailed')}</Alert.Description>
          </Alert.Root>
        ) : !methods.data ? (
          <Spinner aria-label={t('loading')} />
        ) : methods.data.length === 0 ? (
          <Text>{t('noPaymentMethods')}</Text>
        ) : (
          <Box overflowX="auto" borderWidth="1px" borderColor="gray.200" rounded="md" bg="white">
            <chakra.table w="full" borderCollapse="collapse">
              <chakra.caption srOnly>{t('groups.paymentMethods')}</chakra.caption>
              <thead>
                <tr>
                  <Th scope="col">{t('payment.id')}</Th>
                  <Th scope="col">{t('payment.name')}</Th>
                  <Th scope="col">{t('payment.companyCode')}</Th>
                  <Th scope="col">{t('payment.orderTypeName')}</Th>
                  <Th scope="col">{t('payment.paymentTermName')}</Th>
                </tr>
              </thead>
              <tbody>
                {methods.data.map((m) => (
                  <tr key={m.Id}>
                    <Td>{m.Id}</Td>
                    <Td>{m.Name}</Td>
                    <Td>{m.CompanyCode}</Td>
                    <Td>{m.OrderTypeName}</Td>
                    <Td>{m.PaymentTermName}</Td>
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
        )}
      </Box>
    </Stack>
  );
}
