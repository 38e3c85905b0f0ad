/**
 * A period's detail (spec 2 §2 screen 1 "a detail view has a back button"): ContractDetails by
 * its CFPAYGUID, the contract (site, RFC, dates) and the period with its amounts; for a
 * consolidated period its sites too.
 */
import { Box, Button, chakra, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PeriodRow } from '../../../protocol/invoicing';
import { contractDetailsQueryOptions } from '../api/period-details-query';
import { formatMoney } from '../../../components/invoicing/table-model';
import { ConsolidatedSites } from './consolidated-sites';
import { PeriodStatus } from './period-cells';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';

export function DetailList({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <chakra.dl
      display="grid"
      gridTemplateColumns={{
        base: 'minmax(8rem, auto) 1fr',
        md: 'repeat(2, minmax(10rem, auto) 1fr)',
      }}
      columnGap="4"
      rowGap="2"
    >
      {items.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <chakra.dd m="0" overflowWrap="anywhere">
            {value === '' ? '—' : value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

export function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('invoicing');
  return (
    <Button variant="outline" minH="11" alignSelf="start" onClick={onBack}>
      {t('back')}
    </Button>
  );
}

export function PeriodDetail({ period, onBack }: { period: PeriodRow; onBack: () => void }) {
  const { t } = useTranslation('invoicing');
  const details = useQuery(contractDetailsQueryOptions([period.CFPAYGUID]));
  const row = details.data?.List.find((r) => r.CFPAYGUID === period.CFPAYGUID) ?? period;
  const contract = details.data?.CONTRATOS.find((c) => c.RECNNR === row.RECNNR);
  const money = (amount: string) => formatMoney(amount, row.MONEDA);
  return (
    <Stack gap="4">
      <BackButton onBack={onBack} />
      <Box
        bg="white"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        p={{ base: '3', md: '4' }}
      >
        <Heading as="h2" size="lg" mb="3">
          {t('detail.title', { text: row.TEXT_D })}
        </Heading>
        {details.error && <QueryError error={details.error} />}
        {details.isPending && <Loading />}
        <Stack gap="4">
          {contract && (
            <section aria-label={t('detail.contract')}>
              <Heading as="h3" size="md" mb="2">
                {t('detail.contract')}
              </Heading>
              <DetailList
                items={[
                  [t('columns.contract'), `${contract.RECNNR} · ${contract.RECNTXT}`],
                  [t('detail.site'), `${contract.OBJECT_ID_ACCT} · ${contract.SITIO}`],
                  [t('detail.lessor'), `${contract.LIFNR} · ${contract.NAME2}`],
                  [t('detail.rfc'), contract.STCD1],
                  [t('detail.start'), contract.RECNBEG],
                  [t('detail.end'), contract.RECNEND],
                ]}
              />
            </section>
          )}
          <section aria-label={t('detail.period')}>
            <Heading as="h3" size="md" mb="2">
              {t('detail.period')}
            </Heading>
            <SimpleGrid columns={1} gap="2">
              <DetailList
                items={[
                  [t('columns.dueDate'), row.DFAELL],
                  [t('columns.periodEnd'), row.DBERBIS],
                  [t('columns.text'), row.TEXT_D],
                  [t('columns.status'), <PeriodStatus key="status" row={row} />],
                  [t('columns.clearingDate'), row.AUGDT],
                  [t('detail.reference'), row.XBLNR],
                  [t('detail.document'), row.BELNR ? `${row.BELNR} / ${row.GJAHR}` : ''],
                  [t('columns.balance'), money(row.CONDVALUENET)],
                  [t('columns.taxes'), money(row.TAXVALUE)],
                  [t('columns.amount'), money(row.CONDVALUEGROSS)],
                  [t('columns.cedular'), money(row.RETENCION_C)],
                  [t('columns.isr'), money(row.RETENCION_ISR)],
                  [t('columns.ivaWithheld'), money(row.RETENCION_IVA)],
                  [t('columns.total'), money(row.MONTO_TOTAL)],
                  [t('detail.comment'), row.COMENTARIO],
                ]}
              />
            </SimpleGrid>
          </section>
        </Stack>
      </Box>
      {row.RECNTYPE === 'A002' && <ConsolidatedSites cfpayguids={[row.CFPAYGUID]} />}
    </Stack>
  );
}
