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

export function isLoading(state: LoadingState): boolean {
  return state.route || state.tasks > 0;
}
