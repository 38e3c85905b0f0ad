/**
 * /cliente_estado_cuenta (spec 3 §2.6, §3.15): the chosen client's billing documents, optionally
 * of one sales order or invoice, with their totals and withholdings (only those the withholding
 * master has), and every invoice detail line below. Both tables export to Excel.
 */
import { Field, Input, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import { LIST_PAGE_SIZE } from '../../../components/invoicing/table-model';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import type { TableColumn } from '../../../components/invoicing/table-model';
import type { InvoiceDetailLine, StatementInvoice } from '../../../protocol/customers';
import { statementQueryOptions } from '../api/customer-queries';
import { useCustomerChoice } from './customer-picker';
import { CustomerResult } from './customer-result';
import { withholdingText } from './withholding-text';

type LineRow = InvoiceDetailLine & { VBELN: string };

export function AccountStatementPage() {
  const { t } = useTranslation('customers');
  const { bukrs, kunnr, picker } = useCustomerChoice();
  const [order, setOrder] = useState('');
  const [invoice, setInvoice] = useState('');
  const [asked, setAsked] = useState({ order: '', invoice: '' });
  const statement = useQuery({
    ...statementQueryOptions(bukrs, kunnr ?? '', asked.order, asked.invoice),
    enabled: kunnr !== null,
  });
  const invoiceColumns = useMemo<TableColumn<StatementInvoice>[]>(
    () => [
      { id: 'vbeln', header: t('col.invoice'), kind: 'code', value: (i) => i.VBELN },
      { id: 'date', header: t('col.invoiceDate'), kind: 'date', value: (i) => i.FKDAT },
      { id: 'order', header: t('col.salesOrder'), kind: 'code', value: (i) => i.VBELN_VA },
      { id: 'net', header: t('col.amount'), kind: 'amount', value: (i) => i.NETWR },
      { id: 'iva', header: t('col.iva'), kind: 'amount', value: (i) => i.MWSBP },
      { id: 'total', header: t('col.total'), kind: 'amount', value: (i) => i.TOTAL },
      { id: 'currency', header: t('col.currency'), kind: 'code', value: (i) => i.WAERK },
      {
        id: 'withholdings',
        header: t('col.withholdings'),
        kind: 'longText',
        value: (i) => withholdingText(i.Withholdings),
        optional: true,
      },
    ],
    [t],
  );
  const lineColumns = useMemo<TableColumn<LineRow>[]>(
    () => [
      { id: 'vbeln', header: t('col.invoice'), kind: 'code', value: (l) => l.VBELN },
      { id: 'posnr', header: t('col.line'), kind: 'code', value: (l) => l.POSNR },
      {
        id: 'material',
        header: t('col.material'),
        kind: 'text',
        value: (l) => `${l.MATNR} ${l.MAKTX}`,
      },
      { id: 'quantity', header: t('col.quantity'), kind: 'quantity', value: (l) => l.FKIMG },
      { id: 'price', header: t('col.price'), kind: 'amount', value: (l) => l.NETPR },
      { id: 'amount', header: t('col.amount'), kind: 'amount', value: (l) => l.NETWR },
      { id: 'iva', header: t('col.iva'), kind: 'amount', value: (l) => l.MWSBP },
      { id: 'total', header: t('col.total'), kind: 'amount', value: (l) => l.TOTAL },
      { id: 'delivery', header: t('col.delivery'), kind: 'code', value: (l) => l.VBELN_VL },
    ],
    [t],
  );
  return (
    <PageFrame titleKey="customerAccountStatement">
      {picker}
      <SelectorForm
        label={t('statementFilter')}
        onSearch={() => setAsked({ order: order.trim(), invoice: invoice.trim() })}
        searching={statement.isFetching}
        disabled={kunnr === null}
      >
        <Field.Root>
          <Field.Label>{t('col.salesOrder')}</Field.Label>
          <Input
            minH="11"
            maxLength={10}
            value={order}
            onChange={(e) => setOrder(e.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('col.invoice')}</Field.Label>
          <Input
            minH="11"
            maxLength={10}
            value={invoice}
            onChange={(e) => setInvoice(e.target.value)}
          />
        </Field.Root>
      </SelectorForm>
      {kunnr && (
        <CustomerResult query={statement} empty={(d) => d.List.length === 0}>
          {(d) => (
            <Stack gap="6">
              <DataTable
                pageSize={LIST_PAGE_SIZE}
                title={t('invoicesTable')}
                columns={invoiceColumns}
                rows={d.List}
                rowKey={(i) => i.VBELN}
              />
              <DataTable
                pageSize={LIST_PAGE_SIZE}
                title={t('invoiceLinesTable')}
                columns={lineColumns}
                rows={d.List.flatMap((i) => i.Lines.map((l) => ({ ...l, VBELN: i.VBELN })))}
                rowKey={(l) => `${l.VBELN}-${l.POSNR}`}
              />
            </Stack>
          )}
        </CustomerResult>
      )}
    </PageFrame>
  );
}
