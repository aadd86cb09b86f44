import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { App } from './app/App';
import { registerAppServiceWorker } from './app/pwa/register-app-service-worker';
import { installTrainingQueryHook, resumeTrainingIfActive } from './app/training/training-mode';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

// Training mode's MSW must answer before the app's first request; outside training the
// app's own service worker takes the scope.
await resumeTrainingIfActive();
void registerAppServiceWorker();
void installTrainingQueryHook();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
