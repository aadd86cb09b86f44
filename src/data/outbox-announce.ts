import type { SyncSignal } from '../../sync/ports';

/** The channel every tab's page and sync worker share: writes and "sync now" reach the leader on it. */
export const SYNC_CHANNEL_NAME = 'bulktrade-sync';

/**
 * Reads a message of the sync channel.
 * @example signalOf({ type: 'outbox' }) // 'outbox'
 */
export function signalOf(message: unknown): SyncSignal | null {
  if (typeof message !== 'object' || message === null || !('type' in message)) return null;
  const type = message.type;
  return type === 'outbox' || type === 'sync-now' ? type : null;
}

/**
 * Posts a signal on the sync channel (to the leader, in whichever tab it runs).
 * @example postSyncSignal('sync-now')
 */
export function postSyncSignal(signal: SyncSignal): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SYNC_CHANNEL_NAME);
  channel.postMessage({ type: signal });
  channel.close();
}

/** Tells the leader a write is queued, so it pushes without waiting for the next timer. */
export function announceOutboxChange(): void {
  postSyncSignal('outbox');
}
