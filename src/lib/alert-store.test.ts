import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALERT_TIMEOUT_MS,
  alertStore,
  clearAlerts,
  clearAlertsOnNavigation,
  dismissAlert,
  markShown,
  showAlert,
} from './alert-store';
import { sanitizeHtml } from './sanitize-html';

describe('alert store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearAlerts();
    vi.useRealTimers();
  });

  it('closes an alert by itself 5000 ms after it is on screen', () => {
    const id = showAlert({ type: 'success', message: 'Registro creado exitosamente' });
    expect(alertStore.get()).toHaveLength(1);
    // A page still rendering: the alert is not on screen yet, so its time has not started.
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS * 2);
    expect(alertStore.get()).toHaveLength(1);
    markShown(id);
    markShown(id);
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS - 1);
    expect(alertStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(alertStore.get()).toHaveLength(0);
  });

  it('keeps a sticky alert until it is closed', () => {
    const id = showAlert({ type: 'error', message: 'Su sesión ha expirado', sticky: true });
    markShown(id);
    vi.advanceTimersByTime(60_000);
    expect(alertStore.get().map((a) => a.id)).toEqual([id]);
    dismissAlert(id);
    expect(alertStore.get()).toHaveLength(0);
  });

  it('clears every alert on a route change', () => {
    markShown(showAlert({ type: 'warning', message: 'a' }));
    showAlert({ type: 'error', message: 'b', sticky: true });
    clearAlertsOnNavigation();
    expect(alertStore.get()).toHaveLength(0);
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS);
    expect(alertStore.get()).toHaveLength(0);
  });

  it('keeps a carried alert through the next route change only', () => {
    markShown(showAlert({ type: 'success', message: 'a' }));
    const carried = showAlert({
      type: 'error',
      message: 'signed out',
      sticky: true,
      carried: true,
    });
    clearAlertsOnNavigation();
    expect(alertStore.get().map((a) => a.message)).toEqual(['signed out']);
    clearAlertsOnNavigation();
    expect(alertStore.get()).toHaveLength(0);
    expect(carried).toBeGreaterThan(0);
  });

  it('lets a carried alert that is not sticky close by itself on the new page', () => {
    const id = showAlert({ type: 'warning', message: 'moved', carried: true });
    markShown(id);
    clearAlertsOnNavigation();
    expect(alertStore.get()).toHaveLength(1);
    vi.advanceTimersByTime(ALERT_TIMEOUT_MS);
    expect(alertStore.get()).toHaveLength(0);
  });
});

describe('sanitizeHtml', () => {
  // What it keeps and strips is proven in a real browser (tests/e2e/sanitize-html.spec.ts): in
  // happy-dom DOMPurify keeps scripts and handlers, so there the text must come back inert.
  it('answers the HTML as text where DOMPurify does not clean it (happy-dom): nothing can run', () => {
    const html =
      '<b>Hola</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const clean = sanitizeHtml(html);
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('<img');
    expect(clean).not.toContain('<a ');
    const shown = document.createElement('div');
    shown.innerHTML = clean;
    expect(shown.children).toHaveLength(0);
    expect(shown.textContent).toBe(html);
  });
});
