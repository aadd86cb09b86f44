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
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, useReducer } from 'react';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { MirrorEmpty } from '../../blocks/MirrorEmpty';
import { useRecords } from '../../data/use-records';
import { formatInZone } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { dayStart, localDayOf, type LocalDay } from '../../domain/order-dates';
import { pathOf } from '../../navigation/portal-routes';
import { boardReducer, initialBoardState } from './board-flow';
import { orderSlotsBoardFlow } from './flow';
import { SlotDayCard } from './SlotDayCard';
import { SlotRunDetail } from './SlotRunDetail';

/** /board/order-slots: the order slots over a week, each run with its cut-off and the orders that fill it. */
export default function OrderSlotsBoard() {
  const { now, timeZone } = useInsightClock();
  const [state, dispatch] = useReducer(boardReducer, localDayOf(new Date(now), timeZone), initialBoardState);
  const slots = useRecords('order-slots');
  const orders = useRecords('customer-orders');
  const agreements = useRecords('customers');
  const { week, days, opened, thisWeek } = useMemo(
    () => orderSlotsBoardFlow({ slots, orders, agreements, state, now, timeZone }),
    [slots, orders, agreements, state, now, timeZone],
  );
  const dayLabel = (day: LocalDay, pattern: string) =>
    formatInZone(dayStart(day, timeZone), pattern, timeZone);
  const time = (instant: string) => formatInZone(instant, 'hh:mm a', timeZone);
  const cutOff = (instant: string) => formatInZone(instant, 'EEE hh:mm a', timeZone);

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
            disabled={thisWeek}
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
              {days.map((day) => (
                <SlotDayCard
                  key={day.day}
                  day={day}
                  dayLabel={dayLabel}
                  time={time}
                  cutOff={cutOff}
                  onOpen={(slotID, on) => dispatch({ type: 'open', slotID, day: on })}
                />
              ))}
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
        {opened && <SlotRunDetail opened={opened} time={time} timeZone={timeZone} />}
      </Modal>
    </Container>
  );
}
