/** The full-screen loading overlay: shown while a route resolves or a blocking task runs. */
import { createStore } from './external-store';

export interface LoadingState {
  route: boolean;
  tasks: number;
}

export const loadingStore = createStore<LoadingState>({ route: false, tasks: 0 });

export function setRouteLoading(route: boolean): void {
  loadingStore.set((s) => (s.route === route ? s : { ...s, route }));
}

/** Shows the overlay while `task` runs. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  loadingStore.set((s) => ({ ...s, tasks: s.tasks + 1 }));
  try {
    return await task();
  } finally {
    loadingStore.set((s) => ({ ...s, tasks: Math.max(0, s.tasks - 1) }));
  }
}

export function isLoading(state: LoadingState): boolean {
  return state.route || state.tasks > 0;
}
