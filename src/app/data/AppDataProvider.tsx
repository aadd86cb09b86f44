import { useEffect, useState, type ReactNode } from 'react';
import { BulktradeDB } from '../../data/bulktrade-db';
import { createDataApi, DataContext, type DataApi } from '../../data/data-context';
import { installDataDevHooks } from '../../data/dev-hooks';
import { startSyncClient, type SyncClient } from '../../data/sync-client';
import { fetchRelay } from '../../../sync/relayed-transport';
import { isTrainingFlagSet } from '../training/training-flag';
import type { SessionStore } from '../session/session-store';

export type AppDataProviderProps = {
  sessions: SessionStore;
  /** Called with the current path when the sync engine meets a 401 (the spec's error catalogue). */
  onUnauthorized: (path: string) => void;
  children: ReactNode;
  /** Tests pass their own database and sync client; the app uses IndexedDB and the worker. */
  makeData?: () => DataApi;
  startSync?: () => SyncClient;
};

/**
 * The mirror and the sync worker for the whole app: screens read and write the mirror
 * (DataContext), the worker syncs it for whoever is signed in.
 */
const trainingRelay = fetchRelay(() => (request) => window.fetch(request));

export function AppDataProvider({ sessions, onUnauthorized, children, makeData, startSync }: AppDataProviderProps) {
  const [data] = useState<DataApi>(() => (makeData ? makeData() : createDataApi(new BulktradeDB())));

  useEffect(() => {
    const sync = startSync ? startSync() : startSyncClient();
    const share = () => {
      // In training mode the services answer in this page, so the worker's requests come here.
      // Entering or leaving training changes the session, so the worker learns it in time.
      void sync.useRelay(isTrainingFlagSet() ? trainingRelay : null);
      void sync.setSession(sessions.current());
    };
    share();
    // Browser tests only (opt-in with ?btTestHooks=1): see src/data/dev-hooks.ts for why.
    installDataDevHooks({ ...data, resolveConflict: (entity, id, choice) => sync.api.resolveConflict(entity, id, choice), syncNow: () => sync.api.syncNow() });
    const stopSessions = sessions.subscribe(share);
    let reported: string | null = null;
    const stopStatus = sync.subscribe((status) => {
      // Each new 401 is handled once; a fresh session clears it.
      if (status.auth !== null && status.auth !== reported) onUnauthorized(window.location.pathname + window.location.search);
      reported = status.auth;
    });
    return () => {
      stopSessions();
      stopStatus();
      void sync.close();
    };
  }, [sessions, onUnauthorized, startSync, data]);

  return <DataContext value={data}>{children}</DataContext>;
}
