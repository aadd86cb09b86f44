import type { AnyRecord } from '../domain/unknown-values';
/** Where a mirror record stands against the server (the data layer keeps it in `_syncState`). */
export type RecordSyncState = 'synced' | 'pending' | 'conflict' | 'failed';

const STATES: readonly RecordSyncState[] = ['synced', 'pending', 'conflict', 'failed'];

/**
 * A row's sync state and, when a write failed, the server's message.
 * @example rowSyncState({ id: 'p1', _syncState: 'failed', _syncMessage: 'Name is taken' }) // { state: 'failed', message: 'Name is taken' }
 */
export function rowSyncState(row: Readonly<AnyRecord>): {
  state: RecordSyncState;
  message: string | null;
} {
  const raw = row._syncState;
  const state = STATES.find((candidate) => candidate === raw) ?? 'synced';
  const message = typeof row._syncMessage === 'string' && row._syncMessage !== '' ? row._syncMessage : null;
  return { state, message };
}
