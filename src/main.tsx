import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n, signInTextsReady } from './app/i18n';
import { wireRouterEvents } from './app/router';
import { sessionController } from './features/session/session-controller';
import { registerServiceWorker } from './offline/service-worker-updates';

initI18n();
sessionController.start();
wireRouterEvents();

// Spanish texts are in the entry; English ones are one chunk away, fetched before the first render.
void signInTextsReady().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The worker is registered after the first paint so it never competes with the sign-in page.
window.addEventListener('load', () => void registerServiceWorker());
