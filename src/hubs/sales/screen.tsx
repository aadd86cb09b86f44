import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useSession } from '../../session/session-context';
import { MirrorEmptyView } from '../../blocks/MirrorEmpty';
import { OrderStatusBadge } from '../../blocks/OrderStatusBadge';
import { TourOnDemand } from '../../blocks/TourOnDemand';
import type { MirrorState } from '../../data/mirror-state';
import { useMirrorState } from '../../data/use-mirror-state';
import { useRecords } from '../../data/use-records';
import { DATE_FORMAT, formatInZone } from '../../domain/formats';
import { formatMoney, sumMoney } from '../../domain/money';
import { addDays, dayStart, localDayOf } from '../../domain/local-day';
import { pathOf } from '../../entities/derive/portal-routes';
import { routeTour } from '../../navigation/route-tours';
import { useGoHome } from '../../navigation/use-go-home';
import { useRouteMeta } from '../../navigation/use-route-meta';
import { sessionTimeZone } from '../../session/portal-access';
import { missingCustomers, ordersByCustomer, type CustomerDay } from './flow';

/** What the hub reads: until their first pull is done, an empty day is "loading", not "no orders". */
const SALES_SECTIONS = ['customer-orders', 'customers', 'standing-customer-orders'] as const;

/**
 * /hub/sales: today's and tomorrow's customer orders by customer with status and totals, the
 * customers who usually have ordered by now but have not, and the instant order.
 */
export default function SalesHub() {
  const { session } = useSession();
  const timeZone = sessionTimeZone(session);
  const navigate = useNavigate();
  const orders = useRecords('customer-orders');
  const customers = useRecords('customers');
  const standing = useRecords('standing-customer-orders');
  const mirror = useMirrorState(SALES_SECTIONS);
  const [now] = useState(() => new Date());
  const today = localDayOf(now, timeZone);
  const tomorrow = addDays(today, 1);
  const days = useMemo(
    () =>
      [today, tomorrow].map((day) => ({
        day,
        groups: ordersByCustomer(orders ?? [], customers ?? [], day, timeZone),
      })),
    [orders, customers, today, tomorrow, timeZone],
  );
  const missing = useMemo(
    () => missingCustomers(orders ?? [], customers ?? [], standing ?? [], now, timeZone),
    [orders, customers, standing, now, timeZone],
  );
  const open = (href: string) => void navigate({ href });
  const meta = useRouteMeta();
  const goHome = useGoHome();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The tour's steps, player and the button's tooltip load when its button is first pointed at or tapped.
  const tourName = routeTour(pathname);

  return (
    <Stack gap="md" p="md" data-testid="sales-hub">
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={1} data-tour="page-title">
            Sales Hub
          </Title>
          {tourName !== null && <TourOnDemand name={tourName} />}
        </Group>
        <Group gap="xs">
          <Button size="md" variant="default" onClick={goHome} data-tour="page-home">
            Home
          </Button>
          <Button
            size="md"
            onClick={() => open(`${pathOf('customer-order', 'new')}?mode=instant`)}
            data-tour="instant-order"
          >
            Instant Order
          </Button>
        </Group>
      </Group>
      {meta.description !== undefined && <Text data-tour="page-description">{meta.description}</Text>}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {days.map(({ day, groups }, index) => (
          <DayColumn
            key={day}
            title={`${index === 0 ? 'Today' : 'Tomorrow'} ${formatInZone(dayStart(day, timeZone), DATE_FORMAT, timeZone)}`}
            groups={groups}
            mirror={mirror}
            onOpen={(id) => open(pathOf('customer-order', id))}
          />
        ))}
        <Card withBorder data-testid="missing-customers">
          <Title order={2} size="h4" mb="sm">
            Usually ordered by now
          </Title>
          {missing.length === 0 ? (
            <MirrorEmptyView mirror={mirror}>
              <Text c="dimmed" size="sm">
                Everyone who usually orders by now has ordered
              </Text>
            </MirrorEmptyView>
          ) : (
            <Stack gap="xs">
              {missing.map((customer) => (
                <Group key={customer.agreementID} justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {customer.customerName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {customer.weeks >= 2 ? `Usually by ${customer.usualTime}` : customer.usualTime}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="light"
                    onClick={() =>
                      open(
                        `${pathOf('customer-order', 'new')}?supplyAgreementID=${encodeURIComponent(customer.agreementID)}`,
                      )
                    }
                  >
                    Order
                  </Button>
                </Group>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function DayColumn({
  title,
  groups,
  mirror,
  onOpen,
}: {
  title: string;
  groups: CustomerDay[];
  mirror: MirrorState;
  onOpen: (id: string) => void;
}) {
  const total = sumMoney(groups.map((group) => group.total));
  // An empty day before the orders are here has no total yet: $0.00 would say there is none.
  const known = groups.length > 0 || mirror.state === 'ready';
  return (
    <Card withBorder data-testid="sales-day">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {known && <Text fw={700}>{formatMoney(total)}</Text>}
      </Group>
      {groups.length === 0 && (
        <MirrorEmptyView mirror={mirror}>
          <Text c="dimmed" size="sm">
            No orders
          </Text>
        </MirrorEmptyView>
      )}
      <Stack gap="sm">
        {groups.map((group) => (
          <Stack key={group.agreementID} gap={2}>
            <Group justify="space-between">
              <Text fw={600} size="sm">
                {group.customerName}
              </Text>
              <Text size="sm">{formatMoney(group.total)}</Text>
            </Group>
            {group.orders.map((order) => (
              <UnstyledButton key={order.id} onClick={() => onOpen(order.id)} style={{ minHeight: 32 }}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="xs">
                    <Text size="sm">{order.number}</Text>
                    <OrderStatusBadge
                      row={{
                        isConfirmed: order.status !== 'unconfirmed',
                        isDispatched: order.status === 'dispatched',
                      }}
                    />
                    {order.pending && (
                      <Badge color="gray" variant="light" size="sm">
                        Pending
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm">{formatMoney(order.total)}</Text>
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
