/**
 * The chosen periods (spec 2 §2 screen 1 detail view, §3): per period its contract, site, due date,
 * period end, text, status (with the registering document once registered) and amounts, and what
 * the invoice must add up to.
 */
import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { INVOICE_AMOUNT_FIELDS, type InvoiceAmounts } from '../../../domain/invoicing/amounts';
import type { ContractInfo, PeriodRow } from '../../../protocol/invoicing';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <>
      <Text color="gray.600">{label}</Text>
      <Text wordBreak="break-word" fontWeight={strong ? 'semibold' : undefined}>
        {value || '—'}
      </Text>
    </>
  );
}

const GRID = {
  templateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '1',
  fontSize: 'sm',
} as const;

export function PeriodDetails({
  periods,
  contracts,
  total,
}: {
  periods: readonly PeriodRow[];
  contracts: readonly ContractInfo[];
  total: InvoiceAmounts | null;
}) {
  const { t } = useTranslation('invoicePanel');
  const contractOf = (recnnr: string) => contracts.find((c) => c.RECNNR === recnnr);
  return (
    <Stack as="section" gap="3" aria-labelledby="invoice-periods-heading">
      <Heading as="h2" size="lg" id="invoice-periods-heading">
        {t('details.heading')}
      </Heading>
      {periods.map((p) => {
        const contract = contractOf(p.RECNNR);
        return (
          <Box
            key={p.CFPAYGUID}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="md"
            p="3"
            data-testid="invoice-period"
          >
            <Grid {...GRID}>
              <Line label={t('details.contract')} value={`${p.RECNNR} ${p.RECNTXT}`} strong />
              <Line label={t('details.site')} value={contract?.SITIO ?? p.OBJECT_ID_ACCT} />
              <Line label={t('details.dueDate')} value={p.DFAELL} />
              <Line label={t('details.periodEnd')} value={p.DBERBIS} />
              <Line label={t('details.text')} value={p.TEXT_D} />
              <Line
                label={t('details.status')}
                value={
                  p.BELNR ? `${p.STATUS_TXT} · ${t('details.document')} ${p.BELNR}` : p.STATUS_TXT
                }
                strong
              />
              <Line label={t('amounts.BALANCE')} value={p.CONDVALUENET} />
              <Line label={t('amounts.IMPUESTOS')} value={p.TAXVALUE} />
              <Line label={t('amounts.MONTO')} value={p.CONDVALUEGROSS} />
              <Line label={t('amounts.RETENCIONES_C')} value={p.RETENCION_C} />
              <Line label={t('amounts.RETENCIONES_ISR')} value={p.RETENCION_ISR} />
              <Line label={t('amounts.RETENCIONES_IVA')} value={p.RETENCION_IVA} />
              <Line label={t('amounts.TOTAL')} value={`${p.MONTO_TOTAL} ${p.MONEDA}`} strong />
            </Grid>
          </Box>
        );
      })}
      {total && periods.length > 1 && (
        <Box bg="gray.50" borderWidth="1px" borderColor="gray.200" rounded="md" p="3">
          <Text fontWeight="semibold" mb="1">
            {t('details.toInvoice')}
          </Text>
          <Grid {...GRID}>
            {INVOICE_AMOUNT_FIELDS.map((f) => (
              <Line key={f} label={t(`amounts.${f}`)} value={total[f]} strong={f === 'TOTAL'} />
            ))}
            <Line label={t('amounts.MONEDA')} value={total.MONEDA} />
          </Grid>
        </Box>
      )}
    </Stack>
  );
}
