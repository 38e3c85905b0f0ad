/**
 * The order's review on this device: the drafts over the shown copy (live, across tabs), saving a
 * row's draft, and queuing the order action as one outbox entry, then asking the engine to sync.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  isSideEdited,
  orderEditSummary,
  type PageMode,
  type Side,
  type SideValues,
} from '../../../domain/maintenance';
import { offlineDatabase } from '../../../offline/db';
import { isQuotaError } from '../../../offline/storage';
import { watchDrafts } from '../../../offline/drafts';
import { requestSync } from '../../../offline/sync-scheduler';
import type { OrderDetails } from '../../../protocol/maintenance';
import { orderReviewModel, type ReviewRowView } from '../review/order-review';
import type { OrderReviewContextValue, SaveState } from '../review/review-context';
import { reviewDrafts, type ReviewDraft } from '../review/review-draft';
import { queueReview, saveRowDraft } from '../review/review-store';

export interface UseOrderReviewInput {
  userId: number;
  details: OrderDetails;
  side: Side | null;
  isLessor: boolean;
  mode: PageMode;
  arbpl: string;
}

export interface OrderReviewState extends OrderReviewContextValue {
  /** Queues the order action; resolves true when an entry was queued. */
  submit: () => Promise<boolean>;
  /** Drafts already waiting in the outbox (queued, not yet acknowledged). */
  queuedCount: number;
  /** A row differs from the server and is not queued yet: the order action has work to do. */
  unsent: boolean;
}

export function useOrderReview(input: UseOrderReviewInput): OrderReviewState {
  const { userId, details, side, isLessor, mode, arbpl } = input;
  const orderCode = details.orderCode;
  const [drafts, setDrafts] = useState<ReviewDraft[]>([]);
  const [saveState, setSaveState] = useState<SaveState>('idle');

  useEffect(
    () => watchDrafts(offlineDatabase(), userId, orderCode, (all) => setDrafts(reviewDrafts(all))),
    [userId, orderCode],
  );

  const model = useMemo(
    () => orderReviewModel(details, side ? drafts : [], side ?? 'Pr'),
    [details, drafts, side],
  );
  const summary = useMemo(
    () => (side ? orderEditSummary(model.review, side) : null),
    [model, side],
  );

  const editRow = useCallback(
    async (row: ReviewRowView, values: SideValues<Side>) => {
      if (!side) return;
      setSaveState('saving');
      try {
        await saveRowDraft(offlineDatabase(), {
          userId,
          orderCode,
          version: details.version,
          row,
          side,
          values,
          now: Date.now(),
        });
        setSaveState('saved');
      } catch (error) {
        setSaveState(isQuotaError(error) ? 'full' : 'failed');
      }
    },
    [side, userId, orderCode, details.version],
  );

  const markPending = useCallback(() => setSaveState('saving'), []);

  const submit = useCallback(async () => {
    if (!side) return false;
    setSaveState('saving');
    try {
      const id = await queueReview(offlineDatabase(), {
        userId,
        details,
        drafts,
        side,
        arbpl,
        now: Date.now(),
      });
      setSaveState(id === null ? 'idle' : 'queued');
      if (id !== null) requestSync();
      return id !== null;
    } catch (error) {
      setSaveState(isQuotaError(error) ? 'full' : 'failed');
      return false;
    }
  }, [side, userId, details, drafts, arbpl]);

  const queuedCount = drafts.filter((d) => d.queuedBy !== null).length;
  const rows = [...model.groups.values(), ...model.antennas.values(), model.inventory];
  const unsent = rows.some(
    (r) => r?.stored && r.stored.queuedBy === null && side && isSideEdited(r, side),
  );
  return {
    side,
    isLessor,
    mode,
    orderStatus: details.orderStatus === '' ? null : details.orderStatus,
    model,
    summary,
    saveState,
    editRow,
    markPending,
    submit,
    queuedCount,
    unsent,
  };
}
