/**
 * Payments pending a complement (spec 2 §2 screen 9; /payment_pending?id=arren|prov): the company
 * and lessor or supplier selectors, the complement cockpit (each payment with its deadline and the
 * values its complement must carry) and the table of pending payment items (PendingPayments)
 * with search and Excel. Read-only: Visualizar sees it all.
 */
import { Alert } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/invoicing/data-table';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, QueryError } from '../../../components/invoicing/query-notice';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import type { TableColumn } from '../../../components/invoicing/table-model';
import type { PendingPaymentItem } from '../../../protocol/payments';
import { pendingPaymentsOf, type PaymentParty } from '../lib/payments';
import { BadIdNotice } from './bad-id-notice';
import { useDeadlineText } from './deadline-badge';
import { CompanyField, PartnerField } from '../../../components/invoicing/partner-fields';
import { PaymentCockpit } from './payment-cockpit';
import { usePendingPayments } from './use-pending-payments';

const TITLE = 'paymentPending';

export function PaymentPendingPage({ party }: { party: PaymentParty | null }) {
  if (!party)
    return (
      <PageFrame titleKey={TITLE}>
        <BadIdNotice to="/payment_pending" />
      </PageFrame>
    );
  return <PendingPayments party={party} />;
}

function PendingPayments({ party }: { party: PaymentParty }) {
  const { t } = useTranslation(['payments', 'messages']);
  const { form, setForm, applied, showErrors, search, pending } = usePendingPayments();
  const deadlineText = useDeadlineText();
  const items = useMemo(() => pending.data ?? [], [pending.data]);
  const payments = useMemo(() => pendingPaymentsOf(items), [items]);
  const columns = useMemo<TableColumn<PendingPaymentItem>[]>(
    () => [
      { id: 'payment', header: t('columns.payment'), kind: 'code', value: (r) => r.AUGBL },
      { id: 'year', header: t('columns.year'), kind: 'code', value: (r) => r.GJAHR },
      { id: 'date', header: t('columns.paymentDate'), kind: 'date', value: (r) => r.AUGDT },
      { id: 'invoice', header: t('columns.invoice'), kind: 'text', value: (r) => r.XBLNR },
      { id: 'document', header: t('columns.document'), kind: 'code', value: (r) => r.BELNR_D },
      { id: 'uuid', header: t('columns.uuid'), kind: 'longText', value: (r) => r.UUID },
      { id: 'paid', header: t('columns.paid'), kind: 'amount', value: (r) => r.WRBTR },
      { id: 'currency', header: t('columns.currency'), kind: 'code', value: (r) => r.WAERS },
      { id: 'total', header: t('columns.invoiceTotal'), kind: 'amount', value: (r) => r.TOTAL_D },
      {
        id: 'installment',
        header: t('columns.installment'),
        kind: 'code',
        value: (r) => String(r.NumParcialidad),
      },
      {
        id: 'previous',
        header: t('columns.previous'),
        kind: 'amount',
        value: (r) => r.ImpSaldoAnt,
      },
      {
        id: 'remaining',
        header: t('columns.remaining'),
        kind: 'amount',
        value: (r) => r.ImpSaldoInsoluto,
      },
      { id: 'deadline', header: t('columns.deadline'), kind: 'date', value: (r) => r.DEADLINE },
      {
        id: 'daysLeft',
        header: t('columns.daysLeft'),
        kind: 'text',
        value: (r) => deadlineText(r.DAYS_LEFT),
      },
    ],
    [t, deadlineText],
  );

  return (
    <PageFrame titleKey={TITLE}>
      <SelectorForm
        label={t('pending.searchForm')}
        onSearch={search}
        searching={pending.isFetching}
      >
        <CompanyField
          value={form.bukrs}
          showErrors={showErrors}
          onChange={(bukrs) => setForm((f) => ({ ...f, bukrs }))}
        />
        <PartnerField
          party={party}
          value={form.lifnr}
          showErrors={showErrors}
          onChange={(lifnr) => setForm((f) => ({ ...f, lifnr }))}
        />
      </SelectorForm>
      {applied !== null &&
        (pending.error ? (
          <QueryError error={pending.error} />
        ) : pending.isPending ? (
          <Loading />
        ) : items.length === 0 ? (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>{t('pending.none')}</Alert.Description>
          </Alert.Root>
        ) : (
          <>
            <PaymentCockpit payments={payments} party={party} />
            <DataTable
              title={t('pending.table')}
              columns={columns}
              rows={items}
              rowKey={(r) => `${r.GJAHR}-${r.AUGBL}-${r.UUID}-${r.NumParcialidad}`}
            />
          </>
        ))}
    </PageFrame>
  );
}
