import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import { OrderStatusBadge } from '../../blocks/OrderStatusBadge';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import type { MirrorState } from '../../data/mirror-state';
import type { DashboardRow } from '../../domain/insights/customer-insights';
import { formatMoney } from '../../domain/money';
import { orderNumberLabel } from '../../domain/order-display-name';
import { pathOf } from '../../entities/derive/portal-routes';
import { dashboardDay } from './dashboard-day';

type RecentOrdersProps = {
  orders: readonly DashboardRow[];
  supplierName: (agreementID: unknown) => string;
  timeZone: string;
  mirror: MirrorState;
};

/** The latest orders, each a link to it with its day, supplier, number, state and total. */
export function RecentOrders({ orders, supplierName, timeZone, mirror }: RecentOrdersProps) {
  return (
    <>
      <Title order={2} size="h3">
        Recent orders
      </Title>
      <Card withBorder padding="md" data-testid="recent-orders">
        {orders.length === 0 ? (
          <MirrorEmptyView mirror={mirror}>
            <Text c="dimmed">No orders yet</Text>
          </MirrorEmptyView>
        ) : (
          <Stack gap="xs">
            {orders.map((order) => (
              <Group key={order.id} justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Anchor component={Link} to={pathOf('purchase-order', order.id)} size="sm">
                    {[
                      dashboardDay(order['dueDate'], timeZone),
                      supplierName(order['supplyAgreementID']),
                      orderNumberLabel(order, 'buyer'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Anchor>
                  <Group gap={4}>
                    <OrderStatusBadge row={order} />
                    <SyncStateBadge row={order} />
                  </Group>
                </Stack>
                <Text size="sm">{formatMoney(Number(order['amountTotal'] ?? 0))}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </>
  );
}
