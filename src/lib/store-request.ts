/**
 * Spec 1 §4 "store requests": every request resets result to false and message to null; an
 * answered request stores its Result and Message; a failed one (no answer) stores only a message.
 */
import { useMemo } from 'react';
import { createStore, useStore, type Store } from './external-store';

export interface RequestState {
  result: boolean;
  message: string | null;
  pending: boolean;
}

export const IDLE_REQUEST: RequestState = { result: false, message: null, pending: false };

export interface RequestStore {
  state: Store<RequestState>;
  /** Runs a call under the store's rules; resolves with the answer, or null when it failed. */
  run<T extends { Result: boolean; Message: string | null }>(
    call: () => Promise<T>,
  ): Promise<T | null>;
  /** Forgets the last message (e.g. when a banner is dismissed). */
  dismiss(): void;
}

export function createRequestStore(): RequestStore {
  const state = createStore<RequestState>(IDLE_REQUEST);
  return {
    state,
    async run(call) {
      state.set({ result: false, message: null, pending: true });
      try {
        const answer = await call();
        state.set({ result: answer.Result, message: answer.Message, pending: false });
        return answer;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        state.set((prev) => ({ ...prev, message, pending: false }));
        return null;
      }
    },
    dismiss() {
      state.set((prev) => ({ ...prev, message: null }));
    },
  };
}

/** A request store owned by one component, with its state. */
export function useRequestStore(): [RequestState, RequestStore] {
  const store = useMemo(() => createRequestStore(), []);
  return [useStore(store.state), store];
}
