/**
 * The order's review on this device: the drafts over the shown copy (live, across tabs), saving a
 * row's draft, queuing the order action as one outbox entry, asking the engine to sync, and
 * following that entry until the server acknowledged (sent) or refused it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  isSideEdited,
  orderEditSummary,
  type PageMode,
  type Side,
  type SideValues,
} from '../../../domain/maintenance';
import { offlineDatabase } from '../../../offline/db';
import { isQuotaError } from '../../../offline/storage';
import { readDrafts, watchDrafts } from '../../../offline/drafts';
import { followEntry } from '../../../offline/follow-entry';
import { requestSync } from '../../../offline/sync-scheduler';
import type { OrderDetails } from '../../../protocol/maintenance';
import { orderReviewModel, type ReviewRowView } from '../review/order-review';
import type { OrderReviewContextValue, SaveState } from '../review/review-context';
import { reviewDrafts, sameReviewDrafts, type ReviewDraft } from '../review/review-draft';
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
  // The entry the order action queued here; the drafts name it too after a reload.
  const [submitted, setSubmitted] = useState<number | null>(null);

  useEffect(
    () =>
      watchDrafts(offlineDatabase(), userId, orderCode, (all) => {
        const next = reviewDrafts(all);
        setDrafts((shown) => (sameReviewDrafts(shown, next) ? shown : next));
      }),
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

  // Row writes under way, and the rows' writes of what is still being typed: the order action
  // waits for both, so it never queues the order without the user's last change.
  const writing = useRef(new Set<Promise<void>>());
  const pendingWrites = useRef(new Set<() => void>());

  const editRow = useCallback(
    (row: ReviewRowView, values: SideValues<Side>) => {
      if (!side) return Promise.resolve();
      setSaveState('saving');
      const write = (async () => {
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
      })();
      writing.current.add(write);
      void write.finally(() => writing.current.delete(write));
      return write;
    },
    [side, userId, orderCode, details.version],
  );

  const markPending = useCallback(() => setSaveState('saving'), []);

  const registerPendingWrite = useCallback((write: () => void) => {
    pendingWrites.current.add(write);
    return () => void pendingWrites.current.delete(write);
  }, []);

  const submit = useCallback(async () => {
    if (!side) return false;
    for (const write of [...pendingWrites.current]) write();
    await Promise.all([...writing.current]);
    setSaveState('saving');
    try {
      // The drafts as stored now, not as last rendered: the writes just awaited are in them.
      const drafts = reviewDrafts(await readDrafts(offlineDatabase(), userId, orderCode));
      const id = await queueReview(offlineDatabase(), {
        userId,
        details,
        drafts,
        side,
        arbpl,
        now: Date.now(),
      });
      setSaveState(id === null ? 'idle' : 'queued');
      if (id !== null) {
        setSubmitted(id);
        requestSync();
      }
      return id !== null;
    } catch (error) {
      setSaveState(isQuotaError(error) ? 'full' : 'failed');
      return false;
    }
  }, [side, userId, orderCode, details, arbpl]);

  const queuedCount = drafts.filter((d) => d.queuedBy !== null).length;
  const followed = submitted ?? drafts.find((d) => d.queuedBy !== null)?.queuedBy ?? null;
  // "Enviando" lasts until the server answered: the acknowledgement (the entry leaves the outbox)
  // makes it "sent", a refusal or conflict "attention". An edit made since keeps its own state.
  useEffect(() => {
    if (followed === null) return;
    return followEntry(offlineDatabase(), followed, (outcome) =>
      setSaveState((state) =>
        state === 'queued' || state === 'idle'
          ? outcome.state === 'done'
            ? 'sent'
            : 'attention'
          : state,
      ),
    );
  }, [followed]);
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
    registerPendingWrite,
    submit,
    queuedCount,
    unsent,
  };
}
