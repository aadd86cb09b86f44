import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { SupplierCard } from '../../domain/insights/customer-insights';
import { formatMoney } from '../../domain/money';
import { dashboardDay } from './dashboard-day';
import { orderPricing, type repeatLastOrder } from './flow';

/** A repeat of a supplier's last order, made on the device and not placed yet. */
export type Repeat = { card: SupplierCard; result: NonNullable<ReturnType<typeof repeatLastOrder>> };

type RepeatSummaryProps = {
  repeat: Repeat;
  timeZone: string;
  busy: boolean;
  onPlace: () => void;
  onCancel: () => void;
};

/** What a repeat order holds before it is placed: its day, lines and total, and Place Order. */
export function RepeatSummary({ repeat, timeZone, busy, onPlace, onCancel }: RepeatSummaryProps) {
  const pricing = orderPricing(repeat.result.state);
  return (
    <Stack gap="sm" data-testid="repeat-summary">
      <Text size="sm">Due {dashboardDay(repeat.result.order.dueDate, timeZone)}</Text>
      {pricing.productLines.map((line) => (
        <Group key={line.key} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {line.quantity} × {line.description}
          </Text>
          <Text size="sm">{formatMoney(line.amountTotal)}</Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="repeat-total">
          {formatMoney(pricing.amountTotal)}
        </Text>
      </Group>
      <Badge variant="light" color="gray">
        The supplier confirms the prices
      </Badge>
      <Group grow>
        <Button size="lg" variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="lg" loading={busy} onClick={onPlace}>
          Place Order
        </Button>
      </Group>
    </Stack>
  );
}
