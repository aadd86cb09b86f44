import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatMoney } from '../../domain/money';
import type { LocalDay } from '../../domain/order-dates';
import { PHASE_LABELS, type SlotDay } from './flow';
import { PHASE_COLOURS } from './slot-colours';

/** One day of the board: its runs, each a button that opens the run's orders. */
export function SlotDayCard({
  day,
  dayLabel,
  time,
  cutOff,
  onOpen,
}: {
  day: SlotDay;
  dayLabel: (day: LocalDay, pattern: string) => string;
  time: (instant: string) => string;
  cutOff: (instant: string) => string;
  onOpen: (slotID: string, day: LocalDay) => void;
}) {
  return (
    <Card
      withBorder
      padding="sm"
      component="section"
      aria-label={dayLabel(day.day, 'EEEE dd LLL')}
      data-testid="slot-day"
      style={day.isToday ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Group justify="space-between" gap={4} mb={6}>
        <Text fw={700}>{dayLabel(day.day, 'EEE dd LLL')}</Text>
        {day.isToday && <Badge size="sm">Today</Badge>}
      </Group>
      <Stack gap={6}>
        {day.runs.length === 0 && (
          <Text size="sm" c="dimmed">
            No runs
          </Text>
        )}
        {day.runs.map(({ row, cell }) => (
          <UnstyledButton
            key={row.slotID}
            onClick={() => onOpen(row.slotID, day.day)}
            aria-label={`${row.slotName}, ${dayLabel(day.day, 'EEEE dd LLL')}: ${cell.orders.length} ${cell.orders.length === 1 ? 'order' : 'orders'}, ${PHASE_LABELS[cell.phase]}`}
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
              <Badge size="sm" variant="light" color={PHASE_COLOURS[cell.phase]} c="dark.8" tt="none">
                {PHASE_LABELS[cell.phase]}
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
}
