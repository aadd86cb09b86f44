import { Alert, Group, Text } from '@mantine/core';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import type { MirrorRow } from '../../data/mirror-row';
import { formatMoney } from '../../domain/money';
import { orderNumberText } from '../../domain/ordering/order-editor-state';
import { dashboardDay } from './dashboard-day';

type PlacedOrderAlertProps = {
  order: MirrorRow<'purchase-orders'>;
  supplierName: (agreementID: unknown) => string;
  timeZone: string;
  onClose: () => void;
};

/** The order just placed: its supplier, number, day and total, and whether it is still to be sent. */
export function PlacedOrderAlert({ order, supplierName, timeZone, onClose }: PlacedOrderAlertProps) {
  return (
    <Alert
      color="green"
      title="Order placed"
      withCloseButton
      onClose={onClose}
      data-testid="order-placed"
      data-order-id={order.id}
    >
      <Group gap="xs">
        <Text size="sm">
          {supplierName(order.supplyAgreementID)} order{' '}
          <span data-testid="placed-number">{orderNumberText('purchase', order)}</span> due{' '}
          {dashboardDay(order.dueDate, timeZone)}, {formatMoney(Number(order.amountTotal ?? 0))}
        </Text>
        <SyncStateBadge row={order} />
      </Group>
      {order._syncState !== 'synced' && (
        <Text size="xs" c="dimmed">
          Sent as soon as you are online.
        </Text>
      )}
    </Alert>
  );
}
