/**
 * The alert bar's queue (spec 1 §4 Alerts): success, warning, error (and info) alerts that close
 * themselves 5000 ms after they appear on screen, unless sticky. The time counts from when the bar
 * showed the alert (markShown), not from when it was raised: on a busy tablet the page may take
 * seconds to render, and an alert must not vanish before anyone could read it. Messages are HTML
 * and are sanitized where rendered.
 */
import { createStore } from './external-store';

export type AlertType = 'success' | 'warning' | 'error' | 'info';

export interface Alert {
  id: number;
  type: AlertType;
  /** HTML as the server or the app wrote it; rendered through sanitizeHtml. */
  message: string;
  sticky: boolean;
  /**
   * Kept through the next route change: a message that explains why the user lands on another
   * page (e.g. signed out at the fourth code send) must be seen there.
   */
  carried: boolean;
}

export const ALERT_TIMEOUT_MS = 5000;

export const alertStore = createStore<readonly Alert[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showAlert(input: {
  type: AlertType;
  message: string;
  sticky?: boolean;
  carried?: boolean;
}): number {
  const id = nextId++;
  const alert: Alert = {
    id,
    type: input.type,
    message: input.message,
    sticky: input.sticky ?? false,
    carried: input.carried ?? false,
  };
  alertStore.set((alerts) => [...alerts, alert]);
  return id;
}

/** The bar has put the alert on screen: a non-sticky one closes ALERT_TIMEOUT_MS later. */
export function markShown(id: number): void {
  const alert = alertStore.get().find((a) => a.id === id);
  if (!alert || alert.sticky || timers.has(id)) return;
  timers.set(
    id,
    setTimeout(() => dismissAlert(id), ALERT_TIMEOUT_MS),
  );
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

/**
 * A route change: clears every alert but the carried ones, which stay on the new page (once: the
 * route change after that clears them too).
 */
export function clearAlertsOnNavigation(): void {
  const alerts = alertStore.get();
  if (alerts.length === 0) return;
  const kept = alerts.filter((a) => a.carried);
  for (const [id, timer] of timers) {
    if (kept.some((a) => a.id === id)) continue;
    clearTimeout(timer);
    timers.delete(id);
  }
  alertStore.set(kept.map((a) => ({ ...a, carried: false })));
}
