/**
 * The pending receipts table (spec 2 §2 screens 7–8, §4): every line with its order, receipt,
 * description, quantity and amounts, a check box per line. The currency decides what may be
 * chosen; a chosen receipt restricts the rest to its BSART and AUART; a twin (a second condition
 * of a chosen receipt) cannot be ticked and joins with it. 15 lines a page, search and Excel.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import type { TableColumn } from '../../../components/invoicing/table-model';
import type { ReceiptLine } from '../../../protocol/supplier-invoicing';
import {
  chosenLines,
  receiptRowKey,
  receiptRowState,
  selectionCurrency,
} from '../lib/receipt-invoice';

export interface ReceiptsTableProps {
  lines: readonly ReceiptLine[];
  keys: ReadonlySet<string>;
  /** The invoice's currency when known (its XML or the typed form). */
  invoiceCurrency: string | null;
  onToggle: (line: ReceiptLine) => void;
  /** Nothing can change (Visualizar, the second after a send). */
  locked: boolean;
}

interface Row {
  line: ReceiptLine;
  key: string;
}

export function ReceiptsTable(props: ReceiptsTableProps) {
  const { t } = useTranslation('supplierInvoicing');
  const rows = useMemo(
    () => props.lines.map((line, i) => ({ line, key: receiptRowKey(line, i) })),
    [props.lines],
  );
  const chosen = useMemo(() => chosenLines(props.lines, props.keys), [props.lines, props.keys]);
  const currency = selectionCurrency(props.invoiceCurrency, chosen);
  const states = useMemo(
    () => new Map(rows.map((r) => [r.key, receiptRowState(r.line, props.keys, currency, chosen)])),
    [rows, props.keys, currency, chosen],
  );
  const selected = useMemo(
    () => new Set(rows.filter((r) => states.get(r.key)?.chosen).map((r) => r.key)),
    [rows, states],
  );
  const columns = useMemo<TableColumn<Row>[]>(
    () => [
      { id: 'order', header: t('columns.order'), kind: 'code', value: (r) => r.line.EBELN },
      { id: 'item', header: t('columns.item'), kind: 'code', value: (r) => r.line.EBELP },
      {
        id: 'receipt',
        header: t('columns.receipt'),
        kind: 'code',
        value: (r) => `${r.line.MBLNR}/${r.line.ZEILE}`,
      },
      { id: 'date', header: t('columns.receiptDate'), kind: 'date', value: (r) => r.line.BUDAT },
      { id: 'text', header: t('columns.description'), kind: 'text', value: (r) => r.line.TXZ01 },
      {
        id: 'quantity',
        header: t('columns.quantity'),
        kind: 'quantity',
        value: (r) => r.line.MENGE,
      },
      { id: 'unit', header: t('columns.unit'), kind: 'code', value: (r) => r.line.MEINS },
      { id: 'amount', header: t('columns.amount'), kind: 'amount', value: (r) => r.line.WRBTR },
      { id: 'tax', header: t('columns.tax'), kind: 'amount', value: (r) => r.line.FWSTE },
      {
        id: 'withholdings',
        header: t('columns.withholdings'),
        kind: 'amount',
        value: (r) => r.line.RETENCIONES,
        optional: true,
      },
      { id: 'currency', header: t('columns.currency'), kind: 'code', value: (r) => r.line.WAERS },
      {
        id: 'kind',
        header: t('columns.orderKind'),
        kind: 'code',
        value: (r) => [r.line.BSART, r.line.AUART].filter(Boolean).join(' · '),
      },
      {
        id: 'twin',
        header: t('columns.twin'),
        kind: 'code',
        value: (r) => (r.line.isTwin ? t('receipts.twin') : ''),
        optional: true,
      },
    ],
    [t],
  );
  const label = (r: Row) =>
    t(r.line.isTwin ? 'receipts.twinLabel' : 'receipts.choose', {
      receipt: `${r.line.MBLNR}/${r.line.ZEILE}`,
      order: r.line.EBELN,
    });
  return (
    <DataTable
      title={t('tables.receipts')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      selection={{
        selected,
        label,
        disabled: (r) => props.locked || !states.get(r.key)?.enabled,
        onToggle: (r) => {
          if (!props.locked) props.onToggle(r.line);
        },
      }}
    />
  );
}
