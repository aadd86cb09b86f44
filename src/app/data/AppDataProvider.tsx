import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DataContext, DataRequestContext, type DataApi } from '../../data/data-context';
import type { SyncClient } from '../../data/sync-client';
import { reloadHolds } from '../../blocks/pwa/reload-holds';
import { SyncedSectionsContext } from '../../data/synced-sections-context';
import { isTrainingFlagSet } from '../training/training-flag';
import type { SessionStore } from '../../session/session-store';
import { sessionWithAccess } from './session-access';

export type AppDataProviderProps = {
  sessions: SessionStore;
  /** Called with the current path when the sync engine meets a 401 (the spec's error catalogue). */
  onUnauthorized: (path: string) => void;
  children: ReactNode;
  /** Tests pass their own database and sync client; the app uses IndexedDB and the worker. */
  makeData?: () => DataApi;
  startSync?: () => SyncClient;
  /** Where this device stands (a warehouse tablet's remembered location): each pull names it. */
  deviceLocationID?: string | null;
};

/** The device's location as the worker's session carries it, told to whoever listens when it changes. */
type DevicePlace = {
  current(): string | null;
  set(id: string | null): void;
  subscribe(listener: () => void): () => void;
};

function devicePlace(initial: string | null): DevicePlace {
  let id = initial;
  const listeners = new Set<() => void>();
  return {
    current: () => id,
    set(next) {
      if (next === id) return;
      id = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type DataLayer = typeof import('./app-data-layer');

/**
 * The data layer, loaded once per provider: `load` answers the same promise on every call
 * (useData suspends on it), and `onLoaded` hands the API to the provider's state.
 */
function dataLoader(makeData: (() => DataApi) | undefined, onLoaded: (api: DataApi) => void) {
  let api: DataApi | null = makeData === undefined ? null : makeData();
  let layer: Promise<DataLayer> | null = null;
  let loading: Promise<DataApi> | null = api === null ? null : Promise.resolve(api);
  const loadLayer = () => (layer ??= import('./app-data-layer'));
  return {
    current: () => api,
    layer: loadLayer,
    load(): Promise<DataApi> {
      loading ??= loadLayer().then(
        (loaded) => {
          api ??= loaded.openAppData();
          onLoaded(api);
          return api;
        },
        (error: unknown) => {
          // A chunk that could not load is asked for again next time.
          loading = null;
          layer = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The mirror and the sync worker for the whole app: screens read and write the mirror
 * (DataContext), the worker syncs it for whoever is signed in. Both load with their own
 * chunk (app-data-layer.ts, Dexie among it) once someone is signed in, or when a screen asks
 * for the data first, so the home and sign-in pages load without them.
 */
export function AppDataProvider({
  sessions,
  onUnauthorized,
  children,
  makeData,
  startSync,
  deviceLocationID = null,
}: AppDataProviderProps) {
  // A tablet moved to another place pulls that place's consignments at once (the worker syncs on a new session).
  const [place] = useState(() => devicePlace(deviceLocationID));
  useEffect(() => place.set(deviceLocationID), [place, deviceLocationID]);
  const [loaded, setLoaded] = useState<DataApi | null>(null);
  const [loader] = useState(() => dataLoader(makeData, setLoaded));
  const data = loaded ?? loader.current();
  // The sections the engine pulls for this session: screens wait for those first pulls only.
  const session = useSyncExternalStore(sessions.subscribe, sessions.current, sessions.current);
  // Computed by the data layer's chunk (the registry comes with it), once it has loaded.
  const [layer, setLayer] = useState<DataLayer | null>(null);
  const synced = useMemo(() => (layer === null ? null : layer.syncedEntities(session)), [layer, session]);

  useEffect(() => {
    if (data !== null) return undefined;
    const wanted = () => {
      if (sessions.current() !== null)
        loader.load().catch((error: unknown) => console.error('The data layer could not load.', error));
    };
    wanted();
    return sessions.subscribe(wanted);
  }, [data, loader, sessions]);

  useEffect(() => {
    if (data === null) return undefined;
    let stop: (() => void) | null = null;
    let ended = false;
    void loader.layer().then((loadedLayer) => {
      if (ended) return;
      setLayer(loadedLayer);
      stop = connectSync(loadedLayer, data, {
        sessions,
        place,
        onUnauthorized,
        ...(startSync === undefined ? {} : { startSync }),
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [data, loader, sessions, onUnauthorized, startSync, place]);

  return (
    <DataRequestContext value={loader.load}>
      <DataContext value={data}>
        <SyncedSectionsContext value={synced}>{children}</SyncedSectionsContext>
      </DataContext>
    </DataRequestContext>
  );
}

/** Starts the sync worker for the session as it changes; answers the stop. */
function connectSync(
  layer: DataLayer,
  data: DataApi,
  options: {
    sessions: SessionStore;
    place: DevicePlace;
    onUnauthorized: (path: string) => void;
    startSync?: () => SyncClient;
  },
): () => void {
  const { sessions, place, onUnauthorized } = options;
  const sync = options.startSync ? options.startSync() : layer.startSyncClient();
  const share = () => {
    // In training mode the services answer in this page, so the worker's requests come here.
    // Entering or leaving training changes the session, so the worker learns it in time.
    void sync.useRelay(isTrainingFlagSet() ? layer.trainingRelay : null);
    const session = sessions.current();
    void sync.setSession(session === null ? null : { ...session, deviceLocationID: place.current() });
  };
  share();
  // Browser tests only (their build, opt-in with ?btTestHooks=1): see src/data/dev-hooks.ts for why.
  layer.installTestHooks?.({
    ...data,
    resolveConflict: (entity, id, choice) => sync.api.resolveConflict(entity, id, choice),
    syncNow: () => sync.api.syncNow(),
  });
  const stopSessions = sessions.subscribe(share);
  const stopPlace = place.subscribe(share);
  // An app update never reloads the page while writes wait to be sent (src/blocks/pwa/reload-holds.ts).
  const stopUnsent = layer.watchUnsent(data.db, (count) => reloadHolds().setUnsent(count));
  let reported: string | null = null;
  const stopStatus = sync.subscribe((status) => {
    // Each new 401 is handled once; a fresh session clears it. The engine syncs only for a
    // session, so a 401 seen with none is the answer to a round of the session just ended
    // (logging out revokes its token): nothing to tell the person who logged out.
    if (status.auth !== null && status.auth !== reported && sessions.current() !== null)
      onUnauthorized(window.location.pathname + window.location.search);
    reported = status.auth;
    // The user's current role, as the services told the engine: menus and guards follow it (and the worker, through share).
    const refreshed = sessionWithAccess(sessions.current(), status.access);
    if (refreshed !== null) sessions.set(refreshed);
  });
  return () => {
    stopSessions();
    stopPlace();
    stopUnsent();
    stopStatus();
    void sync.close();
  };
}
