import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS, orderStatus, type OrderStatus } from '../domain/order-status';

const COLOURS: Readonly<Record<OrderStatus, string>> = { unconfirmed: 'yellow', confirmed: 'blue', dispatched: 'green' };

/**
 * An order's status as a badge: Unconfirmed, Confirmed or Dispatched.
 * @example <OrderStatusBadge row={{ isConfirmed: true }} /> // Confirmed
 */
export function OrderStatusBadge({ row }: { row: Readonly<Record<string, unknown>> }) {
  const status = orderStatus(row);
  return (
    <Badge color={COLOURS[status]} variant="light" size="sm">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
