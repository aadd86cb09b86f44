import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';
import { formatInZone } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { ORDER_STATUS_LABELS } from '../../domain/order-status';
import { pathOf } from '../../navigation/portal-routes';
import { PHASE_LABELS, type OpenedRun } from './flow';
import { STATUS_COLOURS } from './slot-colours';

/** The opened run: its cut-off, the orders placed in it and the customers who have not ordered yet. */
export function SlotRunDetail({
  opened,
  time,
  timeZone,
}: {
  opened: OpenedRun;
  time: (instant: string) => string;
  timeZone: string;
}) {
  return (
    <Stack gap="sm" data-testid="slot-run-detail">
      <Text size="sm">
        Delivered by {time(opened.cell.deliverBy)}; order by{' '}
        {formatInZone(opened.cell.orderBy, 'EEEE dd LLL hh:mm a', timeZone)}.{' '}
        {PHASE_LABELS[opened.cell.phase]}.
      </Text>
      {opened.cell.orders.length === 0 ? (
        <MirrorEmpty names={['customer-orders']} size="sm">
          <Text c="dimmed">No orders in this run yet.</Text>
        </MirrorEmpty>
      ) : (
        <Stack
          gap={6}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Orders in this run"
        >
          {opened.cell.orders.map((placed) => (
            <Group component="li" key={placed.id} justify="space-between" wrap="wrap" gap="xs" mih={48}>
              <Anchor component={Link} to={pathOf('customer-order', placed.id)} fw={600}>
                {placed.customer}
                {placed.number === '' ? '' : ` #${placed.number}`}
              </Anchor>
              <Group gap="xs">
                <Badge size="sm" variant="light" color={STATUS_COLOURS[placed.status]} c="dark.8">
                  {ORDER_STATUS_LABELS[placed.status]}
                </Badge>
                <Text size="sm" fw={600}>
                  {formatMoney(placed.amountTotal)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {opened.notOrderedYet.length > 0 ? (
        <Text size="sm">Not ordered yet: {opened.notOrderedYet.join(', ')}.</Text>
      ) : null}
      <Text fw={600}>Total {formatMoney(opened.cell.amountTotal)}</Text>
    </Stack>
  );
}
