import { liveQuery } from 'dexie';
import { BulktradeDB } from '../../data/bulktrade-db';
import { createDataApi } from '../../data/create-data-api';
import { claimUnowned } from '../../data/mirror-owner';
import { ownerOf } from '../../../sync/outbox-owner';
import { readStoredSession } from '../../session/session-storage';
import type { DataApi } from '../../data/data-context';
import { installDataDevHooks } from '../../data/dev-hooks';
import { startSyncClient } from '../../data/sync-client';
import { fetchRelay, type Relay } from '../../../sync/relayed-transport';
import { syncedEntities } from '../../../sync/synced-entities';

// The app's data layer: the Dexie mirror, the write path and the sync worker's client. Its own
// chunk, loaded by AppDataProvider once someone signs in (or a screen asks for the data): a
// visitor of the home page or the sign-in page does not load Dexie.

/** The person whose session is stored on this device: each write is theirs. */
const signedIn = () => ownerOf(readStoredSession(localStorage));

/**
 * The mirror database of this browser and the write path over it. Writes queued before writes
 * had owners are claimed for the session stored on the device (they were made in it).
 */
export function openAppData(): DataApi {
  const db = new BulktradeDB({ owner: signedIn });
  claimUnowned(db, signedIn()).catch((error: unknown) =>
    console.warn('Unsent writes could not be claimed for the session.', error),
  );
  return createDataApi(db, signedIn);
}

/**
 * Calls `onCount` with the number of queued writes now and whenever it changes (in any tab);
 * answers the stop.
 * @example const stop = watchUnsent(data.db, (count) => reloadHolds().setUnsent(count));
 */
export function watchUnsent(db: BulktradeDB, onCount: (count: number) => void): () => void {
  const subscription = liveQuery(() => db.outbox.count()).subscribe({
    next: onCount,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

/** In training mode the services answer in this page, so the worker's requests come here. */
export const trainingRelay: Relay = fetchRelay(() => (request) => window.fetch(request));

/**
 * The browser tests' hooks (src/data/dev-hooks.ts), in every build but `npm start`'s production
 * one: there the mode is a constant, so this is undefined and the hooks' module is left out.
 */
export const installTestHooks = import.meta.env.MODE === 'production' ? undefined : installDataDevHooks;

export { startSyncClient, syncedEntities };
