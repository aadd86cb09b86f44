import { ActionIcon, Badge, Group, Paper, Table, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import classes from '../../blocks/LineCards.module.css';
import { NumberControl } from '../../blocks/NumberControl';
import { formatMoney } from '../../domain/money';
import {
  lineIncrement,
  type EditorLine,
  type OrderEditorAction,
} from '../../domain/ordering/order-editor-state';
import type { OrderEditorView } from './flow';

/**
 * The order's lines: each product with its quantity (stepped by its increment), unit price and
 * amount with GST, remove and enter-a-quantity; the automatic lines below them.
 */
export function OrderLinesTable({
  view,
  dispatch,
  setDialogLine,
}: {
  view: OrderEditorView;
  dispatch: Dispatch<OrderEditorAction>;
  /** Opens the quantity dialog on a line. */
  setDialogLine: (line: EditorLine) => void;
}) {
  const { pricing, problems, readOnly, automaticLines } = view;
  return (
    <Paper withBorder p={0}>
      <Table.ScrollContainer minWidth={340}>
        <Table verticalSpacing="xs" data-testid="order-lines" className={classes.lines}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th w={200}>Quantity</Table.Th>
              <Table.Th ta="right" visibleFrom="sm">
                Unit Price
              </Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pricing.productLines.map((line) => {
              const name = line.description ?? line.product?.productName ?? line.productID;
              const problem = problems.get(line.key);
              return (
                <Table.Tr
                  key={line.key}
                  data-testid="order-line"
                  data-product={line.productID}
                  className={classes.line}
                >
                  <Table.Td className={classes.product}>
                    <Text size="sm">{name}</Text>
                    {line.isTethered === true && (
                      <Badge size="xs" variant="light" color="gray">
                        Added with its product
                      </Badge>
                    )}
                    {problem !== undefined && (
                      <Text size="xs" c="red" role="alert">
                        {problem}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.quantity}>
                    {line.isTethered === true || readOnly ? (
                      <Text size="sm" ta="center" data-testid="line-quantity">
                        {line.quantity}
                      </Text>
                    ) : (
                      <Group gap={4} wrap="nowrap">
                        <NumberControl
                          label={`Quantity of ${name}`}
                          hideLabel
                          value={line.quantity}
                          step={lineIncrement(line) ?? 1}
                          onChange={(quantity) =>
                            dispatch({ type: 'quantityChanged', key: line.key, quantity })
                          }
                        />
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {formatMoney(line.appliedUnitPrice)}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="line-amount" className={classes.amount}>
                    {formatMoney(line.amountTotal)}
                    {line.taxTotal > 0 && (
                      <Text size="xs" c="dimmed">
                        + GST {formatMoney(line.taxTotal)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.actions}>
                    {line.isTethered !== true && !readOnly && (
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          size="lg"
                          aria-label={`Enter quantity of ${name}`}
                          onClick={() => setDialogLine(line)}
                        >
                          #
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={`Remove ${name}`}
                          onClick={() => dispatch({ type: 'lineRemoved', key: line.key })}
                        >
                          ×
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {automaticLines.map((line) => (
              <Table.Tr key={line.automaticLineItemID} data-testid="automatic-line" className={classes.line}>
                <Table.Td className={classes.product}>
                  <Text size="sm">{line.description}</Text>
                  <Badge size="xs" variant="light">
                    Automatic
                  </Badge>
                </Table.Td>
                <Table.Td />
                <Table.Td visibleFrom="sm" />
                <Table.Td ta="right" className={classes.amount}>
                  {formatMoney(line.amountTotal)}
                  {line.taxTotal > 0 && (
                    <Text size="xs" c="dimmed">
                      + GST {formatMoney(line.taxTotal)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td />
              </Table.Tr>
            ))}
            {pricing.productLines.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" size="sm">
                    No products yet
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
