import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type Dispatch } from 'react';
import lineCards from '../../blocks/LineCards.module.css';
import { NumberControl } from '../../blocks/NumberControl';
import { formatMoney } from '../../domain/money';
import type { OrderTotals } from '../../domain/order-pricing';
import type { ChoiceOption } from './choice-options';
import type { PricedEditorLine, StandingEditorAction, StandingErrors } from './flow';

const TOUCH = { mih: 48 } as const;

type StandingOrderLinesProps = {
  priced: { lines: PricedEditorLine[]; totals: OrderTotals };
  dispatch: Dispatch<StandingEditorAction>;
  errors: StandingErrors;
  mayEdit: boolean;
  productOptions: readonly ChoiceOption[];
};

/**
 * The standing order's lines priced as an order prices them, with their quantities, a product to
 * add, and the totals (before the automatic lines each order adds on its day).
 * @example <StandingOrderLines priced={pricedLines(...)} dispatch={dispatch} errors={errors} mayEdit productOptions={options} />
 */
export function StandingOrderLines({
  priced,
  dispatch,
  errors,
  mayEdit,
  productOptions,
}: StandingOrderLinesProps) {
  const [adding, setAdding] = useState('');
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Lines
        </Title>
        {errors.orderItems !== undefined && (
          <Text c="red" size="sm">
            {errors.orderItems}
          </Text>
        )}
        <Table aria-label="Lines" className={lineCards.lines}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                Unit Price
              </Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {priced.lines.map((line, index) => (
              <Table.Tr key={line.productID} className={lineCards.line}>
                <Table.Td className={lineCards.product}>{line.description}</Table.Td>
                <Table.Td className={lineCards.quantity}>
                  <NumberControl
                    label={`Quantity of ${line.description}`}
                    hideLabel
                    value={line.quantity}
                    disabled={!mayEdit}
                    error={errors.lines?.[index] ?? null}
                    onChange={(quantity) => dispatch({ type: 'set-quantity', index, quantity })}
                  />
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {formatMoney(line.appliedUnitPrice)}
                </Table.Td>
                <Table.Td ta="right" className={lineCards.amount}>
                  {formatMoney(line.amountTotal)}
                </Table.Td>
                <Table.Td className={lineCards.actions}>
                  {mayEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={48}
                      aria-label={`Remove ${line.description}`}
                      onClick={() => dispatch({ type: 'remove-line', index })}
                    >
                      ✕
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between" wrap="wrap" align="flex-end">
          {mayEdit ? (
            <Group gap="xs" align="flex-end">
              <NativeSelect
                label="Add Product"
                data={[{ value: '', label: '' }, ...productOptions]}
                value={adding}
                onChange={(event) => setAdding(event.currentTarget.value)}
              />
              <Button
                variant="default"
                {...TOUCH}
                disabled={adding === ''}
                onClick={() => {
                  dispatch({ type: 'add-line', productID: adding });
                  setAdding('');
                }}
              >
                Add
              </Button>
            </Group>
          ) : (
            <span />
          )}
          <Stack gap={0} align="flex-end">
            <Text size="sm">Subtotal {formatMoney(priced.totals.subTotal)}</Text>
            <Text size="sm">GST {formatMoney(priced.totals.taxTotal)}</Text>
            <Text fw={600}>Total {formatMoney(priced.totals.amountTotal)}</Text>
            <Text size="xs" c="dimmed">
              Each order adds the automatic lines of its day.
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
