import { expose } from 'comlink';
import { createInsightsWorkerApi } from '../src/data/insights/insights-worker-api';

// The insights worker: dashboard and statistics aggregation over the Dexie mirror, off the page's thread.
expose(createInsightsWorkerApi());
