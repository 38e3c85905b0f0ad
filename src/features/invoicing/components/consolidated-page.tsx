/**
 * Consolidated leasing (A002, spec 2 §2 screen 3): company, lessor, contract, status and the
 * month-year picker; the month's summary block (the sum of its open periods: balance, taxes,
 * amount, cedular, ISR and IVA withholdings, total, currency), the invoice buttons that open the
 * invoice page with every open period of the month, the month's periods and their sites.
 */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  consolidatedMonthPeriods,
  consolidatedSelectionProblem,
  consolidatedSummary,
  monthYearOf,
} from '../../../domain/invoicing';
import { isViewOnly } from '../../../domain/user-admin';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../../lib/session/use-session';
import type { PeriodRow } from '../../../protocol/invoicing';
import { contractListQueryOptions } from '../api/contract-list-query';
import { contractsQueryOptions } from '../api/contracts-query';
import {
  CONSOLIDATED_PATH,
  consolidatedFilter,
  ConsolidatedState,
  initialConsolidatedForm,
  pickerYears,
  type ConsolidatedForm,
} from '../lib/consolidated-form';
import { invoiceKindsFor, periodInvoiceHref, type InvoiceKind } from '../lib/invoice-links';
import { isNonDeductible, partnerChoice } from '../lib/partner-choice';
import { formatMoney } from '../../../components/invoicing/table-model';
import { ConsolidatedSites } from './consolidated-sites';
import { ContractFields, PeriodStatusField } from './contract-fields';
import { DataTable } from '../../../components/invoicing/data-table';
import { SelectField } from '../../../components/invoicing/form-fields';
import { InvoiceActions, RowDetailButton } from './invoice-actions';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { PeriodStatus, usePeriodColumns } from './period-cells';
import { DetailList, PeriodDetail } from './period-detail';
import { Loading, NoData, QueryError } from '../../../components/invoicing/query-notice';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import { useRememberedState } from './use-remembered-state';
import { useRuleMessage } from './use-rule-message';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export function ConsolidatedPage() {
  const { t } = useTranslation('invoicing');
  const router = useRouter();
  const ruleMessage = useRuleMessage();
  const session = useSessionState((s) => s.session);
  const viewOnly = isViewOnly(session?.User.Role ?? '');
  const [state, setState] = useRememberedState(CONSOLIDATED_PATH, ConsolidatedState, () => ({
    form: initialConsolidatedForm(session, new Date()),
    applied: null,
  }));
  const form: ConsolidatedForm = { ...state.form, ...partnerChoice(session, state.form) };
  const setForm = (patch: Partial<ConsolidatedForm>) =>
    setState((s) => ({ ...s, form: { ...s.form, ...patch } }));
  const [showErrors, setShowErrors] = useState(false);
  const [detail, setDetail] = useState<PeriodRow | null>(null);

  const contracts = useQuery(contractsQueryOptions(form, ['A002']));
  const applied = state.applied;
  const periods = useQuery({
    ...contractListQueryOptions(consolidatedFilter(applied ?? form)),
    enabled: applied !== null,
  });
  const month = applied ? { month: applied.month, year: applied.year } : null;
  const monthRows = month
    ? (periods.data ?? []).filter((r) => {
        const of = monthYearOf(r);
        return of?.month === month.month && of.year === month.year;
      })
    : [];
  const open = month ? consolidatedMonthPeriods(monthRows, month) : [];
  const summary = consolidatedSummary(open);
  const columns = usePeriodColumns(applied?.status === '00' || applied?.status === '03');
  const kinds = invoiceKindsFor(isNonDeductible(session, applied?.lifnr ?? form.lifnr));
  const monthText = month ? `${String(month.month).padStart(2, '0')}/${month.year}` : '';

  const search = () => {
    setShowErrors(true);
    if (form.bukrs === '' || form.lifnr === '') return;
    setState((s) => ({ ...s, applied: form }));
    if (JSON.stringify(form) === JSON.stringify(applied)) void periods.refetch();
  };

  const invoice = (kind: InvoiceKind) => {
    if (!month || !applied) return;
    const chosen = open.map((r) => r.CFPAYGUID);
    const problem = consolidatedSelectionProblem(monthRows, chosen, month);
    if (problem) {
      showAlert({ type: 'warning', message: ruleMessage(problem) });
      return;
    }
    void router.navigate({
      href: periodInvoiceHref({
        kind,
        bukrs: applied.bukrs,
        lifnr: applied.lifnr,
        cfpayguids: chosen,
        back: CONSOLIDATED_PATH,
        month,
      }),
    });
  };

  if (detail) {
    return (
      <PageFrame titleKey="lessorConsolidated">
        <PeriodDetail period={detail} onBack={() => setDetail(null)} />
      </PageFrame>
    );
  }

  return (
    <PageFrame titleKey="lessorConsolidated">
      <SelectorForm label={t('selectors')} onSearch={search} searching={periods.isFetching}>
        <ContractFields
          form={form}
          setForm={setForm}
          contracts={contracts}
          showErrors={showErrors}
        />
        <PeriodStatusField value={form.status} onChange={(status) => setForm({ status })} />
        <SelectField
          label={t('fields.month')}
          value={String(form.month)}
          options={MONTHS.map((m) => ({ value: String(m), label: t(`months.${m}`) }))}
          onChange={(m) => setForm({ month: Number(m) })}
        />
        <SelectField
          label={t('fields.year')}
          value={String(form.year)}
          options={pickerYears(new Date()).map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(y) => setForm({ year: Number(y) })}
        />
      </SelectorForm>
      {contracts.error && <QueryError error={contracts.error} />}
      {applied !== null &&
        (periods.error ? (
          <QueryError error={periods.error} />
        ) : periods.isPending ? (
          <Loading />
        ) : monthRows.length === 0 ? (
          <NoData />
        ) : (
          <Stack gap="4">
            <Box
              as="section"
              aria-label={t('consolidated.summary', {
                month: monthText.slice(0, 2),
                year: month?.year ?? '',
              })}
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="md"
              p={{ base: '3', md: '4' }}
            >
              <Heading as="h2" size="lg" mb="3">
                {t('consolidated.summary', {
                  month: monthText.slice(0, 2),
                  year: month?.year ?? '',
                })}
              </Heading>
              {summary.ok ? (
                <>
                  <DetailList
                    items={[
                      [t('columns.balance'), formatMoney(summary.amounts.BALANCE)],
                      [t('columns.taxes'), formatMoney(summary.amounts.IMPUESTOS)],
                      [t('columns.amount'), formatMoney(summary.amounts.MONTO)],
                      [t('columns.cedular'), formatMoney(summary.amounts.RETENCIONES_C)],
                      [t('columns.isr'), formatMoney(summary.amounts.RETENCIONES_ISR)],
                      [t('columns.ivaWithheld'), formatMoney(summary.amounts.RETENCIONES_IVA)],
                      [t('columns.total'), formatMoney(summary.amounts.TOTAL)],
                      [t('columns.currency'), summary.amounts.MONEDA],
                    ]}
                  />
                  <Stack direction="row" gap="2" wrap="wrap" mt="4">
                    <InvoiceActions
                      kinds={kinds}
                      subject={monthText}
                      disabled={viewOnly}
                      onInvoice={invoice}
                    />
                  </Stack>
                </>
              ) : (
                <Text>
                  {summary.problem === 'noPeriods'
                    ? t('consolidated.noOpen', {
                        month: monthText.slice(0, 2),
                        year: month?.year ?? '',
                      })
                    : ruleMessage({ key: 'invoiceMixedCurrency', params: {} })}
                </Text>
              )}
            </Box>
            <DataTable
              title={t('tables.monthPeriods')}
              columns={columns}
              rows={monthRows}
              rowKey={(r) => r.CFPAYGUID}
              cells={{ status: (r) => <PeriodStatus row={r} /> }}
              actions={(r) => (
                <RowDetailButton
                  label={t('actions.consult')}
                  subject={r.TEXT_D}
                  onOpen={() => setDetail(r)}
                />
              )}
            />
            <ConsolidatedSites cfpayguids={monthRows.map((r) => r.CFPAYGUID)} periods={monthRows} />
          </Stack>
        ))}
    </PageFrame>
  );
}
