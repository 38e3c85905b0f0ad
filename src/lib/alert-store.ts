/**
 * The alert bar's queue (spec 1 §4 Alerts): success, warning, error (and info) alerts that close
 * themselves after 5000 ms unless sticky. Messages are HTML and are sanitized where rendered.
 */
import { createStore } from './external-store';

export type AlertType = 'success' | 'warning' | 'error' | 'info';

export interface Alert {
  id: number;
  type: AlertType;
  /** HTML as the server or the app wrote it; rendered through sanitizeHtml. */
  message: string;
  sticky: boolean;
}

export const ALERT_TIMEOUT_MS = 5000;

export const alertStore = createStore<readonly Alert[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showAlert(input: { type: AlertType; message: string; sticky?: boolean }): number {
  const id = nextId++;
  const alert: Alert = {
    id,
    type: input.type,
    message: input.message,
    sticky: input.sticky ?? false,
  };
  alertStore.set((alerts) => [...alerts, alert]);
  if (!alert.sticky) {
    timers.set(
      id,
      setTimeout(() => dismissAlert(id), ALERT_TIMEOUT_MS),
    );
  }
  return id;
}

export function dismissAlert(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  alertStore.set((alerts) => alerts.filter((a) => a.id !== id));
}

/** Clears every alert (spec: on every route change). */
export function clearAlerts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  if (alertStore.get().length > 0) alertStore.set([]);
}
