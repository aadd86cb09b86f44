import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS, orderStatus, type OrderStatus } from '../domain/order-status';
import type { AnyRecord } from '../domain/unknown-values';

const COLOURS: Readonly<Record<OrderStatus, string>> = {
  unconfirmed: 'yellow',
  confirmed: 'blue',
  dispatched: 'green',
};

/**
 * An order's status as a badge: Unconfirmed, Confirmed or Dispatched. The status colour tints
 * the badge; its words are the page's text colour, dark on a light skin and light on a dark one
 * (the light variant's own yellow and green words on their tint fail the 4.5:1 small text needs).
 * @example <OrderStatusBadge row={{ isConfirmed: true }} /> // Confirmed
 */
export function OrderStatusBadge({ row }: { row: Readonly<AnyRecord> }) {
  const status = orderStatus(row);
  return (
    <Badge color={COLOURS[status]} variant="light" size="sm" c="var(--mantine-color-text)">
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
