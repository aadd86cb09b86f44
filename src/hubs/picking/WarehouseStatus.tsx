import { Badge, Group } from '@mantine/core';
import { useSyncStatus } from '../../data/use-sync-status';

/**
 * What a tablet on the warehouse floor needs to know about the network: whether the shift's
 * records are in the mirror (Ready offline), whether it is offline, and how many changes wait.
 */
export function WarehouseStatus() {
  const status = useSyncStatus();
  return (
    <Group gap="xs" aria-label="Sync status">
      {status.firstPull.done ? (
        <Badge color="teal.9" variant="filled" size="lg">Ready offline</Badge>
      ) : (
        <Badge color="dark" variant="light" size="lg">Loading for offline…</Badge>
      )}
      {!status.online && <Badge color="red.9" size="lg">Offline</Badge>}
      <Badge color={status.pending > 0 ? 'blue.9' : 'dark'} variant="outline" size="lg" data-testid="pending-count">
        {status.pending} pending
      </Badge>
    </Group>
  );
}
