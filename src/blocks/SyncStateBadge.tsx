import { Badge } from '@mantine/core';
import { lazy, Suspense, type ReactElement } from 'react';
import { AlertIcon } from './icons';
import { rowSyncState } from './record-sync-state';
import type { AnyRecord } from '../domain/unknown-values';

export const SYNC_STATE_LABELS = { pending: 'Pending', conflict: 'Conflict', failed: 'Failed' } as const;

// Loaded when a failed record shows; a chunk that cannot load (offline before the app is
// stored) leaves the badge without its tooltip, its accessible name still says the message.
const SyncFailedTooltip = lazy(() =>
  import('./SyncFailedTooltip').then(
    (module) => ({ default: module.SyncFailedTooltip }),
    () => ({ default: ({ children }: { label: string; children: ReactElement }) => children }),
  ),
);

/**
 * A record's sync state on its row: nothing when synced, Pending, Conflict, or Failed with
 * the server's message as the tooltip.
 * @example <SyncStateBadge row={row} />
 */
export function SyncStateBadge({ row }: { row: Readonly<AnyRecord> }) {
  const { state, message } = rowSyncState(row);
  if (state === 'synced') return null;
  if (state === 'pending')
    return (
      <Badge color="gray" variant="light" size="sm">
        {SYNC_STATE_LABELS.pending}
      </Badge>
    );
  if (state === 'conflict')
    return (
      <Badge color="orange" variant="light" size="sm">
        {SYNC_STATE_LABELS.conflict}
      </Badge>
    );
  const badge = (
    <Badge
      color="red"
      variant="light"
      size="sm"
      leftSection={<AlertIcon size={12} />}
      aria-label={message === null ? SYNC_STATE_LABELS.failed : `${SYNC_STATE_LABELS.failed}: ${message}`}
    >
      {SYNC_STATE_LABELS.failed}
    </Badge>
  );
  return (
    <Suspense fallback={badge}>
      <SyncFailedTooltip label={message ?? SYNC_STATE_LABELS.failed}>{badge}</SyncFailedTooltip>
    </Suspense>
  );
}
