/**
 * A variable-maintenance invoice's detail (spec 2 §2 screen 2 "a row action opens the invoice
 * detail"): InvoiceDetailMT's header (with, for an electronic invoice, its state at the SAT as
 * the re-check last read it), ledger line, tax line and amounts, and the reason of a rejection.
 */
import { Alert, Box, Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MT_STATUS } from '../../../domain/invoicing';
import type { MtInvoiceRow } from '../../../protocol/invoicing';
import { maintenanceInvoiceDetailQueryOptions } from '../api/maintenance-invoices-query';
import { formatMoney } from '../../../components/invoicing/table-model';
import { SatState } from '../../../components/invoicing/sat-state';
import { MaintenanceStatus } from './maintenance-status';
import { BackButton, DetailList } from './period-detail';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      p={{ base: '3', md: '4' }}
    >
      <Heading as="h3" size="md" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function MaintenanceInvoiceDetail({
  invoice,
  onBack,
}: {
  invoice: MtInvoiceRow;
  onBack: () => void;
}) {
  const { t } = useTranslation('invoicing');
  const detail = useQuery(
    maintenanceInvoiceDetailQueryOptions({
      bukrs: invoice.BUKRS,
      lifnr: invoice.LIFNR,
      belnr: invoice.BELNR,
      gjahr: invoice.GJAHR,
    }),
  );
  const data = detail.data?.INVOICEDATA ?? invoice;
  const money = (amount: string) => formatMoney(amount, data.MONEDA);
  return (
    <Stack gap="4">
      <BackButton onBack={onBack} />
      <Heading as="h2" size="lg">
        {t('mt.detailTitle', { reference: data.FACTURA })}
      </Heading>
      {detail.error && <QueryError error={detail.error} />}
      {detail.isPending && <Loading />}
      {data.STATUS === MT_STATUS.rejected && data.COMENTARIO !== '' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('mt.rejection')}</Alert.Title>
            <Alert.Description>{data.COMENTARIO}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Part title={t('mt.header')}>
        <DetailList
          items={[
            [t('columns.reference'), data.FACTURA],
            [t('columns.uuid'), data.ID],
            [t('mt.invoiceKind'), data.FAC_ELECT ? t('mt.electronic') : t('mt.nonElectronic')],
            [t('columns.status'), <MaintenanceStatus key="status" row={data} />],
            ...(data.FAC_ELECT && detail.data
              ? ([
                  [t('columns.satState'), <SatState key="sat" row={detail.data.SAT ?? {}} />],
                ] as const)
              : []),
            [t('columns.contract'), data.RECNNR],
            [t('columns.site'), data.SITIO],
            [t('columns.description'), data.DESCRIPCION],
            [t('columns.servicePeriod'), `${data.SERVICE_MONTH}/${data.SERVICE_YEAR}`],
            [t('columns.documentDate'), data.BLDAT],
            [t('columns.document'), data.BELNR ? `${data.BELNR} / ${data.GJAHR}` : ''],
            [t('columns.clearingDate'), data.AUGDT],
            ...(detail.data
              ? ([
                  [t('columns.documentType'), detail.data.HEADERDATA.BLART],
                  [t('mt.postingDate'), detail.data.HEADERDATA.BUDAT],
                  [t('mt.headerText'), detail.data.HEADERDATA.BKTXT],
                  [t('mt.externalPerson'), detail.data.HEADERDATA.EXT_PERSON],
                ] as const)
              : []),
          ]}
        />
      </Part>
      {detail.data &&
        detail.data.GLACCOUNTDATA.map((line, i) => (
          <Part key={`gl-${i}`} title={t('mt.ledger')}>
            <DetailList
              items={[
                [t('columns.account'), line.HKONT],
                [t('mt.costItem'), line.COST_ITEM],
                [t('columns.taxCode'), line.MWSKZ],
                [t('columns.amount'), money(line.WRBTR)],
                [t('mt.itemText'), line.SGTXT],
              ]}
            />
          </Part>
        ))}
      {detail.data &&
        detail.data.TAXDATA.map((line, i) => (
          <Part key={`tax-${i}`} title={t('mt.tax')}>
            <DetailList
              items={[
                [t('columns.taxCode'), line.MWSKZ],
                [t('mt.rate'), `${line.RATE} %`],
                [t('mt.base'), money(line.BASE)],
                [t('columns.taxes'), money(line.WRBTR)],
              ]}
            />
          </Part>
        ))}
      <Part title={t('mt.amounts')}>
        <DetailList
          items={[
            [t('columns.balance'), money(data.BALANCE)],
            [t('columns.taxes'), money(data.IMPUESTOS)],
            [t('columns.amount'), money(data.MONTO)],
            [t('columns.cedular'), money(data.RETENCIONES_C)],
            [t('columns.isr'), money(data.RETENCIONES_ISR)],
            [t('columns.ivaWithheld'), money(data.RETENCIONES_IVA)],
            [t('columns.total'), money(data.TOTAL)],
          ]}
        />
      </Part>
    </Stack>
  );
}
