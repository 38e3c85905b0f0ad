/**
 * The account statement (spec 2 §2 screen 5), one screen for both parties by the isLessor flag:
 * company, lessor or supplier, query type (pending or paid); the from-date only for paid, the
 * to-date for both (rules in statement.ts); the items table (10 rows a page, due date VNETO =
 * document date plus payment days) whose rows the user ticks, and the accounting view
 * (AccountingDocument, open or cleared) of the ticked invoices' references, with a way back. Both
 * tables export to Excel. A supplier's rows also say when the invoice is expected to be paid and
 * where it stands (registered, scheduled, paid): "when will I get paid" is what suppliers ask.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  mexicoCityToday,
  statementRangeProblem,
  statementUsesFromDate,
  type RuleProblem,
} from '../../../domain/invoicing';
import { paymentStanding } from '../../../domain/supplier-invoicing/payment-standing';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../../lib/session/use-session';
import type { AccountingLine, StatementItem } from '../../../protocol/invoicing-account';
import { SatState, satStateText } from '../../../components/invoicing/sat-state';
import { accountingDocumentQueryOptions, statementItemsQueryOptions } from '../api/statement-query';
import { partnerChoice } from '../lib/partner-choice';
import {
  initialStatementForm,
  linesOfSelected,
  statementDates,
  statementFilter,
  statementPath,
  statementRowKey,
  StatementState,
  type StatementForm,
} from '../lib/statement-form';
import { STATEMENT_PAGE_SIZE, type TableColumn } from '../../../components/invoicing/table-model';
import { DataTable } from '../../../components/invoicing/data-table';
import { DateField, SelectField } from '../../../components/invoicing/form-fields';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { CompanyField, PartnerField } from '../../../components/invoicing/partner-fields';
import { BackButton } from './period-detail';
import { Loading, NoData, QueryError } from '../../../components/invoicing/query-notice';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import { useRememberedState } from './use-remembered-state';
import { useRuleMessage } from './use-rule-message';

export interface StatementPageProps {
  /** The lessor's account (default) or the supplier's (/proveedor_estado_cuenta). */
  isLessor?: boolean;
}

export function StatementPage({ isLessor = true }: StatementPageProps) {
  const { t } = useTranslation(['invoicing', 'messages']);
  const ruleMessage = useRuleMessage();
  const session = useSessionState((s) => s.session);
  const today = mexicoCityToday(new Date());
  const titleKey = isLessor ? 'lessorAccountStatement' : 'supplierAccountStatement';
  const [state, setState] = useRememberedState(statementPath(isLessor), StatementState, () => ({
    form: initialStatementForm(session, today),
    applied: null,
  }));
  const form: StatementForm = { ...state.form, ...partnerChoice(session, state.form) };
  const setForm = (patch: Partial<StatementForm>) =>
    setState((s) => ({ ...s, form: { ...s.form, ...patch } }));
  const [showErrors, setShowErrors] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set<string>());
  const [accounting, setAccounting] = useState(false);
  const paid = statementUsesFromDate(form.query);
  const problem = statementRangeProblem(
    form.query,
    paid ? form.from || null : null,
    form.to || null,
    today,
  );

  const applied = state.applied;
  const items = useQuery({
    ...statementItemsQueryOptions(statementFilter(applied ?? form, isLessor)),
    enabled: applied !== null,
  });
  const lines = useQuery({
    ...accountingDocumentQueryOptions(statementFilter(applied ?? form, isLessor)),
    enabled: applied !== null && accounting,
  });
  const rows = useMemo(() => items.data ?? [], [items.data]);
  const shownLines = useMemo(
    () => linesOfSelected(lines.data ?? [], rows, selected),
    [lines.data, rows, selected],
  );

  const itemColumns = useMemo<TableColumn<StatementItem>[]>(
    () => [
      { id: 'date', header: t('columns.documentDate'), kind: 'date', value: (r) => r.BLDAT },
      { id: 'reference', header: t('columns.reference'), kind: 'code', value: (r) => r.XBLNR },
      // The invoice's state at the SAT as the re-check last read it, beside
      // the reference so it is seen without scrolling the table.
      {
        id: 'sat',
        header: t('columns.satState'),
        kind: 'code',
        value: (r) => satStateText(t, r),
        optional: true,
      },
      { id: 'text', header: t('columns.text'), kind: 'text', value: (r) => r.SGTXT },
      {
        id: 'days',
        header: t('columns.paymentDays'),
        kind: 'code',
        value: (r) => String(r.DZBD1T),
      },
      {
        id: 'due',
        header: isLessor ? t('columns.dueDate') : t('columns.expectedPayment'),
        kind: 'date',
        value: (r) => r.VNETO,
      },
      ...(isLessor
        ? []
        : [
            {
              id: 'standing',
              header: t('columns.standing'),
              kind: 'code' as const,
              value: (r: StatementItem) => t(`standing.${paymentStanding(r, today)}`),
            },
          ]),
      {
        id: 'clearing',
        header: t('columns.clearingDate'),
        kind: 'date',
        value: (r) => r.AUGDT,
        optional: true,
      },
      { id: 'document', header: t('columns.document'), kind: 'code', value: (r) => r.BELNR },
      { id: 'amount', header: t('columns.amount'), kind: 'amount', value: (r) => r.WRBTR },
      { id: 'currency', header: t('columns.currency'), kind: 'code', value: (r) => r.WAERS },
    ],
    [t, isLessor, today],
  );
  const lineColumns = useMemo<TableColumn<AccountingLine>[]>(
    () => [
      { id: 'document', header: t('columns.document'), kind: 'code', value: (r) => r.BELNR },
      { id: 'line', header: t('columns.line'), kind: 'code', value: (r) => r.BUZEI },
      { id: 'type', header: t('columns.documentType'), kind: 'code', value: (r) => r.BLART },
      { id: 'date', header: t('columns.documentDate'), kind: 'date', value: (r) => r.BLDAT },
      { id: 'posting', header: t('columns.postingDate'), kind: 'date', value: (r) => r.BUDAT },
      { id: 'reference', header: t('columns.reference'), kind: 'code', value: (r) => r.XBLNR },
      { id: 'account', header: t('columns.account'), kind: 'code', value: (r) => r.HKONT },
      { id: 'accountText', header: t('columns.accountText'), kind: 'text', value: (r) => r.TXT50 },
      {
        id: 'side',
        header: t('columns.debitCredit'),
        kind: 'code',
        value: (r) => (r.SHKZG === 'S' ? t('statement.debit') : t('statement.credit')),
      },
      { id: 'amount', header: t('columns.amount'), kind: 'amount', value: (r) => r.WRBTR },
      { id: 'currency', header: t('columns.currency'), kind: 'code', value: (r) => r.WAERS },
      {
        id: 'tax',
        header: t('columns.taxCode'),
        kind: 'code',
        value: (r) => r.MWSKZ,
        optional: true,
      },
      { id: 'text', header: t('columns.text'), kind: 'text', value: (r) => r.SGTXT },
    ],
    [t],
  );

  const fieldError = (field: 'fromdate' | 'todate'): string | null => {
    if (!showErrors || !problem) return null;
    if (problem.key === 'dataLabelRequired')
      return problem.params.field === field ? t('messages:dataLabelRequired') : null;
    return field === 'todate' ? ruleMessage(problem as RuleProblem) : null;
  };

  const search = () => {
    setShowErrors(true);
    if (form.bukrs === '' || form.lifnr === '' || problem) return;
    setSelected(new Set<string>());
    setAccounting(false);
    setState((s) => ({ ...s, applied: form }));
    if (JSON.stringify(form) === JSON.stringify(applied)) void items.refetch();
  };

  const openAccounting = () => {
    if (selected.size === 0) {
      showAlert({ type: 'warning', message: t('statement.noneSelected') });
      return;
    }
    setAccounting(true);
  };

  if (accounting && applied) {
    return (
      <PageFrame titleKey={titleKey}>
        <BackButton onBack={() => setAccounting(false)} />
        {lines.error ? (
          <QueryError error={lines.error} />
        ) : lines.isPending ? (
          <Loading />
        ) : shownLines.length === 0 ? (
          <NoData />
        ) : (
          <DataTable
            title={t('tables.accounting')}
            columns={lineColumns}
            rows={shownLines}
            rowKey={(r) => `${r.BELNR}-${r.GJAHR}-${r.BUZEI}`}
            pageSize={STATEMENT_PAGE_SIZE}
          />
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame titleKey={titleKey}>
      <SelectorForm label={t('selectors')} onSearch={search} searching={items.isFetching}>
        <CompanyField
          value={form.bukrs}
          showErrors={showErrors}
          onChange={(bukrs) => setForm({ bukrs })}
        />
        <PartnerField
          party={isLessor ? 'lessor' : 'supplier'}
          value={form.lifnr}
          showErrors={showErrors}
          onChange={(lifnr) => setForm({ lifnr })}
        />
        <SelectField
          label={t('fields.queryType')}
          value={form.query}
          options={(['1', '2'] as const).map((q) => ({ value: q, label: t(`queryType.${q}`) }))}
          onChange={(value) => {
            const query = value === '2' ? '2' : '1';
            setForm({ query, ...statementDates(query, today) });
          }}
        />
        {paid && (
          <DateField
            label={t('fields.fromDate')}
            value={form.from}
            required
            error={fieldError('fromdate')}
            onChange={(from) => setForm({ from })}
          />
        )}
        <DateField
          label={t('fields.toDate')}
          value={form.to}
          required
          error={fieldError('todate')}
          onChange={(to) => setForm({ to })}
        />
      </SelectorForm>
      {applied !== null &&
        (items.error ? (
          <QueryError error={items.error} />
        ) : items.isPending ? (
          <Loading />
        ) : rows.length === 0 ? (
          <NoData />
        ) : (
          <Stack gap="2">
            <Text color="fg.muted">{t('statement.selectHint')}</Text>
            <DataTable
              title={t('tables.statement')}
              columns={itemColumns}
              rows={rows}
              rowKey={statementRowKey}
              pageSize={STATEMENT_PAGE_SIZE}
              cells={{ sat: (r) => <SatState row={r} /> }}
              selection={{
                selected,
                label: (r) => t('statement.choose', { reference: r.XBLNR || r.BELNR }),
                onToggle: (r) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    const key = statementRowKey(r);
                    if (next.has(key)) next.delete(key);
                    else next.add(key);
                    return next;
                  }),
              }}
              toolbar={
                <Button minH="11" variant="outline" onClick={openAccounting}>
                  {t('actions.accountingView')}
                </Button>
              }
            />
          </Stack>
        ))}
    </PageFrame>
  );
}
