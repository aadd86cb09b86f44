import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../domain/money';
import type { OrderEditorView } from './flow';

/** The order's sub-total, GST and total. */
export function OrderTotals({ totals }: { totals: OrderEditorView['totals'] }) {
  return (
    <Paper withBorder p="md" maw={360} ml="auto" w="100%">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text>Sub-total</Text>
          <Text data-testid="sub-total">{formatMoney(totals.subTotal)}</Text>
        </Group>
        <Group justify="space-between">
          <Text>GST</Text>
          <Text data-testid="tax-total">{formatMoney(totals.taxTotal)}</Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={700} data-testid="amount-total">
            {formatMoney(totals.amountTotal)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
