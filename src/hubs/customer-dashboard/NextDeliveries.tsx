import { Card, Group, Stack, Text } from '@mantine/core';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import { OrderStatusBadge } from '../../blocks/OrderStatusBadge';
import { SyncStateBadge } from '../../blocks/SyncStateBadge';
import type { MirrorState } from '../../data/mirror-state';
import type { DashboardRow } from '../../domain/insights/customer-insights';
import { formatMoney } from '../../domain/money';
import { dashboardDay } from './dashboard-day';

type NextDeliveriesProps = {
  rows: readonly DashboardRow[];
  supplierName: (agreementID: unknown) => string;
  timeZone: string;
  mirror: MirrorState;
};

/** The orders due from today on: the next one large, the few after it below. */
export function NextDeliveries({ rows, supplierName, timeZone, mirror }: NextDeliveriesProps) {
  const [next, ...later] = rows;
  return (
    <Card withBorder padding="md" data-testid="next-delivery">
      <Text size="sm" c="dimmed">
        Next deliveries
      </Text>
      {next === undefined ? (
        <MirrorEmptyView mirror={mirror}>
          <Text>No deliveries coming up</Text>
        </MirrorEmptyView>
      ) : (
        <Stack gap="sm">
          <Stack gap={4}>
            <Text fw={700} size="lg">
              {dashboardDay(next['dueDate'], timeZone)}
            </Text>
            <Group gap="xs">
              <Text>{supplierName(next['supplyAgreementID'])}</Text>
              <OrderStatusBadge row={next} />
              <SyncStateBadge row={next} />
            </Group>
            <Text size="sm">{formatMoney(Number(next['amountTotal'] ?? 0))}</Text>
          </Stack>
          {later.map((order) => (
            <Group key={order.id} justify="space-between" wrap="nowrap">
              <Text size="sm">
                {dashboardDay(order['dueDate'], timeZone)} {supplierName(order['supplyAgreementID'])}
              </Text>
              <Text size="sm">{formatMoney(Number(order['amountTotal'] ?? 0))}</Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
