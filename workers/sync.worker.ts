import { expose } from 'comlink';
import { browserSyncWorkerDeps } from '../src/data/sync-worker-deps';
import { createSyncWorkerApi } from '../sync/sync-worker-api';

// The sync worker: the engine over the Dexie mirror and fetch, exposed to the page.
expose(createSyncWorkerApi(browserSyncWorkerDeps(self)));
