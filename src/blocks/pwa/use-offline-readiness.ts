import { useSyncExternalStore } from 'react';
import { useMirrorState } from '../../data/use-mirror-state';
import { offlineReadiness, type OfflineReadiness } from '../../domain/offline-readiness';
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
 * read from the mirror's sync state the way every screen reads it (useMirrorState), so it holds
 * after a reload, offline too.
 * @example const readiness = useOfflineReadiness(['customer-consignments', 'products']); readiness.words // 'Ready offline'
 */
export function useOfflineReadiness(needs: readonly string[], records?: ScreenRecords): OfflineReadiness {
  const mirror = useMirrorState(needs);
  const shell = useSyncExternalStore(subscribeShell, shellSnapshot, () => 'unsupported' as const);
  const known = mirror.total > 0 || mirror.state === 'ready' || needs.length === 0;
  const loading = [...mirror.loading];
  if (records !== undefined && !records.ready && known) loading.push(records.label);
  return offlineReadiness({ shell, loading, known, online: mirror.online });
}
