/**
 * Advance payment (spec 2 §2 screen 4): company, lessor, contract, status and the advance type
 * (01 broken-down discount, Z001 + Z030; 02 discount included, Z01A), which must be picked before
 * searching; the amounts table (AdvancePayment's rows) and the contracts' invoice units with their
 * electronic and non-electronic actions. A unit goes whole, oldest first (the warning names the
 * oldest), in one currency: advanceSelectionProblem judges it before the invoice page opens.
 */
import { Alert, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADVANCE_TYPE_CODES,
  advanceSelectionProblem,
  advanceTypeProblem,
  isAdvanceType,
} from '../../../domain/invoicing';
import { isViewOnly } from '../../../domain/user-admin';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../../lib/session/use-session';
import type { AdvanceRow } from '../../../protocol/invoicing';
import { advancePaymentQueryOptions } from '../api/advance-payment-query';
import { contractsQueryOptions } from '../api/contracts-query';
import {
  ADVANCE_PATH,
  advanceFilter,
  advanceInvoiceUnits,
  AdvanceState,
  initialAdvanceForm,
  type AdvanceForm,
  type AdvanceUnit,
} from '../lib/advance-form';
import { invoiceKindsFor, periodInvoiceHref, type InvoiceKind } from '../lib/invoice-links';
import { isNonDeductible, partnerChoice } from '../lib/partner-choice';
import type { TableColumn } from '../../../components/invoicing/table-model';
import { ContractFields, PeriodStatusField } from './contract-fields';
import { DataTable } from '../../../components/invoicing/data-table';
import { SelectField } from '../../../components/invoicing/form-fields';
import { InvoiceActions } from './invoice-actions';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { useAmountColumns, type AmountFields } from './period-cells';
import { Loading, NoData, QueryError } from '../../../components/invoicing/query-notice';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import { useRememberedState } from './use-remembered-state';
import { useRuleMessage } from './use-rule-message';

const ROW_AMOUNTS: AmountFields<AdvanceRow> = {
  net: (r) => r.balance,
  tax: (r) => r.impuestos,
  gross: (r) => r.monto,
  cedular: (r) => r.retenciones_c,
  isr: (r) => r.retenciones_isr,
  iva: (r) => r.retenciones_iva,
  total: (r) => r.total,
  currency: (r) => r.moneda,
};
const UNIT_AMOUNTS: AmountFields<AdvanceUnit> = {
  net: (r) => r.BALANCE,
  tax: (r) => r.IMPUESTOS,
  gross: (r) => r.MONTO,
  cedular: (r) => r.RETENCIONES_C,
  isr: (r) => r.RETENCIONES_ISR,
  iva: (r) => r.RETENCIONES_IVA,
  total: (r) => r.TOTAL,
  currency: (r) => r.MONEDA,
};

export function AdvancePage() {
  const { t } = useTranslation('invoicing');
  const router = useRouter();
  const ruleMessage = useRuleMessage();
  const session = useSessionState((s) => s.session);
  const viewOnly = isViewOnly(session?.User.Role ?? '');
  const [state, setState] = useRememberedState(ADVANCE_PATH, AdvanceState, () => ({
    form: initialAdvanceForm(session),
    applied: null,
  }));
  const form: AdvanceForm = { ...state.form, ...partnerChoice(session, state.form) };
  const setForm = (patch: Partial<AdvanceForm>) =>
    setState((s) => ({ ...s, form: { ...s.form, ...patch } }));
  const [showErrors, setShowErrors] = useState(false);
  const typeMissing = showErrors && advanceTypeProblem(form.type) !== null;

  const contracts = useQuery(contractsQueryOptions(form, ['A001']));
  const applied = state.applied;
  const advance = useQuery({
    ...advancePaymentQueryOptions(advanceFilter(applied ?? { ...form, type: '01' })),
    enabled: applied !== null,
  });
  const rows = useMemo(() => advance.data?.List ?? [], [advance.data]);
  const units = useMemo(() => advanceInvoiceUnits(rows), [rows]);
  const kinds = invoiceKindsFor(isNonDeductible(session, applied?.lifnr ?? form.lifnr));
  const rowAmounts = useAmountColumns(ROW_AMOUNTS);
  const unitAmounts = useAmountColumns(UNIT_AMOUNTS);
  const rowColumns = useMemo<TableColumn<AdvanceRow>[]>(
    () => [
      { id: 'contract', header: t('columns.contract'), kind: 'code', value: (r) => r.RECNNR },
      { id: 'due', header: t('columns.dueDate'), kind: 'date', value: (r) => r.DFAELL },
      { id: 'end', header: t('columns.periodEnd'), kind: 'date', value: (r) => r.DBERBIS },
      { id: 'text', header: t('columns.text'), kind: 'longText', value: (r) => r.TEXT_D },
      { id: 'condition', header: t('columns.condition'), kind: 'code', value: (r) => r.CONDTYPE },
      { id: 'status', header: t('columns.status'), kind: 'text', value: (r) => r.STATUS_TXT },
      ...rowAmounts,
    ],
    [t, rowAmounts],
  );
  const unitColumns = useMemo<TableColumn<AdvanceUnit>[]>(
    () => [
      { id: 'contract', header: t('columns.contract'), kind: 'code', value: (r) => r.RECNNR },
      {
        id: 'contractText',
        header: t('columns.contractText'),
        kind: 'text',
        value: (r) => r.RECNTXT,
      },
      { id: 'due', header: t('columns.dueDate'), kind: 'date', value: (r) => r.DFAELL },
      { id: 'end', header: t('columns.periodEnd'), kind: 'date', value: (r) => r.DBERBIS },
      { id: 'text', header: t('columns.text'), kind: 'longText', value: (r) => r.TEXT_D },
      { id: 'status', header: t('columns.status'), kind: 'text', value: (r) => r.STATUS_TXT },
      ...unitAmounts,
    ],
    [t, unitAmounts],
  );

  const search = () => {
    setShowErrors(true);
    if (form.bukrs === '' || form.lifnr === '' || !isAdvanceType(form.type)) return;
    const next = { ...form, type: form.type };
    setState((s) => ({ ...s, applied: next }));
    if (JSON.stringify(next) === JSON.stringify(applied)) void advance.refetch();
  };

  const invoice = (unit: AdvanceUnit, kind: InvoiceKind) => {
    if (!applied) return;
    const problem = advanceSelectionProblem(rows, unit.cfpayguids, applied.type);
    if (problem) {
      showAlert({ type: 'warning', message: ruleMessage(problem) });
      return;
    }
    void router.navigate({
      href: periodInvoiceHref({
        kind,
        bukrs: applied.bukrs,
        lifnr: applied.lifnr,
        cfpayguids: unit.cfpayguids,
        back: ADVANCE_PATH,
      }),
    });
  };

  return (
    <PageFrame titleKey="lessorAdvance">
      <SelectorForm label={t('selectors')} onSearch={search} searching={advance.isFetching}>
        <ContractFields
          form={form}
          setForm={setForm}
          contracts={contracts}
          showErrors={showErrors}
        />
        <PeriodStatusField value={form.status} onChange={(status) => setForm({ status })} />
        <SelectField
          label={t('fields.advanceType')}
          value={form.type}
          required
          showErrors={showErrors}
          options={ADVANCE_TYPE_CODES.map((c) => ({ value: c, label: t(`advanceType.${c}`) }))}
          onChange={(type) => setForm({ type: type as AdvanceForm['type'] })}
        />
      </SelectorForm>
      {typeMissing && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Description>{t('advance.chooseType')}</Alert.Description>
        </Alert.Root>
      )}
      {contracts.error && <QueryError error={contracts.error} />}
      {applied !== null &&
        (advance.error ? (
          <QueryError error={advance.error} />
        ) : advance.isPending ? (
          <Loading />
        ) : rows.length === 0 ? (
          <NoData />
        ) : (
          <Stack gap="6">
            <DataTable
              title={t('tables.advanceAmounts')}
              columns={rowColumns}
              rows={rows}
              rowKey={(r) => r.CFPAYGUID}
            />
            <DataTable
              title={t('tables.advanceContracts')}
              columns={unitColumns}
              rows={units}
              rowKey={(u) => u.key}
              actions={(u) =>
                u.open ? (
                  <InvoiceActions
                    kinds={kinds}
                    subject={u.TEXT_D}
                    disabled={viewOnly}
                    onInvoice={(kind) => invoice(u, kind)}
                  />
                ) : null
              }
            />
          </Stack>
        ))}
    </PageFrame>
  );
}
