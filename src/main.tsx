import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { App } from './app/App';
import { registerAppServiceWorker } from './blocks/pwa/register-app-service-worker';
import { installTrainingQueryHook, resumeTrainingIfActive } from './app/training/training-mode';
import { forgetFailedStylesheets } from './routes/screen-chunk';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/**
 * Training mode's services must answer before the app's first request; outside training the
 * app's own service worker takes the scope. Not a top-level await: the entry shares its chunk
 * with the rest of the first page (vite.config.ts), lazy chunks (training's services among
 * them) import from that chunk, and a module still awaiting at its top level would keep them
 * waiting for it, so a reload in training mode would never render.
 */
async function start(root: HTMLElement): Promise<void> {
  forgetFailedStylesheets(window);
  await resumeTrainingIfActive();
  void registerAppServiceWorker();
  void installTrainingQueryHook();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start(container);
