import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, useReducer } from 'react';
import { useRecords } from '../../data/use-records';
import { formatInZone } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { dayStart, localDayOf, type LocalDay } from '../../domain/order-dates';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/order-status';
import { pathOf } from '../../routes/portal-routes';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { boardReducer, initialBoardState, isThisWeek } from './board-flow';
import { slotWeek, type SlotCell } from './slot-week';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';

const PHASES: Record<SlotCell['phase'], { label: string; color: string }> = {
  open: { label: 'Taking orders', color: 'green' },
  closed: { label: 'Cut-off passed', color: 'orange' },
  past: { label: 'Run done', color: 'gray' },
};

// Dark text on the light badges keeps them readable (WCAG AA) in every colour.
const STATUS_COLOURS: Record<OrderStatus, string> = {
  unconfirmed: 'yellow',
  confirmed: 'blue',
  dispatched: 'green',
};

/** /board/order-slots: the order slots over a week, each run with its cut-off and the orders that fill it. */
export default function OrderSlotsBoard() {
  const { now, timeZone } = useInsightClock();
  const [state, dispatch] = useReducer(boardReducer, localDayOf(new Date(now), timeZone), initialBoardState);
  const slots = useRecords('order-slots');
  const orders = useRecords('customer-orders');
  const agreements = useRecords('customers');
  const week = useMemo(
    () =>
      slots === undefined
        ? undefined
        : slotWeek(
            { slots, orders: orders ?? [], agreements: agreements ?? [] },
            { weekStart: state.weekStart, now, timeZone },
          ),
    [slots, orders, agreements, state.weekStart, now, timeZone],
  );
  const dayLabel = (day: LocalDay, pattern: string) =>
    formatInZone(dayStart(day, timeZone), pattern, timeZone);
  const time = (instant: string) => formatInZone(instant, 'hh:mm a', timeZone);
  const cutOff = (instant: string) => formatInZone(instant, 'EEE hh:mm a', timeZone);
  const opened =
    state.opened === null || week === undefined
      ? null
      : (() => {
          const row = week.rows.find((candidate) => candidate.slotID === state.opened?.slotID);
          const cell = row?.cells.find((candidate) => candidate?.day === state.opened?.day) ?? null;
          return row && cell ? { row, cell } : null;
        })();

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1}>Order Slot Board</Title>
        <Group gap="sm" wrap="wrap" align="center">
          <Button variant="default" size="md" mih={48} onClick={() => dispatch({ type: 'previous-week' })}>
            Previous week
          </Button>
          <Button
            variant="default"
            size="md"
            mih={48}
            disabled={isThisWeek(state)}
            onClick={() => dispatch({ type: 'this-week' })}
          >
            This week
          </Button>
          <Button variant="default" size="md" mih={48} onClick={() => dispatch({ type: 'next-week' })}>
            Next week
          </Button>
          <Text fw={700} data-testid="week-label">
            {dayLabel(state.weekStart, 'dd LLL')} – {week ? dayLabel(week.days[6]!, 'dd LLL yyyy') : ''}
          </Text>
        </Group>

        {week === undefined ? (
          <Text c="dimmed">Loading…</Text>
        ) : week.rows.length === 0 ? (
          <Card withBorder>
            <MirrorEmpty names={['order-slots']} size="md">
              <Text>
                No order slots yet. Add them under Items, Order Slots, and give slotted customers their slots
                in their agreement.
              </Text>
            </MirrorEmpty>
            <Anchor component={Link} to={pathOf('order-slots')} mt="xs">
              Order slots
            </Anchor>
          </Card>
        ) : (
          <>
            <Text data-testid="week-summary">
              {week.totals.orders} {week.totals.orders === 1 ? 'order' : 'orders'} worth{' '}
              {formatMoney(week.totals.amountTotal)} in the week's slots; {week.totals.openRuns}{' '}
              {week.totals.openRuns === 1 ? 'run still takes' : 'runs still take'} orders.
            </Text>
            <Group gap="xs">
              {week.rows.map((row) => (
                <Badge
                  key={row.slotID}
                  variant="light"
                  color={row.isOn ? 'blue' : 'gray'}
                  size="lg"
                  tt="none"
                >
                  {row.slotName}
                  {row.isOn ? '' : ' (off)'}:{' '}
                  {row.customers.length > 0 ? row.customers.join(', ') : 'no customers yet'}
                </Badge>
              ))}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4, lg: 7 }} spacing="sm" verticalSpacing="sm">
              {week.days.map((day) => {
                const runs = week.rows.flatMap((row) => {
                  const cell = row.cells[week.days.indexOf(day)];
                  return cell ? [{ row, cell }] : [];
                });
                const isToday = day === state.today;
                return (
                  <Card
                    key={day}
                    withBorder
                    padding="sm"
                    component="section"
                    aria-label={dayLabel(day, 'EEEE dd LLL')}
                    data-testid="slot-day"
                    style={
                      isToday ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined
                    }
                  >
                    <Group justify="space-between" gap={4} mb={6}>
                      <Text fw={700}>{dayLabel(day, 'EEE dd LLL')}</Text>
                      {isToday && <Badge size="sm">Today</Badge>}
                    </Group>
                    <Stack gap={6}>
                      {runs.length === 0 && (
                        <Text size="sm" c="dimmed">
                          No runs
                        </Text>
                      )}
                      {runs.map(({ row, cell }) => (
                        <UnstyledButton
                          key={row.slotID}
                          onClick={() => dispatch({ type: 'open', slotID: row.slotID, day })}
                          aria-label={`${row.slotName}, ${dayLabel(day, 'EEEE dd LLL')}: ${cell.orders.length} ${cell.orders.length === 1 ? 'order' : 'orders'}, ${PHASES[cell.phase].label}`}
                          data-testid="slot-run"
                          style={{
                            display: 'block',
                            minHeight: 48,
                            padding: 8,
                            borderRadius: 8,
                            background: 'var(--mantine-color-gray-0)',
                            border: '1px solid var(--mantine-color-gray-3)',
                          }}
                        >
                          <Text size="sm" fw={600}>
                            {row.slotName}
                          </Text>
                          <Text size="xs">Delivered by {time(cell.deliverBy)}</Text>
                          <Text size="xs">Order by {cutOff(cell.orderBy)}</Text>
                          <Group gap={4} mt={4} justify="space-between">
                            <Badge
                              size="sm"
                              variant="light"
                              color={PHASES[cell.phase].color}
                              c="dark.8"
                              tt="none"
                            >
                              {PHASES[cell.phase].label}
                            </Badge>
                            <Text size="xs" fw={600}>
                              {cell.orders.length} {cell.orders.length === 1 ? 'order' : 'orders'} ·{' '}
                              {formatMoney(cell.amountTotal)}
                            </Text>
                          </Group>
                        </UnstyledButton>
                      ))}
                    </Stack>
                  </Card>
                );
              })}
            </SimpleGrid>
          </>
        )}
      </Stack>

      <Modal
        opened={opened !== null}
        onClose={() => dispatch({ type: 'close' })}
        closeButtonProps={{ 'aria-label': 'Close' }}
        title={opened ? `${opened.row.slotName}, ${dayLabel(opened.cell.day, 'EEEE dd LLL yyyy')}` : ''}
        size="lg"
      >
        {opened && (
          <Stack gap="sm" data-testid="slot-run-detail">
            <Text size="sm">
              Delivered by {time(opened.cell.deliverBy)}; order by{' '}
              {formatInZone(opened.cell.orderBy, 'EEEE dd LLL hh:mm a', timeZone)}.{' '}
              {PHASES[opened.cell.phase].label}.
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
            {(() => {
              const ordered = new Set(opened.cell.orders.map((placed) => placed.customer));
              const missing = opened.row.customers.filter((customer) => !ordered.has(customer));
              return missing.length > 0 && opened.cell.phase === 'open' ? (
                <Text size="sm">Not ordered yet: {missing.join(', ')}.</Text>
              ) : null;
            })()}
            <Text fw={600}>Total {formatMoney(opened.cell.amountTotal)}</Text>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
