import { Badge, Group } from '@mantine/core';
import { useEffect } from 'react';
import { usePendingCount } from '../../data/use-pending-count';
import { useOfflineReadiness } from '../pwa/use-offline-readiness';
import { OfflineReadyBadge } from './OfflineReadyBadge';
import { claimScreenStatus } from './screen-status';

/** What the warehouse floor's hubs read: their day's consignments, stock, batches, products and places. */
export const WAREHOUSE_RECORDS = [
  'customer-consignments',
  'products',
  'locations',
  'batches',
  'stock-items',
] as const;

export type DeviceStatusProps = {
  /** The navigation names the screen needs in the mirror to work offline. */
  needs?: readonly string[];
};

/**
 * What a shared tablet needs to know about the network: one status (ready offline, getting
 * ready with what is loading, or offline), and how many changes wait to be sent. While it is
 * shown the app bar shows no status of its own (screen-status.ts).
 * @example <DeviceStatus needs={['customer-consignments', 'products']} />
 */
export function DeviceStatus({ needs = WAREHOUSE_RECORDS }: DeviceStatusProps) {
  const readiness = useOfflineReadiness(needs);
  const pending = usePendingCount();
  useEffect(() => claimScreenStatus(), []);
  return (
    <Group gap="xs" aria-label="Sync status">
      <OfflineReadyBadge readiness={readiness} />
      <Badge color={pending > 0 ? 'blue.9' : 'dark'} variant="outline" size="lg" data-testid="pending-count">
        {pending} pending
      </Badge>
    </Group>
  );
}
