/**
 * The payment-period pages (spec 2 §2 screen 1): lease (A001), adjustments (A004), fixed
 * maintenance (A003) and the pending invoices of every type. Selectors, a search (ContractList),
 * the periods table with the invoice actions of the open periods and "Consultar" for the others,
 * and the detail view. Choosing a newer period of a due date shared with an older open one shows
 * the oldest-invoice warning and stays (spec 2 §5); otherwise the invoice page opens with the
 * period (lib/invoice-links.ts).
 */
import { Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADJUSTMENT_CONDITIONS,
  contractTableRows,
  LEASING_TYPE_CODES,
  oldestInvoiceWarning,
  PERIOD_STATUS,
  type LeasingTypeCode,
} from '../../../domain/invoicing';
import { isViewOnly } from '../../../domain/user-admin';
import { showAlert } from '../../../lib/alert-store';
import { keyOf } from '../../../lib/text-keys';
import { useSessionState } from '../../../lib/session/use-session';
import type { PeriodRow } from '../../../protocol/invoicing';
import { contractListQueryOptions } from '../api/contract-list-query';
import { contractsQueryOptions } from '../api/contracts-query';
import { invoiceKindsFor, periodInvoiceHref, type InvoiceKind } from '../lib/invoice-links';
import { isNonDeductible, partnerChoice } from '../lib/partner-choice';
import {
  initialPeriodsForm,
  periodsFilter,
  PeriodsState,
  showsClearingDate,
  type PeriodsForm,
  type PeriodsPageConfig,
} from '../lib/periods-form';
import { ContractFields, PeriodStatusField } from './contract-fields';
import { DataTable } from '../../../components/invoicing/data-table';
import { DateField, SelectField } from '../../../components/invoicing/form-fields';
import { InvoiceActions, RowDetailButton } from './invoice-actions';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { PeriodStatus, usePeriodColumns } from './period-cells';
import { PeriodDetail } from './period-detail';
import { ReceiptsEntry } from './receipts-entry';
import { Loading, NoData, QueryError } from '../../../components/invoicing/query-notice';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import { useRememberedState } from './use-remembered-state';
import { useRuleMessage } from './use-rule-message';

export function PeriodsPage({ config }: { config: PeriodsPageConfig }) {
  const { t } = useTranslation('invoicing');
  const router = useRouter();
  const ruleMessage = useRuleMessage();
  const lists = useSessionState((s) => s.session);
  const viewOnly = isViewOnly(lists?.User.Role ?? '');
  const [state, setState] = useRememberedState(config.path, PeriodsState, () => ({
    form: initialPeriodsForm(config, lists),
    applied: null,
  }));
  // A company or lessor the session no longer lists falls back to the first one.
  const form: PeriodsForm = { ...state.form, ...partnerChoice(lists, state.form) };
  const setForm = (patch: Partial<PeriodsForm>) =>
    setState((s) => ({ ...s, form: { ...s.form, ...patch } }));
  const [showErrors, setShowErrors] = useState(false);
  const [detail, setDetail] = useState<PeriodRow | null>(null);
  const [marked, setMarked] = useState<string | null>(null);

  const types: LeasingTypeCode[] = config.leasingType ? [config.leasingType] : [];
  const contracts = useQuery(contractsQueryOptions(form, types));
  const applied = state.applied;
  const periods = useQuery({
    ...contractListQueryOptions(applied ?? periodsFilter(config, form)),
    enabled: applied !== null,
  });
  const rows = useMemo(() => contractTableRows(periods.data ?? []), [periods.data]);
  const columns = usePeriodColumns(showsClearingDate(applied?.status ?? ''));
  const kinds = invoiceKindsFor(isNonDeductible(lists, applied?.lifnr ?? form.lifnr));

  const search = () => {
    setShowErrors(true);
    if (form.bukrs === '' || form.lifnr === '') return;
    setMarked(null);
    const filter = periodsFilter(config, form);
    setState((s) => ({ ...s, applied: filter }));
    if (JSON.stringify(filter) === JSON.stringify(applied)) void periods.refetch();
  };

  const invoice = (row: PeriodRow, kind: InvoiceKind) => {
    const warning = oldestInvoiceWarning(rows, [row.CFPAYGUID]);
    if (warning) {
      setMarked(warning.oldest);
      showAlert({ type: 'warning', message: ruleMessage(warning) });
      return;
    }
    void router.navigate({
      href: periodInvoiceHref({
        kind,
        bukrs: row.BUKRS,
        lifnr: row.LIFNR,
        cfpayguids: [row.CFPAYGUID],
        back: config.path,
      }),
    });
  };

  if (detail) {
    return (
      <PageFrame titleKey={config.titleKey}>
        <PeriodDetail period={detail} onBack={() => setDetail(null)} />
      </PageFrame>
    );
  }

  return (
    <PageFrame titleKey={config.titleKey}>
      <SelectorForm label={t('selectors')} onSearch={search} searching={periods.isFetching}>
        <ContractFields
          form={form}
          setForm={setForm}
          contracts={contracts}
          showErrors={showErrors}
        />
        {config.statusChoice && (
          <PeriodStatusField value={form.status} onChange={(status) => setForm({ status })} />
        )}
        {config.leasingType === null && (
          <SelectField
            label={t('fields.contractType')}
            value={form.recnType}
            allLabel={t('fields.allTypes')}
            options={LEASING_TYPE_CODES.map((c) => ({ value: c, label: t(`leasingType.${c}`) }))}
            onChange={(recnType) => setForm({ recnType: recnType as PeriodsForm['recnType'] })}
          />
        )}
        {config.conditions.length > 0 && (
          <SelectField
            label={t('fields.conditionType')}
            value={form.condtype}
            allLabel={config.allConditions ? t('fields.allConditions') : undefined}
            options={config.conditions.map((c) => ({ value: c, label: conditionLabel(t, c) }))}
            onChange={(condtype) => setForm({ condtype })}
          />
        )}
        <DateField
          label={t('fields.dueFrom')}
          value={form.dueFrom}
          onChange={(dueFrom) => setForm({ dueFrom })}
        />
      </SelectorForm>
      {contracts.error && <QueryError error={contracts.error} />}
      {config.receiptsEntry && (
        <ReceiptsEntry
          bukrs={form.bukrs}
          lifnr={form.lifnr}
          nonDeductible={isNonDeductible(lists, form.lifnr)}
        />
      )}
      {applied !== null && (
        <Stack gap="3">
          {periods.error ? (
            <QueryError error={periods.error} />
          ) : periods.isPending ? (
            <Loading />
          ) : rows.length === 0 ? (
            <NoData />
          ) : (
            <DataTable
              title={t('tables.periods')}
              columns={columns}
              rows={rows}
              rowKey={(r) => r.CFPAYGUID}
              marked={marked}
              cells={{ status: (r) => <PeriodStatus row={r} /> }}
              actions={(r) =>
                r.STATUS === PERIOD_STATUS.pending ? (
                  <InvoiceActions
                    kinds={kinds}
                    subject={r.TEXT_D}
                    disabled={viewOnly}
                    onInvoice={(kind) => invoice(r, kind)}
                  />
                ) : (
                  <RowDetailButton
                    label={t('actions.consult')}
                    subject={r.TEXT_D}
                    onOpen={() => setDetail(r)}
                  />
                )
              }
            />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}

type T = ReturnType<typeof useTranslation<'invoicing'>>['t'];

/** "Z097 · Regularización 2018", "Z001 · Arrendamiento". */
function conditionLabel(t: T, code: string): string {
  const year = ADJUSTMENT_CONDITIONS[code];
  if (year !== undefined) return `${code} · ${t('condition.adjustment', { year })}`;
  return `${code} · ${t(keyOf('invoicing', `condition.${code}`))}`;
}
