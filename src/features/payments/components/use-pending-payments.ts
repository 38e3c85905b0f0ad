/**
 * The company and partner of a payment page and its PendingPayments read: the form starts with the
 * session's first company and partner (or the ones the link names) and searches at once when both
 * are there, so the cockpit shows on arrival; "Buscar" applies the form.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionState } from '../../../lib/session/use-session';
import { pendingPaymentsQueryOptions, type PaymentsFilter } from '../api/payments-query';
import { initialPartner, paymentsFilterOf, type PartnerForm } from '../lib/payments';

export function usePendingPayments(preset?: Partial<PartnerForm>) {
  const session = useSessionState((s) => s.session);
  const [form, setForm] = useState<PartnerForm>(() => initialPartner(session, preset));
  const [applied, setApplied] = useState<PaymentsFilter | null>(() => paymentsFilterOf(form));
  const [showErrors, setShowErrors] = useState(false);
  const pending = useQuery({
    ...pendingPaymentsQueryOptions(applied ?? { bukrs: '', lifnr: '' }),
    enabled: applied !== null,
  });
  const search = () => {
    setShowErrors(true);
    const next = paymentsFilterOf(form);
    if (!next) return;
    if (JSON.stringify(next) === JSON.stringify(applied)) void pending.refetch();
    setApplied(next);
  };
  return { form, setForm, applied, showErrors, search, pending };
}
