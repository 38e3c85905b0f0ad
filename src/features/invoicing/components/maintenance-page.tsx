/**
 * Variable maintenance (spec 2 §2 screen 2): company, lessor, contract (ContractsMT), status and
 * invoice dates; the invoices table (ContractMT), whose row action opens the invoice's detail;
 * and "Agregar factura", which opens the invoice page for the chosen contract (electronic or
 * non-electronic; a non-deductible lessor only non-electronic, spec 2 §4).
 */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isViewOnly } from '../../../domain/user-admin';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../../lib/session/use-session';
import type { MtInvoiceRow } from '../../../protocol/invoicing';
import { contractsMTQueryOptions } from '../api/contracts-query';
import { maintenanceInvoicesQueryOptions } from '../api/maintenance-invoices-query';
import { invoiceKindsFor, maintenanceInvoiceHref, type InvoiceKind } from '../lib/invoice-links';
import {
  initialMaintenanceForm,
  MAINTENANCE_PATH,
  maintenanceDatesProblem,
  maintenanceFilter,
  MaintenanceState,
  MT_STATUS_FILTERS,
  type MaintenanceForm,
} from '../lib/maintenance-form';
import { isNonDeductible, partnerChoice } from '../lib/partner-choice';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { ContractFields } from './contract-fields';
import { DataTable } from '../../../components/invoicing/data-table';
import { RowDetailButton } from './invoice-actions';
import { DateField, SelectField } from '../../../components/invoicing/form-fields';
import { MaintenanceInvoiceDetail } from './maintenance-invoice-detail';
import { MaintenanceStatus } from './maintenance-status';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { useAmountColumns, type AmountFields } from './period-cells';
import { Loading, NoData, QueryError } from '../../../components/invoicing/query-notice';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import { useRememberedState } from './use-remembered-state';

const AMOUNTS: AmountFields<MtInvoiceRow> = {
  net: (r) => r.BALANCE,
  tax: (r) => r.IMPUESTOS,
  gross: (r) => r.MONTO,
  cedular: (r) => r.RETENCIONES_C,
  isr: (r) => r.RETENCIONES_ISR,
  iva: (r) => r.RETENCIONES_IVA,
  total: (r) => r.TOTAL,
  currency: (r) => r.MONEDA,
};

export function MaintenancePage() {
  const { t } = useTranslation(['invoicing', 'messages']);
  const router = useRouter();
  const session = useSessionState((s) => s.session);
  const viewOnly = isViewOnly(session?.User.Role ?? '');
  const [state, setState] = useRememberedState(MAINTENANCE_PATH, MaintenanceState, () => ({
    form: initialMaintenanceForm(session),
    applied: null,
  }));
  const form: MaintenanceForm = { ...state.form, ...partnerChoice(session, state.form) };
  const setForm = (patch: Partial<MaintenanceForm>) =>
    setState((s) => ({ ...s, form: { ...s.form, ...patch } }));
  const [showErrors, setShowErrors] = useState(false);
  const [detail, setDetail] = useState<MtInvoiceRow | null>(null);
  const datesProblem = maintenanceDatesProblem(form);

  const contracts = useQuery(contractsMTQueryOptions(form));
  const applied = state.applied;
  const invoices = useQuery({
    ...maintenanceInvoicesQueryOptions(maintenanceFilter(applied ?? form)),
    enabled: applied !== null,
  });
  const kinds = invoiceKindsFor(isNonDeductible(session, form.lifnr));
  const amounts = useAmountColumns(AMOUNTS);
  const columns = useMemo<TableColumn<MtInvoiceRow>[]>(
    () => [
      { id: 'date', header: t('columns.documentDate'), kind: 'date', value: (r) => r.BLDAT },
      { id: 'reference', header: t('columns.reference'), kind: 'code', value: (r) => r.FACTURA },
      { id: 'contract', header: t('columns.contract'), kind: 'code', value: (r) => r.RECNNR },
      { id: 'site', header: t('columns.site'), kind: 'code', value: (r) => r.SITIO },
      {
        id: 'description',
        header: t('columns.description'),
        kind: 'text',
        value: (r) => r.DESCRIPCION,
      },
      {
        id: 'period',
        header: t('columns.servicePeriod'),
        kind: 'code',
        value: (r) => `${r.SERVICE_MONTH}/${r.SERVICE_YEAR}`,
      },
      { id: 'status', header: t('columns.status'), kind: 'text', value: (r) => r.STATUS_TXT },
      { id: 'document', header: t('columns.document'), kind: 'code', value: (r) => r.BELNR },
      ...amounts,
    ],
    [t, amounts],
  );

  const search = () => {
    setShowErrors(true);
    if (form.bukrs === '' || form.lifnr === '' || datesProblem) return;
    setState((s) => ({ ...s, applied: form }));
    if (JSON.stringify(form) === JSON.stringify(applied)) void invoices.refetch();
  };

  const addInvoice = (kind: InvoiceKind) => {
    if (form.recnnr === '') {
      showAlert({ type: 'warning', message: t('mt.chooseContract') });
      return;
    }
    void router.navigate({
      href: maintenanceInvoiceHref({
        kind,
        bukrs: form.bukrs,
        lifnr: form.lifnr,
        recnnr: form.recnnr,
        back: MAINTENANCE_PATH,
      }),
    });
  };

  if (detail) {
    return (
      <PageFrame titleKey="lessorVariableMaintenance">
        <MaintenanceInvoiceDetail invoice={detail} onBack={() => setDetail(null)} />
      </PageFrame>
    );
  }

  return (
    <PageFrame titleKey="lessorVariableMaintenance">
      <SelectorForm
        label={t('selectors')}
        onSearch={search}
        searching={invoices.isFetching}
        extra={kinds.map((kind) => (
          <Button
            key={kind}
            minH="11"
            variant="outline"
            disabled={viewOnly}
            onClick={() => addInvoice(kind)}
          >
            {kinds.length === 1
              ? t('actions.addInvoice')
              : kind === 'electronic'
                ? t('actions.addElectronic')
                : t('actions.addNonElectronic')}
          </Button>
        ))}
      >
        <ContractFields
          form={form}
          setForm={setForm}
          contracts={contracts}
          showErrors={showErrors}
          contractLabel={(c) => `${c.RECNNR} · ${c.OBJECT_ID_ACCT} · ${c.RECNTXT}`}
        />
        <SelectField
          label={t('fields.status')}
          value={form.status}
          options={MT_STATUS_FILTERS.map((s) => ({ value: s, label: t(`mtStatus.${s}`) }))}
          onChange={(status) => setForm({ status: status as MaintenanceForm['status'] })}
        />
        <DateField
          label={t('fields.documentFrom')}
          value={form.from}
          onChange={(from) => setForm({ from })}
        />
        <DateField
          label={t('fields.documentTo')}
          value={form.to}
          error={showErrors && datesProblem ? t('messages:statementToBeforeFrom') : null}
          onChange={(to) => setForm({ to })}
        />
      </SelectorForm>
      {contracts.error && <QueryError error={contracts.error} />}
      {applied !== null && (
        <Stack gap="3">
          {invoices.error ? (
            <QueryError error={invoices.error} />
          ) : invoices.isPending ? (
            <Loading />
          ) : invoices.data.length === 0 ? (
            <NoData />
          ) : (
            <DataTable
              title={t('tables.mtInvoices')}
              columns={columns}
              rows={invoices.data}
              rowKey={(r) => `${r.BELNR}-${r.GJAHR}-${r.ID}`}
              cells={{ status: (r) => <MaintenanceStatus row={r} /> }}
              actions={(r) => (
                <RowDetailButton
                  label={t('actions.viewDetail')}
                  subject={r.FACTURA}
                  onOpen={() => setDetail(r)}
                />
              )}
            />
          )}
        </Stack>
      )}
      {viewOnly && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Description>{t('viewOnly')}</Alert.Description>
        </Alert.Root>
      )}
    </PageFrame>
  );
}
