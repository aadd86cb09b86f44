import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import { syncedEntities } from '../../../sync/synced-entities';
import { useData } from '../../data/data-context';
import { useSyncStatus } from '../../data/use-sync-status';
import { offlineReadiness, type OfflineReadiness } from '../../domain/offline-readiness';
import { entityByName } from '../../entities/registry';
import { useSession } from '../session/session-context';
import { appShellStore } from './register-app-service-worker';

/** What a screen needs beyond whole sections: its own records (the journey and its stops), by name. */
export type ScreenRecords = { ready: boolean; label: string };

function subscribeShell(listener: () => void): () => void {
  return appShellStore().subscribe(listener);
}

function shellSnapshot() {
  return appShellStore().getSnapshot();
}

/**
 * The one offline readiness every hub and the shell show: the app shell stored and in control,
 * and the first pull of every section the screen needs (of those the person may see) finished,
 * read from the mirror's sync state, so it holds after a reload, offline too.
 * @example const readiness = useOfflineReadiness(['customer-consignments', 'products']); readiness.words // 'Ready offline'
 */
export function useOfflineReadiness(needs: readonly string[], records?: ScreenRecords): OfflineReadiness {
  const { db } = useData();
  const { session } = useSession();
  const { online } = useSyncStatus();
  const shell = useSyncExternalStore(subscribeShell, shellSnapshot, () => 'unsupported' as const);
  const sections = useMemo(() => {
    const visible = new Set(syncedEntities(session));
    return needs.filter((name) => visible.has(name));
  }, [needs, session]);
  const key = sections.join(',');
  const pulled = useLiveQuery(
    async () => {
      const names = key === '' ? [] : key.split(',');
      const states = await db.syncState.bulkGet(names);
      return names.filter((_, index) => states[index]?.firstPullDone !== true);
    },
    [db, key],
  );
  const loading = (pulled ?? []).map((name) => entityByName(name).label.toLowerCase());
  if (records !== undefined && !records.ready && pulled !== undefined) loading.push(records.label);
  return offlineReadiness({ shell, loading, known: pulled !== undefined, online });
}
