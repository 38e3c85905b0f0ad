/**
 * How a payment period reads in the tables (spec 2 §2 screen 1, §4): its columns (due date,
 * period end, text, status, amounts; the clearing date when asked for) and its status as words
 * with a colour, a V101 complement with its chip.
 */
import { Flex } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '../../../components/ui/status-chip';
import { isComplement } from '../../../domain/invoicing';
import type { PeriodRow } from '../../../protocol/invoicing';
import type { TableColumn } from '../../../components/invoicing/table-model';

const PERIOD_TONE: Readonly<Record<string, StatusTone>> = {
  '01': 'pending',
  '02': 'info',
  '03': 'success',
};

export function PeriodStatus({ row }: { row: PeriodRow }) {
  const { t } = useTranslation('invoicing');
  return (
    <Flex gap="1" wrap="wrap">
      <StatusChip tone={PERIOD_TONE[row.STATUS] ?? 'neutral'} size="sm">
        {row.STATUS_TXT}
      </StatusChip>
      {isComplement(row) && (
        <StatusChip tone="neutral" size="sm">
          {t('complement')}
        </StatusChip>
      )}
    </Flex>
  );
}

/** Where a row keeps its amounts and currency (spec 2 §3 "Contract amounts"). */
export interface AmountFields<Row> {
  net: (r: Row) => string;
  tax: (r: Row) => string;
  gross: (r: Row) => string;
  cedular: (r: Row) => string;
  isr: (r: Row) => string;
  iva: (r: Row) => string;
  total: (r: Row) => string;
  currency: (r: Row) => string;
}

/**
 * The amount columns of a period or invoice row and its currency (pass a module constant: the
 * columns are made again when it changes). Withholdings are left out of a card when zero.
 */
export function useAmountColumns<Row>(fields: AmountFields<Row>): TableColumn<Row>[] {
  const { t } = useTranslation('invoicing');
  return useMemo(
    () => [
      { id: 'net', header: t('columns.balance'), kind: 'amount', value: fields.net },
      { id: 'tax', header: t('columns.taxes'), kind: 'amount', value: fields.tax },
      { id: 'gross', header: t('columns.amount'), kind: 'amount', value: fields.gross },
      {
        id: 'cedular',
        header: t('columns.cedular'),
        kind: 'amount',
        value: fields.cedular,
        optional: true,
      },
      { id: 'isr', header: t('columns.isr'), kind: 'amount', value: fields.isr, optional: true },
      {
        id: 'iva',
        header: t('columns.ivaWithheld'),
        kind: 'amount',
        value: fields.iva,
        optional: true,
      },
      { id: 'total', header: t('columns.total'), kind: 'amount', value: fields.total },
      { id: 'currency', header: t('columns.currency'), kind: 'code', value: fields.currency },
    ],
    [t, fields],
  );
}

const PERIOD_AMOUNTS: AmountFields<PeriodRow> = {
  net: (r: PeriodRow) => r.CONDVALUENET,
  tax: (r: PeriodRow) => r.TAXVALUE,
  gross: (r: PeriodRow) => r.CONDVALUEGROSS,
  cedular: (r: PeriodRow) => r.RETENCION_C,
  isr: (r: PeriodRow) => r.RETENCION_ISR,
  iva: (r: PeriodRow) => r.RETENCION_IVA,
  total: (r: PeriodRow) => r.MONTO_TOTAL,
  currency: (r: PeriodRow) => r.MONEDA,
};

/** The periods table's columns; the clearing date (AUGDT) when `clearing`. */
export function usePeriodColumns(clearing: boolean): TableColumn<PeriodRow>[] {
  const { t } = useTranslation('invoicing');
  const amounts = useAmountColumns(PERIOD_AMOUNTS);
  return useMemo(
    () => [
      { id: 'contract', header: t('columns.contract'), kind: 'code', value: (r) => r.RECNNR },
      { id: 'due', header: t('columns.dueDate'), kind: 'date', value: (r) => r.DFAELL },
      { id: 'end', header: t('columns.periodEnd'), kind: 'date', value: (r) => r.DBERBIS },
      { id: 'text', header: t('columns.text'), kind: 'longText', value: (r) => r.TEXT_D },
      { id: 'status', header: t('columns.status'), kind: 'text', value: (r) => r.STATUS_TXT },
      ...(clearing
        ? [
            {
              id: 'clearing',
              header: t('columns.clearingDate'),
              kind: 'date',
              value: (r: PeriodRow) => r.AUGDT,
              optional: true,
            } satisfies TableColumn<PeriodRow>,
          ]
        : []),
      ...amounts,
    ],
    [t, clearing, amounts],
  );
}
