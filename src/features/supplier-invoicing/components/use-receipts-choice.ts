/**
 * The state both invoice pages share: the receipts search (applied on Search), the receipts found,
 * the chosen ones with their twins, the withholdings switched off, the running totals and the
 * 1-second lock after a send (spec 2 §4, §9). A registered invoice empties the choice and reloads
 * the receipts, so those it consumed are gone.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSessionState } from '../../../lib/session/use-session';
import { receiptsQueryOptions, type ReceiptsFilter } from '../api/receipts-query';
import type { ReceiptParty } from '../../../domain/supplier-invoicing';
import {
  appliedWithholdings,
  chosenLines,
  itemData,
  lessorItemData,
  runningTotals,
  toggleReceipt,
  withholdingSwitches,
} from '../lib/receipt-invoice';
import {
  initialReceiptsSearch,
  missingSearchFields,
  receiptsFilterOf,
  type ReceiptsSearch,
} from '../lib/receipts-search';
import { presetPartner, type PartnerPreset } from '../lib/partner-preset';

/** The form locks for one second after a send (spec 2 §9). */
export const SEND_LOCK_MS = 1000;

/**
 * `party`: a supplier's receipts (ReceiptSupplier, searched by order type or number on Search) or
 * a lessor's (ReceiptLessor: company and lessor only, so the search of the company and lessor the
 * page opens with is applied at once). `preset`: the company and lessor a link names.
 */
export function useReceiptsChoice(
  invoiceCurrency: string | null,
  party: ReceiptParty = 'supplier',
  preset?: PartnerPreset,
) {
  const session = useSessionState((s) => s.session);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<ReceiptsSearch>(() => {
    const p = presetPartner(session, preset);
    return initialReceiptsSearch(p.bukrs, p.lifnr);
  });
  const [applied, setApplied] = useState<ReceiptsFilter | null>(() =>
    party === 'lessor' && missingSearchFields(search, party).length === 0
      ? receiptsFilterOf(search, party)
      : null,
  );
  const [showErrors, setShowErrors] = useState(false);
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set<string>());
  const [off, setOff] = useState<ReadonlySet<string>>(new Set<string>());
  const [locked, setLocked] = useState(false);
  const receipts = useQuery({
    ...receiptsQueryOptions(applied ?? receiptsFilterOf(search, party), party),
    enabled: applied !== null,
  });
  const lines = useMemo(() => receipts.data?.List ?? [], [receipts.data]);
  const chosen = useMemo(() => chosenLines(lines, keys), [lines, keys]);
  const switches = withholdingSwitches(chosen, receipts.data?.WITHHOLDINGS ?? [], off);
  const withholdings = appliedWithholdings(switches);
  const totals = runningTotals(chosen, withholdings);

  useEffect(() => {
    if (!locked) return;
    const timer = setTimeout(() => setLocked(false), SEND_LOCK_MS);
    return () => clearTimeout(timer);
  }, [locked]);

  const runSearch = () => {
    setShowErrors(true);
    if (missingSearchFields(search, party).length > 0) return;
    const next = receiptsFilterOf(search, party);
    setKeys(new Set<string>());
    setOff(new Set<string>());
    if (JSON.stringify(next) === JSON.stringify(applied)) void receipts.refetch();
    setApplied(next);
  };

  /** After a registered send: tables and amounts reset, the form locked for a second. */
  const afterSend = () => {
    setKeys(new Set<string>());
    setOff(new Set<string>());
    setLocked(true);
    void queryClient.invalidateQueries({ queryKey: ['supplier-invoicing'] });
  };

  return {
    search,
    changeSearch: (patch: Partial<ReceiptsSearch>) => setSearch((s) => ({ ...s, ...patch })),
    runSearch,
    showErrors,
    applied,
    receipts,
    lines,
    keys,
    chosen,
    toggle: (line: (typeof lines)[number]) =>
      setKeys((k) => toggleReceipt(lines, k, line, invoiceCurrency)),
    /** Back to no search and nothing chosen (the non-electronic form's Edit). */
    reset: () => {
      setKeys(new Set<string>());
      setOff(new Set<string>());
      // A lessor's search is the company and lessor alone: it stays applied.
      if (party !== 'lessor') setApplied(null);
      setShowErrors(false);
    },
    switches,
    toggleWithholding: (witht: string) =>
      setOff((o) => {
        const next = new Set(o);
        if (next.has(witht)) next.delete(witht);
        else next.add(witht);
        return next;
      }),
    withholdings,
    totals,
    party,
    items: itemData(chosen),
    /** The chosen lines as a lessor's invoice names them (FACTURA_D_T). */
    lessorItems: lessorItemData(chosen),
    currency: chosen[0]?.WAERS.toUpperCase() ?? null,
    locked,
    afterSend,
  };
}
