import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { initialStatus, type SyncStatus } from '../../sync/sync-status';
import { STATUS_ROW } from './bulktrade-db';
import { useData } from './data-context';
import { usePendingCount } from './use-pending-count';

function subscribeOnline(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.onLine;
}

/**
 * Whether this page is online, live (the browser's online and offline events).
 * @example const online = useIsOnline();
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/**
 * The sync status for the status bar: what the syncing tab's engine last wrote to the
 * sync-state table, with this tab's own online state and the live outbox count on top
 * (so a non-leader tab shows the same picture).
 * @example const { online, pending, lastSyncedAt, firstPull } = useSyncStatus();
 */
export function useSyncStatus(): SyncStatus {
  const { db } = useData();
  const online = useIsOnline();
  const pending = usePendingCount();
  const saved = useLiveQuery(async () => (await db.syncState.get(STATUS_ROW))?.status ?? null, [db]);
  return { ...(saved ?? initialStatus(online)), online, pending };
}
