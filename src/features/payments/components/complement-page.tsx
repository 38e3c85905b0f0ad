/**
 * The payment complement (spec 2 §2 screen 10, §4, §5; /payment_complement?id=arren|prov, the
 * cockpit's "Enviar complemento" adds &bukrs&lifnr&augbl&gjahr): the company and partner, the
 * pending payment the complement covers (preselected from the link, or the only one), its related
 * documents with the values the complement must carry, a demo complement of it, then the panel —
 * PDF then XML, the validations run in the browser, PaymentAttachment sent once. On success the
 * payment leaves the pending list (PendingPayments is read again) and the result stays on screen.
 * Visualizar sees everything; the panel is locked.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/invoicing/form-fields';
import { PageFrame } from '../../../components/invoicing/page-frame';
import { Loading, NoData, QueryError } from '../../../components/invoicing/query-notice';
import { SelectorForm } from '../../../components/invoicing/selector-form';
import { formatMoney } from '../../../components/invoicing/table-model';
import { invoicingWindowProblem, mexicoCityToday } from '../../../domain/invoicing/window';
import { RoleName } from '../../../domain/roles';
import { showAlert } from '../../../lib/alert-store';
import { useSessionState } from '../../../lib/session/use-session';
import { PAYMENTS_QUERY_ROOT } from '../api/payments-query';
import { sendPaymentAttachment } from '../api/send-complement';
import type { ComplementPanelInput, PaymentPanels } from '../lib/panels';
import {
  complementPortalInput,
  idOfParty,
  paymentKeyOf,
  pendingPaymentsOf,
  type PaymentParty,
  type PendingPayment,
} from '../lib/payments';
import { BadIdNotice } from './bad-id-notice';
import { DemoComplementButton } from './demo-complement-button';
import { CompanyField, PartnerField } from '../../../components/invoicing/partner-fields';
import { PaymentCard } from './payment-cockpit';
import { usePendingPayments } from './use-pending-payments';

const TITLE = 'paymentComplement';

/** The payment a link names: company, partner, payment document and year. */
export interface ComplementPreset {
  bukrs: string;
  lifnr: string;
  augbl: string;
  gjahr: string;
}

export function PaymentComplementPage({
  party,
  preset,
  panels,
}: {
  party: PaymentParty | null;
  preset: ComplementPreset;
  panels: PaymentPanels;
}) {
  if (!party)
    return (
      <PageFrame titleKey={TITLE}>
        <BadIdNotice to="/payment_complement" />
      </PageFrame>
    );
  return <Complement party={party} preset={preset} panels={panels} />;
}

function Complement({
  party,
  preset,
  panels,
}: {
  party: PaymentParty;
  preset: ComplementPreset;
  panels: PaymentPanels;
}) {
  const { t } = useTranslation(['payments', 'messages']);
  const queryClient = useQueryClient();
  const session = useSessionState((s) => s.session);
  const viewOnly = session?.User.Role === RoleName.Visualizar;
  const { form, setForm, applied, showErrors, search, pending } = usePendingPayments(preset);
  const items = useMemo(() => pending.data ?? [], [pending.data]);
  const payments = useMemo(() => pendingPaymentsOf(items), [items]);
  const [chosenKey, setChosenKey] = useState(() =>
    preset.augbl && preset.gjahr && applied
      ? paymentKeyOf({ ...applied, augbl: preset.augbl, gjahr: preset.gjahr })
      : '',
  );
  // The payment whose complement was just registered: it leaves the list, its result stays.
  const [registered, setRegistered] = useState<PendingPayment | null>(null);
  const onlyOne = payments.length === 1 ? payments[0]!.key : '';
  const key = payments.some((p) => p.key === chosenKey) ? chosenKey : (registered?.key ?? onlyOne);
  const payment =
    payments.find((p) => p.key === key) ?? (registered?.key === key ? registered : null);

  const company = session?.CompanyList.find((c) => c.Code === payment?.bukrs) ?? null;
  const portal = complementPortalInput(
    party,
    session?.SupplierList.map((s) => s.TIN) ?? [],
    session?.CompanyList.map((c) => c.TIN) ?? [],
    items,
    payment,
  );
  const send: ComplementPanelInput['send'] = async (sent, idempotencyKey) => {
    if (!payment) throw new Error(t('complement.noPayment'));
    const answer = await sendPaymentAttachment(
      {
        bukrs: payment.bukrs,
        lifnr: payment.lifnr,
        belnr: payment.augbl,
        gjahr: payment.gjahr,
        xblnr: sent.reference,
        uuid: sent.id,
        pdfbase64: sent.PDFBase64,
        xmlbase64: sent.XMLBase64,
      },
      idempotencyKey,
    );
    showAlert({ type: 'success', message: answer.Message ?? t('complement.sent') });
    return answer.UUID;
  };
  const onRegistered = () => {
    if (payment) {
      setRegistered(payment);
      setChosenKey(payment.key);
    }
    void queryClient.invalidateQueries({ queryKey: PAYMENTS_QUERY_ROOT });
  };
  const done = registered !== null && registered.key === key;

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
        ) : (
          <Stack gap="4">
            {payments.length === 0 && !done ? (
              <NoData />
            ) : (
              <Stack gap="1">
                <SelectField
                  label={t('complement.choose')}
                  value={payments.some((p) => p.key === key) ? key : ''}
                  required
                  options={payments.map((p) => ({
                    value: p.key,
                    label: t('complement.option', {
                      augbl: p.augbl,
                      gjahr: p.gjahr,
                      date: p.augdt,
                      amount: formatMoney(p.paid, p.currency),
                    }),
                  }))}
                  onChange={setChosenKey}
                />
                <Text fontSize="sm" color="fg.muted">
                  {t('complement.chooseHint')}
                </Text>
              </Stack>
            )}
            {payment && !done && <PaymentCard payment={payment} party={party} withSend={false} />}
            {payment && !done && !viewOnly && <DemoComplementButton payment={payment} />}
            {(payment || viewOnly) && (
              // A new payment starts the panel over (files, checks and result).
              <Fragment key={key}>
                {panels.complement({
                  bukrs: payment?.bukrs ?? applied.bukrs,
                  lifnr: payment?.lifnr ?? applied.lifnr,
                  today: mexicoCityToday(new Date()),
                  portal,
                  windowProblem: () =>
                    company
                      ? invoicingWindowProblem(mexicoCityToday(new Date()), company, party)
                      : null,
                  viewOnly,
                  send,
                  onRegistered,
                  sendProblem: payment ? null : t('complement.noPayment'),
                  validateLabel: t('complement.validate'),
                })}
              </Fragment>
            )}
            {done && (
              <Stack gap="2">
                {payments.length === 0 && <Text>{t('complement.allDone')}</Text>}
                <Button
                  asChild
                  variant="outline"
                  minH="11"
                  bg="white"
                  alignSelf={{ base: 'stretch', sm: 'start' }}
                >
                  <Link to="/payment_pending" search={{ id: idOfParty(party) }}>
                    {t('complement.backToCockpit')}
                  </Link>
                </Button>
              </Stack>
            )}
          </Stack>
        ))}
    </PageFrame>
  );
}
