/**
 * /cliente_saldos (spec 3 §3.15, §5.7, §7.6): the chosen client's balance. Open items at a key
 * date, or items cleared between two dates; the credit limit, what is used and what is left; and
 * each document with its dates, amount, delay days, clearing and withholdings (only those the
 * withholding master has). The client id goes padded to 10, texts in the page's language.
 */
import { Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import { LIST_PAGE_SIZE } from '../../../components/invoicing/table-model';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { NoData } from '../../../components/invoicing/query-notice';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import { formatMoney, type TableColumn } from '../../../components/invoicing/table-model';
import type { BalanceDocument } from '../../../protocol/customers';
import { balanceQueryOptions } from '../api/customer-queries';
import { useCustomerChoice } from './customer-picker';
import { CustomerResult } from './customer-result';
import { withholdingText } from './withholding-text';

const today = () => new Date().toISOString().slice(0, 10);
const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
};

export function BalancePage() {
  const { t, i18n } = useTranslation('customers');
  const { bukrs, kunnr, picker } = useCustomerChoice();
  const [itemType, setItemType] = useState<'O' | 'C'>('O');
  const [from, setFrom] = useState(monthsAgo(6));
  const [to, setTo] = useState(today());
  const [asked, setAsked] = useState({ itemType: 'O' as 'O' | 'C', from: '', to: today() });
  const balance = useQuery({
    ...balanceQueryOptions({
      ITEM_TYPE: asked.itemType,
      BUKRS: bukrs,
      KUNNR: kunnr ?? '',
      LANGU: i18n.language.startsWith('en') ? 'E' : 'S',
      DATE_FROM: asked.itemType === 'C' ? asked.from : '',
      DATE_TO: asked.to,
    }),
    enabled: kunnr !== null,
  });
  const columns = useMemo<TableColumn<BalanceDocument>[]>(
    () => [
      { id: 'xblnr', header: t('col.reference'), kind: 'code', value: (d) => d.XBLNR },
      { id: 'belnr', header: t('col.document'), kind: 'code', value: (d) => d.BELNR },
      { id: 'type', header: t('col.documentType'), kind: 'text', value: (d) => d.BLART_TEXT },
      { id: 'bldat', header: t('col.documentDate'), kind: 'date', value: (d) => d.BLDAT },
      { id: 'due', header: t('col.dueDate'), kind: 'date', value: (d) => d.DUE_DATE },
      { id: 'amount', header: t('col.amount'), kind: 'amount', value: (d) => d.AMOUNT },
      { id: 'currency', header: t('col.currency'), kind: 'code', value: (d) => d.WAERS },
      { id: 'delay', header: t('col.delayDays'), kind: 'code', value: (d) => String(d.DELAY_DAYS) },
      {
        id: 'invoice',
        header: t('col.invoice'),
        kind: 'code',
        value: (d) => d.VBELN,
        optional: true,
      },
      {
        id: 'order',
        header: t('col.salesOrder'),
        kind: 'code',
        value: (d) => d.VBELN_VA,
        optional: true,
      },
      {
        id: 'augbl',
        header: t('col.clearing'),
        kind: 'code',
        value: (d) => d.AUGBL,
        optional: true,
      },
      {
        id: 'augdt',
        header: t('col.paymentDate'),
        kind: 'date',
        value: (d) => d.AUGDT,
        optional: true,
      },
      {
        id: 'discount',
        header: t('col.discount'),
        kind: 'amount',
        value: (d) => d.DISCOUNT,
        optional: true,
      },
      {
        id: 'withholdings',
        header: t('col.withholdings'),
        kind: 'longText',
        value: (d) => withholdingText(d.Withholdings),
        optional: true,
      },
      {
        id: 'year',
        header: t('col.fiscalYear'),
        kind: 'code',
        value: (d) => d.GJAHR,
        optional: true,
      },
    ],
    [t],
  );
  return (
    <PageFrame titleKey="customerBalance">
      {picker}
      <SelectorForm
        label={t('balanceFilter')}
        onSearch={() => setAsked({ itemType, from, to })}
        searching={balance.isFetching}
        disabled={kunnr === null}
      >
        <Field.Root>
          <Field.Label>{t('itemType')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              minH="11"
              value={itemType}
              onChange={(e) => setItemType(e.target.value === 'C' ? 'C' : 'O')}
            >
              <option value="O">{t('itemTypeOpen')}</option>
              <option value="C">{t('itemTypeCleared')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {itemType === 'C' && (
          <Field.Root>
            <Field.Label>{t('dateFrom')}</Field.Label>
            <Input minH="11" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Field.Root>
        )}
        <Field.Root>
          <Field.Label>{itemType === 'C' ? t('dateTo') : t('keyDate')}</Field.Label>
          <Input minH="11" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Field.Root>
      </SelectorForm>
      {kunnr && (
        <CustomerResult query={balance} empty={(d) => d.List.length === 0 && d.Credit === null}>
          {(d) => (
            <Stack gap="6">
              {d.Credit && (
                <SimpleGrid
                  as="dl"
                  columns={{ base: 1, md: 3 }}
                  gap="3"
                  bg="white"
                  borderWidth="1px"
                  borderColor="gray.200"
                  rounded="md"
                  p="4"
                >
                  {(
                    [
                      ['creditLimit', d.Credit.LIMIT],
                      ['creditUsed', d.Credit.USED],
                      ['creditAvailable', d.Credit.AVAILABLE],
                    ] as const
                  ).map(([key, amount]) => (
                    <Stack key={key} gap="0">
                      <Text as="dt" color="fg.muted" fontSize="sm">
                        {t(key)}
                      </Text>
                      <Text as="dd" fontWeight="semibold" fontSize="lg">
                        {formatMoney(amount, d.Credit!.WAERS)}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              )}
              {d.List.length === 0 ? (
                <NoData />
              ) : (
                <DataTable
                  pageSize={LIST_PAGE_SIZE}
                  title={t('balanceTable')}
                  columns={columns}
                  rows={d.List}
                  rowKey={(x) => `${x.BELNR}-${x.GJAHR}`}
                />
              )}
            </Stack>
          )}
        </CustomerResult>
      )}
    </PageFrame>
  );
}
